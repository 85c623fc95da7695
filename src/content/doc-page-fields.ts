// What a doc's or post's front matter changes on its page, as Docusaurus' docs and
// blog plugins and its classic theme read it: the shown title, the table of
// contents, previous/next, the edit link, and the head's keywords and image.
import path from 'node:path';
import type { BlogInstance, Compiled, Diagnostic, DocRecord, DocsInstance, DocsVersion, Entry, LocaleInfo, PageLink, PostRecord, ResolvedConfig, TocItem } from '../model.js';
import { CURRENT_VERSION } from '../config/docs-versions.js';
import { BuildError, error } from '../diagnostics/build-error.js';
import { entryFieldPosition, fm } from './front-matter.js';
import { hrefOf } from './urls.js';

/**
 * The title a page shows above its content, or none: the leading `# h1`; else, when the
 * Markdown has no h1 of its own and `hide_title` is not set, the doc's title
 * (packages/docusaurus-theme-classic/src/theme/DocItem/Content/index.tsx, useSyntheticTitle).
 */
export function shownTitle(entry: Entry, compiled: Compiled, title: string): string | undefined {
  if (compiled.titleInBody) return undefined;
  if (compiled.contentTitle !== undefined) return compiled.contentTitle;
  return fm.boolean(entry, 'hide_title') ? undefined : title;
}

/**
 * The headings of the table of contents: none with `hide_table_of_contents`, else those from
 * `toc_min_heading_level` to `toc_max_heading_level` (default: the config's tableOfContents, 2 to 3), for docs and posts alike
 * (packages/docusaurus-theme-common/src/utils/tocUtils.ts, filterTOC).
 */
export function tocOf(entry: Entry, headings: TocItem[], levels: ResolvedConfig['tableOfContents']): TocItem[] {
  if (fm.boolean(entry, 'hide_table_of_contents')) return [];
  const min = fm.number(entry, 'toc_min_heading_level') ?? levels.minHeadingLevel;
  const max = fm.number(entry, 'toc_max_heading_level') ?? levels.maxHeadingLevel;
  return headings.filter((h) => h.depth >= min && h.depth <= max);
}

/**
 * A doc's previous or next link: `pagination_prev`/`pagination_next` name a doc by id, or none with
 * null; otherwise its neighbour in the sidebar (packages/docusaurus-plugin-content-docs/src/docs.ts,
 * addDocNavigation).
 */
export function paginationLink(doc: DocRecord, key: 'pagination_prev' | 'pagination_next', neighbour: PageLink | undefined, byId: Map<string, DocRecord>): PageLink | undefined {
  const value = doc.entry.frontMatter[key];
  if (value === null) return undefined;
  if (typeof value !== 'string') return neighbour;
  const target = byId.get(value);
  return target ? { label: target.paginationLabel, url: target.url } : neighbour;
}

/** A `pagination_prev`/`pagination_next` that names no doc: an error at its line, as Docusaurus fails the build. */
export function paginationProblems(docs: DocRecord[]): Diagnostic[] {
  const ids = new Set(docs.map((d) => d.id));
  return docs.flatMap((doc) =>
    (['pagination_prev', 'pagination_next'] as const).flatMap((key) => {
      const value = doc.entry.frontMatter[key];
      if (typeof value !== 'string' || ids.has(value)) return [];
      return [
        error('pagination-doc', `\`${key}: ${value}\` names no doc`, {
          file: doc.entry.source.absPath,
          ...entryFieldPosition(doc.entry, key),
          hint: `give a doc id: the folder without number prefixes and the file name or front matter id (e.g. ${[...ids].slice(0, 3).join(', ')}), or null for no link`,
        }),
      ];
    }),
  );
}

/**
 * A page's edit link: `custom_edit_url` (a URL, or null for none) over the configured base and
 * the default-locale file, or over what the site's editUrl function gives for the page
 * (packages/docusaurus-plugin-content-docs/src/docs.ts, getDocEditUrl; the blog's blogUtils.ts).
 */
function editUrlOf(entry: Entry, edit: string | (() => unknown) | undefined, defaultSitePath: string): string | undefined {
  const custom = entry.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  if (typeof edit !== 'function') return edit ? hrefOf(`${edit}/${defaultSitePath}`) : undefined;
  const link = edit();
  return typeof link === 'string' && link ? link : undefined;
}

/** Calls the site's editUrl function; what it throws stops the build naming the config and the page, not with a stack. */
function calling(config: ResolvedConfig, entry: Entry, call: () => unknown): () => unknown {
  return () => {
    try {
      return call();
    } catch (e) {
      throw new BuildError([
        error('edit-url', `the editUrl function threw on ${entry.source.sitePath}: ${(e as Error)?.message ?? String(e)}`, {
          file: config.configFile,
          hint: 'make it return the page’s edit link, or undefined for none',
        }),
      ]);
    }
  };
}

/** A site-relative folder, `/`-separated, as Docusaurus names folders to an editUrl function. */
const siteFolder = (config: ResolvedConfig, dir: string) => path.relative(config.siteDir, dir).split(path.sep).join('/');

/**
 * The edit link of a doc of a version, in a locale (its code is Docusaurus' currentLocale). A base URL is followed
 * by the file's folder and its path in it: the current version's folder with editCurrentVersion, the locale's
 * translations folder for a translated page with editLocalizedFiles (docs.ts, getDocEditUrl; versions.ts, getVersionEditUrls).
 */
export function docEditUrl(config: ResolvedConfig, instance: DocsInstance, version: DocsVersion, doc: DocRecord, locale: LocaleInfo): string | undefined {
  const { editUrl } = instance;
  const versionDocsDirPath = siteFolder(config, version.dir);
  const docPath = path.posix.relative(versionDocsDirPath, doc.defaultSitePath);
  if (typeof editUrl === 'function') {
    const call = () => editUrl({ version: version.name, versionDocsDirPath, docPath, permalink: doc.url, locale: locale.code });
    return editUrlOf(doc.entry, calling(config, doc.entry, call), doc.defaultSitePath);
  }
  const localized = instance.editLocalizedFiles && doc.entry.source.sitePath !== doc.defaultSitePath;
  const localizedDir = instance.editCurrentVersion ? version.localizedDir.replace(/[^/]+$/, CURRENT_VERSION) : version.localizedDir;
  const folder = localized
    ? siteFolder(config, path.join(config.i18nDir, locale.path, localizedDir))
    : instance.editCurrentVersion
      ? siteFolder(config, instance.dir)
      : versionDocsDirPath;
  return editUrlOf(doc.entry, editUrl, `${folder}/${docPath}`);
}

/** The edit link of a post of a blog, in a locale. */
export function postEditUrl(config: ResolvedConfig, blog: BlogInstance, post: PostRecord, locale: string): string | undefined {
  const { editUrl } = blog;
  // With editLocalizedFiles, a translated post's own file (blogUtils.ts: the localized content path).
  if (typeof editUrl !== 'function') return editUrlOf(post.entry, editUrl, blog.editLocalizedFiles ? post.entry.source.sitePath : post.defaultSitePath);
  const blogDirPath = siteFolder(config, blog.dir);
  const blogPath = path.posix.relative(blogDirPath, post.defaultSitePath);
  return editUrlOf(
    post.entry,
    calling(config, post.entry, () => editUrl({ blogDirPath, blogPath, permalink: post.url, locale })),
    post.defaultSitePath,
  );
}

/** The head's `keywords` and social `image` (an absolute URL) from the front matter (packages/docusaurus-theme-common/src/utils/metadataUtils.tsx, PageMetadata). */
export function headFields(entry: Entry, config: ResolvedConfig): { keywords?: string[]; image?: string } {
  const keywords = fm.list(entry, 'keywords').filter((k): k is string => typeof k === 'string');
  const image = fm.string(entry, 'image');
  const absolute = image && (/^[a-z][a-z0-9+.-]*:/i.test(image) ? image : `${config.url}${config.baseUrl}${image.replace(/^\/+/, '')}`);
  return { ...(keywords.length && { keywords }), ...(absolute && { image: absolute }) };
}

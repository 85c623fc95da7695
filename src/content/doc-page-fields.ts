// What a doc's or post's front matter changes on its page, as Docusaurus' docs and
// blog plugins and its classic theme read it: the shown title, the table of
// contents, previous/next, the edit link, and the head's keywords and image.
import type { Compiled, Diagnostic, DocRecord, Entry, PageLink, ResolvedConfig, TocItem } from '../model.js';
import { error } from '../diagnostics/build-error.js';
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
 * `toc_min_heading_level` (default 2) to `toc_max_heading_level` (default 3), for docs and posts alike
 * (packages/docusaurus-theme-common/src/utils/tocUtils.ts, filterTOC).
 */
export function tocOf(entry: Entry, headings: TocItem[]): TocItem[] {
  if (fm.boolean(entry, 'hide_table_of_contents')) return [];
  const min = fm.number(entry, 'toc_min_heading_level') ?? 2;
  const max = fm.number(entry, 'toc_max_heading_level') ?? 3;
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
 * the default-locale file (packages/docusaurus-plugin-content-docs/src/docs.ts).
 */
export function editUrlOf(entry: Entry, base: string | undefined, defaultSitePath: string): string | undefined {
  const custom = entry.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string') return custom;
  return base ? hrefOf(`${base}/${defaultSitePath}`) : undefined;
}

/** The head's `keywords` and social `image` (an absolute URL) from the front matter (packages/docusaurus-theme-common/src/utils/metadataUtils.tsx, PageMetadata). */
export function headFields(entry: Entry, config: ResolvedConfig): { keywords?: string[]; image?: string } {
  const keywords = fm.list(entry, 'keywords').filter((k): k is string => typeof k === 'string');
  const image = fm.string(entry, 'image');
  const absolute = image && (/^[a-z][a-z0-9+.-]*:/i.test(image) ? image : `${config.url}${config.baseUrl}${image.replace(/^\/+/, '')}`);
  return { ...(keywords.length && { keywords }), ...(absolute && { image: absolute }) };
}

import path from 'node:path';
import type { Compiled, Diagnostic, DocRecord, DocsVersion, Entry, LocaleInfo, ResolvedConfig, SourceFile } from '../model.js';
import { fm } from './front-matter.js';
import { stripNumberPrefix } from './number-prefix.js';
import { type InlineTagsPolicy, type TagsFile, tagsOfEntry } from './tags.js';
import { hrefOf, joinUrl, withTrailingSlash } from './urls.js';
import { markdownExcerpt } from './excerpt.js';

/** Docusaurus' category-index convention: index.md, README.md or a doc named like its folder. */
export function isCategoryIndexFile(fileName: string, sourceDir: string): boolean {
  const base = fileName.replace(/\.mdx?$/i, '').toLowerCase();
  const folder = path.posix.basename(sourceDir).toLowerCase();
  return base === 'index' || base === 'readme' || (sourceDir !== '.' && base === folder);
}

/** A folder path without the number prefixes of its parts (`01-guides/02-api` → `guides/api`), unless the doc keeps them. */
const folderPath = (sourceDir: string, stripPrefixes: boolean) =>
  stripPrefixes
    ? sourceDir
        .split('/')
        .map((d) => stripNumberPrefix(d).name)
        .join('/')
    : sourceDir;

/**
 * A doc's id and its route below the docs base, as packages/docusaurus-plugin-content-docs/src/docs.ts
 * and src/slug.ts make them: the base id is the front matter `id` or the file name without its number
 * prefix (`parse_number_prefixes: false` keeps prefixes); the id is the folder (number prefixes
 * stripped) and the base id; the slug is the front matter `slug` (absolute from the docs root, relative
 * from the folder), else the folder for a category index, else the folder and the base id.
 */
export function docIdentity(entry: Entry, sourceDir: string, fileName: string): { id: string; baseId: string; slug: string; prefix?: number } {
  const stripPrefixes = entry.frontMatter.parse_number_prefixes !== false;
  const stem = fileName.replace(/\.mdx?$/i, '');
  const { name, prefix } = stripPrefixes ? stripNumberPrefix(stem) : { name: stem, prefix: undefined };
  const baseId = fm.string(entry, 'id') ?? name;
  const folder = folderPath(sourceDir, stripPrefixes);
  const id = sourceDir === '.' ? baseId : `${folder}/${baseId}`;
  const slug = fm.string(entry, 'slug');
  const dirSlug = sourceDir === '.' ? '/' : `/${folder}/`;
  const route = slug?.startsWith('/') ? slug : !slug && isCategoryIndexFile(fileName, sourceDir) ? dirSlug : path.posix.resolve(dirSlug, slug ?? baseId).replace(/^\/+/, '/');
  return { id, baseId, slug: route, ...(prefix !== undefined && { prefix }) };
}

/** A doc's URL in a locale, from its slug (docIdentity). A docs index (`slug: /`) too is linked as the site's trailingSlash says: /docs, not /docs/, when false. */
export function docUrl(config: ResolvedConfig, locale: LocaleInfo, version: DocsVersion, slug: string): string {
  return hrefOf(withTrailingSlash(joinUrl(config.baseUrl, locale.urlPrefix, version.routeBasePath, slug), config.trailingSlash, joinUrl(config.baseUrl, locale.urlPrefix, '/')));
}

const NO_TAGS_FILE = { tags: null, name: 'tags.yml', policy: 'warn' } as const;

/**
 * The docs of one locale: each default-locale doc, read from its translation
 * when one exists (Docusaurus ignores translations with no default-locale file).
 * Drafts are left out; files that failed to parse or compile are skipped.
 */
export function buildDocs(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  version: DocsVersion;
  docs: Map<string, SourceFile>;
  translations: Map<string, SourceFile> | undefined;
  entries: Map<string, Entry>;
  compiled: Map<string, Compiled>;
  /** Filled with the ids of draft docs (not built, but a sidebar may name them). */
  draftIds?: Set<string>;
  /** The version's tags file, its name and what a tag it does not define gets; the report goes to `diagnostics`. */
  tagsFile?: { tags: TagsFile | null; name: string; policy: InlineTagsPolicy };
  diagnostics?: Diagnostic[];
}): DocRecord[] {
  const { config, locale } = params;
  const records: DocRecord[] = [];
  // The version's tags path (versions/version.ts: normalizeUrl([routePath, options.tagsBasePath])).
  const tagsUrl = joinUrl(config.baseUrl, locale.urlPrefix, params.version.routeBasePath, config.docs.tagsBasePath);
  for (const [rel, defaultFile] of params.docs) {
    const file = params.translations?.get(rel) ?? defaultFile;
    const entry = params.entries.get(file.sitePath);
    const compiled = params.compiled.get(file.sitePath);
    const sourceDir = path.posix.dirname(rel);
    const fileName = path.posix.basename(rel);
    if (entry && fm.boolean(entry, 'draft')) params.draftIds?.add(docIdentity(entry, sourceDir, fileName).id);
    if (!entry || !compiled || fm.boolean(entry, 'draft')) continue;
    const { id, baseId, slug, prefix } = docIdentity(entry, sourceDir, fileName);
    const title = fm.string(entry, 'title') ?? compiled.contentTitle ?? baseId;
    const sidebarLabel = fm.string(entry, 'sidebar_label') ?? title;
    const position = fm.number(entry, 'sidebar_position') ?? prefix;
    const description = fm.string(entry, 'description') ?? markdownExcerpt(entry.body);
    records.push({
      id,
      version: params.version.name,
      sourceDir,
      fileName,
      entry,
      compiled,
      defaultSitePath: defaultFile.sitePath,
      translated: file !== defaultFile,
      isCategoryIndex: isCategoryIndexFile(fileName, sourceDir) && !fm.string(entry, 'slug'),
      url: docUrl(config, locale, params.version, slug),
      title,
      sidebarLabel,
      paginationLabel: fm.string(entry, 'pagination_label') ?? sidebarLabel,
      ...(position !== undefined && { sidebarPosition: position }),
      ...(description !== undefined && { description }),
      unlisted: fm.boolean(entry, 'unlisted'),
      ...(fm.string(entry, 'sidebar_class_name') && { className: fm.string(entry, 'sidebar_class_name') }),
      ...(fm.object(entry, 'sidebar_custom_props') && { customProps: fm.object(entry, 'sidebar_custom_props') }),
      tags: tagsOfEntry(entry, tagsUrl, params.tagsFile ?? NO_TAGS_FILE, params.diagnostics ?? []),
    });
  }
  return records;
}

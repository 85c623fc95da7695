import path from 'node:path';
import type { Compiled, DocRecord, Entry, LocaleInfo, ResolvedConfig, SourceFile } from '../model.js';
import { fm } from './front-matter.js';
import { stripNumberPrefix } from './number-prefix.js';
import { hrefOf, joinUrl } from './urls.js';

/** Docusaurus' category-index convention: index.md, README.md or a doc named like its folder. */
export function isCategoryIndexFile(fileName: string, sourceDir: string): boolean {
  const base = fileName.replace(/\.mdx?$/i, '').toLowerCase();
  const folder = path.posix.basename(sourceDir).toLowerCase();
  return base === 'index' || base === 'readme' || (sourceDir !== '.' && base === folder);
}

/** The route of a doc below the docs base, following Docusaurus' slug rules. */
export function docSlug(entry: Entry, sourceDir: string, fileName: string): string {
  const slug = fm.string(entry, 'slug');
  const dirSlug =
    sourceDir === '.'
      ? '/'
      : `/${sourceDir
          .split('/')
          .map((d) => stripNumberPrefix(d).name)
          .join('/')}/`;
  if (slug?.startsWith('/')) return slug;
  if (!slug && isCategoryIndexFile(fileName, sourceDir)) return dirSlug;
  const base = slug ?? stripNumberPrefix(fileName.replace(/\.mdx?$/i, '')).name;
  return path.posix.resolve(dirSlug, base).replace(/^\/+/, '/');
}

const firstSentence = (compiled: Compiled) => {
  const text = compiled.sections.find((s) => s.text)?.text ?? '';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text || undefined;
};

/**
 * The docs of one locale: each default-locale doc, read from its translation
 * when one exists (Docusaurus ignores translations with no default-locale file).
 * Drafts are left out; files that failed to parse or compile are skipped.
 */
export function buildDocs(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  docs: Map<string, SourceFile>;
  translations: Map<string, SourceFile> | undefined;
  entries: Map<string, Entry>;
  compiled: Map<string, Compiled>;
}): DocRecord[] {
  const { config, locale } = params;
  const records: DocRecord[] = [];
  for (const [rel, defaultFile] of params.docs) {
    const file = params.translations?.get(rel) ?? defaultFile;
    const entry = params.entries.get(file.sitePath);
    const compiled = params.compiled.get(file.sitePath);
    if (!entry || !compiled || fm.boolean(entry, 'draft')) continue;
    const sourceDir = path.posix.dirname(rel);
    const fileName = path.posix.basename(rel);
    const { name, prefix } = stripNumberPrefix(fileName.replace(/\.mdx?$/i, ''));
    const baseId = fm.string(entry, 'id') ?? name;
    const title = fm.string(entry, 'title') ?? compiled.contentTitle ?? baseId;
    const sidebarLabel = fm.string(entry, 'sidebar_label') ?? title;
    const position = fm.number(entry, 'sidebar_position') ?? prefix;
    const description = fm.string(entry, 'description') ?? firstSentence(compiled);
    records.push({
      id: sourceDir === '.' ? baseId : `${sourceDir}/${baseId}`,
      sourceDir,
      fileName,
      entry,
      compiled,
      defaultSitePath: defaultFile.sitePath,
      translated: file !== defaultFile,
      isCategoryIndex: isCategoryIndexFile(fileName, sourceDir) && !fm.string(entry, 'slug'),
      url: hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, config.docs.routeBasePath, docSlug(entry, sourceDir, fileName))),
      title,
      sidebarLabel,
      paginationLabel: fm.string(entry, 'pagination_label') ?? sidebarLabel,
      ...(position !== undefined && { sidebarPosition: position }),
      ...(description !== undefined && { description }),
      unlisted: fm.boolean(entry, 'unlisted'),
    });
  }
  return records;
}

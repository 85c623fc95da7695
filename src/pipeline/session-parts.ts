// The small decisions of session.ts, kept apart so that its build method reads
// as the list of stages.
import { docsI18nFolder } from '../config/docs-versions.js';
import type { BuildResult, Diagnostic, IndexFileText, LocaleModel, PageChange, ResolvedConfig, Route, SearchIndexFile, SiteGlobalData, SiteMarkdownPlugins } from '../model.js';
import type { LocalePluginsRun } from '../site-plugins/lifecycle.js';
import { docsGlobalData } from '../content/docs-global-data.js';
import path from 'node:path';
import { checkLinks, type LinkScanMemo, type PageLinks } from '../check/links.js';
import { DiffWriter, type OutputMemo } from '../output/diff-writer.js';
import { InPlaceWriter } from '../output/in-place-writer.js';
import { FsWriter, MemoryWriter, NullWriter, type Writer } from '../output/writer.js';
import { isIndexPart } from '../search/index-parts.js';
import { SearchProcess } from '../search/search-process.js';
import { searchWorkerFile } from '../tool-paths.js';
import type { BuildPolicy } from './policy.js';
import type { StageRun } from './stage-run.js';

/**
 * The writer of a policy's output. `inPlace`, the output folder's files, when
 * it is exactly the last build's folder: a one-off build then only changes it.
 */
export function writerFor(output: BuildPolicy['output'], outDir: string, memo: OutputMemo, searchFiles: Omit<SearchIndexFile, 'json'>[], inPlace: Set<string> | undefined): Writer {
  if (output === 'memory') return new MemoryWriter();
  if (output === 'none') return new NullWriter();
  // The diff writer must not remove the search indexes and their parts, written after the build.
  if (output === 'diff') return new DiffWriter(outDir, memo, new Set([...searchFiles.map((s) => s.file), ...[...memo.files.keys()].filter(isIndexPart)]));
  return (inPlace && InPlaceWriter.at(outDir, inPlace)) || new FsWriter(outDir);
}

/** The files written after the pages: the search indexes' files (index-output.ts), llms.txt and llms-full.txt, the islands' bundles. */
export function writtenAfterPages(
  indexes: IndexFileText[],
  llms: { file: string; text: string }[],
  islands: [string, string | Uint8Array][],
): { file: string; text: string | Uint8Array }[] {
  return [...indexes, ...llms, ...islands.map(([file, text]) => ({ file, text }))];
}

/** The search indexer's process, when the tool runs from its bundles (dist/). */
export function searchProcessFor(root: string, lowPriority: boolean): SearchProcess | undefined {
  const file = searchWorkerFile(root);
  return file ? new SearchProcess(file, { lowPriority }) : undefined;
}

/** How a broken anchor counts: as the site's config says, or always reported (`check`). */
function anchorSeverity(config: ResolvedConfig, policy: BuildPolicy): 'error' | 'warning' | 'ignore' {
  if (config.onBrokenAnchors === 'throw') return 'error';
  return config.onBrokenAnchors === 'ignore' && policy.anchors === 'site' ? 'ignore' : 'warning';
}

/** The link check of the rendered pages, links blamed on their content file, with the severities the config gives. */
export function linkProblems(config: ResolvedConfig, policy: BuildPolicy, pages: PageLinks[], files: Iterable<string>, memo: LinkScanMemo, notFine?: Set<string>): Diagnostic[] {
  const missingFiles = config.onMissingFiles === 'throw' ? 'error' : 'warning';
  const found = checkLinks({
    pages,
    files,
    ...(notFine && { notFine }),
    configFile: config.configFile,
    anchors: anchorSeverity(config, policy),
    missingFiles,
    memo,
    ...(config.trailingSlash !== undefined && { trailingSlash: config.trailingSlash }),
    // Docusaurus' build checks only what @docusaurus/Link renders; our own site checks every href it writes.
    plainLinks: config.format === 'docusaurus' ? 'warning' : 'error',
  });
  return found.map((d) => (d.severity === 'error' && config.onBrokenLinks === 'warn' ? { ...d, severity: 'warning' as const } : d));
}

/** A successful build's result: pages per locale, timings, and what a dev server needs to tell open pages. */
export function buildSummary(run: StageRun, outDir: string, pages: { route: Route; change: PageChange }[], compiledFresh: number, writer: Writer): BuildResult {
  const perLocale: Record<string, number> = {};
  let kept = 0;
  for (const p of pages) {
    if (p.route.kind === 'notFound') continue;
    perLocale[p.route.locale] = (perLocale[p.route.locale] ?? 0) + 1;
    if (p.change === 'none' && (writer instanceof FsWriter || writer instanceof InPlaceWriter)) kept++;
  }
  return {
    ok: true,
    diagnostics: run.diagnostics,
    pages: perLocale,
    durationMs: run.elapsed(),
    outDir,
    timings: run.timings,
    cpuTimings: run.cpuTimings,
    compiledFresh,
    ...(kept && { keptPages: kept }),
    ...(writer instanceof MemoryWriter && { files: writer.files }),
    ...(writer instanceof DiffWriter && {
      changedFiles: writer.changed(),
      changedPages: new Map(pages.flatMap((p) => (p.change === 'none' ? [] : [[p.route.url, p.change] as const]))),
    }),
  };
}

/**
 * The site's own Markdown plugins for a file: its docs' for docs and their translations, its blog's for posts and
 * theirs, its pages' for the Markdown pages of src/pages and theirs.
 */
export function markdownPluginsOf(config: ResolvedConfig, absPath: string): SiteMarkdownPlugins | undefined {
  const { docs, blog, pages, docsPlugins, blogPlugins } = config.markdownPlugins;
  if (!docs && !blog && !pages && !docsPlugins && !blogPlugins) return undefined;
  const within = (dir: string) => absPath.startsWith(dir + path.sep);
  const translated = (plugin: string) => absPath.startsWith(config.i18nDir + path.sep) && absPath.includes(`${path.sep}${plugin}${path.sep}`);
  // Another docs instance's files first: its folder may be inside the default instance's (docs/community).
  for (const instance of config.docsPlugins) {
    const own = docsPlugins?.[instance.id];
    if (instance.versions.some((v) => within(v.dir)) || translated(docsI18nFolder(instance.id))) return own;
  }
  if (docs && (config.docs.versions.some((v) => within(v.dir)) || translated('docusaurus-plugin-content-docs'))) return docs;
  for (const instance of config.blogPlugins) if (within(instance.dir) || translated(instance.i18nFolder)) return blogPlugins?.[instance.id];
  if (blog && (within(config.blogDir) || translated('docusaurus-plugin-content-blog'))) return blog;
  if (pages && (within(config.pagesDir) || translated('docusaurus-plugin-content-pages'))) return pages;
  return undefined;
}

/**
 * The global data the site's own code reads (useGlobalData, usePluginData), in each locale: its plugins', and,
 * on a site read from a Docusaurus config, the docs plugin's, as Docusaurus sets it, with the locale's URLs.
 */
export function siteGlobalData(config: ResolvedConfig, locales: LocaleModel[], runs: LocalePluginsRun[] | undefined): SiteGlobalData {
  const byLocale = Object.fromEntries(
    locales.map((model) => {
      const plugins = runs?.find((r) => r.locale === model.locale.code)?.globalData ?? {};
      return [model.locale.code, config.format === 'docusaurus' ? { ...plugins, [DOCS_PLUGIN]: docsGlobalData(config, model) } : plugins];
    }),
  );
  return { defaultLocale: config.defaultLocale.code, byLocale };
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

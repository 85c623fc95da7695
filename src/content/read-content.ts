// The scan stage: the content tree read from disk, each Markdown file split into
// front matter and body, and the problems found on the way.
import path from 'node:path';
import { warning } from '../diagnostics/build-error.js';
import { authorScriptWarnings } from './author-scripts.js';
import type { ContentTree, Diagnostic, Entry, ResolvedConfig, SourceFile } from '../model.js';
import { parseEntry } from './front-matter.js';
import { importedPartials } from './imported-partials.js';
import { readText, scanContent, type ScanMemo } from './scan.js';

/** Parsed files by site path, with the text parsed: a file whose text is the same is not parsed again. */
export type ParseMemo = Map<string, { text: string; entry?: Entry; diagnostics: Diagnostic[] }>;

export interface ReadContent {
  tree: ContentTree;
  /** Every Markdown file of every locale, by site path. */
  sources: Map<string, SourceFile>;
  /** The files that parsed, by site path. */
  entries: Map<string, Entry>;
  diagnostics: Diagnostic[];
}

/** Hidden files of static/ are never published; the build says so, once. */
function hiddenStaticWarning(staticDir: string, files: string[]): Diagnostic {
  const listed = files.slice(0, 3).join(', ') + (files.length > 3 ? `, and ${files.length - 3} more` : '');
  return warning('hidden-static-file', `static/ holds ${files.length} hidden file${files.length === 1 ? '' : 's'} (${listed}), not copied into the site`, {
    file: staticDir,
    hint: 'files and folders whose names start with a dot (.env, .git/) are never published; rename a file that should be',
  });
}

/** Reads and parses the site's content; the memos (kept by serve --watch) spare what did not change. */
export async function readContent(config: ResolvedConfig, memo: { scan: ScanMemo; parsed: ParseMemo }): Promise<ReadContent> {
  const tree = await scanContent(config, memo.scan);
  const diagnostics: Diagnostic[] = [];
  if (tree.hiddenStaticFiles.length) diagnostics.push(hiddenStaticWarning(config.staticDir, tree.hiddenStaticFiles));
  diagnostics.push(...tree.problems);
  const sources = new Map<string, SourceFile>();
  const versioned = [...tree.versionedDocs.values()].flatMap((v) => [v.docs, ...v.translatedDocs.values()]);
  const otherBlogs = [...tree.blogPlugins.values()].flatMap((b) => [b.posts, ...b.translatedPosts.values()]);
  // Docusaurus compiles a partial of the docs or the blog only when a file imports it (its MDX loader is reached
  // by imports alone): one nothing imports, such as a template kept beside the docs, is neither compiled nor
  // reported. Those of src/ are compiled all, since the site's components, whose imports are not read here, may
  // import them.
  const srcDir = path.join(config.siteDir, 'src') + path.sep;
  const contentPartials = new Map<string, SourceFile>();
  for (const file of tree.partials.values()) {
    if (file.absPath.startsWith(srcDir)) continue;
    contentPartials.set(file.absPath, file);
    tree.partials.delete(file.sitePath);
  }
  for (const map of [
    tree.docs,
    tree.posts,
    tree.partials,
    tree.pages,
    ...tree.translatedDocs.values(),
    ...tree.translatedPosts.values(),
    ...tree.translatedPages.values(),
    ...versioned,
    ...otherBlogs,
  ]) {
    for (const file of map.values()) sources.set(file.sitePath, file);
  }
  // Markdown imported from anywhere in the site (and by the site's React pages) is compiled as a partial, as Docusaurus compiles it.
  const pageCode = [...tree.reactPages.values(), ...(tree.notFoundPage ? [tree.notFoundPage] : [])];
  for (const file of importedPartials(
    [...sources.values(), ...pageCode],
    config.siteDir,
    (sitePath) => sources.has(sitePath),
    (absPath) => contentPartials.get(absPath)?.text ?? readText(absPath, memo.scan, diagnostics),
  )) {
    tree.partials.set(file.sitePath, file);
    sources.set(file.sitePath, file);
  }
  // Script in content is only worth a word where a Content-Security-Policy would block it.
  if (config.contentSecurityPolicy) diagnostics.push(...authorScriptWarnings([...sources.values()]));
  const entries = new Map<string, Entry>();
  const parsed: ParseMemo = new Map();
  for (const file of sources.values()) {
    const known = memo.parsed.get(file.sitePath);
    const result = known?.text === file.text ? known : { text: file.text, ...parseEntry(file) };
    parsed.set(file.sitePath, result);
    diagnostics.push(...result.diagnostics);
    if (result.entry) entries.set(file.sitePath, result.entry);
  }
  memo.parsed = parsed;
  // React pages are the site's code, not Markdown: bundled, never parsed.
  for (const file of [...tree.reactPages.values(), ...(tree.notFoundPage ? [tree.notFoundPage] : [])]) sources.set(file.sitePath, file);
  return { tree, sources, entries, diagnostics };
}

// Synchronous reads: a content tree is a few hundred small files, and reading
// them one after another without the thread pool's round trips is several times
// faster than as promises (a rebuild of `serve --watch` reads them all).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { fileSignature } from '../file-signature.js';
import type { LocaleInfo, SourceFile } from '../model.js';
import { isHiddenName } from './urls.js';

/** Everything tongsite reads from a content tree, before parsing. */
export interface ContentTree {
  /** Default-locale docs, keyed by path relative to the docs folder. */
  docs: Map<string, SourceFile>;
  /** `_category_.json|yml` files, keyed by their folder relative to the docs folder ('.' for the root). */
  categories: Map<string, SourceFile>;
  /** Default-locale blog posts, keyed by path relative to the blog folder. */
  posts: Map<string, SourceFile>;
  authors?: SourceFile;
  /** Translated files per locale code, keyed like `docs` / `posts`. */
  translatedDocs: Map<string, Map<string, SourceFile>>;
  translatedPosts: Map<string, Map<string, SourceFile>>;
  /** Files under static/, relative to it, but hidden ones. */
  staticFiles: string[];
  /** Hidden files under static/ (a name or folder starting with `.`: .env, .git/): never copied into the site. */
  hiddenStaticFiles: string[];
}

const MARKDOWN = /\.mdx?$/;
/** Docusaurus skips partials and tests: `_file.md`, `_folder/`, `__tests__/`. */
const isExcluded = (rel: string) => rel.split('/').some((part) => part.startsWith('_'));

function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** Texts read by earlier scans, with the size and time they had: a long-lived process reads only files that changed. */
export type ScanMemo = Map<string, { signature: string; text: string }>;

function readText(absPath: string, memo: ScanMemo | undefined): string {
  if (!memo) return readFileSync(absPath, 'utf8');
  const signature = fileSignature(absPath) ?? 'missing';
  const known = memo.get(absPath);
  if (known?.signature === signature) return known.text;
  const text = readFileSync(absPath, 'utf8');
  memo.set(absPath, { signature, text });
  return text;
}

function readSources(root: string, siteDir: string, rels: string[], memo: ScanMemo | undefined): Map<string, SourceFile> {
  return new Map(
    rels.map((rel): [string, SourceFile] => {
      const absPath = path.join(root, rel);
      return [rel, { absPath, sitePath: path.relative(siteDir, absPath).split(path.sep).join('/'), text: readText(absPath, memo) }];
    }),
  );
}

function markdownIn(root: string, siteDir: string, memo: ScanMemo | undefined, files = walk(root)): Map<string, SourceFile> {
  return readSources(root, siteDir, files.filter((rel) => MARKDOWN.test(rel) && !isExcluded(rel)), memo);
}

/** Where a locale's translated docs and posts live (Docusaurus' i18n layout). */
export function localizedDirs(config: ResolvedConfig, locale: LocaleInfo) {
  const base = path.join(config.i18nDir, locale.path);
  return {
    docs: path.join(base, 'docusaurus-plugin-content-docs', 'current'),
    blog: path.join(base, 'docusaurus-plugin-content-blog'),
    base,
  };
}

const isHidden = (rel: string) => rel.split('/').some(isHiddenName);

/** Static files to copy, and hidden ones (credentials, repositories) to leave out. */
function splitHidden(files: string[]): { staticFiles: string[]; hiddenStaticFiles: string[] } {
  return { staticFiles: files.filter((f) => !isHidden(f)), hiddenStaticFiles: files.filter(isHidden) };
}

/** Reads the whole content tree: docs, categories, posts, authors, translations, static files. */
export async function scanContent(config: ResolvedConfig, memo?: ScanMemo): Promise<ContentTree> {
  const { siteDir } = config;
  const docFiles = walk(config.docsDir);
  const categoryRels = docFiles.filter((rel) => /(^|\/)_category_\.(json|ya?ml)$/.test(rel));
  const translatedDocs = new Map<string, Map<string, SourceFile>>();
  const translatedPosts = new Map<string, Map<string, SourceFile>>();
  for (const locale of config.locales) {
    if (locale.isDefault) continue;
    const dirs = localizedDirs(config, locale);
    translatedDocs.set(locale.code, markdownIn(dirs.docs, siteDir, memo));
    translatedPosts.set(locale.code, markdownIn(dirs.blog, siteDir, memo));
  }
  const authorsPath = ['authors.yml', 'authors.yaml', 'authors.json'].map((n) => path.join(config.blogDir, n)).find(existsSync);
  const categories = readSources(config.docsDir, siteDir, categoryRels, memo);
  return {
    docs: markdownIn(config.docsDir, siteDir, memo, docFiles),
    categories: new Map([...categories].map(([rel, file]) => [path.posix.dirname(rel), file])),
    posts: markdownIn(config.blogDir, siteDir, memo),
    ...(authorsPath && {
      authors: { absPath: authorsPath, sitePath: path.relative(siteDir, authorsPath), text: readText(authorsPath, memo) },
    }),
    translatedDocs,
    translatedPosts,
    ...splitHidden(walk(config.staticDir)),
  };
}

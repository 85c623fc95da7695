import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { LocaleInfo, SourceFile } from '../model.js';

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
  /** Files under static/, relative to it. */
  staticFiles: string[];
}

const MARKDOWN = /\.mdx?$/;
/** Docusaurus skips partials and tests: `_file.md`, `_folder/`, `__tests__/`. */
const isExcluded = (rel: string) => rel.split('/').some((part) => part.startsWith('_'));

async function walk(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(path.join(dir, entry.name), rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

async function readSources(root: string, siteDir: string, rels: string[]): Promise<Map<string, SourceFile>> {
  const entries = await Promise.all(
    rels.map(async (rel): Promise<[string, SourceFile]> => {
      const absPath = path.join(root, rel);
      return [rel, { absPath, sitePath: path.relative(siteDir, absPath).split(path.sep).join('/'), text: await readFile(absPath, 'utf8') }];
    }),
  );
  return new Map(entries);
}

async function markdownIn(root: string, siteDir: string): Promise<Map<string, SourceFile>> {
  const rels = (await walk(root)).filter((rel) => MARKDOWN.test(rel) && !isExcluded(rel));
  return readSources(root, siteDir, rels);
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

/** Reads the whole content tree: docs, categories, posts, authors, translations, static files. */
export async function scanContent(config: ResolvedConfig): Promise<ContentTree> {
  const { siteDir } = config;
  const docFiles = await walk(config.docsDir);
  const categoryRels = docFiles.filter((rel) => /(^|\/)_category_\.(json|ya?ml)$/.test(rel));
  const translatedDocs = new Map<string, Map<string, SourceFile>>();
  const translatedPosts = new Map<string, Map<string, SourceFile>>();
  for (const locale of config.locales) {
    if (locale.isDefault) continue;
    const dirs = localizedDirs(config, locale);
    translatedDocs.set(locale.code, await markdownIn(dirs.docs, siteDir));
    translatedPosts.set(locale.code, await markdownIn(dirs.blog, siteDir));
  }
  const authorsPath = ['authors.yml', 'authors.yaml', 'authors.json'].map((n) => path.join(config.blogDir, n)).find(existsSync);
  const categories = await readSources(config.docsDir, siteDir, categoryRels);
  return {
    docs: await markdownIn(config.docsDir, siteDir),
    categories: new Map([...categories].map(([rel, file]) => [path.posix.dirname(rel), file])),
    posts: await markdownIn(config.blogDir, siteDir),
    ...(authorsPath && {
      authors: { absPath: authorsPath, sitePath: path.relative(siteDir, authorsPath), text: await readFile(authorsPath, 'utf8') },
    }),
    translatedDocs,
    translatedPosts,
    staticFiles: await walk(config.staticDir),
  };
}

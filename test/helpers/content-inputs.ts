// The inputs of the pure content stages (docs, sidebar, posts, routes), made in
// memory: a resolved config, source files with their parsed front matter, and
// what the compiler reported of each file (given by the test, not compiled:
// these stages only read a compiled page's title, headings, words and flags).
import path from 'node:path';
import type { UserConfig } from '../../src/config/define-config.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { codeOnlyCompiled } from '../../src/render/react-pages.js';
import { parseEntry } from '../../src/content/front-matter.js';
import type { Compiled, Entry, SourceFile } from '../../src/model.js';

/** Where the in-memory site pretends to live; nothing is read from it. */
export const SITE_DIR = path.join(path.sep, 'fixture-site');

/** A resolved config of a zh-cn + en site, with `extra` fields of site.config.ts. */
export function siteConfig(extra: Partial<UserConfig> = {}) {
  return resolveConfig(
    { title: 'Fixture Site', url: 'https://example.org', i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] }, ...extra },
    path.join(SITE_DIR, 'site.config.ts'),
  );
}

/** What the compiler says of a page, by default an empty body. */
export function compiledPage(sitePath: string, fields: Partial<Omit<Compiled, 'sitePath'>> = {}): Compiled {
  return { ...codeOnlyCompiled(sitePath, `key-of-${sitePath}`), ...fields };
}

export interface ContentInputs {
  /** Default-locale docs, by path below docs/. */
  docs: Map<string, SourceFile>;
  /** Default-locale posts, by path below blog/. */
  posts: Map<string, SourceFile>;
  /** Translated docs and posts of the en locale, keyed like `docs` and `posts`. */
  translatedDocs: Map<string, SourceFile>;
  translatedPosts: Map<string, SourceFile>;
  entries: Map<string, Entry>;
  compiled: Map<string, Compiled>;
}

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current/';
const EN_POSTS = 'i18n/en/docusaurus-plugin-content-blog/';

/**
 * Content files by site path (`docs/a.md`, `blog/2024-01-02-x.md`,
 * `i18n/en/docusaurus-plugin-content-docs/current/a.md`), parsed; `compiled`
 * gives a file's compiler output where the test needs more than an empty page.
 * A file whose front matter does not parse fails the test's setup.
 */
export function contentInputs(files: Record<string, string>, compiled: Record<string, Partial<Omit<Compiled, 'sitePath'>>> = {}): ContentInputs {
  const config = siteConfig();
  const inputs: ContentInputs = { docs: new Map(), posts: new Map(), translatedDocs: new Map(), translatedPosts: new Map(), entries: new Map(), compiled: new Map() };
  for (const [sitePath, text] of Object.entries(files)) {
    const source: SourceFile = { absPath: path.join(config.siteDir, sitePath), sitePath, text };
    const parsed = parseEntry(source);
    if (!parsed.entry) throw new Error(`${sitePath} does not parse: ${parsed.diagnostics.map((d) => d.message).join('; ')}`);
    inputs.entries.set(sitePath, parsed.entry);
    inputs.compiled.set(sitePath, compiledPage(sitePath, compiled[sitePath]));
    if (sitePath.startsWith(EN_DOCS)) inputs.translatedDocs.set(sitePath.slice(EN_DOCS.length), source);
    else if (sitePath.startsWith(EN_POSTS)) inputs.translatedPosts.set(sitePath.slice(EN_POSTS.length), source);
    else if (sitePath.startsWith('docs/')) inputs.docs.set(sitePath.slice('docs/'.length), source);
    else if (sitePath.startsWith('blog/')) inputs.posts.set(sitePath.slice('blog/'.length), source);
    else throw new Error(`${sitePath} is neither a doc nor a post`);
  }
  return inputs;
}

/** A data file (authors.yml, _category_.json) as the scan hands it over. */
export function dataFile(sitePath: string, text: string): SourceFile {
  return { absPath: path.join(siteConfig().siteDir, sitePath), sitePath, text };
}

// One page of each kind a reader meets, found in a build folder rather than
// named: content comes and goes, and the gates must cover whatever is built.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { all, maybeOne, parseHtml, textOf } from './html.js';

export interface PageOfKind {
  kind: 'home' | 'doc' | 'doc with math' | 'doc with tables and long code' | 'doc with program output' | 'post' | 'blog list' | 'tag' | 'archive' | 'search results' | '404';
  /** Path and query below the site's origin, e.g. `/en/docs/intro`. */
  url: string;
}

/** Every index.html below `dir` (the en folder left out when `skipEn`), as URL paths below `prefix`. */
function pagesBelow(dir: string, prefix: string, skipEn: boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) return skipEn && name === 'en' ? [] : pagesBelow(abs, `${prefix}/${name}`, false);
    return name === 'index.html' ? [prefix || '/'] : [];
  });
}

/** How much code a page shows: the length of its <pre> elements as written in the page. */
const codeLength = (doc: Root) => all(doc, 'pre').reduce((n, pre) => n + (pre.position ? pre.position.end.offset! - pre.position.start.offset! : 0), 0);

/** A built page, parsed when first asked (parsing every page of a build would take seconds). */
interface BuiltPage {
  url: string;
  html: string;
  doc(): Root;
}

/** The page with the highest score (> 0), or undefined. */
function best<P extends { url: string }>(pages: P[], score: (page: P) => number): string | undefined {
  let top: { url: string; n: number } | undefined;
  for (const p of pages) {
    const n = score(p);
    if (n > 0 && (!top || n > top.n)) top = { url: p.url, n };
  }
  return top?.url;
}

/**
 * A page of each kind in one locale of a build (`localePrefix` '' or '/en'):
 * the docs home, the doc with the most math, the doc with tables and the most
 * code, the doc with the most output blocks, the longest post, the blog list, a tag, the archive, a search for the
 * docs home's title and an unknown path.
 */
export function pageKinds(buildDir: string, localePrefix: string): PageOfKind[] {
  const root = path.join(buildDir, localePrefix);
  const read = (url: string): BuiltPage => {
    const html = readFileSync(path.join(buildDir, url, 'index.html'), 'utf8');
    let doc: Root | undefined;
    return { url, html, doc: () => (doc ??= parseHtml(html)) };
  };
  const docs = pagesBelow(path.join(root, 'docs'), `${localePrefix}/docs`, false).map(read);
  const posts = pagesBelow(path.join(root, 'blog'), `${localePrefix}/blog`, false)
    .filter((u) => /\/blog\/\d{4}\/\d\d\/\d\d\//.test(u))
    .map(read);
  const tags = pagesBelow(path.join(root, 'blog', 'tags'), `${localePrefix}/blog/tags`, false).filter((u) => !u.endsWith('/tags'));
  const docsHome = docs.find((d) => d.url === `${localePrefix}/docs`) ?? docs[0];
  const h1 = docsHome && maybeOne(docsHome.doc(), 'h1');
  const query = (h1 && textOf(h1).split(' ')[0]) || 'a';
  const kinds: (PageOfKind | undefined)[] = [
    { kind: 'home', url: `${localePrefix}/` },
    docsHome && { kind: 'doc', url: docsHome.url },
    // Only pages that hold a formula or a table are parsed to be counted.
    withUrl(
      'doc with math',
      best(docs, ({ html, doc }) => (html.includes('class="katex"') ? all(doc(), '.katex').length : 0)),
    ),
    withUrl(
      'doc with tables and long code',
      best(docs, ({ html, doc }) => (html.includes('<table') && maybeOne(doc(), 'table') ? codeLength(doc()) : 0)),
    ),
    withUrl(
      'doc with program output',
      best(docs, ({ html }) => html.split('class="code-output"').length - 1),
    ),
    withUrl(
      'post',
      best(posts, ({ html }) => html.length),
    ),
    { kind: 'blog list', url: `${localePrefix}/blog` },
    tags[0] ? { kind: 'tag', url: tags[0] } : undefined,
    { kind: 'archive', url: `${localePrefix}/blog/archive` },
    { kind: 'search results', url: `${localePrefix}/search?q=${encodeURIComponent(query)}` },
    { kind: '404', url: `${localePrefix}/no-such-page-here` },
  ];
  return kinds.filter((k): k is PageOfKind => k !== undefined);
}

function withUrl(kind: PageOfKind['kind'], url: string | undefined): PageOfKind | undefined {
  return url === undefined ? undefined : { kind, url };
}

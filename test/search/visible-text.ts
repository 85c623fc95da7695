// The text a reader sees on a built page, read from its page-data.json (the
// body HTML the page renders): the title, the headings, the prose (paragraphs,
// link text, list items, table cells, admonitions, captions) and the code, each
// in blocks as the browser lays them out. What the known-item generator draws
// queries from: never from the index, so that it measures what the index missed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A page of the search's scope (a doc or a blog post that is not unlisted) as a reader sees it. */
export interface VisiblePage {
  url: string;
  locale: string;
  title: string;
  headings: string[];
  /** Prose blocks: each paragraph, list item, table cell, caption… on its own. */
  prose: string[];
  /** Inline code and code blocks. */
  code: string[];
}

interface PageData {
  url: string;
  locale: string;
  kind: string;
  noindex?: boolean;
  title: string;
  heading?: string;
  contentHtml?: string;
}

// Elements that start a new block of text: words on either side of them are apart.
const BLOCK = new Set('p li td th tr dt dd h1 h2 h3 h4 h5 h6 div pre blockquote figcaption caption summary details table ul ol br hr section aside img'.split(' '));
// Elements whose text a reader does not read as the page's (icons, buttons, anchors' zero-width text, the second copy KaTeX
// writes), and cards of other pages (DocCardList, a category's generated index): their titles and descriptions are those
// pages' own, which a query for them finds.
const SKIP_CLASS = /\b(hash-link|katex|code-block__copy|doc-cards)\b/;
const SKIP_TAG = new Set(['script', 'style', 'svg', 'button', 'math', 'template']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'col', 'area']);

/** Every page of the search's scope in a build folder, per locale, in path order. */
export function visiblePages(buildDir: string): VisiblePage[] {
  const pages: VisiblePage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name === 'page-data.json') {
        const data = JSON.parse(readFileSync(abs, 'utf8')) as PageData;
        if ((data.kind === 'doc' || data.kind === 'blogPost') && !data.noindex && data.contentHtml !== undefined) pages.push(readPage(data));
      }
    }
  };
  walk(buildDir);
  return pages;
}

function readPage(data: PageData): VisiblePage {
  const page: VisiblePage = { url: data.url, locale: data.locale, title: data.heading || data.title, headings: [], prose: [], code: [] };
  // One pass over tags and text; `skip` counts open elements whose text is not read.
  let skip = 0;
  const stack: { tag: string; skipped: boolean }[] = [];
  let prose = '';
  let heading: string | null = null;
  let code: string | null = null;
  const flushProse = () => {
    const text = prose.replace(/\s+/g, ' ').trim();
    if (text) page.prose.push(text);
    prose = '';
  };
  // React's `<!-- -->` between adjacent texts is a comment: matched so that it is not read as text.
  for (const m of (data.contentHtml ?? '').matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    const [whole, closing, rawTag, attrs, text] = m;
    if (whole.startsWith('<!--')) continue;
    if (text !== undefined) {
      if (skip) continue;
      const decoded = decodeEntities(text);
      if (code !== null) code += decoded;
      if (heading !== null) heading += decoded;
      else if (code === null || !stack.some((e) => e.tag === 'pre')) prose += decoded;
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (!closing) {
      const skipped = SKIP_TAG.has(tag) || SKIP_CLASS.test(attrs ?? '');
      if (BLOCK.has(tag) && heading === null) flushProse();
      if (VOID.has(tag) || attrs!.endsWith('/')) continue;
      stack.push({ tag, skipped });
      if (skipped) skip++;
      if (/^h[2-6]$/.test(tag) && !skip) heading = '';
      if (tag === 'code' && !skip) code = '';
      continue;
    }
    // Close up to the matching element (HTML from React is well formed; this only guards).
    const at = stack.map((e) => e.tag).lastIndexOf(tag);
    if (at < 0) continue;
    for (const closed of stack.splice(at)) {
      if (closed.skipped) skip--;
      if (closed.tag === 'code' && code !== null) {
        if (code.trim()) page.code.push(code);
        code = null;
      }
      if (/^h[2-6]$/.test(closed.tag) && heading !== null) {
        const text = heading.replace(/\s+/g, ' ').trim();
        if (text) page.headings.push(text);
        heading = null;
      }
    }
    if (BLOCK.has(tag) && heading === null) flushProse();
  }
  flushProse();
  return page;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

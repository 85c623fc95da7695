// Known-item queries drawn at random (seeded) from the text of built pages, so
// that search is measured on what readers copy from a page rather than on a
// list it was tuned to. Each query comes from one page and expects that page:
// - phrase: a run of 3–5 CJK characters, or a Latin word of 5+ letters, of the
//   page's prose (link text, list items, tables included) found on at most two pages;
// - heading: the title or a heading of the page, that at most two pages have;
// - identifier: a name from the page's code (SSL_CTX_new, enable-ntls) on at most two pages;
// - variant: such a name as readers retype it (case changed, `_`/`-` dropped or swapped);
// - typo: a rare Latin word of 6+ letters with one letter changed, dropped, added or swapped;
// - cross: the title or a heading with a synonym (the site's `search.synonyms`) replaced by its name in the other language.
import type { VisiblePage } from './visible-text.js';
import { random } from '../helpers/random.js';

export const KINDS = ['phrase', 'heading', 'identifier', 'variant', 'typo', 'cross'] as const;
export type Kind = (typeof KINDS)[number];

export interface KnownItem {
  kind: Kind;
  locale: string;
  query: string;
  /** URL of the page the query was drawn from. */
  expect: string;
}

/** A page's text folded for counting where a string occurs. */
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
const CJK_RUN = /[\p{Script=Han}]{3,}/gu;
// Whole words and names only: not the letters of a hex string or the tail of a longer name.
const LATIN_WORD = /(?<![\w-])[A-Za-z]{5,}(?![\w-])/g;
const IDENTIFIER = /(?<![\w.-])(?:[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[A-Za-z]+[0-9][A-Za-z0-9]*)(?![\w-])/g;

/**
 * Up to `perKind` queries of each kind for each locale of `pages`, drawn with
 * `seed`. Candidates of each kind are listed, then sampled; a query is kept
 * once (per kind and locale).
 */
export function knownItems(pages: VisiblePage[], options: { seed: number; perKind: number; synonyms: string[][] }): KnownItem[] {
  const rand = random(options.seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const items: KnownItem[] = [];
  for (const locale of [...new Set(pages.map((p) => p.locale))].sort()) {
    const mine = pages.filter((p) => p.locale === locale);
    const texts = mine.map((p) => fold([p.title, ...p.headings, ...p.prose, ...p.code].join('\n')));
    const titles = mine.map((p) => [p.title, ...p.headings].map(fold));
    const pagesWith = (s: string) => texts.reduce((n, t) => n + (t.includes(fold(s)) ? 1 : 0), 0);
    const headingPages = (s: string) => titles.reduce((n, t) => n + (t.includes(fold(s)) ? 1 : 0), 0);
    const candidates: Record<Kind, { query: string; page: number }[]> = { phrase: [], heading: [], identifier: [], variant: [], typo: [], cross: [] };
    mine.forEach((page, i) => {
      for (const block of page.prose) {
        for (const [run] of block.matchAll(CJK_RUN)) {
          const chars = Array.from(run);
          const length = 3 + Math.floor(rand() * 3);
          const at = Math.floor(rand() * Math.max(1, chars.length - length + 1));
          candidates.phrase.push({ query: chars.slice(at, at + length).join(''), page: i });
        }
        for (const [word] of block.matchAll(LATIN_WORD)) {
          candidates.phrase.push({ query: word, page: i });
          if (word.length >= 6) candidates.typo.push({ query: word, page: i });
        }
      }
      for (const text of [page.title, ...page.headings]) {
        candidates.heading.push({ query: text, page: i });
        const swapped = headingPages(text) <= 2 && crossLanguage(text, options.synonyms, rand);
        if (swapped) candidates.cross.push({ query: swapped.query, page: i });
      }
      for (const block of page.code) {
        for (const [name] of block.matchAll(IDENTIFIER)) if (name.length >= 4) candidates.identifier.push({ query: name, page: i });
      }
    });
    const accept: Record<Kind, (query: string) => string | undefined> = {
      phrase: (q) => (Array.from(q).length >= 3 && pagesWith(q) <= 2 ? q : undefined),
      heading: (q) => (headingPages(q) <= 2 && pagesWith(q) <= 4 ? q : undefined),
      identifier: (q) => (pagesWith(q) <= 2 ? q : undefined),
      variant: (q) => (pagesWith(q) <= 2 ? retype(q, rand) : undefined),
      typo: (q) => (pagesWith(q) <= 2 ? misspell(q, rand) : undefined),
      // A heading that names the page, not a lone term (`Example`) that many pages have.
      cross: (q) => (q.includes(' ') ? q : undefined),
    };
    candidates.variant = candidates.identifier;
    for (const kind of KINDS) {
      const pool = candidates[kind];
      const seen = new Set<string>();
      const kept = new Set<string>();
      // Sampled until enough are kept or the pool is spent.
      for (let tries = 0; tries < pool.length * 2 && kept.size < options.perKind; tries++) {
        const { query, page } = pick(pool);
        if (seen.has(`${query}\0${page}`)) continue;
        seen.add(`${query}\0${page}`);
        const made = accept[kind](query);
        if (!made || kept.has(made)) continue;
        kept.add(made);
        items.push({ kind, locale, query: made, expect: mine[page]!.url });
      }
    }
  }
  return items;
}

/** An identifier as a reader might retype it: another case, or its separators dropped or swapped. */
function retype(name: string, rand: () => number): string {
  const ways = [
    (s: string) => s.toUpperCase(),
    (s: string) => s.toLowerCase(),
    (s: string) => s.replace(/[_-]/g, ''),
    (s: string) => s.replace(/[_-]/g, (c) => (c === '_' ? '-' : '_')),
  ];
  const hasSeparator = /[_-]/.test(name);
  const way = ways[Math.floor(rand() * (hasSeparator ? 4 : 2))]!;
  const made = way(name);
  return made === name ? (name.toLowerCase() === name ? name.toUpperCase() : name.toLowerCase()) : made;
}

/** One edit to a letter after the first: replaced, dropped, doubled or swapped with the next. */
function misspell(word: string, rand: () => number): string {
  const at = 1 + Math.floor(rand() * (word.length - 2));
  const letter = String.fromCharCode(97 + Math.floor(rand() * 26));
  switch (Math.floor(rand() * 4)) {
    case 0:
      return word.slice(0, at) + (letter === word[at]!.toLowerCase() ? 'x' : letter) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return word[at] === word[at + 1] ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/** A heading with one synonym replaced by a name of it in the other script, when it holds one. */
function crossLanguage(text: string, synonyms: string[][], rand: () => number): { query: string } | undefined {
  const folded = fold(text);
  const cjk = /\p{Script=Han}/u;
  const found: { name: string; other: string[] }[] = [];
  for (const names of synonyms) {
    for (const name of names) {
      const f = fold(name);
      const at = folded.indexOf(f);
      if (at < 0) continue;
      // A Latin name counts as a whole word only.
      if (!cjk.test(name) && (/[a-z0-9]/.test(folded[at - 1] ?? '') || /[a-z0-9]/.test(folded[at + f.length] ?? ''))) continue;
      const other = names.filter((n) => cjk.test(n) !== cjk.test(name) && fold(n) !== f);
      if (other.length) found.push({ name, other });
    }
  }
  if (!found.length) return undefined;
  // The longest name found (homomorphic encryption before encryption).
  found.sort((a, b) => b.name.length - a.name.length);
  const { name, other } = found[0]!;
  const replacement = other[Math.floor(rand() * other.length)]!;
  const at = folded.indexOf(fold(name));
  return { query: `${text.slice(0, at)} ${replacement} ${text.slice(at + name.length)}`.replace(/\s+/g, ' ').trim() };
}

import { termRanges, type Range } from './term-ranges.js';
import { foldText } from './text-runs.js';

/** A piece of an excerpt: text, marked when it matched the query. */
export interface ExcerptPart {
  text: string;
  mark?: boolean;
}

/** The longest excerpt shown with a result (SPEC §9). */
export const EXCERPT_LENGTH = 50;
const ELLIPSIS = '…';
/** Characters of context kept before the first match. */
const LEAD = 8;
/** Extra characters tokenised on each side of the window, so that words at its edges are cut whole. */
const MARGIN = 24;
/** Occurrences of each term considered when placing the window. */
const OCCURRENCES = 8;

/**
 * The part of a text around the most query terms, at most `max` characters
 * (ellipses included), as text pieces with the matched terms marked. Only the
 * window is tokenised: sections run to thousands of characters, and a query
 * must answer in a few milliseconds.
 */
export function makeExcerpt(text: string, terms: string[], max = EXCERPT_LENGTH): ExcerptPart[] {
  if (!text) return [];
  const wanted = new Set(terms);
  // Counted in UTF-16 units, never splitting a surrogate pair: a character
  // outside the BMP takes two, so the excerpt only gets shorter.
  const start = snapForward(text, windowStart(foldText(text), terms, text.length, max));
  const before = start > 0 ? 1 : 0;
  let end = Math.min(text.length, start + max - before);
  if (end < text.length) end = snapBack(text, Math.max(start + 1, end - 1));
  const from = snapForward(text, Math.max(0, start - MARGIN));
  const slice = text.slice(from, Math.min(text.length, end + MARGIN));
  const ranges = termRanges(slice, (t) => wanted.has(t)).map(([a, b]): Range => [a + from, b + from]);
  const parts: ExcerptPart[] = [];
  const push = (a: number, b: number, mark: boolean) => {
    if (b > a) parts.push(mark ? { text: text.slice(a, b), mark: true } : { text: text.slice(a, b) });
  };
  let at = start;
  for (const [a, b] of ranges) {
    if (b <= start || a >= end) continue;
    push(at, Math.max(at, a), false);
    push(Math.max(at, a), Math.min(b, end), true);
    at = Math.min(b, end);
  }
  push(at, end, false);
  if (before) parts.unshift({ text: ELLIPSIS });
  if (end < text.length) parts.push({ text: ELLIPSIS });
  return parts;
}

const isLow = (text: string, i: number) => i > 0 && i < text.length && /[\udc00-\udfff]/.test(text[i]!);
const snapForward = (text: string, i: number) => (isLow(text, i) ? i + 1 : i);
const snapBack = (text: string, i: number) => (isLow(text, i) ? i - 1 : i);

/** Where a window of `max` shows the most distinct terms, a little context before the first. */
function windowStart(folded: string, terms: string[], length: number, max: number): number {
  if (length <= max) return 0;
  // Where each term occurs (the first few times): plain string search, no tokenising.
  const hits: [at: number, term: number][] = [];
  terms.forEach((term, i) => {
    for (let at = folded.indexOf(term), n = 0; at >= 0 && n < OCCURRENCES; at = folded.indexOf(term, at + term.length), n++) hits.push([at, i]);
  });
  if (!hits.length) return 0;
  hits.sort((a, b) => a[0] - b[0]);
  // Slide a window over the hits, counting distinct terms inside it.
  const inside = new Map<number, number>();
  let best = hits[0]![0];
  let bestCount = 0;
  let first = 0;
  for (const [at, term] of hits) {
    inside.set(term, (inside.get(term) ?? 0) + 1);
    while (hits[first]![0] < at - (max - LEAD - 2)) {
      const gone = hits[first++]![1];
      const left = inside.get(gone)! - 1;
      if (left) inside.set(gone, left);
      else inside.delete(gone);
    }
    if (inside.size > bestCount) {
      bestCount = inside.size;
      best = hits[first]![0];
    }
  }
  return Math.max(0, Math.min(best - LEAD, length - max + 1));
}

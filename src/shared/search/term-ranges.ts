import { charsOf, textRuns } from './text-runs.js';
import { stem, subwords, wordTerms } from './word-terms.js';

/** A stretch of text, by UTF-16 offsets: [start, end). */
export type Range = [number, number];

/**
 * Where the given terms occur in a text, merged and in order: the words whose
 * terms match, and the CJK characters of matching pairs and single characters
 * (found by pairs, as the browser has no segmenter). For excerpts and for
 * highlighting on the page.
 */
export function termRanges(text: string, has: (term: string) => boolean): Range[] {
  const ranges: Range[] = [];
  for (const run of textRuns(text)) {
    if (run.kind === 'word') {
      ranges.push(...wordRanges(run.text, run.start, has));
      continue;
    }
    let offset = run.start;
    const chars = charsOf(run.text);
    chars.forEach((ch, i) => {
      const next = chars[i + 1];
      if (has(ch)) ranges.push([offset, offset + ch.length]);
      if (next !== undefined && has(ch + next)) ranges.push([offset, offset + ch.length + next.length]);
      offset += ch.length;
    });
  }
  return mergeRanges(ranges);
}

function wordRanges(word: string, start: number, has: (term: string) => boolean): Range[] {
  const { parts, whole } = wordTerms(word);
  const all: Range = [start, start + word.length];
  if ((whole && has(whole)) || (parts.length === 1 && has(parts[0]!))) return [all];
  const found = subwords(word)
    .filter((s) => has(stem(s.text)))
    .map((s): Range => [start + s.start, start + s.start + s.text.length]);
  // A part subwords() does not cut out (tls of tls1.3) marks the whole word.
  return found.length || !parts.some(has) ? found : [all];
}

/** Sorts ranges and joins those that overlap or touch. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

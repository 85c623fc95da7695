// The terms a text puts into the index. CJK text is cut into words by a
// segmenter (segmentit at build time); the browser, which has no segmenter,
// looks CJK queries up by character pairs, so a word is indexed as what a
// query can produce: a one- or two-character word as itself, a longer word as
// its pairs. Pairs that straddle two words are left out: that halves the index
// and keeps 和服 from matching 和服务.
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import { allWordTerms } from './word-terms.js';

/** Cuts a CJK run into words; the words put together must give the run back. */
export type Segment = (run: string) => string[];

/** No segmentation: each run is one word, so every pair of it is indexed (tests, or a failed segmentation). */
export const wholeRuns: Segment = (run) => [run];

/** The index terms of one CJK word. */
export function cjkWordTerms(word: string): string[] {
  const chars = charsOf(word);
  return chars.length <= 2 ? [word] : bigramsOf(chars);
}

/** Every distinct term of a text, for the index (stop words kept). */
export function indexTerms(text: string, segment: Segment, into: Set<string> = new Set()): Set<string> {
  for (const run of textRuns(text)) {
    if (run.kind === 'word') {
      for (const term of allWordTerms(run.text)) into.add(term);
      continue;
    }
    const words = segment(run.text);
    // A segmenter that loses or adds characters would index terms no query can reach.
    for (const word of words.join('') === run.text ? words : [run.text]) for (const term of cjkWordTerms(word)) into.add(term);
  }
  return into;
}

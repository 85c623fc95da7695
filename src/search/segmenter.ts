// segmentit, the project's Chinese segmenter, at build time only (the browser
// cuts a query into pairs of characters), for titles and headings: its
// dictionaries take a second or more to load and it cuts some ten thousand
// characters a second (a site's whole text would take a minute), so it is
// loaded only when a run is not in the memo, and each distinct run is cut once
// per process; the memo is kept across builds with the pages' tokens
// (token-cache.ts), so that an edit of a page's body does not load it.
import { createRequire } from 'node:module';
import type { Segmenter } from '../shared/search/index-tokens.js';

interface SegmentitModule {
  Segment: new () => { use(modules: unknown[]): void; loadDict(dicts: string[]): void; doSegment(text: string, options: { simple: true }): string[] };
  DictTokenizer: unknown;
  DictOptimizer: unknown;
  pangu: string;
  panguExtend1: string;
  panguExtend2: string;
}

let segment: ((run: string) => string[]) | undefined;
const memo = new Map<string, string[]>();

/** Its dictionary tokenizer and optimizer on its general dictionaries: the runs are CJK only, so its other modules (names, dates, URLs) would find nothing. */
function load(): (run: string) => string[] {
  // A CommonJS package with its dictionaries inlined: required, so that esbuild's bundle of the tool leaves it in node_modules.
  const s = createRequire(import.meta.url)('segmentit') as SegmentitModule;
  const segmenter = new s.Segment();
  segmenter.use([s.DictTokenizer, s.DictOptimizer]);
  segmenter.loadDict([s.pangu, s.panguExtend1, s.panguExtend2]);
  return (run) => segmenter.doSegment(run, { simple: true });
}

/** The words segmentit cuts a CJK run into. */
export const segmentRun: Segmenter = (run) => {
  let words = memo.get(run);
  if (!words) {
    segment ??= load();
    words = segment(run);
    memo.set(run, words);
  }
  return words;
};

/** The runs cut so far, with their words: kept by the token cache. */
export const knownRuns = (): ReadonlyMap<string, string[]> => memo;

/** Runs cut by an earlier process (the token cache), taken as cut. */
export function rememberRuns(runs: Iterable<[string, string[]]>): void {
  for (const [run, words] of runs) if (!memo.has(run)) memo.set(run, words);
}

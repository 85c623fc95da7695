// segmentit, the project's Chinese segmenter, at build time only (the browser
// cuts a query into pairs of characters), for titles and headings. It cuts
// some ten thousand characters a second (a site's whole text would take a
// minute), so each distinct run is cut once per process; the memo is kept
// across builds with the pages' tokens (token-cache.ts), so that an edit of a
// page's body does not load it. Its dictionaries (148,000 words) took longer
// to load than all the cutting of a site: a segmenter is given only the words
// that occur in the runs it will cut (segmentit-words.ts), which cuts them as
// the whole dictionary does.
import { createRequire } from 'node:module';
import type { Segmenter } from '../shared/search/index-tokens.js';
import { wordsWithin } from './segmentit-words.js';

interface SegmentitModule {
  Segment: new () => { use(modules: unknown[]): void; loadDict(dicts: string[]): void; doSegment(text: string, options: { simple: true }): string[] };
  DictTokenizer: unknown;
  DictOptimizer: unknown;
  pangu: string;
  panguExtend1: string;
  panguExtend2: string;
}

/** A segmenter with the words of `runs` alone: it cuts those runs, and any run within one of them, as segmentit's whole dictionary would. */
interface PreparedSegmenter {
  runs: Set<string>;
  cut: (run: string) => string[];
}

let segmentit: SegmentitModule | undefined;
let prepared: PreparedSegmenter | undefined;
const memo = new Map<string, string[]>();

/** Its dictionary tokenizer and optimizer on its general dictionaries, cut down to the words of `runs`: the runs are CJK only, so its other modules (names, dates, URLs) would find nothing. */
function load(runs: string[]): PreparedSegmenter {
  // A CommonJS package with its dictionaries inlined: required, so that esbuild's bundle of the tool leaves it in node_modules.
  const s = (segmentit ??= createRequire(import.meta.url)('segmentit') as SegmentitModule);
  const segmenter = new s.Segment();
  segmenter.use([s.DictTokenizer, s.DictOptimizer]);
  segmenter.loadDict([s.pangu, s.panguExtend1, s.panguExtend2].map((dict) => wordsWithin(dict, runs)));
  return { runs: new Set(runs), cut: (run) => segmenter.doSegment(run, { simple: true }) };
}

/**
 * Readies the segmenter for the runs a build is about to cut (those not in the
 * memo): one segmenter for all of them, rather than one per run that
 * segmentRun would make.
 */
export function prepareRuns(runs: Iterable<string>): void {
  const wanted = new Set<string>();
  for (const run of runs) if (!memo.has(run)) wanted.add(run);
  if (wanted.size) prepared = load([...wanted]);
}

/** The words segmentit cuts a CJK run into. */
export const segmentRun: Segmenter = (run) => {
  let words = memo.get(run);
  if (!words) {
    if (!prepared?.runs.has(run)) prepared = load([run]);
    words = prepared.cut(run);
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

// segmentit, loaded with only the dictionary words that occur in the text it
// is to cut. segmentit looks words up only as substrings of that text (single
// words, and adjacent words joined), so a dictionary reduced to the words found
// in the runs cuts them exactly as the whole one does (test/search/segmentit.test.ts
// holds it to that). Loading the whole dictionary, 150,000 words each made an
// object in two tables, takes about a second of one thread plus as much garbage
// collection; the reduced one takes a few milliseconds, and looking words up
// in it is faster too.
import type { SegmentitModule } from 'segmentit';
import { fastDictTokenizer } from './dict-tokenizer.js';
import { dictionaryLine, PROJECT_TERMS } from './project-terms.js';

/** Substrings up to this length go into a set; longer words (4 % of the dictionary) are searched for. */
const SHORT_WORD = 4;

/** segmentit's module: 3.8 MB of JavaScript with its dictionaries, 0.15 s to load. */
export async function loadSegmentit(): Promise<SegmentitModule> {
  const module = (await import('segmentit')) as SegmentitModule & { default?: SegmentitModule };
  return module.default ?? module;
}

/** The words of each run, in order, cut by segmentit with its dictionaries and the project's terms. */
export async function segmentWithSegmentit(runs: string[]): Promise<string[][]> {
  if (runs.length === 0) return [];
  const segmentit = await loadSegmentit();
  const segment = new segmentit.Segment();
  // segmentit's modules in its order, its dictionary tokenizer replaced by one with the same cut (dict-tokenizer.ts).
  const DictTokenizer = fastDictTokenizer(segmentit);
  segment.use(segmentit.modules.map((module) => (module === segmentit.DictTokenizer ? DictTokenizer : module)));
  // The same dictionaries in the same order as useDefault(), then the project's terms: a word listed twice keeps its last entry.
  segment.loadDict(linesOccurringIn(runs, [...segmentit.dicts, PROJECT_TERMS.map(dictionaryLine).join('\n')]));
  segment.loadSynonymDict(segmentit.synonyms);
  segment.loadStopwordDict(segmentit.stopwords);
  return runs.map((run) => segment.doSegment(run, { simple: true }));
}

/**
 * The lines (`word|tag|frequency`) of `dictionaries` whose word occurs in one
 * of `texts`, joined by newlines. A word is read as segmentit reads it: the
 * line up to its first `|`, trimmed.
 */
export function linesOccurringIn(texts: string[], dictionaries: string[]): string {
  const short = new Set<string>();
  for (const text of texts) {
    for (let at = 0; at < text.length; at++) {
      for (let length = 1; length <= SHORT_WORD && at + length <= text.length; length++) short.add(text.substr(at, length));
    }
  }
  const joined = texts.join('\n');
  const occurs = (word: string) =>
    word.length <= SHORT_WORD ? short.has(word) : short.has(word.slice(0, SHORT_WORD)) && joined.includes(word);
  const kept: string[] = [];
  for (const dictionary of dictionaries) {
    // Scanned by index rather than split: the dictionaries are 2.6 MB, and only a few thousand lines are kept.
    for (let start = 0; start < dictionary.length; ) {
      const newline = dictionary.indexOf('\n', start);
      const end = newline < 0 ? dictionary.length : newline;
      const bar = dictionary.indexOf('|', start);
      if (bar >= 0 && bar < end) {
        const word = dictionary.slice(start, bar).trim();
        if (word && occurs(word)) kept.push(dictionary.slice(start, end));
      }
      start = end + 1;
    }
  }
  return kept.join('\n');
}

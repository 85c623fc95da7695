// The part of a segmentit dictionary that can matter to some runs of text.
// segmentit looks a word up only as a piece of the text it cuts: its tokenizer
// tries each substring of the text (DictTokenizer.matchWord), its chunk scoring
// and optimizer look up the words it cut and pairs of adjacent ones
// (filterWord, DictOptimizer.doOptimize), all of them substrings of the text.
// A dictionary holding only the words that are substrings of the runs answers
// each of those look-ups as the whole one does, and the lines kept keep their
// order (a word listed twice takes its last line), so the runs are cut the same.

/** Substrings longer than this are not listed; a word longer than it is looked for in the runs themselves (segmentit's longest is 16). */
const LISTED_LENGTH = 24;

/** The lines of `dict` (segmentit's `word|tag|frequency` text) whose word occurs in one of `runs`. */
export function wordsWithin(dict: string, runs: readonly string[]): string {
  const pieces = new Set<string>();
  for (const run of runs) {
    for (let from = 0; from < run.length; from++) {
      for (let to = from + 1; to <= Math.min(run.length, from + LISTED_LENGTH); to++) pieces.add(run.slice(from, to));
    }
  }
  const occurs = (word: string) => (word.length <= LISTED_LENGTH ? pieces.has(word) : runs.some((run) => run.includes(word)));
  const kept: string[] = [];
  for (let start = 0; start < dict.length; ) {
    const newline = dict.indexOf('\n', start);
    const end = newline < 0 ? dict.length : newline;
    // segmentit splits its text at \r?\n and a line at |, and trims the word (the first field).
    const line = dict.slice(start, newline >= 0 && dict[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    const bar = line.indexOf('|');
    if (bar < 0) continue;
    const word = line.slice(0, bar).trim();
    if (word && occurs(word)) kept.push(line);
  }
  return kept.join('\n');
}

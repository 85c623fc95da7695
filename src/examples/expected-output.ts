// What a tested block expects of its run, besides exiting 0: the exit status it
// declares (`test-exit=1`: a failure is then the passing case), a text its
// standard error must hold (`expect="…"`), and the output block after it, which
// its standard output must match line by line. Two wildcards stand for what
// varies from run to run (keys, times, addresses), as in trycmd's snapshots:
//   [..]   within a line: any text, none included
//   ...    a line of its own: any number of lines, none included
// Line endings (\r\n), spaces at the end of lines and blank lines at the end
// are not compared.

import { ANY_LINES, ANY_TEXT } from '../shared/output-block.js';

/** The outcome a block declares; absent fields are not checked (the exit status is 0 unless declared). */
export interface Expected {
  exit: number;
  /** A text standard error must contain. */
  stderr?: string;
  /** The output block: the text standard output must match, and the line of its fence. */
  output?: { text: string; line: number };
}

const linesOf = (text: string) => {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line of the output block as a pattern: literal text, `[..]` any text. */
function linePattern(line: string): RegExp | string {
  if (!line.includes(ANY_TEXT)) return line;
  return new RegExp(`^${line.split(ANY_TEXT).map(escape).join('.*')}$`, 's');
}

/** Whether what a run printed matches the output block, wildcards and all. */
export function outputMatches(expected: string, actual: string): boolean {
  const want = linesOf(expected).map((l) => (l.trim() === ANY_LINES ? ANY_LINES : linePattern(l)));
  const got = linesOf(actual);
  // memo[i][j]: whether want[i..] matches got[j..]; `...` may take any number of lines.
  const memo = new Map<number, boolean>();
  const match = (i: number, j: number): boolean => {
    if (i === want.length) return j === got.length;
    const key = i * (got.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const w = want[i]!;
    let result: boolean;
    if (w === ANY_LINES) result = match(i + 1, j) || (j < got.length && match(i, j + 1));
    else result = j < got.length && (typeof w === 'string' ? w === got[j] : w.test(got[j]!)) && match(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}

/** A text shown in a report, indented, at most `max` lines (the rest counted). */
export function quoted(text: string, max = 40): string {
  const lines = linesOf(text);
  if (lines.length === 0) return '    (nothing)';
  const shown = lines.slice(0, max).map((l) => `    ${l.length > 200 ? `${l.slice(0, 200)}…` : l}`);
  if (lines.length > max) shown.push(`    … (${lines.length - max} more lines)`);
  return shown.join('\n');
}

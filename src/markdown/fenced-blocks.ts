// The fenced code blocks of a Markdown file, read line by line as written:
// what the highlighter plans ahead with, and what `check --examples` runs.
import { findFences } from './plugins/remark-code-bodies.js';
import { blankFrontMatter } from './preprocess.js';

/** A fenced block: language (`text` when none), meta string, code, and the 1-based line and column of its opening fence. */
export interface FencedBlock {
  lang: string;
  meta: string;
  code: string;
  line: number;
  column: number;
}

/**
 * The fenced blocks of a file whose body starts at `bodyLine`; an indented one
 * (in a list item) loses that indentation from each line, as Markdown has it.
 */
export function fencedBlocks(text: string, bodyLine: number): FencedBlock[] {
  const lines = blankFrontMatter(text, bodyLine).split('\n');
  return findFences(lines, Infinity).map(({ info, indent, open, close }) => {
    const [, lang, meta] = /^\s*(\S*)\s*(.*?)\s*$/.exec(info)!;
    const body = lines.slice(open + 1, close).map((line) => line.slice(Math.min(indent, /^ */.exec(line)![0].length)));
    return { lang: lang || 'text', meta: lang ? meta! : '', code: body.join('\n'), line: open + 1, column: indent + 1 };
  });
}

// Limits on what one Markdown file may ask of the parser. micromark resolves
// emphasis by comparing each `*`/`_` run with the runs before it in its
// paragraph, so a paragraph of thousands of runs takes time growing with their
// square (a line of 21,000 characters of `*a_` took 10 s, 100,000 over two
// minutes), and containers nested thousands deep exhaust the stack. Real pages
// stay far below both limits; past them the file is refused with its position.
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';
import { findFences } from './plugins/remark-code-bodies.js';

/** Emphasis delimiter runs (`*`, `__`…) one paragraph or table row may hold. */
export const MAX_EMPHASIS_RUNS = 2000;
/** Levels of quotes and list indentation one line may be nested in. */
export const MAX_NESTING = 100;

const RUNS = /[*_]+/g;
const TABLE_ROW = /^\s*\|/;

/** How deep a line is nested: its leading `>` markers, and its indentation in steps of two spaces (a list level). */
function nestingOf(line: string): number {
  const prefix = /^[ \t>]*/.exec(line)![0];
  const quotes = prefix.split('>').length - 1;
  const spaces = prefix.replace(/>/g, '').replace(/\t/g, '    ').length;
  return quotes + Math.floor(spaces / 2);
}

/** Paragraphs with too many emphasis runs and lines nested too deeply, outside fenced code; one error each, at its line. */
export function inputLimitProblems(text: string, file: string): Diagnostic[] {
  const lines = text.split('\n');
  const inCode = new Uint8Array(lines.length);
  for (const fence of findFences(lines, Infinity)) inCode.fill(1, fence.open, fence.close + 1);
  const problems: Diagnostic[] = [];
  let paragraphStart = -1;
  let runs = 0;
  const endParagraph = () => {
    if (runs > MAX_EMPHASIS_RUNS) {
      problems.push(
        error('input-limit', `this paragraph has ${runs} runs of * or _ (more than ${MAX_EMPHASIS_RUNS}): the Markdown parser's time grows with their square`, {
          file,
          line: paragraphStart + 1,
          column: 1,
          hint: 'split the paragraph, or put literal asterisks and underscores in `code` or escape them as \\* and \\_',
        }),
      );
    }
    paragraphStart = -1;
    runs = 0;
  };
  let deepReported = false;
  for (const [i, line] of lines.entries()) {
    if (inCode[i] || line.trim() === '') {
      endParagraph();
      continue;
    }
    if (!deepReported && line.length > MAX_NESTING && nestingOf(line) > MAX_NESTING) {
      deepReported = true;
      problems.push(
        error('input-limit', `this line is nested ${nestingOf(line)} levels deep in quotes or lists (more than ${MAX_NESTING})`, {
          file,
          line: i + 1,
          column: 1,
          hint: 'flatten the nesting: the parser cannot follow containers this deep',
        }),
      );
    }
    // A table row is parsed cell by cell: it counts on its own.
    if (TABLE_ROW.test(line)) {
      endParagraph();
      paragraphStart = i;
      runs = line.match(RUNS)?.length ?? 0;
      endParagraph();
      continue;
    }
    if (paragraphStart < 0) paragraphStart = i;
    runs += line.match(RUNS)?.length ?? 0;
  }
  endParagraph();
  return problems;
}

/** Characters of a line shown in a frame: a longer line is cut to a window around the column. */
const MAX_WIDTH = 120;

/** The part of a line a frame shows, and where the caret's column falls in it. */
function clip(line: string, column: number): { shown: string; caret: number } {
  if (line.length <= MAX_WIDTH) return { shown: line, caret: column };
  const start = Math.max(0, Math.min(column - 1 - MAX_WIDTH / 2, line.length - MAX_WIDTH));
  const head = start > 0 ? '…' : '';
  const tail = start + MAX_WIDTH < line.length ? '…' : '';
  return { shown: `${head}${line.slice(start, start + MAX_WIDTH)}${tail}`, caret: column - start + head.length };
}

/**
 * A few lines of source around a position, with a caret under the column,
 * as compilers print them:   12 | ## Heading {#id
 *                                |            ^
 * Long lines are cut to a window around the column.
 */
export function codeFrame(text: string, line: number, column = 1, context = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const { shown, caret } = clip(lines[n - 1] ?? '', n === line ? column : 1);
    out.push(`${marker} ${String(n).padStart(width)} | ${shown}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, caret - 1))}^`);
  }
  return out.join('\n');
}

/**
 * A few lines of source around a position, with a caret under the column,
 * as compilers print them:   12 | ## Heading {#id
 *                                |            ^
 */
export function codeFrame(text: string, line: number, column = 1, context = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

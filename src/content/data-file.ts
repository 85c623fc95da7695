// The small data files of a content tree (_category_.json|yml, authors.yml|json),
// parsed with the place of a syntax error: JSON.parse and js-yaml say "position
// 41" or "line 5" in their text; a writer needs file:line:column.
import { readMatter } from '../files/matter.js';
import { error, positionAt } from '../diagnostics/build-error.js';
import type { Diagnostic, SourceFile } from '../model.js';

export type ParsedData = { ok: true; data: unknown } | { ok: false; reason: string; line?: number; column?: number };

/** The error of a data file that did not parse, at the place of its syntax error. */
export function unparsable(code: string, kind: string, file: SourceFile, failure: Extract<ParsedData, { ok: false }>, hint: string): Diagnostic {
  const { reason, ...at } = failure;
  return error(code, `${kind} file cannot be parsed: ${reason}`, { file: file.absPath, ...at, hint });
}

/**
 * The line a YAML error is really on. js-yaml notices an unclosed `[`, `{` or
 * quote only where the text ends, past the closing `---` of front matter: the
 * line that opened it is where the writer must look. Lines are 0-based.
 */
export function yamlErrorLine(yaml: string, markLine: number): number {
  const lines = yaml.split('\n');
  let depth = 0;
  let openedOn = -1;
  let quoted = false;
  for (let i = 0; i < Math.min(markLine + 1, lines.length); i++) {
    for (const ch of lines[i]!.replace(/\s#.*$/, '')) {
      if (ch === '"') quoted = !quoted;
      if (quoted) continue;
      if (ch === '[' || ch === '{') {
        if (depth === 0) openedOn = i;
        depth++;
      } else if ((ch === ']' || ch === '}') && depth > 0) depth--;
    }
    if (quoted && openedOn < 0) openedOn = i;
  }
  return depth > 0 || quoted ? openedOn : markLine;
}

/** Parses a JSON or YAML data file; a syntax error comes back with its line and column. */
export function parseDataFile(file: SourceFile): ParsedData {
  if (file.absPath.endsWith('.json')) {
    try {
      return { ok: true, data: JSON.parse(file.text) };
    } catch (e) {
      const message = (e as Error).message;
      const offset = /position (\d+)/.exec(message)?.[1];
      const lineColumn = /line (\d+) column (\d+)/.exec(message);
      const at = lineColumn ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) } : offset !== undefined ? positionAt(file.text, Number(offset)) : {};
      return { ok: false, reason: message.replace(/\s*(?:at position \d+|\(line \d+ column \d+\))/g, ''), ...at };
    }
  }
  try {
    // gray-matter's YAML, as for front matter: the file is read as a front matter block.
    return { ok: true, data: readMatter(`---\n${file.text}\n---\n`).data };
  } catch (e) {
    const { reason, mark } = e as { reason?: string; mark?: { line: number; column: number } };
    // The block starts one line below the added `---`: mark.line (0-based) is the file's line - 1 + 1.
    if (!mark) return { ok: false, reason: reason ?? (e as Error).message };
    // The parsed block starts with the newline after the added `---`: the block's line n is the file's line n.
    const line = yamlErrorLine(`\n${file.text}`, mark.line);
    return { ok: false, reason: reason ?? (e as Error).message, line: Math.max(1, line), column: line === mark.line ? mark.column + 1 : 1 };
  }
}

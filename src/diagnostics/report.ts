import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../model.js';
import { codeFrame } from './code-frame.js';

const RANK = { error: 0, warning: 1, info: 2 } as const;

/** Sorts diagnostics by file, line, column, errors first within a place. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || RANK[a.severity] - RANK[b.severity],
  );
}

/** `file:line:column` relative to cwd, the form editors and terminals make clickable. */
export function location(d: Diagnostic, cwd = process.cwd()): string {
  if (!d.file) return '';
  const file = path.relative(cwd, d.file) || d.file;
  return d.line ? `${file}:${d.line}:${d.column ?? 1}` : file;
}

/**
 * Formats diagnostics for a terminal: one block per problem, grouped by file,
 * with a code frame when the file and line are known.
 */
export function formatDiagnostics(diagnostics: Diagnostic[], options: { cwd?: string; frames?: boolean } = {}): string {
  const frames = options.frames ?? true;
  const texts = new Map<string, string | undefined>();
  const readText = (file: string) => {
    if (!texts.has(file)) {
      try {
        texts.set(file, readFileSync(file, 'utf8'));
      } catch {
        texts.set(file, undefined);
      }
    }
    return texts.get(file);
  };
  return sortDiagnostics(diagnostics)
    .map((d) => {
      const where = location(d, options.cwd);
      const head = `${d.severity}${where ? ` ${where}` : ''}: ${d.message} [${d.code}]`;
      const parts = [head];
      // An info line is one line: it asks nothing of the author, so it shows them nothing to change.
      const text = frames && d.severity !== 'info' && d.file && d.line ? readText(d.file) : undefined;
      if (text !== undefined && d.line) parts.push(codeFrame(text, d.line, d.column));
      if (d.hint) parts.push(`  hint: ${d.hint}`);
      return parts.join('\n');
    })
    .join('\n\n');
}

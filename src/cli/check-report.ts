// The two forms of `tongsite check`'s report: text for people (grouped, with code
// frames, one summary line) and JSON for CI tools (one object per finding).
import path from 'node:path';
import { formatDiagnostics } from '../diagnostics/report.js';
import type { Diagnostic } from '../model.js';
import type { CheckResult } from './check-site.js';

/** One finding as JSON: every key always present (null when unknown), `file` relative to the working folder. */
export interface JsonFinding {
  severity: Diagnostic['severity'];
  code: string;
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  hint: string | null;
}

/** The findings as JSON objects, in the result's order (file, line, column). */
export function jsonFindings(result: CheckResult, cwd = process.cwd()): JsonFinding[] {
  return result.findings.map((d) => ({
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.file ? path.relative(cwd, d.file).split(path.sep).join('/') : null,
    line: d.line ?? null,
    column: d.column ?? null,
    hint: d.hint ?? null,
  }));
}

/** The findings as a JSON array. */
export function checkJson(result: CheckResult, cwd = process.cwd()): string {
  return JSON.stringify(jsonFindings(result, cwd), null, 2);
}

const NAMES: Record<string, string> = {
  'broken-link': 'broken link',
  'missing-image': 'missing image',
  'missing-file': 'missing file',
  'broken-anchor': 'broken anchor',
};

/** The findings grouped by file with code frames, then one line that says what the exit code means. */
export function checkText(result: CheckResult, cwd = process.cwd()): string {
  const parts: string[] = [];
  if (result.findings.length) parts.push(formatDiagnostics(result.findings, { cwd }), '');
  const seconds = (result.durationMs / 1000).toFixed(2);
  if (result.incomplete) {
    const errors = result.findings.filter((d) => d.severity === 'error' && !NAMES[d.code]).length;
    parts.push(`The build failed with ${errors} error${errors === 1 ? '' : 's'} before links could be checked; fix ${errors === 1 ? 'it' : 'them'} and run tongsite check again.`);
    return parts.join('\n');
  }
  const counts = new Map<string, { n: number; warning: boolean }>();
  for (const d of result.findings) {
    const name = NAMES[d.code] ?? d.code;
    const seen = counts.get(name) ?? { n: 0, warning: d.severity === 'warning' };
    counts.set(name, { n: seen.n + 1, warning: seen.warning });
  }
  const listed = [...counts].map(([name, { n, warning }]) => `${n} ${name}${n === 1 ? '' : 's'}${warning ? ' (warning)' : ''}`);
  const scope = result.pages !== undefined ? `${result.pages} pages` : 'the site';
  parts.push(listed.length ? `Checked ${scope} in ${seconds} s: ${listed.join(', ')}.` : `Checked ${scope} in ${seconds} s: no broken links, anchors or missing images.`);
  return parts.join('\n');
}

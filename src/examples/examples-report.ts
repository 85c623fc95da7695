// The report of `check --examples`: text for people (failures with code frames
// and the runner's output, the blocks not run and why, one summary line) and
// JSON for CI tools (every example with its places, variables and status).
import path from 'node:path';
import { formatDiagnostics } from '../diagnostics/report.js';
import type { ExamplesResult } from './check-examples.js';

const relative = (file: string, cwd: string) => path.relative(cwd, file).split(path.sep).join('/');

export function examplesText(result: ExamplesResult, cwd = process.cwd()): string {
  const parts: string[] = [];
  if (result.diagnostics.length) parts.push(formatDiagnostics(result.diagnostics, { cwd }), '');
  if (result.skipped.length) {
    parts.push(`Not run (${result.skipped.length}):`);
    for (const s of result.skipped) parts.push(`  ${relative(s.file, cwd)}:${s.line}:${s.column}  ${s.name}: ${s.reason}`);
    parts.push('');
  }
  const partial = result.outcomes.filter((o) => o.leftOut.length > 0);
  if (partial.length) {
    parts.push(`Run in part (${partial.length}):`);
    for (const o of partial) {
      for (const l of o.leftOut)
        parts.push(
          `  ${o.places.map((p) => `${relative(p.file, cwd)}:${p.line}:${p.column}`).join(', ')}  ${o.name}${l.fileName !== o.name ? ` (${l.fileName})` : ''}: ${l.steps.join(', ')} not run: ${l.reason}`,
        );
    }
    parts.push('');
  }
  const count = (status: string) => result.outcomes.filter((o) => o.status === status).length;
  const passed = count('passed') + count('cached');
  const problems = result.diagnostics.filter((d) => d.severity === 'error' && d.code !== 'example-failed').length;
  const summary = [
    `${passed} passed (${count('passed')} run, ${count('cached')} cached)`,
    `${count('failed')} failed`,
    `${result.skipped.length} not run`,
    ...(problems ? [`${problems} marking error${problems === 1 ? '' : 's'}`] : []),
  ];
  const declared = result.outcomes.filter((o) => o.declaresOutcome).length;
  if (declared) summary.push(`${declared} with an expected outcome`);
  parts.push(`Examples: ${summary.join(', ')}, in ${(result.durationMs / 1000).toFixed(2)} s.`);
  return parts.join('\n');
}

/** Every example, run or not, as plain JSON objects; files relative to the working folder. */
export function examplesJson(result: ExamplesResult, cwd = process.cwd()) {
  return {
    examples: result.outcomes.map((o) => ({
      name: o.name,
      status: o.status,
      places: o.places.map((p) => `${relative(p.file, cwd)}:${p.line}:${p.column}`),
      variables: o.variables,
      ...(o.leftOut.length > 0 && { leftOut: o.leftOut }),
      ...(o.declaresOutcome && { declaresOutcome: true }),
      ...(o.failure && { step: o.failure.step, how: o.failure.how, output: o.failure.output }),
      durationMs: o.durationMs,
    })),
    skipped: result.skipped.map((s) => ({ name: s.name, place: `${relative(s.file, cwd)}:${s.line}:${s.column}`, reason: s.reason })),
    problems: result.diagnostics
      .filter((d) => d.code !== 'example-failed')
      .map((d) => ({
        severity: d.severity,
        code: d.code,
        message: d.message,
        place: d.file ? `${relative(d.file, cwd)}:${d.line ?? 1}:${d.column ?? 1}` : null,
        hint: d.hint ?? null,
      })),
  };
}

import path from 'node:path';
import { formatDiagnostics } from './report.js';
import type { BuildResult } from '../model.js';

/** The end of a build as a terminal shows it: problems, then one summary line. */
export function buildReport(result: BuildResult, cwd = process.cwd()): string {
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  const parts: string[] = [];
  if (result.diagnostics.length) parts.push(formatDiagnostics(result.diagnostics, { cwd }), '');
  const seconds = (result.durationMs / 1000).toFixed(2);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (result.ok) {
    const perLocale = Object.entries(result.pages)
      .map(([locale, n]) => `${n} ${locale}`)
      .join(', ');
    const where = path.relative(cwd, result.outDir) || '.';
    parts.push(
      result.unchanged
        ? `Built ${perLocale} pages into ${where} in ${seconds} s${warnings ? ` (${plural(warnings, 'warning')})` : ''}: nothing changed since the last build, whose files stand (--no-cache builds anew).`
        : `Built ${perLocale} pages into ${where} in ${seconds} s${warnings ? ` (${plural(warnings, 'warning')})` : ''}${kept(result)}.`,
    );
  } else {
    parts.push(
      `Build failed with ${plural(errors, 'error')}${warnings ? ` and ${plural(warnings, 'warning')}` : ''} in ${seconds} s; ${path.relative(cwd, result.outDir) || result.outDir} was left as it was.`,
    );
  }
  return parts.join('\n');
}

/** How many pages a build rendered and how many it kept from the last build, when it kept any. */
function kept(result: BuildResult): string {
  if (!result.keptPages) return '';
  const rendered = Object.values(result.pages).reduce((a, b) => a + b, 0) - result.keptPages;
  return `: ${rendered} rendered, ${result.keptPages} unchanged since the last build`;
}

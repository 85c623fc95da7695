// The two forms of `tongsite check --translations`' report: text for people,
// page by page under each locale, and JSON for CI tools.
import path from 'node:path';
import type { TranslationCheckResult } from './check-translations.js';

const rel = (file: string, cwd: string) => path.relative(cwd, file).split(path.sep).join('/');

/** The report as JSON: per locale, counts and every page that needs work, paths relative to the working folder. */
export function translationsJson(result: TranslationCheckResult, cwd = process.cwd()): string {
  const pair = (p: { source: string; translation: string }) => ({ source: rel(p.source, cwd), translation: rel(p.translation, cwd) });
  return JSON.stringify(
    {
      locales: result.locales.map((l) => ({
        locale: l.locale,
        pages: l.pages,
        current: l.current.length,
        missing: l.missing.map(pair),
        stale: l.stale.map((s) => ({ ...pair(s), recorded: s.recorded, current: s.current })),
        unrecorded: l.unrecorded.map(pair),
        orphans: l.orphans.map((f) => rel(f, cwd)),
      })),
      recorded: result.recorded.map((f) => rel(f, cwd)),
      notTranslations: result.notTranslations.map((f) => rel(f, cwd)),
    },
    null,
    2,
  );
}

/** The report as text: a summary line per locale, then each page that is missing, stale, unrecorded or orphaned. */
export function translationsText(result: TranslationCheckResult, cwd = process.cwd()): string {
  const lines: string[] = [];
  for (const file of result.recorded) lines.push(`recorded the source hash in ${rel(file, cwd)}`);
  for (const file of result.notTranslations) lines.push(`error: ${rel(file, cwd)} translates no page of the default locale; nothing recorded`);
  if (lines.length) lines.push('');
  for (const l of result.locales) {
    const counts = [`${l.missing.length} missing`, `${l.stale.length} stale`, `${l.unrecorded.length} without a source hash`];
    if (l.orphans.length) counts.push(`${l.orphans.length} with no source page`);
    lines.push(`${l.locale}: ${l.current.length} of ${l.pages} pages translated and current; ${counts.join(', ')}`);
    for (const p of l.missing) lines.push(`  missing     ${rel(p.source, cwd)}  (translate it into ${rel(p.translation, cwd)})`);
    for (const p of l.stale) lines.push(`  stale       ${rel(p.translation, cwd)}  (${rel(p.source, cwd)} changed since: source_hash ${p.recorded}, now ${p.current})`);
    for (const p of l.unrecorded) lines.push(`  unrecorded  ${rel(p.translation, cwd)}  (no source_hash: whether it matches ${rel(p.source, cwd)} is unknown)`);
    for (const f of l.orphans) lines.push(`  no source   ${rel(f, cwd)}  (only in ${l.locale})`);
  }
  if (result.locales.some((l) => l.stale.length || l.unrecorded.length)) {
    lines.push('', 'Once a translation matches its source, record it: tongsite check --translations --record <translation files>');
  }
  return lines.join('\n');
}

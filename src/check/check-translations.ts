// `tongsite check --translations`: the translation status of every locale,
// and `--record`, which marks translations as made from their current source.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { sourceHash, withSourceHash } from './source-hash-field.js';
import { sourceOf, translationStatus, type LocaleTranslationStatus } from './translation-status.js';

/** The options of `tongsite check --translations`. */
export interface CheckTranslationsOptions {
  config: string;
  /**
   * Translations to mark as current: `true` marks those that record no source
   * hash yet (adopting the field on a tree whose translations are known to be
   * current); a list marks the named files, whatever they recorded.
   */
  record?: true | string[];
}

/** What the check found, and what --record wrote. */
export interface TranslationCheckResult {
  locales: LocaleTranslationStatus[];
  /** Translation files whose source hash was written. */
  recorded: string[];
  /** Named files that translate no page (they were not changed). */
  notTranslations: string[];
  /** 1 when a page is missing, stale or unrecorded in some locale, or --record named a file that is no translation. */
  exitCode: 0 | 1;
}

/** Which translation files `record` asks to mark. */
function toRecord(locales: LocaleTranslationStatus[], record: true | string[]): string[] {
  if (record === true) return locales.flatMap((l) => l.unrecorded.map((p) => p.translation));
  return record.map((file) => path.resolve(file));
}

/** Reports the translation status of the site's locales; with `record`, first writes the source hashes asked for. */
export async function checkTranslations(options: CheckTranslationsOptions): Promise<TranslationCheckResult> {
  const config = await loadConfig(options.config);
  let locales = await translationStatus(config);
  const recorded: string[] = [];
  const notTranslations: string[] = [];
  if (options.record) {
    for (const file of toRecord(locales, options.record)) {
      const source = sourceOf(locales, file);
      if (!source) {
        notTranslations.push(file);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      const updated = withSourceHash(text, sourceHash(readFileSync(source, 'utf8')));
      if (updated !== text) writeFileSync(file, updated);
      recorded.push(file);
    }
    locales = await translationStatus(config);
  }
  const incomplete = locales.some((l) => l.missing.length || l.stale.length || l.unrecorded.length);
  return { locales, recorded, notTranslations, exitCode: incomplete || notTranslations.length ? 1 : 0 };
}

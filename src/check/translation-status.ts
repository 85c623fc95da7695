// Which pages of the default locale each other locale translates, and whether
// each translation is current. Docusaurus cannot say, and git history is not
// always at hand (a tarball, a shallow CI clone): a translation records the
// source it was made from as `source_hash:` in its front matter (see
// source-hash-field.ts), and is stale once the source's hash differs.
import path from 'node:path';
import { parseEntry } from '../content/front-matter.js';
import { scanContent } from '../content/scan.js';
import { translatableSets } from '../content/translatable-sets.js';
import type { ResolvedConfig, SourceFile } from '../model.js';
import { readSourceHash, sourceHash } from './source-hash-field.js';

/** A page of the default locale and its translation's file (absolute paths). */
export interface TranslationPair {
  source: string;
  translation: string;
}

/** A translation whose recorded source hash is not the source's. */
export interface StaleTranslation extends TranslationPair {
  recorded: string;
  current: string;
}

/** One locale's translations of the docs (every version of every instance) and posts (of every blog). */
export interface LocaleTranslationStatus {
  locale: string;
  /** Pages of the default locale (drafts aside). */
  pages: number;
  /** Translations that exist and record the source's current hash. */
  current: TranslationPair[];
  /** Pages with no translation: they show the default locale's text. */
  missing: TranslationPair[];
  /** Translations made from an older source. */
  stale: StaleTranslation[];
  /** Translations that record no source hash: whether they are current is unknown. */
  unrecorded: TranslationPair[];
  /** Translated files that have no page in the default locale. */
  orphans: string[];
}

/** A file's front matter; empty when it has none or it does not parse (the build reports that). */
const frontMatterOf = (file: SourceFile): Record<string, unknown> => parseEntry(file).entry?.frontMatter ?? {};

/** Compares one kind of content (docs or posts) of the default locale with a locale's translations of it. */
function compare(sources: Map<string, SourceFile>, translated: Map<string, SourceFile>, translationPath: (rel: string) => string, status: LocaleTranslationStatus): void {
  for (const [rel, source] of sources) {
    if (frontMatterOf(source).draft === true) continue;
    status.pages++;
    const translation = translated.get(rel);
    if (!translation) {
      status.missing.push({ source: source.absPath, translation: translationPath(rel) });
      continue;
    }
    const pair = { source: source.absPath, translation: translation.absPath };
    const recorded = readSourceHash(translation.text);
    const current = sourceHash(source.text);
    if (recorded === undefined) status.unrecorded.push(pair);
    else if (recorded !== current) status.stale.push({ ...pair, recorded, current });
    else status.current.push(pair);
  }
  for (const [rel, translation] of translated) if (!sources.has(rel)) status.orphans.push(translation.absPath);
}

/** The translation status of every locale but the default one. */
export async function translationStatus(config: ResolvedConfig): Promise<LocaleTranslationStatus[]> {
  const sets = translatableSets(config, await scanContent(config));
  return config.locales
    .filter((locale) => !locale.isDefault)
    .map((locale) => {
      const status: LocaleTranslationStatus = { locale: locale.code, pages: 0, current: [], missing: [], stale: [], unrecorded: [], orphans: [] };
      for (const set of sets) compare(set.sources, set.translated.get(locale.code) ?? new Map(), (rel) => path.join(set.localizedDir(locale), rel), status);
      return status;
    });
}

/** The source file a translation translates, by the translation's absolute path; undefined when it translates none. */
export function sourceOf(statuses: LocaleTranslationStatus[], translation: string): string | undefined {
  for (const s of statuses) {
    const pair = [...s.current, ...s.stale, ...s.unrecorded].find((p) => p.translation === translation);
    if (pair) return pair.source;
  }
  return undefined;
}

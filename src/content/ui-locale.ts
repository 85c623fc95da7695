// Which of tongsite's UI string sets a locale gets, chosen as Docusaurus'
// theme-translations chooses a locale's default messages
// (docusaurus-theme-translations/src/index.ts, codeTranslationLocalesToTry):
// the code itself, then its language with the likely region, then with the
// likely script, then the language alone; case aside. So `zh-CN`, `zh-Hans`,
// `zh-SG` and `zh` get the Chinese words; `zh-TW` (Traditional script), for
// which tongsite has none, gets English, with a warning, as does any language
// tongsite has no words for.
import { warning } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';
import type { UI_STRINGS } from '../shared/ui-strings.js';

type UiLocale = keyof typeof UI_STRINGS;

/** What each string set is, in the forms the fallback chain produces (lower case). */
const SETS: Record<string, UiLocale> = { en: 'en', 'zh-cn': 'zh-cn', 'zh-hans': 'zh-cn', zh: 'zh-cn' };

/** The codes Docusaurus tries for a locale, most specific first. */
function localesToTry(code: string): string[] {
  let max: Intl.Locale;
  try {
    max = new Intl.Locale(code).maximize();
  } catch {
    return [code];
  }
  // The bare language only when the locale is written in its usual script: Docusaurus would find zh-Hant's own words for zh-TW first.
  const tries = [code, `${max.language}-${max.region}`, `${max.language}-${max.script}`];
  if (!code.includes('-') || max.script === new Intl.Locale(max.language).maximize().script) tries.push(max.language);
  return tries;
}

/** The string set of a locale code, and whether it is English for want of the locale's own. */
export function uiLocaleOf(code: string): { set: UiLocale; fallback: boolean } {
  for (const candidate of localesToTry(code)) {
    const set = SETS[candidate.toLowerCase()];
    if (set) return { set, fallback: false };
  }
  return { set: 'en', fallback: true };
}

/** One warning per locale whose chrome is in English for want of its own words. */
export function uiLocaleWarnings(codes: string[], configFile: string): Diagnostic[] {
  return codes
    .filter((code) => uiLocaleOf(code).fallback)
    .map((code) =>
      warning('ui-strings-missing', `tongsite has no UI words for locale \`${code}\`: its navbar, sidebar and page chrome are in English`, {
        file: configFile,
        hint: 'translate them in i18n/<locale>/code.json (the keys Docusaurus uses: theme.*), as with Docusaurus',
      }),
    );
}

// What crawlers are told about a page's other languages (hreflang), in the
// head and in the sitemap alike.
import type { LocaleInfo, PageData } from '../model.js';

export interface Hreflang {
  hreflang: string;
  url: string;
}

/**
 * The hreflang alternates of a page: none for a page that shows another
 * locale's text (it is not a translation; its canonical is the original), else
 * every version that is the original or a real translation, and `x-default`
 * (the default locale's) when there are two or more.
 */
export function hreflangAlternates(page: Pick<PageData, 'alternates' | 'original'>, locales: Pick<LocaleInfo, 'code' | 'htmlLang' | 'isDefault'>[]): Hreflang[] {
  if (page.original) return [];
  const versions = page.alternates.filter((a) => !a.untranslated);
  if (versions.length < 2) return [];
  const lang = (code: string) => locales.find((l) => l.code === code)?.htmlLang ?? code;
  const fallback = versions.find((a) => locales.find((l) => l.code === a.locale)?.isDefault);
  return [...versions.map((a) => ({ hreflang: lang(a.locale), url: a.url })), ...(fallback ? [{ hreflang: 'x-default', url: fallback.url }] : [])];
}

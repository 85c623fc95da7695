import { createContext, useContext } from 'react';
import type { SiteData } from '../src/model.js';
import { translate } from './i18n/translate.js';

/** The chrome data of the page's locale. */
export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}

/** The locale's UI string for a key, with placeholders filled (and plurals picked by `count`). */
export function useT(): (key: string, values?: Record<string, string | number>) => string {
  const site = useSite();
  return (key, values) => translate(site.strings[key] ?? key, values, site.locale.htmlLang);
}

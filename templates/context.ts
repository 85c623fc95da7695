import { createContext, useContext } from 'react';
import type { ContentContextValue, SiteData } from '../src/model.js';
import { translate } from '../src/shared/translate.js';

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

export const ContentContext = createContext<ContentContextValue | null>(null);

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext);
  if (!value) throw new Error('MDX content rendered outside <ContentContext.Provider>');
  return value;
}

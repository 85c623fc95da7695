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

/** A card of <DocCardList />: a doc or a category of the current category. */
export interface DocCard {
  label: string;
  url: string;
  description?: string;
  /** Number of items, for a category. */
  count?: number;
}

/** What MDX components need while one page's content renders. */
export interface ContentContextValue {
  /** The locale's site data: what `useDocusaurusContext()` and `useBaseUrl()` read. */
  site: SiteData;
  strings: Record<string, string>;
  lang: string;
  /** Turns a compiled link (md:…, /absolute, …) into this locale's URL; records it for the link check. */
  resolveHref(href: string, position: string | undefined): string;
  /** Turns a compiled image source (asset:…, /static) into its URL; records it for the link check. */
  resolveSrc(src: string, position: string | undefined): string;
  /** The intrinsic size of an image of the site (by its resolved URL); undefined when unknown or external. */
  imageSize?(url: string): { width: number; height: number } | undefined;
  /**
   * Whether an image, as the page's images render in order, loads at once:
   * until the first one of known size (small badges of unknown size before it
   * come along), the rest lazily.
   */
  eagerImage?(sized: boolean): boolean;
  docCards: DocCard[];
  /** The URL of the browser bundle of the page's islands (templates/islands.tsx), when it has any. */
  islandScript?: string;
}

export const ContentContext = createContext<ContentContextValue | null>(null);

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext);
  if (!value) throw new Error('MDX content rendered outside <ContentContext.Provider>');
  return value;
}

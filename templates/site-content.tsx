// What the site's own components read from the page around them (links,
// config, locale: ContentContext) when they render outside a page's content:
// in an island in the browser, or as a swizzled part of a blog page.
import { useContext, type ReactNode } from 'react';
import type { ContentContextValue, SiteData } from '../src/model.js';
import { ContentContext, useSite } from './context.js';
import { setTranslations } from './theme/Translate.js';

/** A path that names a file (`/img/x.png`, `/spec.pdf`) rather than a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The locale's site data, and the link rules of the build's resolver
 * (src/render/link-resolver.ts) for the links such code makes: a `/path` is
 * a page of this locale under the base URL, a `/file.ext` a file of the site.
 * Nothing is recorded: the build checks the links of the page's own content.
 */
export function siteContent(site: SiteData): ContentContextValue {
  const localeBase = `${site.baseUrl}${site.locale.urlPrefix ? `${site.locale.urlPrefix.slice(1)}/` : ''}`;
  const withBase = (url: string) => (url.startsWith(site.baseUrl) ? url : `${site.baseUrl}${url.slice(1)}`);
  const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return {
    site,
    strings: site.strings,
    lang: site.locale.htmlLang,
    resolveHref(href) {
      if (!isSitePath(href)) return href;
      const based = withBase(href);
      if (FILE_PATH.test(based.replace(/[?#].*$/, '')) || based.startsWith(localeBase)) return based.replace(/ /g, '%20');
      return `${localeBase}${based.slice(site.baseUrl.length)}`.replace(/ /g, '%20');
    },
    resolveSrc: (src) => (isSitePath(src) ? withBase(src) : src),
    docCards: [],
  };
}

/** Around a page drawn by components the site may swizzle: the site's context and the locale's words, for its code. */
export function SiteCodeScope({ children }: { children: ReactNode }) {
  const site = useSite();
  const outer = useContext(ContentContext);
  setTranslations(site.strings, site.locale.htmlLang);
  return outer ? children : <ContentContext.Provider value={siteContent(site)}>{children}</ContentContext.Provider>;
}

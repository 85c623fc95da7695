import type { ContentContextValue, SiteData } from '../../model.js';

/** A path that names a file (`/img/x.png`, `/spec.pdf`) rather than a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * What the theme components of an island read while it renders in the
 * browser: the locale's site data, and the link rules of the build's resolver
 * (src/render/link-resolver.ts) for the links an island makes at run time: a
 * `/path` is a page of this locale under the base URL, a `/file.ext` a file of
 * the site. Nothing is recorded: the build checked what it could see.
 */
export function browserContent(site: SiteData): ContentContextValue {
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

// A page's <title>, in the build and after a client navigation alike: its own
// title, the delimiter (the config's titleDelimiter, `|` by default) and the
// site's (theme-common's TitleFormatterFnDefault);
// the site's title alone for a page without one, or titled as the site.
import type { PageData, SiteData } from '../model.js';

/** The document's `<title>`: the one a page's `<Head>` writes as it is, else its title formatted (pageTitle). */
export function documentTitle(page: Pick<PageData, 'title' | 'documentTitle'>, site: Pick<SiteData, 'title' | 'repeatSiteTitle' | 'titleDelimiter'>): string {
  return page.documentTitle ?? pageTitle(page.title, site);
}

export function pageTitle(title: string | undefined, site: Pick<SiteData, 'title' | 'repeatSiteTitle' | 'titleDelimiter'>): string {
  const own = title?.trim();
  if (!own || (own === site.title && !site.repeatSiteTitle)) return site.title;
  return `${own} ${site.titleDelimiter ?? '|'} ${site.title}`;
}

import { Minimatch } from 'minimatch';
import type { ResolvedConfig, Route, SitemapOptions } from '../model.js';
import { escapeXml as xml } from '../shared/escape.js';
import { hreflangAlternates } from '../shared/hreflang.js';

/**
 * sitemap.xml of every indexable page, with hreflang alternates (translations
 * only, and x-default); unlisted and 404 pages left out, and so are pages that
 * show another locale's text for want of a translation (their canonical URL is
 * the original's, which is listed), and the pages the sitemap options' ignorePatterns
 * match. Each URL with the options' changefreq and priority, as Docusaurus' sitemap
 * plugin writes them (createSitemapItem: weekly and 0.5 unless set; the priority with one decimal),
 * and with `lastmod` the page's last update where it has one (a doc or post whose options show
 * the time, as Docusaurus' routes carry lastUpdatedAt only then), as a date or an ISO date and time.
 */
export function sitemapXml(config: ResolvedConfig, options: Required<SitemapOptions>, routes: Route[]): string {
  const absolute = (url: string) => xml(encodeURI(decodeURI(`${config.url}${url}`)));
  // Each pattern parsed once, not once a page.
  const patterns = options.ignorePatterns.map((pattern) => new Minimatch(pattern));
  const ignored = (url: string) => patterns.some((pattern) => pattern.match(decodeURI(url)));
  const frequency = options.changefreq === null ? '' : `<changefreq>${xml(options.changefreq)}</changefreq>`;
  const priority = options.priority === null ? '' : `<priority>${options.priority.toFixed(1)}</priority>`;
  const lastmod = (route: Route) => {
    const iso = options.lastmod ? (route.page as { lastUpdate?: { iso?: string } }).lastUpdate?.iso : undefined;
    return iso ? `<lastmod>${options.lastmod === 'date' ? iso.slice(0, 10) : iso}</lastmod>` : '';
  };
  const entries = routes
    .filter((route) => !route.page.noindex && route.kind !== 'notFound' && !route.page.original && !ignored(route.url))
    .map((route) => {
      const alternates = hreflangAlternates(route.page, config.locales)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${absolute(a.url)}"/>`)
        .join('');
      return `<url><loc>${absolute(route.url)}</loc>${lastmod(route)}${frequency}${priority}${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The previous build's sitemap with the routes it was made from. */
export type SitemapMemo = { routes?: Route[]; config?: ResolvedConfig; xml?: string };

/** sitemapXml, taken from `memo` while the config and every route are the very objects it was made from (the site model was reused). */
export function rememberedSitemapXml(config: ResolvedConfig, options: Required<SitemapOptions>, routes: Route[], memo: SitemapMemo): string {
  if (memo.xml !== undefined && memo.config === config && memo.routes?.length === routes.length && memo.routes.every((r, i) => r === routes[i])) return memo.xml;
  return Object.assign(memo, { routes, config, xml: sitemapXml(config, options, routes) }).xml!;
}

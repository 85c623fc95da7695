import type { ResolvedConfig, Route } from '../model.js';
import { escapeXml as xml } from '../shared/escape.js';
import { hreflangAlternates } from '../shared/hreflang.js';

/**
 * sitemap.xml of every indexable page, with hreflang alternates (translations
 * only, and x-default); unlisted and 404 pages left out, and so are pages that
 * show another locale's text for want of a translation (their canonical URL is
 * the original's, which is listed).
 */
export function sitemapXml(config: ResolvedConfig, routes: Route[]): string {
  const absolute = (url: string) => xml(encodeURI(decodeURI(`${config.url}${url}`)));
  const entries = routes
    .filter((route) => !route.page.noindex && route.kind !== 'notFound' && !route.page.original)
    .map((route) => {
      const alternates = hreflangAlternates(route.page, config.locales)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${absolute(a.url)}"/>`)
        .join('');
      return `<url><loc>${absolute(route.url)}</loc>${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The previous build's sitemap with the routes it was made from. */
export type SitemapMemo = { routes?: Route[]; config?: ResolvedConfig; xml?: string };

/** sitemapXml, taken from `memo` while the config and every route are the very objects it was made from (the site model was reused). */
export function rememberedSitemapXml(config: ResolvedConfig, routes: Route[], memo: SitemapMemo): string {
  if (memo.xml !== undefined && memo.config === config && memo.routes?.length === routes.length && memo.routes.every((r, i) => r === routes[i])) return memo.xml;
  return Object.assign(memo, { routes, config, xml: sitemapXml(config, routes) }).xml!;
}

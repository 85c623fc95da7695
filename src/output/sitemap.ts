import type { ResolvedConfig } from '../config/resolve-config.js';
import type { RenderedPage } from '../render/render-pages.js';

import { escapeXml as xml } from '../shared/escape.js';

/** sitemap.xml of every indexable page, with hreflang alternates; unlisted and 404 pages left out. */
export function sitemapXml(config: ResolvedConfig, pages: RenderedPage[]): string {
  const lang = (code: string) => config.locales.find((l) => l.code === code)?.htmlLang ?? code;
  const absolute = (url: string) => xml(encodeURI(decodeURI(`${config.url}${url}`)));
  const entries = pages
    .filter((p) => !p.route.page.noindex && p.route.kind !== 'notFound')
    .map((p) => {
      const alternates = p.route.page.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(lang(a.locale))}" href="${absolute(a.url)}"/>`).join('');
      return `<url><loc>${absolute(p.route.url)}</loc>${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

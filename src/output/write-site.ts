import type { ResolvedConfig } from '../config/resolve-config.js';
import type { RenderedPage } from '../render/render-pages.js';
import type { PreparedLocales } from '../render/prepare-locales.js';
import { sitemapXml } from './sitemap.js';
import type { Writer } from './writer.js';

/** Writes the site: static files first (generated files win), then pages, styles, images, sitemap. */
export async function writeSite(params: {
  writer: Writer;
  config: ResolvedConfig;
  pages: RenderedPage[];
  prepared: PreparedLocales;
  staticDir: string;
  hasStatic: boolean;
}): Promise<void> {
  const { writer, config, prepared } = params;
  if (params.hasStatic) await writer.copy(params.staticDir, '.');
  await Promise.all([
    ...params.pages.map((p) => writer.write(p.route.outFile, p.html)),
    writer.write(prepared.styles.file, prepared.styles.css),
    ...[...prepared.assets.files()].map(([out, from]) => writer.copy(from, out)),
    writer.write('sitemap.xml', sitemapXml(config, params.pages)),
    writer.write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${config.url}${config.baseUrl}sitemap.xml\n`),
  ]);
}

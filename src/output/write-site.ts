import path from 'node:path';
import { rememberedBlogFeeds, type FeedsMemo } from './feeds.js';
import { PAGE_DATA_FILE } from '../shared/page-data.js';
import { rememberedSitemapXml, type SitemapMemo } from './sitemap.js';
import type { Writer } from './writer.js';
import type { RenderedPage, ResolvedConfig } from '../model.js';
import type { PreparedLocales } from '../model.js';

/**
 * Writes the site: static files first (generated files win), then pages and
 * their data, styles, images, sitemap, robots.txt and blog feeds per locale
 * (not the search indexes, which may come later).
 */
export async function writeSite(params: {
  writer: Writer;
  config: ResolvedConfig;
  pages: RenderedPage[];
  /** The images the pages link: output path → source file. */
  images: Map<string, string>;
  prepared: PreparedLocales;
  staticDir: string;
  /** The files of staticDir to copy, relative to it. */
  staticFiles: string[];
  /** Feeds are made again only when a post changed, the sitemap when a route did (serve --watch keeps these between builds). */
  memo: { feeds: FeedsMemo; sitemap: SitemapMemo };
}): Promise<void> {
  const { writer, config, prepared } = params;
  await Promise.all(params.staticFiles.map((file) => writer.copy(path.join(params.staticDir, file), file)));
  await Promise.all([
    ...params.pages.map((p) => writer.write(p.route.outFile, p.html)),
    ...params.pages.filter((p) => p.route.kind !== 'notFound').map((p) => writer.write(p.route.outFile.replace(/index\.html$/, PAGE_DATA_FILE), p.data)),
    ...[...prepared.locales.values()].flatMap(({ site, siteJson }) => {
      const feeds = rememberedBlogFeeds(config, site, siteJson, params.pages, params.memo.feeds);
      const dir = decodeURIComponent(site.blogUrl).slice(config.baseUrl.length);
      return [writer.write(`${dir}/rss.xml`, feeds.rss), writer.write(`${dir}/atom.xml`, feeds.atom)];
    }),
    ...(prepared.katex ? [writer.write(prepared.katex.css.file, prepared.katex.css.text), ...prepared.katex.fonts.map(([out, from]) => writer.copy(from, out))] : []),
    ...prepared.client.files.map(([file, js]) => writer.write(file, js)),
    ...[...params.images].map(([out, from]) => writer.copy(from, out)),
    writer.write('sitemap.xml', rememberedSitemapXml(config, params.pages, params.memo.sitemap)),
    writer.write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${config.url}${config.baseUrl}sitemap.xml\n`),
  ]);
}

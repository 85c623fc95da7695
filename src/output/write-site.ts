import path from 'node:path';
import { rememberedBlogFeeds, type FeedsMemo } from './feeds.js';
import { blogInstances, feedKey } from '../content/blog-instances.js';
import { PAGE_DATA_FILE } from '../shared/page-data.js';
import { rememberedSitemapXml, type SitemapMemo } from './sitemap.js';
import { mermaidFiles } from '../assets/mermaid-assets.js';
import type { Writer } from './writer.js';
import type { RenderedPage, ResolvedConfig, Route } from '../model.js';
import type { PreparedLocales } from '../model.js';

/** The files of staticDir, copied before anything is generated: a generated file of the same path wins. */
export async function writeStaticFiles(writer: Writer, staticDir: string, staticFiles: string[]): Promise<void> {
  await Promise.all(staticFiles.map((file) => writer.copy(path.join(staticDir, file), file)));
}

/** Where the client fetches a page's data: beside its index.html, or in the folder named as its `<path>.html`. */
const pageDataFile = (outFile: string) => (outFile.endsWith('index.html') ? outFile.replace(/index\.html$/, PAGE_DATA_FILE) : outFile.replace(/\.html$/, `/${PAGE_DATA_FILE}`));

/** A rendered page's files: its HTML, and but for the 404 page, the data the client navigates to it with. */
export function writePage(writer: Writer, page: RenderedPage): Promise<void>[] {
  const html = writer.write(page.route.outFile, page.html);
  return page.route.kind === 'notFound' ? [html] : [html, writer.write(pageDataFile(page.route.outFile), page.data)];
}

/**
 * Writes what the site holds besides its pages and static files (those are
 * written as they come): styles and scripts, images, sidebars, sitemap,
 * robots.txt and blog feeds per locale (not the search indexes, which may come
 * later).
 */
export async function writeSite(params: {
  writer: Writer;
  config: ResolvedConfig;
  routes: Route[];
  /** The feed posts of each locale's blogs, by feedKey, rendered, newest first (feedPostUrls). */
  feedPages: Map<string, RenderedPage[]>;
  /** The images the pages link: output path → source file. */
  images: Map<string, string>;
  prepared: PreparedLocales;
  /** Feeds are made again only when a post changed, the sitemap when a route did (serve --watch keeps these between builds). */
  memo: { feeds: FeedsMemo; sitemap: SitemapMemo };
  /** Where a one-off build keeps its feeds for the next (none: made anew). */
  cacheDir?: string;
}): Promise<void> {
  const { writer, config, prepared } = params;
  await Promise.all([
    ...[...prepared.locales.values()].flatMap(({ site, siteJson }) => {
      const feeds = blogInstances(config).flatMap((blog) => {
        if (!site.feeds.some((f) => f.blogId === blog.id)) return [];
        const pages = params.feedPages.get(feedKey(site.locale.code, blog.id)) ?? [];
        return rememberedBlogFeeds(config, blog, site, siteJson, pages, params.memo.feeds, params.cacheDir);
      });
      return feeds.map(([file, text]) => writer.write(file, text));
    }),
    ...(prepared.katex ? [writer.write(prepared.katex.css.file, prepared.katex.css.text), ...prepared.katex.fonts.map(([out, from]) => writer.copy(from, out))] : []),
    ...prepared.client.files.map(([file, js]) => writer.write(file, js)),
    // Loaded by pages with a diagram only (src/client/behaviours/mermaid.ts).
    ...(config.mermaid ? mermaidFiles(config.mermaid).map(([from, out]) => writer.copy(from, out)) : []),
    ...prepared.sidebarFiles.map(([file, json]) => writer.write(file, json)),
    ...prepared.styleFiles.map(([out, from]) => writer.copy(from, out)),
    ...[...params.images].map(([out, from]) => writer.copy(from, out)),
    ...(config.sitemap ? [writer.write(config.sitemap.filename, rememberedSitemapXml(config, config.sitemap, params.routes, params.memo.sitemap))] : []),
    writer.write('robots.txt', `User-agent: *\nAllow: /\n${config.sitemap ? `\nSitemap: ${config.url}${config.baseUrl}${config.sitemap.filename}\n` : ''}`),
  ]);
}

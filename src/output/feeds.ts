import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BLOG_ID } from '../config/resolve-config.js';
import { blogUrlOf, feedKey } from '../content/blog-instances.js';
import type { BlogInstance, PageData, RenderedPage, ResolvedConfig, Route, SiteData } from '../model.js';

import { escapeXml as xml } from '../shared/escape.js';

type PostPage = Extract<PageData, { kind: 'blogPost' }>;

/**
 * The URLs of the feed posts of each locale's blogs (by feedKey), newest first: the newest listed posts,
 * as many as the blog's feed limit (default 20). Known from the routes, before any page renders, so that a build keeps
 * the rendered bodies of these posts alone.
 */
export function feedPostUrls(routes: Route[], limit: (blogId: string) => number | false): Map<string, string[]> {
  const byFeed = new Map<string, { blogId: string; posts: Route[] }>();
  for (const route of routes) {
    if (route.page.kind !== 'blogPost' || route.page.unlisted) continue;
    const blogId = route.blogId ?? DEFAULT_BLOG_ID;
    const key = feedKey(route.locale, blogId);
    byFeed.set(key, { blogId, posts: [...(byFeed.get(key)?.posts ?? []), route] });
  }
  return new Map(
    [...byFeed].map(([key, { blogId, posts }]) => {
      const max = limit(blogId);
      const newest = posts.sort((a, b) => ((a.page as PostPage).post.date < (b.page as PostPage).post.date ? 1 : -1));
      return [key, newest.slice(0, max === false ? undefined : max).map((route) => route.url)];
    }),
  );
}

/** One locale's feeds of one blog: output path (from the site's root) → text. */
export type BlogFeedFiles = [string, string][];

/**
 * The feeds of one locale's blog that the config asks for (RSS 2.0, Atom, JSON Feed), of its feed
 * posts rendered, newest first; titled as Docusaurus' feedOptions say (packages/docusaurus-plugin-content-blog/src/feed.ts).
 */
export function blogFeeds(config: ResolvedConfig, blog: BlogInstance, site: SiteData, pages: RenderedPage[]): BlogFeedFiles {
  const posts = pages.flatMap((p) => (p.page.kind === 'blogPost' ? [p.page] : []));
  const abs = (url: string) => xml(encodeURI(decodeURI(`${config.url}${url}`)));
  const { feed } = blog;
  const blogUrl = blogUrlOf(config, site.locale, blog);
  const title = feed.title ?? `${site.title} ${site.strings['tongsite.blog.title']}`;
  const description = feed.description ?? title;
  const rights = feed.copyright ? { rss: `<copyright>${xml(feed.copyright)}</copyright>\n`, atom: `<rights>${xml(feed.copyright)}</rights>\n` } : { rss: '', atom: '' };
  const updated = posts[0] ? `${posts[0].post.date}T00:00:00Z` : new Date(0).toISOString();
  const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(title)}</title>
<link>${abs(blogUrl)}</link>
<description>${xml(description)}</description>
<language>${xml(site.locale.htmlLang)}</language>
${rights.rss}<atom:link href="${abs(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${posts
  .map(
    (p) => `<item>
<title>${xml(p.post.title)}</title>
<link>${abs(p.url)}</link>
<guid>${abs(p.url)}</guid>
<pubDate>${new Date(`${p.post.date}T00:00:00Z`).toUTCString()}</pubDate>
${p.post.description ? `<description>${xml(p.post.description)}</description>\n` : ''}${p.post.tags.map((t) => `<category>${xml(t.label)}</category>`).join('')}
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`;
  const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(site.locale.htmlLang)}">
<id>${abs(blogUrl)}</id>
<title>${xml(title)}</title>
<updated>${updated}</updated>
<link rel="alternate" href="${abs(blogUrl)}"/>
<link rel="self" href="${abs(`${blogUrl}/atom.xml`)}"/>
<subtitle>${xml(description)}</subtitle>
${rights.atom}${posts
  .map(
    (p) => `<entry>
<title type="html">${xml(p.post.title)}</title>
<id>${abs(p.url)}</id>
<link href="${abs(p.url)}"/>
<updated>${p.post.date}T00:00:00Z</updated>
${p.post.authors.map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`).join('')}
${p.post.tags.map((t) => `<category term="${xml(t.label)}"/>`).join('')}
<content type="html">${xml(p.contentHtml)}</content>
</entry>`,
  )
  .join('\n')}
</feed>
`;
  const json = `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1',
      title,
      home_page_url: `${config.url}${blogUrl}`,
      description,
      items: posts.map((p) => ({
        id: `${config.url}${p.url}`,
        content_html: p.contentHtml,
        url: `${config.url}${p.url}`,
        title: p.post.title,
        ...(p.post.description && { summary: p.post.description }),
        date_modified: `${p.post.date}T00:00:00.000Z`,
        ...(p.post.authors[0] && { author: { name: p.post.authors[0].name, ...(p.post.authors[0].url && { url: p.post.authors[0].url }) } }),
        tags: p.post.tags.map((t) => t.label),
      })),
    },
    null,
    4,
  )}\n`;
  const texts = { rss, atom, json };
  const dir = decodeURIComponent(blogUrl).slice(config.baseUrl.length);
  return site.feeds.filter((f) => f.blogId === blog.id).map((f) => [`${dir}/${f.url.slice(blogUrl.length + 1)}`, texts[f.type]]);
}

/** Feeds of the previous build per locale and blog (feedKey), with what they were made from. */
export type FeedsMemo = Map<string, { inputs: string[]; feeds: StoredFeedFiles }>;

/** Feed files as made (text) or as read back from the cache (their UTF-8 bytes, written as they are). */
type StoredFeedFiles = [string, string | Uint8Array][];

/**
 * blogFeeds, taken from `memo` while the locale's site data and its feed
 * posts' data are the same as last time (a remembered page keeps its very string, so
 * the comparison is cheap): the feeds escape every post's body. With a
 * `cacheDir`, a new process takes them from the last build's feeds on disk
 * while a hash of the same inputs is the same (an edit of a doc leaves the
 * feeds as they were).
 */
export function rememberedBlogFeeds(
  config: ResolvedConfig,
  blog: BlogInstance,
  site: SiteData,
  siteJson: string,
  pages: RenderedPage[],
  memo: FeedsMemo,
  cacheDir?: string,
): StoredFeedFiles {
  const inputs = [siteJson, ...pages.map((p) => p.data)];
  const key = feedKey(site.locale.code, blog.id);
  const known = memo.get(key);
  if (known && known.inputs.length === inputs.length && known.inputs.every((input, i) => input === inputs[i])) return known.feeds;
  const stored = cacheDir ? storedFeeds(cacheDir, key, inputs) : undefined;
  const feeds = stored?.feeds ?? blogFeeds(config, blog, site, pages);
  if (stored && !stored.feeds) stored.save(feeds);
  memo.set(key, { inputs, feeds });
  return feeds;
}

/**
 * A locale's feeds of a blog (feedKey) on disk under the hash of their inputs:
 * the feeds when the hash is the one stored, and how to store new ones. The
 * file is a line of JSON (the hash, each feed's path and byte length) and the
 * feeds' bytes after it: read back as bytes, they are neither decoded nor
 * parsed nor encoded again. Stored as JSON strings, the corpus' two locales'
 * feeds (1 MB each, much of it Chinese) took 130 ms of an edit's build to
 * decode and parse, and their bytes 10 ms to read.
 */
function storedFeeds(cacheDir: string, feed: string, inputs: string[]) {
  const hash = createHash('sha1');
  for (const input of inputs) hash.update(input).update('\0');
  const key = hash.digest('hex');
  const file = path.join(cacheDir, 'feeds', `${feed}.feeds`);
  let feeds: StoredFeedFiles | undefined;
  try {
    const bytes = readFileSync(file);
    const newline = bytes.indexOf(10);
    const head = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as { key: string; files: [string, number][] };
    let at = newline + 1;
    const read = head.files.map(([name, length]): [string, Uint8Array] => [name, bytes.subarray(at, (at += length))]);
    // A file cut short is made again.
    if (head.key === key && at === bytes.length) feeds = read;
  } catch {
    // None yet, or cut short: made again.
  }
  const save = (made: StoredFeedFiles) => {
    try {
      const bodies = made.map(([, text]) => (typeof text === 'string' ? Buffer.from(text) : text));
      const head = JSON.stringify({ key, files: made.map(([name], i) => [name, bodies[i]!.length]) });
      // Written now, in full, and renamed over the last: the process may exit right after the build.
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.${process.pid}.tmp`, Buffer.concat([Buffer.from(`${head}\n`), ...bodies]));
      renameSync(`${file}.${process.pid}.tmp`, file);
    } catch {
      // A cache that cannot be written only costs the next build the feeds' making.
    }
  };
  return { feeds, save };
}

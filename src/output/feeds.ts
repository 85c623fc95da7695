import type { PageData, RenderedPage, ResolvedConfig, Route, SiteData } from '../model.js';

import { escapeXml as xml } from '../shared/escape.js';

type PostPage = Extract<PageData, { kind: 'blogPost' }>;

/**
 * The URLs of each locale's feed posts, newest first: the 20 newest listed
 * posts. Known from the routes, before any page renders, so that a build keeps
 * the rendered bodies of these posts alone.
 */
export function feedPostUrls(routes: Route[]): Map<string, string[]> {
  const byLocale = new Map<string, Route[]>();
  for (const route of routes) {
    if (route.page.kind !== 'blogPost' || route.page.unlisted) continue;
    byLocale.set(route.locale, [...(byLocale.get(route.locale) ?? []), route]);
  }
  return new Map(
    [...byLocale].map(([locale, posts]) => [
      locale,
      posts
        .sort((a, b) => ((a.page as PostPage).post.date < (b.page as PostPage).post.date ? 1 : -1))
        .slice(0, 20)
        .map((route) => route.url),
    ]),
  );
}

/** RSS 2.0 and Atom feeds of one locale's blog (`blog/rss.xml`, `blog/atom.xml`), of its feed posts rendered, newest first. */
export function blogFeeds(config: ResolvedConfig, site: SiteData, pages: RenderedPage[]): { rss: string; atom: string } {
  const posts = pages.flatMap((p) => (p.page.kind === 'blogPost' ? [p.page] : []));
  const abs = (url: string) => xml(encodeURI(decodeURI(`${config.url}${url}`)));
  const title = `${site.title} ${site.strings['tongsite.blog.title']}`;
  const updated = posts[0] ? `${posts[0].post.date}T00:00:00Z` : new Date(0).toISOString();
  const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(title)}</title>
<link>${abs(site.blogUrl)}</link>
<description>${xml(title)}</description>
<language>${xml(site.locale.htmlLang)}</language>
<atom:link href="${abs(`${site.blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
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
<id>${abs(site.blogUrl)}</id>
<title>${xml(title)}</title>
<updated>${updated}</updated>
<link rel="alternate" href="${abs(site.blogUrl)}"/>
<link rel="self" href="${abs(`${site.blogUrl}/atom.xml`)}"/>
${posts
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
  return { rss, atom };
}

/** Feeds of the previous build per locale, with what they were made from. */
export type FeedsMemo = Map<string, { inputs: string[]; feeds: { rss: string; atom: string } }>;

/**
 * blogFeeds, taken from `memo` while the locale's site data and its feed
 * posts' data are the same as last time (a remembered page keeps its very string, so
 * the comparison is cheap): the feeds escape every post's body.
 */
export function rememberedBlogFeeds(config: ResolvedConfig, site: SiteData, siteJson: string, pages: RenderedPage[], memo: FeedsMemo): { rss: string; atom: string } {
  const inputs = [siteJson, ...pages.map((p) => p.data)];
  const known = memo.get(site.locale.code);
  if (known && known.inputs.length === inputs.length && known.inputs.every((input, i) => input === inputs[i])) return known.feeds;
  const feeds = blogFeeds(config, site, pages);
  memo.set(site.locale.code, { inputs, feeds });
  return feeds;
}

// tongsite's blog, in one locale, as Docusaurus' blog plugin gives its content
// to a plugin that wraps it (packages/docusaurus-plugin-content-blog/src/
// types.ts, BlogContent and BlogPostMetadata): what site plugins read of it,
// each post's metadata and its Markdown source as `@site/…`.
import path from 'node:path';
import type { LocaleModel, PostRecord, ResolvedConfig } from '../model.js';
import { DEFAULT_BLOG_ID, localize } from '../config/resolve-config.js';
import { blogOf } from '../content/blog-instances.js';

/** A post's `metadata` as Docusaurus' blog plugin makes it. */
export function postMetadata(config: ResolvedConfig, post: PostRecord, posts: PostRecord[]) {
  const index = posts.indexOf(post);
  const neighbour = (p: PostRecord | undefined) => p && { title: p.title, permalink: p.url };
  const date = new Date(post.date);
  return {
    permalink: post.url,
    source: `@site/${path.relative(config.siteDir, post.entry.source.absPath).split(path.sep).join('/')}`,
    title: post.title,
    description: post.description ?? '',
    date: date.toISOString(),
    tags: post.tags.map((t) => ({ label: t.label, permalink: t.url, inline: true })),
    readingTime: post.readingMinutes,
    hasTruncateMarker: post.truncated,
    authors: post.authors.map((a) => ({ key: a.key, name: a.name, ...(a.title && { title: a.title }), ...(a.url && { url: a.url }), ...(a.imageUrl && { imageURL: a.imageUrl }) })),
    frontMatter: post.entry.frontMatter,
    unlisted: post.unlisted,
    // Newer post first, as Docusaurus links them: prevItem is the newer one.
    ...(index > 0 && { prevItem: neighbour(posts[index - 1]) }),
    ...(index >= 0 && index < posts.length - 1 && { nextItem: neighbour(posts[index + 1]) }),
  };
}

/**
 * The content of the blog instance the plugin wraps (its options' `id`, else the default blog): its posts
 * newest first, each with its metadata and Markdown body (its list pages and tags are not given).
 */
export function blogContent(config: ResolvedConfig, model: LocaleModel, options: Record<string, unknown>) {
  const blog = blogOf(config, typeof options.id === 'string' ? options.id : DEFAULT_BLOG_ID);
  const posts = model.posts.filter((post) => post.blogId === blog.id);
  const code = model.locale.code;
  const defaultCode = config.defaultLocale.code;
  return {
    blogSidebarTitle: localize(blog.sidebarTitle, code, defaultCode) || String(options.blogSidebarTitle ?? ''),
    blogPosts: posts.map((post) => ({ id: post.key, metadata: postMetadata(config, post, posts), content: post.entry.body })),
  };
}

// A site's blogs: the preset's (unless `blog: false`) and each plugin-content-blog
// instance with another id, each with its own folder, URLs, translations and feeds
// (packages/docusaurus-plugin-content-blog/src/index.ts: contentPaths, routeBasePath).
import path from 'node:path';
import { DEFAULT_BLOG_ID, localize } from '../config/resolve-config.js';
import type { Author, BlogInstance, BlogSidebarLink, BlogTree, ContentTree, LocaleInfo, PostRecord, ResolvedConfig } from '../model.js';
import { hrefOf, joinUrl } from './urls.js';

/** The blogs that are built, the default one first. */
export function blogInstances(config: ResolvedConfig): BlogInstance[] {
  return [...(config.blog.enabled ? [config.blog] : []), ...config.blogPlugins];
}

/** The blog instance of an id (`default`: the preset's). */
export function blogOf(config: ResolvedConfig, id: string): BlogInstance {
  return config.blogPlugins.find((blog) => blog.id === id) ?? config.blog;
}

/** Where a locale's translated posts of a blog are: `i18n/<locale>/docusaurus-plugin-content-blog[-<id>]` (getPluginI18nPath). */
export function localizedBlogDir(config: ResolvedConfig, locale: LocaleInfo, blog: BlogInstance): string {
  return path.join(config.i18nDir, locale.path, blog.i18nFolder);
}

/** A blog's first list page in a locale. */
export function blogUrlOf(config: ResolvedConfig, locale: LocaleInfo, blog: BlogInstance): string {
  return hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, blog.routeBasePath));
}

/** The key of a locale's feeds of one blog: the locale's code for the default blog, as before there were several. */
export const feedKey = (locale: string, blogId: string) => (blogId === DEFAULT_BLOG_ID ? locale : `${locale}~${blogId}`);

/** One blog's posts in one locale, with its authors file read (undefined: it could not be, already reported). */
export interface BlogPosts {
  blog: BlogInstance;
  posts: PostRecord[];
  authors: Map<string, Author> | undefined;
  /** Its options translated for the locale (translations.ts, blogMessages). */
  messages: Record<string, string>;
}

/** A blog's sidebar in a locale: its title, and its newest listed posts, as many as `blogSidebarCount` says. */
export function blogSidebarOf(config: ResolvedConfig, locale: LocaleInfo, { blog, posts, messages }: BlogPosts): { title: string; items: BlogSidebarLink[] } {
  const listed = posts.filter((p) => !p.unlisted);
  const count = blog.sidebarCount === 'ALL' ? listed.length : blog.sidebarCount;
  return {
    title: messages['sidebar.title'] || localize(blog.sidebarTitle, locale.code, config.defaultLocale.code),
    items: listed.slice(0, count).map((p) => ({ label: p.title, url: hrefOf(p.url), ...(config.blogSidebarGroupByYear && { date: p.date }) })),
  };
}

/** A blog's files in the content tree: the default blog's are the tree's own. */
export function blogTreeOf(config: ResolvedConfig, tree: ContentTree, blog: BlogInstance): BlogTree {
  if (blog === config.blog) return { posts: tree.posts, translatedPosts: tree.translatedPosts, ...(tree.authors && { authors: tree.authors }) };
  return tree.blogPlugins.get(blog.id) ?? { posts: new Map(), translatedPosts: new Map() };
}

// Docusaurus' blog component contract (packages/docusaurus-plugin-content-blog/
// src/client/contexts.tsx, theme-classic's Blog* components): a post reaches
// the components as `content`, the post's body as a component carrying its
// `metadata`, `frontMatter`, `assets` and `toc`, and `BlogPostProvider` hands
// them to `useBlogPost()`. tongsite's own blog components and a site's
// swizzled ones (src/theme/Blog…) read the same context.
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import type { BlogSidebarLink, PageLink, PostSummary, TocItem } from '../../src/model.js';
import { RawHtml } from './raw-html.js';

/** A post's `metadata` as Docusaurus' blog plugin gives it to the theme (BlogPostMetadata). */
export interface BlogPostMetadata {
  permalink: string;
  title: string;
  description: string;
  date: string;
  formattedDate: string;
  readingTime?: number;
  authors: { key?: string; name: string; title?: string; url?: string; imageURL?: string; page?: { permalink: string } }[];
  tags: { label: string; permalink: string }[];
  hasTruncateMarker: boolean;
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
}

/** A post as the blog's components receive it (Docusaurus' PropBlogPostContent), with the HTML tongsite rendered its body to. */
export type BlogPostContent = ((props: object) => ReactNode) & {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: { value: string; id: string; level: number }[];
  /** tongsite's: the body (or excerpt) as HTML, and its language when it is not the page's (an untranslated post). */
  html: string;
  lang?: string;
  post: PostSummary;
};

/** What a post's page adds to its metadata: its neighbours, edit link and last update. */
export interface PostPageFields {
  newer?: PageLink;
  older?: PageLink;
  editUrl?: string;
  lastUpdate?: { iso?: string; by?: string };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A post as Docusaurus' blog plugin would hand it to the theme; `html` is its body on its own page, its excerpt in a list. */
export function postContent(post: PostSummary, html: string, extra: PostPageFields & { toc?: TocItem[]; lang?: string } = {}): BlogPostContent {
  const frontMatter = post.frontMatter ?? {};
  const metadata: BlogPostMetadata = {
    permalink: post.url,
    title: post.title,
    description: post.description ?? '',
    date: post.date,
    formattedDate: post.formattedDate,
    ...(post.readingMinutes !== undefined && { readingTime: post.readingMinutes }),
    authors: post.authors.map((a) => ({
      key: a.key,
      name: a.name,
      ...(a.title && { title: a.title }),
      ...(a.url && { url: a.url }),
      ...(a.imageUrl && { imageURL: a.imageUrl }),
      ...(a.pageUrl && { page: { permalink: a.pageUrl } }),
    })),
    tags: post.tags.map((t) => ({ label: t.label, permalink: t.url })),
    hasTruncateMarker: post.truncated,
    frontMatter,
    unlisted: false,
    ...(extra.editUrl && { editUrl: extra.editUrl }),
    ...(extra.lastUpdate?.iso && { lastUpdatedAt: Date.parse(extra.lastUpdate.iso) }),
    ...(extra.lastUpdate?.by && { lastUpdatedBy: extra.lastUpdate.by }),
    // Docusaurus links the newer post as prevItem, the older as nextItem.
    ...(extra.newer && { prevItem: { title: extra.newer.label, permalink: extra.newer.url } }),
    ...(extra.older && { nextItem: { title: extra.older.label, permalink: extra.older.url } }),
  };
  const Body = () => createElement(RawHtml, { html });
  return Object.assign(Body, {
    metadata,
    frontMatter,
    assets: { ...(typeof frontMatter.image === 'string' && { image: frontMatter.image }), authorsImageUrls: post.authors.map(() => undefined) },
    toc: (extra.toc ?? []).map((item) => ({ value: escapeText(item.text), id: item.id, level: item.depth })),
    html,
    ...(extra.lang && { lang: extra.lang }),
    post,
  });
}

/** What `useBlogPost()` gives. */
export interface BlogPostValue {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: BlogPostContent['assets'];
  toc: BlogPostContent['toc'];
  isBlogPostPage: boolean;
  /** tongsite's: the post as it was handed over. */
  content: BlogPostContent;
}

const BlogPostContext = createContext<BlogPostValue | null>(null);

/** `BlogPostProvider` of `@docusaurus/plugin-content-blog/client`. */
export function BlogPostProvider({ children, content, isBlogPostPage = false }: { children?: ReactNode; content: BlogPostContent; isBlogPostPage?: boolean }) {
  const value = useMemo(
    () => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage, content }),
    [content, isBlogPostPage],
  );
  return createElement(BlogPostContext.Provider, { value }, children);
}

/** `useBlogPost()` of `@docusaurus/plugin-content-blog/client`: the post of the nearest BlogPostProvider. */
export function useBlogPost(): BlogPostValue {
  const value = useContext(BlogPostContext);
  if (!value) throw new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
  return value;
}

/** A blog sidebar as Docusaurus' blog plugin hands it to BlogLayout and BlogSidebar. */
export interface BlogSidebarProp {
  title: string;
  /** With its date where the sidebar groups its posts by year (BlogSidebarItem). */
  items: { title: string; permalink: string; unlisted: boolean; date?: string }[];
}

export const sidebarProp = (title: string, items: BlogSidebarLink[]): BlogSidebarProp => ({
  title,
  items: items.map((item) => ({ title: item.label, permalink: item.url, unlisted: false, ...(item.date && { date: item.date }) })),
});

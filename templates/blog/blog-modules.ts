// The blog's modules as a site's code imports them (`@theme/BlogPostItem/…`,
// `@docusaurus/plugin-content-blog/client`): the server's templates share them
// with the site's bundles (server-entry.tsx); in the browser the blog's chunk
// hands the same ones to the site's blog bundle (src/client/page-modules.ts),
// so that a swizzled part and tongsite's parts read one BlogPostProvider.
import { createElement, Fragment, type ReactNode } from 'react';
import type { BLOG_SHARED_MODULES } from '../../src/shared/islands.js';
import { ThemeBlogListPage, BlogPostItems, ThemeBlogPostPage, ThemeBlogTagsPostsPage } from './BlogPages.js';
import { BlogListPaginator, BlogLayout, BlogPostPaginator, BlogSidebar, EditMetaRow, EditThisPage, PaginatorNavLink, TagsListInline, TOC } from './BlogLayout.js';
import {
  BlogAuthor,
  BlogPostItem,
  BlogPostItemContainer,
  BlogPostItemContent,
  BlogPostItemFooter,
  BlogPostItemFooterReadMoreLink,
  BlogPostItemHeader,
  BlogPostItemHeaderAuthors,
  BlogPostItemHeaderInfo,
  BlogPostItemHeaderTitle,
} from './BlogPostItem.js';
import { BlogPostProvider, useBlogPost } from './blog-post.js';

/**
 * `@theme/MDXContent`: Docusaurus puts Markdown's components around the body
 * here; tongsite rendered the body with them already (`children` is its HTML).
 */
function MDXContent({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** An ES-module shaped entry, as shared-modules.ts makes them (not imported from there: the blog's chunk would take every theme module with it). */
const esModule = <T extends object>(value: T) => Object.assign(value, { __esModule: true, default: value });

/** What Docusaurus puts in the head for its own search plugin and structured data: tongsite's search and head do without them. */
const Nothing = () => null;

/** By import specifier: tongsite's own components, which a site's override gets as `@theme-original/…` too (the parts they render are the site's where it swizzles them). */
export const blogModules: Record<(typeof BLOG_SHARED_MODULES)[number], unknown> = {
  '@docusaurus/plugin-content-blog/client': esModule({ BlogPostProvider, useBlogPost }),
  '@theme/Blog/Components/Author': esModule(BlogAuthor.original),
  '@theme/BlogLayout': esModule(BlogLayout.original),
  '@theme/BlogListPage': esModule(ThemeBlogListPage.original),
  '@theme/BlogListPage/StructuredData': esModule(Nothing),
  '@theme/BlogListPaginator': esModule(BlogListPaginator.original),
  '@theme/BlogPostItem': esModule(BlogPostItem.original),
  '@theme/BlogPostItem/Container': esModule(BlogPostItemContainer.original),
  '@theme/BlogPostItem/Content': esModule(BlogPostItemContent.original),
  '@theme/BlogPostItem/Footer': esModule(BlogPostItemFooter.original),
  '@theme/BlogPostItem/Footer/ReadMoreLink': esModule(BlogPostItemFooterReadMoreLink.original),
  '@theme/BlogPostItem/Header': esModule(BlogPostItemHeader.original),
  // Docusaurus before 3.5 named the author's part so.
  '@theme/BlogPostItem/Header/Author': esModule(BlogAuthor.original),
  '@theme/BlogPostItem/Header/Authors': esModule(BlogPostItemHeaderAuthors.original),
  '@theme/BlogPostItem/Header/Info': esModule(BlogPostItemHeaderInfo.original),
  '@theme/BlogPostItem/Header/Title': esModule(BlogPostItemHeaderTitle.original),
  '@theme/BlogPostItems': esModule(BlogPostItems.original),
  '@theme/BlogPostPage': esModule(ThemeBlogPostPage.original),
  '@theme/BlogPostPaginator': esModule(BlogPostPaginator.original),
  '@theme/BlogSidebar': esModule(BlogSidebar.original),
  '@theme/BlogTagsPostsPage': esModule(ThemeBlogTagsPostsPage.original),
  '@theme/EditMetaRow': esModule(EditMetaRow.original),
  '@theme/EditThisPage': esModule(EditThisPage.original),
  '@theme/MDXContent': esModule(MDXContent),
  '@theme/PaginatorNavLink': esModule(PaginatorNavLink.original),
  '@theme/SearchMetadata': esModule(Nothing),
  '@theme/TagsListInline': esModule(TagsListInline.original),
  '@theme/TOC': esModule(TOC.original),
};

// Names the build and the browser agree on for islands (templates/islands.tsx).
import type { DocClientContext } from '../model.js';

/** The global through which the client's entry hands its React and ReactDOM, by specifier, to a page's island bundle (src/render/island-bundles.ts). */
export const ISLAND_SHARED_GLOBAL = '__tongsiteShared';

/** The names the entry hands over templates/context.ts and templates/frame.ts by. */
export const TEMPLATE_CONTEXT_MODULE = 'tongsite:templates/context';
export const TEMPLATE_FRAME_MODULE = 'tongsite:templates/frame';

/**
 * The modules a page's bundle (and the site's frame bundle) takes from the client's entry: one React and one renderer for the page,
 * the site's code included, and the frame components the entry has anyway, for a site's override to wrap (`@theme-original/Footer`, `/Navbar`).
 */
export const ENTRY_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@theme/Footer',
  '@theme/Navbar',
  '@theme/Root',
  // The templates' contexts (site, content, frame): a bundle's copy of a theme module reads the page's, not a context of its own.
  TEMPLATE_CONTEXT_MODULE,
  TEMPLATE_FRAME_MODULE,
] as const;

/**
 * The blog's modules a site's blog bundle (src/render/site-frame.ts) takes
 * from the blog's chunk of the client, which hands them over through the same
 * global when a blog page loads (templates/blog/blog-modules.ts): one
 * BlogPostProvider for tongsite's parts and the site's.
 */
export const BLOG_SHARED_MODULES = [
  '@docusaurus/plugin-content-blog/client',
  '@theme/Blog/Components/Author',
  '@theme/BlogLayout',
  '@theme/BlogListPage',
  '@theme/BlogListPage/StructuredData',
  '@theme/BlogListPaginator',
  '@theme/BlogPostItem',
  '@theme/BlogPostItem/Container',
  '@theme/BlogPostItem/Content',
  '@theme/BlogPostItem/Footer',
  '@theme/BlogPostItem/Footer/ReadMoreLink',
  '@theme/BlogPostItem/Header',
  '@theme/BlogPostItem/Header/Author',
  '@theme/BlogPostItem/Header/Authors',
  '@theme/BlogPostItem/Header/Info',
  '@theme/BlogPostItem/Header/Title',
  '@theme/BlogPostItems',
  '@theme/BlogPostPage',
  '@theme/BlogPostPaginator',
  '@theme/BlogSidebar',
  '@theme/BlogTagsPostsPage',
  '@theme/EditMetaRow',
  '@theme/EditThisPage',
  '@theme/MDXContent',
  '@theme/PaginatorNavLink',
  '@theme/SearchMetadata',
  '@theme/TagsListInline',
  '@theme/TOC',
] as const;

/** The element around an island's fallback in the HTML: an autonomous custom element, valid in phrasing and flow content alike. */
export const ISLAND_TAG = 'tongsite-island';

/** Where the browser finds the islands of the content on screen (spelled out: the client's entry, which holds it, stays smaller). */
export const ISLAND_SELECTOR = '#__main tongsite-island';

/** The attribute of the element around a page's content that is hydrated whole (its value: the URL of the page's bundle). */
export const PAGE_ROOT_ATTRIBUTE = 'data-tongsite-page';

/** Where the browser finds the content hydrated whole, on screen. */
export const PAGE_ROOT_SELECTOR = '#__main [data-tongsite-page]';

/** The attribute holding what the build's content context answered while the page rendered (RecordedContent, as JSON). */
export const PAGE_RECORD_ATTRIBUTE = 'data-tongsite-resolved';

/**
 * What a page's content asked of the build while it rendered: links and image
 * sources resolved (by value and position), image sizes, which images loaded
 * at once, the cards of DocCardList. The browser answers the same when it
 * hydrates the page, so that its first render is the build's.
 */
export interface RecordedContent {
  href: Record<string, string>;
  src: Record<string, string>;
  size: Record<string, [number, number] | 0>;
  eager: boolean[];
  docCards: { label: string; url: string; description?: string; count?: number }[];
  /** The docs client's values of a doc's body (useDoc, useDocsVersion, useDocsSidebar), when its code read them. */
  doc?: DocClientContext;
  /** The site's Root and Layout/Provider the content was rendered in, by name, outermost first (templates/content-wrappers.tsx). */
  wrappers?: string[];
}

/** The key of a resolved link or source in RecordedContent: its value and its position in the source. */
export const recordKey = (value: string, position: string | undefined) => `${value}\u0000${position ?? ''}`;

import type { FrameComponents, PageKind } from '../model.js';
import { ISLAND_SHARED_GLOBAL } from '../shared/islands.js';
import type { PageComponents } from '../../templates/page-components.js';

type Loaders = { [K in PageKind]: () => Promise<PageComponents[K]> };

/** Each page kind's code, a chunk of its own: a docs page never downloads the blog's. */
const LOADERS: Loaders = {
  doc: () => import('../../templates/docs/DocPage.js').then((m) => m.DocPage),
  blogPost: () => import('../../templates/blog/BlogPages.js').then((m) => m.BlogPostPage),
  blogList: () => import('../../templates/blog/BlogPages.js').then((m) => m.BlogListPage),
  blogTag: () => import('../../templates/blog/BlogPages.js').then((m) => m.BlogTagPage),
  blogTags: () => import('../../templates/blog/BlogPages.js').then((m) => m.BlogTagsPage),
  blogAuthors: () => import('../../templates/blog/BlogAuthors.js').then((m) => m.BlogAuthorsPage),
  docTags: () => import('../../templates/docs/DocTagPages.js').then((m) => m.DocTagsPage),
  docTag: () => import('../../templates/docs/DocTagPages.js').then((m) => m.DocTagPage),
  blogArchive: () => import('../../templates/blog/BlogPages.js').then((m) => m.BlogArchivePage),
  sitePage: () => import('../../templates/pages/SitePage.js').then((m) => m.SitePage),
  search: () => import('../../templates/pages/SearchPage.js').then((m) => m.SearchPage),
  notFound: () => import('../../templates/pages/SimplePages.js').then((m) => m.NotFoundPage),
};

/** The page components loaded so far; the React tree reads it through context. */
export const loadedPages: Partial<PageComponents> = {};

/** The site's swizzled components (src/theme) the page renders with: the frame's, then the blog's once a blog page is shown. */
export const siteComponents: FrameComponents = {};

const BLOG_KINDS = new Set<PageKind>(['blogPost', 'blogList', 'blogTag', 'blogTags', 'blogAuthors']);
let blogComponents: Promise<void> | undefined;

/**
 * The site's swizzled blog components (once): the blog's modules are handed
 * to their bundle first (the global it takes React from), so that its parts
 * and tongsite's read one BlogPostProvider.
 */
function loadBlogComponents(script: string): Promise<void> {
  blogComponents ??= import('../../templates/blog/blog-modules.js')
    .then(({ blogModules }) => Object.assign((globalThis as unknown as Record<string, Record<string, unknown>>)[ISLAND_SHARED_GLOBAL]!, blogModules))
    .then(() => import(/* @vite-ignore */ script) as Promise<{ default: FrameComponents }>)
    .then((bundle) => void Object.assign(siteComponents, bundle.default));
  return blogComponents;
}

/** Loads a page kind's component (once), and the site's blog components for a blog page when it swizzles some; resolves when it can render. */
export async function loadPage(kind: PageKind, blogScript?: string): Promise<void> {
  const blog = blogScript && BLOG_KINDS.has(kind) ? loadBlogComponents(blogScript) : undefined;
  if (!loadedPages[kind]) (loadedPages as Record<PageKind, unknown>)[kind] = await LOADERS[kind]();
  await blog;
}

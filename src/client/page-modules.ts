import type { PageKind } from '../model.js';
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

/** Loads a page kind's component (once); resolves when it can render. */
export async function loadPage(kind: PageKind): Promise<void> {
  if (loadedPages[kind]) return;
  const component = await LOADERS[kind]();
  (loadedPages as Record<PageKind, unknown>)[kind] = component;
}

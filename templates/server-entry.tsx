// The entry of the templates bundle the build makes with esbuild
// (src/render/templates-bundle.ts), rendered by src/render/render-pages.ts.
// Compiled pages are bundled apart and import React and the theme from `shared`.
import type { ReactNode } from 'react';
import * as ReactDOM from 'react-dom';
import type { ContentContextValue, FrameComponents, PageAssets, PageData, PageModule, SiteData } from '../src/model.js';
import { App } from './App.js';
import { BlogAuthorsPage } from './blog/BlogAuthors.js';
import { blogModules } from './blog/blog-modules.js';
import { fillRawHtml, RawHtmlContext } from './blog/raw-html.js';
import { BlogArchivePage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage } from './blog/BlogPages.js';
import { DocPage } from './docs/DocPage.js';
import { DocTagPage, DocTagsPage } from './docs/DocTagPages.js';
import { PageComponentsContext, type PageComponents } from './page-components.js';
import { NotFoundPage } from './pages/SimplePages.js';
import { SearchPage } from './pages/SearchPage.js';
import { SitePage } from './pages/SitePage.js';
import { ContentContext } from './context.js';
import { documentHtml } from './document.js';
import { FrameContext } from './frame.js';
import { mdxComponents } from './mdx/components.js';
import { MDXProvider } from './mdx/provider.js';
import { sharedModules } from './shared-modules.js';
import { markIslands } from './islands.js';
import { renderPageRoot } from './page-root.js';
import { wrapContent } from './content-wrappers.js';
import { usableWrappers } from './wrapper-probe.js';
import { renderHtml } from './render-html.js';
import { setTranslations } from './theme/Translate.js';

export { TRUNCATE_MARK } from './mdx/components.js';
export { wrappersLeftOut } from './wrapper-probe.js';

/**
 * What compiled pages and the site's components import from the templates, by
 * specifier (see shared-modules.ts).
 */
export const shared: Record<string, unknown> = { ...sharedModules, ...blogModules, 'react-dom': ReactDOM };

/**
 * Renders one page's MDX body to HTML with the locale's link resolution and
 * words. The CSS of its components' CSS modules comes first, in a <style>: it
 * travels with the body, also when the client swaps bodies on navigation.
 */
export function renderContent(module: PageModule, context: ContentContextValue): string {
  const Content = module.default;
  // The page's components (the site's overrides among them, when it has some) reach the MDX it imports too.
  const components = module.__tongsiteComponents ?? mdxComponents;
  setTranslations(context.strings, context.lang);
  // Inside the site's Root and Layout/Provider, as under Docusaurus: their contexts reach the page's components.
  const wrappers = usableWrappers(module.__tongsiteWrappers, context);
  const inScope = (tree: ReactNode) => wrapContent(module.__tongsiteWrappers, wrappers, <MDXProvider components={components}>{tree}</MDXProvider>);
  if (context.pageScript) return withCssModules(module, renderPageRoot(inScope(<Content components={components} />), context, context.pageScript, wrappers));
  // A page with islands is walked for them: MDXContent is a plain function of its props (no hooks), so calling it gives the tree it renders.
  const tree = context.islandScript ? markIslands(Content({ components }), context.islandScript) : <Content components={components} />;
  return withCssModules(module, renderHtml(<ContentContext.Provider value={context}>{inScope(tree)}</ContentContext.Provider>));
}

/** The page's HTML after the CSS of its components' CSS modules. */
function withCssModules(module: PageModule, html: string): string {
  return module.__tongsiteCss ? `<style data-css-modules="">${module.__tongsiteCss.replace(/<\/style/gi, '<\\/style')}</style>${html}` : html;
}

/** Every page kind's component: the server renders them all. */
const PAGES: PageComponents = {
  doc: DocPage,
  blogPost: BlogPostPage,
  blogList: BlogListPage,
  blogTag: BlogTagPage,
  blogTags: BlogTagsPage,
  blogAuthors: BlogAuthorsPage,
  blogArchive: BlogArchivePage,
  docTags: DocTagsPage,
  docTag: DocTagPage,
  sitePage: SitePage,
  search: SearchPage,
  notFound: NotFoundPage,
};

const NO_FRAME: FrameComponents = {};

/** Renders a whole HTML document for a page, in the site's swizzled frame components where it has some. */
export function renderPage(site: SiteData, page: PageData, assets: PageAssets, frame: FrameComponents = NO_FRAME): string {
  // Bodies a site's swizzled blog component renders as `children` are put in after React's render (blog/raw-html.tsx).
  const bodies: string[] = [];
  const mark = (html: string) => bodies.push(html) - 1;
  const body = renderHtml(
    <FrameContext.Provider value={frame}>
      <RawHtmlContext.Provider value={mark}>
        <PageComponentsContext.Provider value={PAGES}>
          <App site={site} page={page} />
        </PageComponentsContext.Provider>
      </RawHtmlContext.Provider>
    </FrameContext.Provider>,
  );
  return documentHtml(site, page, assets, fillRawHtml(body, bodies));
}

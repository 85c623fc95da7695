// The entry of the templates bundle the build makes with esbuild
// (src/render/templates-bundle.ts), rendered by src/render/render-pages.ts.
// Compiled pages are bundled apart and import React and the theme from `shared`.
import * as React from 'react';
import type { ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../src/model.js';
import { App } from './App.js';
import { BlogArchivePage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage } from './blog/BlogPages.js';
import { DocPage } from './docs/DocPage.js';
import { PageComponentsContext, type PageComponents } from './page-components.js';
import { HomePage, NotFoundPage } from './pages/SimplePages.js';
import { SearchPage } from './pages/SearchPage.js';
import { ContentContext, type ContentContextValue } from './context.js';
import { documentHtml, type PageAssets } from './document.js';
import { mdxComponents } from './mdx/components.js';
import DocCardList from './theme/DocCardList.js';

export { TRUNCATE_MARK } from './mdx/components.js';
export type { ContentContextValue, DocCard } from './context.js';
export type { PageAssets } from './document.js';

/**
 * What compiled pages import from the templates, by specifier: the same React
 * (hooks and context work across both) and the components of `@theme/…`.
 * Theme entries are ES-module shaped so that a default import finds the component.
 */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  '@theme/DocCardList': { __esModule: true, default: DocCardList },
};

/** A compiled MDX module as esbuild bundles it. */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
}

/** Renders one page's MDX body to HTML with the locale's link resolution and words. */
export function renderContent(module: PageModule, context: ContentContextValue): string {
  const Content = module.default;
  return renderToString(
    <ContentContext.Provider value={context}>
      <Content components={mdxComponents} />
    </ContentContext.Provider>,
  );
}

/** Every page kind's component: the server renders them all. */
const PAGES: PageComponents = {
  doc: DocPage,
  blogPost: BlogPostPage,
  blogList: BlogListPage,
  blogTag: BlogTagPage,
  blogTags: BlogTagsPage,
  blogArchive: BlogArchivePage,
  home: HomePage,
  search: SearchPage,
  notFound: NotFoundPage,
};

/** Renders a whole HTML document for a page. */
export function renderPage(site: SiteData, page: PageData, assets: PageAssets): string {
  const body = renderToString(
    <PageComponentsContext.Provider value={PAGES}>
      <App site={site} page={page} />
    </PageComponentsContext.Provider>,
  );
  return documentHtml(site, page, assets, body);
}

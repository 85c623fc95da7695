// The entry of the templates bundle the build makes with esbuild
// (src/render/templates-bundle.ts), rendered by src/render/render-pages.ts.
// Compiled pages are bundled apart and import React and the theme from `shared`.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { ContentContextValue, PageAssets, PageData, PageModule, SiteData } from '../src/model.js';
import { App } from './App.js';
import { BlogArchivePage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage } from './blog/BlogPages.js';
import { DocPage } from './docs/DocPage.js';
import { PageComponentsContext, type PageComponents } from './page-components.js';
import { HomePage, NotFoundPage } from './pages/SimplePages.js';
import { SearchPage } from './pages/SearchPage.js';
import { ContentContext } from './context.js';
import { documentHtml } from './document.js';
import { mdxComponents } from './mdx/components.js';
import Admonition from './theme/Admonition.js';
import BrowserOnly from './theme/BrowserOnly.js';
import CodeBlock from './theme/CodeBlock.js';
import Details from './theme/Details.js';
import DocCardList from './theme/DocCardList.js';
import Heading from './theme/Heading.js';
import Link from './theme/Link.js';
import TabItem from './theme/TabItem.js';
import Tabs from './theme/Tabs.js';
import useBaseUrl from './theme/use-base-url.js';
import useDocusaurusContext from './theme/use-docusaurus-context.js';

export { TRUNCATE_MARK } from './mdx/components.js';

/** An ES-module shaped entry, so that a default import finds the component. */
const esModule = (value: unknown) => ({ __esModule: true, default: value });

/**
 * What compiled pages and the site's components import from the templates, by
 * specifier: the same React (hooks and context work across both), and the
 * `@theme/…` and `@docusaurus/…` modules tongsite provides (any other is an
 * error at its import, listing these).
 */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  '@theme/Admonition': esModule(Admonition),
  '@theme/CodeBlock': esModule(CodeBlock),
  '@theme/Details': esModule(Details),
  '@theme/DocCardList': esModule(DocCardList),
  '@theme/Heading': esModule(Heading),
  '@theme/TabItem': esModule(TabItem),
  '@theme/Tabs': esModule(Tabs),
  '@docusaurus/BrowserOnly': esModule(BrowserOnly),
  '@docusaurus/Link': esModule(Link),
  '@docusaurus/useBaseUrl': esModule(useBaseUrl),
  '@docusaurus/useDocusaurusContext': esModule(useDocusaurusContext),
};

/**
 * Renders one page's MDX body to HTML with the locale's link resolution and
 * words. The CSS of its components' CSS modules comes first, in a <style>: it
 * travels with the body, also when the client swaps bodies on navigation.
 */
export function renderContent(module: PageModule, context: ContentContextValue): string {
  const Content = module.default;
  const html = renderToString(
    <ContentContext.Provider value={context}>
      <Content components={mdxComponents} />
    </ContentContext.Provider>,
  );
  return module.__tongsiteCss ? `<style data-css-modules="">${module.__tongsiteCss.replace(/<\/style/gi, '<\\/style')}</style>${html}` : html;
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

// The entry of the render bundle the build makes with esbuild: templates and
// every compiled page in one module, rendered by src/render/render-pages.ts.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../src/model.js';
import { App } from './App.js';
import { ContentContext, type ContentContextValue } from './context.js';
import { documentHtml, type PageAssets } from './document.js';
import { mdxComponents } from './mdx/components.js';

export { TRUNCATE_MARK } from './mdx/components.js';
export type { ContentContextValue, DocCard } from './context.js';
export type { PageAssets } from './document.js';

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

/** Renders a whole HTML document for a page. */
export function renderPage(site: SiteData, page: PageData, assets: PageAssets): string {
  return documentHtml(site, page, assets, renderToString(<App site={site} page={page} />));
}

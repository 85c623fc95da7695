// The island host, bundled into each page's island bundle with the page's
// compiled MDX (src/render/island-bundles.ts): it finds in the page's element
// tree the BrowserOnly elements the build numbered, and hydrates each into its
// marker: the build's fallback first (no mismatch), then BrowserOnly's
// children. Islands of content no longer in the document are unmounted.
import type { ReactNode } from 'react';
import type { hydrateRoot, Root } from 'react-dom/client';
import { ContentContext } from '../../../templates/context.js';
import { findIslands } from '../../../templates/islands.js';
import { mdxComponents } from '../../../templates/mdx/components.js';
import { MDXProvider } from '../../../templates/mdx/provider.js';
import { setTranslations } from '../../../templates/theme/Translate.js';
import type { SiteData } from '../../model.js';
import { ISLAND_SELECTOR } from '../../shared/islands.js';
import { browserContent } from './browser-content.js';

/** A page's compiled MDX: MDXContent, a plain function of its props. */
export type IslandPage = (props: { components?: Record<string, unknown> }) => ReactNode;

// Shared by the bundles of all pages (a chunk of their split build, src/render/split-bundles.ts): the roots by
// element, and each page's islands by its MDXContent.
const roots = new Map<Element, Root>();
const foundByPage = new WeakMap<IslandPage, ReturnType<typeof findIslands>>();

/**
 * Brings the markers on screen that name this bundle (`self`, its URL) to
 * life, and unmounts the islands whose content is gone. `hydrate` is the
 * entry's own hydrateRoot: the bundle carries no react-dom.
 */
export function updateIslands(page: IslandPage, params: { self: string; site: SiteData; hydrate: typeof hydrateRoot; components?: Record<string, unknown> }): void {
  const components = params.components ?? mdxComponents;
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    root.unmount();
    roots.delete(element);
  }
  const waiting = [...document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)].filter(
    (element) => !roots.has(element) && new URL(element.dataset.src ?? '', document.baseURI).href === params.self,
  );
  if (!waiting.length) return;
  // The same walk as the build's, over the same tree: the n-th BrowserOnly is island n.
  const found = foundByPage.get(page) ?? findIslands(page({ components }));
  foundByPage.set(page, found);
  const content = browserContent(params.site);
  setTranslations(params.site.strings, params.site.locale.htmlLang);
  for (const element of waiting) {
    const island = found[Number(element.dataset.island)];
    if (!island) continue;
    const tree = (
      <ContentContext.Provider value={content}>
        <MDXProvider components={components}>{island}</MDXProvider>
      </ContentContext.Provider>
    );
    roots.set(element, params.hydrate(element, tree));
  }
}

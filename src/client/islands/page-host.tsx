// The page host, bundled into the browser bundle of each page whose content
// is hydrated whole (src/render/island-bundles.ts): it hydrates the page root
// the build wrote (templates/page-root.tsx) with the page's own module, the
// site's components and packages it imports and the theme, answering what the
// content asks as the build answered it; roots whose content left the
// document are unmounted.
import type { hydrateRoot, Root } from 'react-dom/client';
import { ContentContext } from '../../../templates/context.js';
import { mdxComponents } from '../../../templates/mdx/components.js';
import { MDXProvider } from '../../../templates/mdx/provider.js';
import { setTranslations } from '../../../templates/theme/Translate.js';
import { type ContentWrappers, wrapContent } from '../../../templates/content-wrappers.js';
import type { ContentContextValue, SiteData } from '../../model.js';
import { PAGE_RECORD_ATTRIBUTE, PAGE_ROOT_ATTRIBUTE, PAGE_ROOT_SELECTOR, recordKey, type RecordedContent } from '../../shared/islands.js';
import { browserContent } from './browser-content.js';
import type { IslandPage } from './island-host.js';

const roots = new Map<Element, Root>();

/** The build's answers first; links and images the page makes later follow the build's rules. */
function recordedContent(site: SiteData, record: RecordedContent, pageUrl: string): ContentContextValue {
  const live = browserContent(site);
  let image = 0;
  return {
    ...live,
    resolveHref: (href, position) => record.href[recordKey(href, position)] ?? live.resolveHref(href, position),
    resolveSrc: (src, position) => record.src[recordKey(src, position)] ?? live.resolveSrc(src, position),
    imageSize(url) {
      const size = record.size[url];
      return size ? { width: size[0], height: size[1] } : undefined;
    },
    eagerImage: () => record.eager[image++] ?? false,
    docCards: record.docCards,
    ...(record.doc && { doc: record.doc }),
    pageUrl,
  };
}

/**
 * Hydrates the page roots on screen that name this bundle (`self`, its URL);
 * `hydrate` is the entry's own hydrateRoot, `components` the page's MDX
 * components when the site overrides some, `wrappers` its Root and
 * Layout/Provider when it overrides them (the build's record names those the
 * content was rendered in).
 */
export function updatePageRoots(
  page: IslandPage,
  params: { self: string; site: SiteData; hydrate: typeof hydrateRoot; components?: Record<string, unknown>; wrappers?: ContentWrappers },
): void {
  const components = params.components ?? mdxComponents;
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    root.unmount();
    roots.delete(element);
  }
  setTranslations(params.site.strings, params.site.locale.htmlLang);
  for (const element of document.querySelectorAll(PAGE_ROOT_SELECTOR)) {
    if (roots.has(element) || new URL(element.getAttribute(PAGE_ROOT_ATTRIBUTE) ?? '', document.baseURI).href !== params.self) continue;
    const record = JSON.parse(element.getAttribute(PAGE_RECORD_ATTRIBUTE) ?? '{}') as RecordedContent;
    const Page = page;
    roots.set(
      element,
      params.hydrate(
        element,
        <ContentContext.Provider value={recordedContent(params.site, record, decodeURI(window.location.pathname))}>
          {wrapContent(
            params.wrappers,
            record.wrappers ?? [],
            <MDXProvider components={components}>
              <Page components={components} />
            </MDXProvider>,
          )}
        </ContentContext.Provider>,
      ),
    );
  }
}

// The site's Root and Layout/Provider around a page's content. Docusaurus
// renders one tree, so the providers a site puts in them reach every page's
// components; tongsite renders content apart from the frame (and hydrates it
// as a root of its own), so the content is wrapped in them too. Only a
// wrapper that renders nothing but its children can be: one with markup of
// its own (a banner, a widget) would show it twice, once in the frame and
// once in the content. Such a one is left out of the content, and the build
// says so (render-pages.ts).
import type { ComponentType, ReactNode } from 'react';
import type { ContentContextValue } from '../src/model.js';
import { ContentContext } from './context.js';
import { renderHtml } from './render-html.js';

type Wrapper = ComponentType<{ children?: ReactNode }>;

/** The site's content wrappers by name, outermost first (src/render/site-theme.ts, CONTENT_WRAPPERS). */
export type ContentWrappers = Record<string, Wrapper>;

/** Whether the wrapper of each name renders only its children: decided on the first page, the same code on every page. */
const wrapsOnly = new Map<string, boolean>();

const PROBE = '<i data-tongsite-probe=""></i>';

/** The tree inside the wrappers named, outermost first. */
export function wrapContent(wrappers: ContentWrappers | undefined, names: string[], tree: ReactNode): ReactNode {
  return names.reduceRight((inner, name) => {
    const Wrapper = wrappers?.[name];
    return Wrapper ? <Wrapper>{inner}</Wrapper> : inner;
  }, tree);
}

/**
 * The names of the wrappers the content goes in: those that render nothing but their children, each tried inside
 * the ones kept before it, in the page's context (a provider may read the location or the site config).
 */
export function usableWrappers(wrappers: ContentWrappers | undefined, context: ContentContextValue): string[] {
  const kept: string[] = [];
  for (const name of Object.keys(wrappers ?? {})) {
    if (!wrapsOnly.has(name)) {
      let html: string;
      try {
        html = renderHtml(<ContentContext.Provider value={context}>{wrapContent(wrappers, [...kept, name], <i data-tongsite-probe="" />)}</ContentContext.Provider>);
      } catch {
        html = '';
      }
      wrapsOnly.set(name, html === PROBE);
    }
    if (wrapsOnly.get(name)) kept.push(name);
  }
  return kept;
}

/** The wrappers left out of the content so far, because they render markup of their own. */
export const wrappersLeftOut = () => [...wrapsOnly].filter(([, only]) => !only).map(([name]) => name);

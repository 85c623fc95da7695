// Which of the site's Root and Layout/Provider can wrap a page's content
// (content-wrappers.tsx): those that render nothing but their children, tried
// by the build around a probe. Server only: it renders with react-dom/server.
import type { ContentContextValue } from '../src/model.js';
import { ContentContext } from './context.js';
import { type ContentWrappers, wrapContent } from './content-wrappers.js';
import { renderHtml } from './render-html.js';

/** Whether the wrapper of each name renders only its children: decided on the first page, the same code on every page. */
const wrapsOnly = new Map<string, boolean>();

const PROBE = '<i data-tongsite-probe=""></i>';

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

// Content hydrated whole (a page whose code uses the site's own components or
// npm packages): rendered inside an element that names the page's bundle,
// with what the build's content context answered on the way, so that the
// browser's first render of the same tree (src/client/islands/page-host.tsx)
// is the build's HTML.
import type { ReactNode } from 'react';
import type { ContentContextValue } from '../src/model.js';
import { PAGE_RECORD_ATTRIBUTE, PAGE_ROOT_ATTRIBUTE, recordKey, type RecordedContent } from '../src/shared/islands.js';
import { ContentContext } from './context.js';
import { renderHtml } from './render-html.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The context with each answer recorded. */
function recording(context: ContentContextValue, wrappers: string[]): { context: ContentContextValue; record: RecordedContent } {
  const record: RecordedContent = { href: {}, src: {}, size: {}, eager: [], docCards: context.docCards, ...(wrappers.length && { wrappers }) };
  return {
    record,
    context: {
      ...context,
      resolveHref: (href, position) => (record.href[recordKey(href, position)] = context.resolveHref(href, position)),
      resolveSrc: (src, position) => (record.src[recordKey(src, position)] = context.resolveSrc(src, position)),
      imageSize(url) {
        const size = context.imageSize?.(url);
        record.size[url] = size ? [size.width, size.height] : 0;
        return size;
      },
      eagerImage(sized) {
        const eager = context.eagerImage?.(sized) ?? false;
        record.eager.push(eager);
        return eager;
      },
      // Recorded only when the page's code reads it (useDoc…): most pages send none of it.
      get doc() {
        const doc = context.doc;
        if (doc) record.doc = doc;
        return doc;
      },
    },
  };
}

/** The content's HTML inside its page root; `wrappers`, the site's wrappers it is in (content-wrappers.tsx). */
export function renderPageRoot(content: ReactNode, context: ContentContextValue, src: string, wrappers: string[]): string {
  const { context: recorded, record } = recording(context, wrappers);
  const html = renderHtml(<ContentContext.Provider value={recorded}>{content}</ContentContext.Provider>);
  return `<div ${PAGE_ROOT_ATTRIBUTE}="${escapeAttribute(src)}" ${PAGE_RECORD_ATTRIBUTE}="${escapeAttribute(JSON.stringify(record))}">${html}</div>`;
}

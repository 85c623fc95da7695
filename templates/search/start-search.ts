// Browser only: the search of a locale started once, by whichever comes first:
// the early entry (src/client/early.ts) at the reader's first reach for the
// box, before the React client has come, or the box itself once hydrated. One
// module instance serves both (a chunk the two entries share), so that the
// index, the search code and what a query typed before hydration needs are
// fetched once, while the React client loads.
import type { SiteData } from '../../src/model.js';
import { CLIENT_SCRIPT_ID } from '../../src/shared/page-data.js';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import { fetchIndex } from './fetch-json.js';

/** The URLs a locale's search starts from (SiteData's). */
export type SearchUrls = Pick<SiteData, 'searchIndexUrl' | 'searchSharedIndexUrl'>;

const started = new Map<string, Promise<SearchEngine>>();

/**
 * The engine of `urls`' index, loading on the first call (the code and the
 * index files at once), shared after; undefined for a site without search.
 * A failed load is forgotten: the next call tries again.
 */
export function startSearch(urls: SearchUrls): Promise<SearchEngine> | undefined {
  const { searchIndexUrl: indexUrl, searchSharedIndexUrl: sharedUrl } = urls;
  if (!indexUrl) return undefined;
  let engine = started.get(indexUrl);
  if (!engine) {
    // The index files first, then the code: fetched side by side, the index is not queued behind the chunks.
    // Their URLs change with the tool, not with the site's text: the browser revalidates them (load-search.ts).
    for (const url of [indexUrl, sharedUrl]) if (url) void fetchIndex(url).catch(() => undefined);
    preloadSearchCode('search');
    engine = import('./load-search.js').then((m) => m.loadSearch(indexUrl, sharedUrl));
    started.set(indexUrl, engine);
    engine.catch(() => started.delete(indexUrl));
  }
  return engine;
}

/**
 * Asks for the chunks of the search code (`search`), or of the code that shows
 * the first results before the client has come (`searchEarly`), all at once
 * (the page's client data names them): imported alone, a chunk would name the
 * chunks it imports only once it has arrived, a second round trip before the
 * box can answer.
 */
export function preloadSearchCode(code: 'search' | 'searchEarly'): void {
  const data = document.getElementById(CLIENT_SCRIPT_ID)?.textContent;
  const chunks = data ? ((JSON.parse(data) as Partial<Record<typeof code, string[]>>)[code] ?? []) : [];
  for (const href of chunks) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

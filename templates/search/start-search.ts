// Browser only: the search of a locale started once, by whichever comes first:
// the early entry (src/client/early.ts) at the reader's first reach for the
// box, before the React client has come, or the box itself once hydrated. One
// module instance serves both (a chunk the two entries share), so that the
// versions file, the index, the search code and what a query typed before
// hydration needs are fetched once, while the React client loads.
import type { SiteData } from '../../src/model.js';
import { CLIENT_SCRIPT_ID } from '../../src/shared/page-data.js';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import { fetchJson } from './fetch-json.js';

/** The URLs a locale's search starts from (SiteData's). */
export type SearchUrls = Pick<SiteData, 'searchIndexUrl' | 'searchSharedIndexUrl' | 'searchVersionsUrl'>;

const started = new Map<string, Promise<SearchEngine>>();

/**
 * The engine of `urls`' index, loading on the first call (the code and the
 * index files at once), shared after; undefined for a site without search.
 * A failed load is forgotten: the next call tries again.
 */
export function startSearch(urls: SearchUrls): Promise<SearchEngine> | undefined {
  const { searchIndexUrl: indexUrl, searchSharedIndexUrl: sharedUrl, searchVersionsUrl: versionsUrl } = urls;
  if (!indexUrl) return undefined;
  let engine = started.get(indexUrl);
  if (!engine) {
    preloadSearchCode('search');
    const files = versioned([indexUrl, sharedUrl], versionsUrl);
    // The index files are fetched while the engine's code loads, not after it.
    void files.then(
      (list) => {
        for (const url of list) if (url) void fetchJson(url).catch(() => undefined);
      },
      () => undefined,
    );
    engine = Promise.all([import('./load-search.js'), files]).then(([m, [index, shared]]) => m.loadSearch(index!, shared));
    started.set(indexUrl, engine);
    engine.catch(() => started.delete(indexUrl));
  }
  return engine;
}

/**
 * Each index URL with the hash query of its content, read from the versions
 * file past the browser's cache (a conditional request: a few bytes when
 * nothing changed); the URLs as they are without one (serve --watch).
 */
async function versioned(urls: (string | undefined)[], versionsUrl: string | undefined): Promise<(string | undefined)[]> {
  if (!versionsUrl) return urls;
  const response = await fetch(versionsUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${versionsUrl}: HTTP ${response.status}`);
  const hashes = (await response.json()) as Record<string, string>;
  return urls.map((url) => url && (hashes[url] ? `${url}?_=${hashes[url]}` : url));
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

// Browser only, loaded on demand (the first focus or hover of a search box):
// fetches a locale's search-index.json once, and the index it takes
// untranslated pages from (its `shared` URL, the default locale's); the
// engine fetches the shards and text fragments its queries need, each once.
import { openSearchEngine, type SearchEngine } from '../../src/shared/search/query-engine.js';
import type { SearchPayload } from '../../src/shared/search/search-payload.js';
import { fetchIndex, fetchJson } from './fetch-json.js';

const engines = new Map<string, Promise<SearchEngine>>();

/**
 * The engine for an index URL (with its hash query): fetched on the first call,
 * shared after; a failed fetch may be retried. `sharedUrl`, the index it takes
 * untranslated pages from, is fetched at the same time rather than after it.
 */
export function loadSearch(indexUrl: string, sharedUrl?: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    if (sharedUrl) void fetchIndex(sharedUrl).catch(() => undefined);
    // The index names the one it shares pages with by the URL pages link it by (sharedUrl): fetched once.
    const load = (url: string) => (url === sharedUrl ? fetchIndex(url) : fetchJson(url));
    engine = fetchIndex(indexUrl).then((payload) => openSearchEngine(payload as SearchPayload, load));
    engines.set(indexUrl, engine);
    engine.catch(() => engines.delete(indexUrl));
  }
  return engine;
}

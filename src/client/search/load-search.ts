// Browser only, loaded on demand (the first focus or hover of a search box):
// fetches a locale's search-index.json once and loads it into the query engine.
import { loadSearchEngine, type SearchEngine } from '../../shared/search/search-engine.js';
import type { SearchPayload } from '../../shared/search/search-payload.js';

const engines = new Map<string, Promise<SearchEngine>>();

/** The engine for an index URL (with its hash query): fetched on the first call, shared after; a failed fetch may be retried. */
export function loadSearch(indexUrl: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`);
        return response.json() as Promise<SearchPayload>;
      })
      .then(loadSearchEngine);
    engines.set(indexUrl, engine);
    engine.catch(() => engines.delete(indexUrl));
  }
  return engine;
}

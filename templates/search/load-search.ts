// Browser only, loaded on demand (the first focus or hover of a search box):
// fetches a locale's search-index.json once, and the index it takes
// untranslated pages from (its `shared` URL, the default locale's), and loads
// them into the query engine.
import { loadSearchEngine, type SearchEngine } from '../../src/shared/search/search-engine.js';
import type { SearchPayload, SearchPayloadPart } from '../../src/shared/search/search-payload.js';

const engines = new Map<string, Promise<SearchEngine>>();
const payloads = new Map<string, Promise<SearchPayload>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

/** An index with the sections of its parts, when it is split into several files: they are fetched together. */
async function withParts(payload: SearchPayload): Promise<SearchPayload> {
  if (!payload.parts?.length) return payload;
  const parts = await Promise.all(payload.parts.map((url) => fetchJson<SearchPayloadPart>(url)));
  if (parts.some((part) => part.v !== payload.v)) throw new Error('the parts of the search index are of another version than the index');
  return { ...payload, sections: parts.flatMap((part) => part.sections) };
}

/** An index file, fetched once (a locale's and the one it shares pages with may be asked for by both); a failed fetch may be retried. */
function fetchPayload(url: string): Promise<SearchPayload> {
  let payload = payloads.get(url);
  if (!payload) {
    payload = fetchJson<SearchPayload>(url).then(withParts);
    payloads.set(url, payload);
    payload.catch(() => payloads.delete(url));
  }
  return payload;
}

/**
 * The engine for an index URL (with its hash query): fetched on the first call,
 * shared after; a failed fetch may be retried. `sharedUrl`, the index it takes
 * untranslated pages from, is fetched at the same time rather than after it.
 */
export function loadSearch(indexUrl: string, sharedUrl?: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    if (sharedUrl) void fetchPayload(sharedUrl).catch(() => undefined);
    engine = fetchPayload(indexUrl).then(async (payload) => loadSearchEngine(payload, payload.shared && (await fetchPayload(payload.shared.url))));
    engines.set(indexUrl, engine);
    engine.catch(() => engines.delete(indexUrl));
  }
  return engine;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import { fetchJson } from './fetch-json.js';

/** The search engine of a locale as React state: null until `load()` has fetched the index. */
export interface SearchEngineState {
  engine: SearchEngine | null;
  /** Starts loading the engine code and the index, once (again after a failure); call on focus or hover, never before. */
  load: () => void;
}

/**
 * Loads the query engine and the index lazily: the engine's code is a chunk of
 * its own (FlexSearch included), imported on the first `load()`.
 */
export function useSearchEngine(indexUrl: string | undefined, sharedIndexUrl?: string): SearchEngineState {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    if (started.current || !indexUrl) return;
    started.current = true;
    // The index files are fetched while the engine's code loads, not after it.
    for (const url of [indexUrl, sharedIndexUrl]) if (url) void fetchJson(url).catch(() => undefined);
    import('./load-search.js')
      .then((m) => m.loadSearch(indexUrl, sharedIndexUrl))
      .then(
        (loaded) => mounted.current && setEngine(loaded),
        // Offline or a failed fetch: the next focus or hover tries again.
        () => (started.current = false),
      );
  }, [indexUrl, sharedIndexUrl]);
  return { engine, load };
}

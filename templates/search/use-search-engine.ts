import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import { startSearch, type SearchUrls } from './start-search.js';

/** The search engine of a locale as React state: null until `load()` has fetched the index. */
export interface SearchEngineState {
  engine: SearchEngine | null;
  /** Starts loading the engine code and the index, once (again after a failure); call on focus or hover, never before. */
  load: () => void;
}

/**
 * Loads the query engine and the index lazily (start-search.ts: the engine's
 * code is a chunk of its own, FlexSearch included), or takes what the early
 * entry started when the reader reached for the box before the client came.
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
    if (started.current) return;
    const urls: SearchUrls = { searchIndexUrl: indexUrl, searchSharedIndexUrl: sharedIndexUrl };
    const loading = startSearch(urls);
    if (!loading) return;
    started.current = true;
    loading.then(
      (loaded) => mounted.current && setEngine(loaded),
      // Offline or a failed fetch: the next focus or hover tries again.
      () => (started.current = false),
    );
  }, [indexUrl, sharedIndexUrl]);
  return { engine, load };
}

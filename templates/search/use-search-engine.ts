import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_SCRIPT_ID } from '../../src/shared/page-data.js';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import { fetchJson } from './fetch-json.js';

/** The search engine of a locale as React state: null until `load()` has fetched the index. */
export interface SearchEngineState {
  engine: SearchEngine | null;
  /** Starts loading the engine code and the index, once (again after a failure); call on focus or hover, never before. */
  load: () => void;
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
 * Asks for the search code's chunks all at once (the page's client data names
 * them): imported alone, its chunk would name the chunks it imports only once
 * it has arrived, a second round trip before the box can answer.
 */
function preloadSearchCode(): void {
  const data = document.getElementById(CLIENT_SCRIPT_ID)?.textContent;
  const chunks = data ? ((JSON.parse(data) as { search?: string[] }).search ?? []) : [];
  for (const href of chunks) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Loads the query engine and the index lazily: the engine's code is a chunk of
 * its own (FlexSearch included), imported on the first `load()`.
 */
export function useSearchEngine(indexUrl: string | undefined, sharedIndexUrl?: string, versionsUrl?: string): SearchEngineState {
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
    preloadSearchCode();
    const urls = versioned([indexUrl, sharedIndexUrl], versionsUrl);
    // The index files are fetched while the engine's code loads, not after it.
    void urls.then(
      (list) => {
        for (const url of list) if (url) void fetchJson(url).catch(() => undefined);
      },
      () => undefined,
    );
    Promise.all([import('./load-search.js'), urls])
      .then(([m, [index, shared]]) => m.loadSearch(index!, shared))
      .then(
        (loaded) => mounted.current && setEngine(loaded),
        // Offline or a failed fetch: the next focus or hover tries again.
        () => (started.current = false),
      );
  }, [indexUrl, sharedIndexUrl, versionsUrl]);
  return { engine, load };
}

import { useEffect, useMemo, useState } from 'react';
import type { SearchEngine, SearchResults } from '../../src/shared/search/query-engine.js';

/** Results with the query they answer (the last one's while the next is fetched). */
export type AnsweredResults = SearchResults & { query: string };

/**
 * The results of a query, null before the engine is loaded or for an empty
 * query. Answered in the same render when the engine holds what the query
 * needs; otherwise the last results stay until the shards and text it needs
 * are fetched, then it renders again.
 */
export function useSearchResults(engine: SearchEngine | null, query: string, limit?: number, skip?: (url: string) => boolean): AnsweredResults | null {
  const [fetched, setFetched] = useState(0);
  const [last, setLast] = useState<AnsweredResults | null>(null);
  const options = useMemo(() => ({ ...(limit !== undefined && { limit }), ...(skip && { skip }) }), [limit, skip]);
  const pending = useMemo(() => (engine && query.trim() ? engine.prepare(query, options) : undefined), [engine, query, options, fetched]);
  const results = useMemo(() => (engine && query.trim() && !pending ? { ...engine.search(query, options), query } : null), [engine, query, options, pending]);
  useEffect(() => {
    if (results || !engine || !query.trim()) setLast(results);
    if (!pending) return;
    let current = true;
    // A failed fetch (offline): the next keystroke tries again.
    pending.then(
      () => current && setFetched((n) => n + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pending, results, engine, query]);
  return results ?? (pending ? last : null);
}

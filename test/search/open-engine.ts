// The engine of a built locale as the browser opens it, its files read from a
// build (on disk or in memory) by URL, and the queries answered as the search
// box answers them: what they need fetched first, then searched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openSearchEngine, type SearchEngine, type SearchOptions, type SearchResults } from '../../src/shared/search/query-engine.js';
import type { SearchPayload } from '../../src/shared/search/search-payload.js';

/** Reads a built file by its output path (`search-index.json`, `en/search-index.shard-1.<hash>.json`). */
export type ReadBuilt = (outPath: string) => string;

/** A build folder's files. */
export const readDir =
  (dir: string): ReadBuilt =>
  (file) =>
    readFileSync(path.join(dir, file), 'utf8');

/** A URL of the build (base URL `/`, with or without its hash query) as an output path. */
const outPath = (url: string) => url.replace(/\?.*$/, '').replace(/^\//, '');

/** The engine of the index at `file`, with every URL it fetches read from the build; `fetched` counts the files read. */
export async function openEngine(read: ReadBuilt, file: string, fetched?: string[]): Promise<SearchEngine> {
  const load = async (url: string) => {
    fetched?.push(outPath(url));
    return JSON.parse(read(outPath(url))) as unknown;
  };
  return openSearchEngine(JSON.parse(read(file)) as SearchPayload, load);
}

/** A query answered as the search box answers it. */
export async function ask(engine: SearchEngine, query: string, options: SearchOptions = {}): Promise<SearchResults> {
  await engine.prepare(query, options);
  return engine.search(query, options);
}

/** The index file of a locale of a site whose default locale is zh-cn. */
export const indexFileOf = (locale: string) => (locale === 'zh-cn' ? 'search-index.json' : `${locale}/search-index.json`);

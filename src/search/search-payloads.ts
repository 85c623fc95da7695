// The CPU-bound half of the search stage: from each locale's documents to its
// index JSON. The CLI runs it in its own thread; `serve --watch` runs it in a
// child process (search-worker.ts) after each rebuild, with `SearchMemory` kept
// there between rebuilds, so that an edit re-indexes without reading the caches again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSearchPayload, cjkRuns, type TermMemo } from './build-search-index.js';
import { indexCache } from './index-cache.js';
import type { SearchDocument } from './search-documents.js';
import { segmentRuns } from './segment-runs.js';
import { TermCache } from './term-cache.js';

/** What indexing needs: plain data, so that it can be posted to a worker. */
export interface PayloadInput {
  /** Locale codes, one per entry of `documents`. */
  locales: string[];
  documents: SearchDocument[][];
  /** Each locale's payloadKey: an index is cached under it. */
  keys: string[];
  cacheDir?: string;
  /** Fingerprint of the tool's code: cached terms of another version are not reused. */
  salt: string;
}

/** What an index is made of, as a hash: its documents and the tool's code (`salt`: a new tokenizer must not reuse old indexes). */
export function payloadKey(salt: string, documents: SearchDocument[]): string {
  return createHash('sha1').update(salt).update('\0').update(JSON.stringify(documents)).digest('hex');
}

/** Where the search caches live: indexes, segments and terms. */
const searchCacheDir = (input: PayloadInput) => input.cacheDir && path.join(input.cacheDir, 'search');
const termsFile = (dir: string) => path.join(dir, 'terms.json');

const cachesOf = (input: PayloadInput) => input.locales.map((locale) => indexCache(searchCacheDir(input), locale));

/** Whether the terms of earlier builds are cached in `cacheDir`: then only changed texts are cut. */
export const hasCachedTerms = (cacheDir: string | undefined) => !!cacheDir && existsSync(termsFile(path.join(cacheDir, 'search')));

/** Every locale's index from the disk cache, or undefined when one of them is not there. */
export async function cachedPayloads(input: PayloadInput): Promise<string[] | undefined> {
  const caches = cachesOf(input);
  const jsons = await Promise.all(caches.map((cache, i) => cache.get(input.keys[i]!)));
  return jsons.every((json) => json !== undefined) ? (jsons as string[]) : undefined;
}

/** What a long-lived indexer keeps between runs. */
export interface SearchMemory {
  /** The last index of each locale, by its key. */
  indexes: Map<string, { key: string; json: string }>;
  /** The words of each CJK run seen so far. */
  segments: Map<string, string[]>;
  terms?: TermCache;
}

export const createSearchMemory = (): SearchMemory => ({ indexes: new Map(), segments: new Map() });

/**
 * The index JSON of each locale. With a `cacheDir`, an index whose documents
 * did not change is reused, and the terms of each text and the segmentation of
 * each Chinese run are cached on disk; `memory` spares reading those caches again.
 */
export async function buildSearchPayloads(input: PayloadInput, memory?: SearchMemory): Promise<string[]> {
  const dir = searchCacheDir(input);
  const caches = cachesOf(input);
  const { keys } = input;
  const jsons = await Promise.all(
    caches.map(async (cache, i) => {
      const known = memory?.indexes.get(input.locales[i]!);
      return known?.key === keys[i] ? known.json : cache.get(keys[i]!);
    }),
  );
  const stale = jsons.flatMap((json, i) => (json === undefined ? [i] : []));
  if (stale.length) {
    const runs = new Set<string>();
    for (const i of stale) cjkRuns(input.documents[i]!, runs);
    const unknown = memory ? [...runs].filter((run) => !memory.segments.has(run)) : [...runs];
    const words = unknown.length ? await segmentRuns(unknown, dir && path.join(dir, 'segments.json')) : new Map<string, string[]>();
    if (memory) for (const [run, list] of words) memory.segments.set(run, list);
    const segment = (run: string) => memory?.segments.get(run) ?? words.get(run) ?? [run];
    const memo: TermMemo = memory?.terms ?? (dir ? await TermCache.load(termsFile(dir), input.salt) : new Map());
    if (memory && memo instanceof TermCache) memory.terms = memo;
    for (const i of stale) {
      jsons[i] = JSON.stringify(buildSearchPayload(input.documents[i]!, { segment, memo }));
      await caches[i]!.set(keys[i]!, jsons[i]!);
    }
    if (memo instanceof TermCache) await memo.save();
  }
  jsons.forEach((json, i) => memory?.indexes.set(input.locales[i]!, { key: keys[i]!, json: json! }));
  return jsons as string[];
}

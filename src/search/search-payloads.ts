// The CPU-bound half of the search stage: from each locale's documents to its
// index JSON. The CLI runs it in its own thread or beside the rendering in a
// child process; `serve --watch` runs it in a child process (search-worker.ts)
// after each rebuild, with `SearchMemory` kept there between rebuilds.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSearchPayload } from './build-search-index.js';
import { indexCache } from './index-cache.js';
import { contentOf } from './section-tokens.js';
import { updatedPayload } from './index-update.js';
import { contentKeyOf, TokenCache } from './token-cache.js';
import type { SearchDocument } from '../model.js';

/** What indexing needs: plain data, so that it can be posted to a worker. */
export interface PayloadInput {
  /** Locale codes, one per entry of `documents`. */
  locales: string[];
  documents: SearchDocument[][];
  /** Each locale's payloadKey: an index is cached under it. */
  keys: string[];
  /** Per locale: the locale (position) whose index it takes unchanged pages from, and that index's URL; null for none. */
  shares: ({ from: number; url: string } | null)[];
  /** The config's `search.synonyms`. */
  synonyms: string[][];
  cacheDir?: string;
  /** Fingerprint of the tool's code: cached indexes of another version are not reused. */
  salt: string;
  /**
   * How each locale's index is written (index-output.ts): its path under the output folder, the base URL its
   * parts are linked by, and whether it is cut with the last build's cut kept in `cacheDir`.
   */
  out: { files: string[]; baseUrl: string; keptCut: boolean };
}

/** What an index is made of, as a hash: the tool's code (`salt`), its documents, the synonyms and the key of the index it shares pages with. */
export function payloadKey(salt: string, documents: SearchDocument[], extra: unknown): string {
  const hash = createHash('sha1').update(salt).update('\0');
  for (const doc of documents) hash.update(doc.url).update('\0').update(contentOf(doc)).update('\0');
  return hash.update(JSON.stringify(extra)).digest('hex');
}

/** Where the search caches live. */
const searchCacheDir = (input: { cacheDir?: string }) => input.cacheDir && path.join(input.cacheDir, 'search');

const cachesOf = (input: PayloadInput) => input.locales.map((locale) => indexCache(searchCacheDir(input), locale));

/** Whether earlier builds left indexes in `cacheDir`: then a build reuses or rebuilds them in its own thread rather than start a process. */
export const hasCachedTerms = (cacheDir: string | undefined) => !!cacheDir && existsSync(path.join(cacheDir, 'search'));

/** Every locale's index from the disk cache, or undefined when one of them is not there. */
export async function cachedPayloads(input: PayloadInput): Promise<string[] | undefined> {
  const caches = cachesOf(input);
  const jsons = await Promise.all(caches.map((cache, i) => cache.get(input.keys[i]!)));
  return jsons.every((json) => json !== undefined) ? (jsons as string[]) : undefined;
}

/** What a long-lived indexer keeps between runs: the last index of each locale, by its key, and the pages' tokens. */
export interface SearchMemory {
  indexes: Map<string, { key: string; json: string }>;
  tokens?: TokenCache;
}

export const createSearchMemory = (): SearchMemory => ({ indexes: new Map() });

/** The index JSON of each locale; with a `cacheDir` (or `memory`), an index whose key did not change is reused. */
export async function buildSearchPayloads(input: PayloadInput, memory?: SearchMemory): Promise<string[]> {
  const caches = cachesOf(input);
  const { keys } = input;
  const jsons = await Promise.all(
    caches.map(async (cache, i) => {
      const known = memory?.indexes.get(input.locales[i]!);
      return known?.key === keys[i] ? known.json : cache.get(keys[i]!);
    }),
  );
  if (jsons.includes(undefined)) {
    // Read only when an index is rebuilt: an unchanged site reads its indexes alone.
    const tokens = memory?.tokens ?? (await TokenCache.open(searchCacheDir(input), input.salt));
    if (memory) memory.tokens = tokens;
    tokens.prepare(input.documents.filter((_, i) => jsons[i] === undefined).flat());
    for (const [i, json] of jsons.entries()) {
      if (json !== undefined) continue;
      const share = input.shares[i];
      const shared = share ? { url: share.url, documents: input.documents[share.from]! } : undefined;
      const documents = input.documents[i]!;
      const options = { synonyms: input.synonyms, tokensOf: tokens.tokensOf, ...(shared && { shared }) };
      const contents = documents.map(contentKeyOf);
      const previous = await caches[i]!.previous();
      const updated = previous && updatedPayload(previous, documents, contents, { ...options, salt: input.salt, storedTokens: tokens.storedTokens });
      jsons[i] = updated ?? JSON.stringify(buildSearchPayload(documents, options));
      await caches[i]!.set(keys[i]!, jsons[i]!, { salt: input.salt, pages: documents.map((doc, d) => [doc.url, contents[d]!]) });
    }
    await tokens.save(input.documents);
  }
  jsons.forEach((json, i) => memory?.indexes.set(input.locales[i]!, { key: keys[i]!, json: json! }));
  return jsons as string[];
}

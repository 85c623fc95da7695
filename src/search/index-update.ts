// A locale's index after an edit, made from the last one rather than from
// every page: when the same pages are indexed in the same order and each page
// edited keeps its number of sections, every section keeps its id, and only
// the tokens of the edited pages' sections (before and after) change their
// lists. The result is the very JSON buildSearchPayload gives for the same
// pages (test/build/edit-rebuild.test.ts compares the files): rebuilding the
// token map of a whole site was most of an edit's build.
import { synonymKeys } from '../shared/search/synonyms.js';
import { decodeIds, encodeIds, shardTokens } from '../shared/search/packed-ids.js';
import { SEARCH_PAYLOAD_VERSION, type PackedShard, type SearchPayload } from '../shared/search/search-payload.js';
import { payloadPageOf, type PayloadOptions } from './build-search-index.js';
import { contentOf } from './section-tokens.js';
import type { SearchDocument } from '../model.js';

/** What the last index was made of: the tool (`salt`) and each page's URL and content key, in order. */
export interface IndexedPages {
  salt: string;
  pages: [url: string, content: string][];
}

/** The last index of a locale, with what it was made of. */
export interface PreviousIndex {
  json: string;
  indexed: IndexedPages;
}

/** An edit past this share of a locale's pages rebuilds its index whole: there is little left to reuse. */
const MOST_EDITED = 1 / 8;

interface Edited {
  doc: SearchDocument;
  /** Position among the pages the index holds itself (not shared), and the id of its first section. */
  page: number;
  first: number;
  before: string[];
}

/**
 * The index of `documents` made from `previous`, or undefined when it cannot
 * be (other pages or another order, a page edited into more or fewer
 * sections, pages shared otherwise, other synonyms, another tool): the caller
 * then builds it whole. `keys` are the documents' content keys, `tokensOf`
 * cuts a page, `storedTokens` gives the cut of a content key of the last build.
 */
export function updatedPayload(
  previous: PreviousIndex,
  documents: SearchDocument[],
  keys: string[],
  options: PayloadOptions & { salt: string; tokensOf: (doc: SearchDocument) => string[]; storedTokens: (key: string) => string[] | undefined },
): string | undefined {
  const { indexed } = previous;
  if (indexed.salt !== options.salt || indexed.pages.length !== documents.length) return undefined;
  const changed = new Set<number>();
  for (const [i, doc] of documents.entries()) {
    const [url, key] = indexed.pages[i]!;
    if (url !== doc.url) return undefined;
    if (key !== keys[i]) changed.add(i);
  }
  if (changed.size > Math.max(1, documents.length * MOST_EDITED)) return undefined;
  const payload = JSON.parse(previous.json) as SearchPayload;
  const [shard, ...moreShards] = payload.shards;
  const [fragment, ...moreFragments] = payload.fragments;
  if (payload.v !== SEARCH_PAYLOAD_VERSION || typeof shard !== 'object' || moreShards.length || !fragment || typeof fragment[1] !== 'object' || moreFragments.length)
    return undefined;
  if (JSON.stringify(payload.synonyms) !== JSON.stringify(synonymKeys(options.synonyms ?? []))) return undefined;

  const sharedBefore = new Set(payload.shared?.pages.map(([, url]) => url));
  const sharedAt = new Map(options.shared?.documents.map((doc, i) => [contentOf(doc), i]));
  const shared: [number, string][] = [];
  const edited: Edited[] = [];
  let page = 0;
  let first = 0;
  for (const [i, doc] of documents.entries()) {
    const at = sharedAt.get(contentOf(doc));
    if ((at !== undefined) !== sharedBefore.has(doc.url)) return undefined;
    if (at !== undefined) {
      shared.push([at, doc.url]);
      continue;
    }
    const sections = payload.sectionCounts[page];
    if (sections === undefined) return undefined;
    if (changed.has(i)) {
      const before = options.storedTokens(indexed.pages[i]![1]);
      if (!before || before.length !== sections || doc.sections.length !== sections) return undefined;
      edited.push({ doc, page, first, before });
    }
    page++;
    first += sections;
  }
  if (page !== payload.sectionCounts.length) return undefined;

  payload.shards = [retokened(shard, edited, options.tokensOf)];
  for (const { doc, page } of edited) fragment[1][page] = payloadPageOf(doc);
  if (payload.shared) payload.shared = { url: options.shared!.url, pages: shared };
  return JSON.stringify(payload);
}

/** The token map with the edited pages' sections taken out under their old tokens and put back under their new ones. */
function retokened(shard: PackedShard, edited: Edited[], tokensOf: (doc: SearchDocument) => string[]): PackedShard {
  const inEdited = (id: number) => edited.some(({ first, before }) => id >= first && id < first + before.length);
  const added = new Map<string, number[]>();
  const touched = new Set<string>();
  for (const { doc, first, before } of edited) {
    for (const tokens of before) for (const token of tokens.split(' ')) if (token) touched.add(token);
    for (const [s, tokens] of tokensOf(doc).entries()) {
      for (const token of tokens.split(' ')) {
        if (!token) continue;
        touched.add(token);
        const ids = added.get(token);
        if (!ids) added.set(token, [first + s]);
        else if (ids.at(-1) !== first + s) ids.push(first + s);
      }
    }
  }
  const tokens = shardTokens(shard);
  const lists = shard[1];
  // Each touched token's new list, '' for none; those the map did not hold yet, in order, to merge in.
  const replaced = new Map<number, string>();
  const fresh: [string, string][] = [];
  for (const token of touched) {
    const at = positionOf(tokens, token);
    const kept = at >= 0 ? decodeIds(lists[at]!).filter((id) => !inEdited(id)) : [];
    const ids = [...kept, ...(added.get(token) ?? [])].sort((a, b) => a - b);
    if (at >= 0) replaced.set(at, ids.length ? encodeIds(ids) : '');
    else if (ids.length) fresh.push([token, encodeIds(ids)]);
  }
  fresh.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const outTokens: string[] = [];
  const outLists: string[] = [];
  const put = (token: string, ids: string) => {
    outTokens.push(token);
    outLists.push(ids);
  };
  let next = 0;
  for (const [at, token] of tokens.entries()) {
    for (; next < fresh.length && fresh[next]![0] < token; next++) put(...fresh[next]!);
    const ids = replaced.get(at) ?? lists[at]!;
    if (ids) put(token, ids);
  }
  for (; next < fresh.length; next++) put(...fresh[next]!);
  return [outTokens.join('\n'), outLists];
}

/** Where `token` is in `sorted` (by UTF-16 code units, as `<` compares), or -1. */
function positionOf(sorted: string[], token: string): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = sorted[mid]!;
    if (at === token) return mid;
    if (at < token) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

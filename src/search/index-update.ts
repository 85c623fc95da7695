// A locale's index after an edit, made from the last one rather than from
// every page: when the same pages are indexed in the same order and each page
// edited keeps its number of sections, every section keeps its id, and only
// the tokens of the edited pages' sections (before and after) change their
// lists. The result is the very JSON buildSearchPayload gives for the same
// pages (test/build/edit-rebuild.test.ts compares the files): rebuilding the
// token map of a whole site was most of an edit's build.
import { synonymKeys } from '../shared/search/synonyms.js';
import { decodeIds, encodeIds, lowerBound, shardTokens } from '../shared/search/packed-ids.js';
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
  // Each token's sections among the edited pages' before and after: a token in the same sections keeps its list.
  const removed = new Map<string, number[]>();
  const added = new Map<string, number[]>();
  for (const { doc, first, before } of edited) {
    before.forEach((tokens, s) => sectionOf(removed, tokens, first + s));
    tokensOf(doc).forEach((tokens, s) => sectionOf(added, tokens, first + s));
  }
  const tokens = shardTokens(shard);
  const lists = shard[1];
  // The lists that change, in place; tokens that lose their last section, and new tokens, as splices.
  const splices: { at: number; token?: string; ids?: string }[] = [];
  for (const token of new Set([...removed.keys(), ...added.keys()])) {
    const gone = removed.get(token);
    const put = added.get(token);
    if (gone && put && gone.length === put.length && gone.every((id, i) => id === put[i])) continue;
    const at = positionOf(tokens, token);
    const kept = at >= 0 ? decodeIds(lists[at]!).filter((id) => !inEdited(id)) : [];
    const ids = [...kept, ...(put ?? [])].sort((a, b) => a - b);
    if (at >= 0 && ids.length) lists[at] = encodeIds(ids);
    else if (at >= 0) splices.push({ at });
    else if (ids.length) splices.push({ at: lowerBound(tokens, token), token, ids: encodeIds(ids) });
  }
  // From the end, so that each splice's position still holds: at one position, the token taken out first, then the new ones, last first.
  splices.sort((a, b) => b.at - a.at || (a.token === undefined ? -1 : b.token === undefined ? 1 : a.token < b.token ? 1 : -1));
  for (const { at, token, ids } of splices) {
    if (token === undefined) {
      tokens.splice(at, 1);
      lists.splice(at, 1);
    } else {
      tokens.splice(at, 0, token);
      lists.splice(at, 0, ids!);
    }
  }
  return [tokens.join('\n'), lists];
}

/** Section `id` added under each of its `tokens` (joined by spaces), each once. */
function sectionOf(ids: Map<string, number[]>, tokens: string, id: number): void {
  for (const token of tokens.split(' ')) {
    if (!token) continue;
    const list = ids.get(token);
    if (!list) ids.set(token, [id]);
    else if (list.at(-1) !== id) list.push(id);
  }
}

/** Where `token` is in `sorted`, or -1. */
function positionOf(sorted: string[], token: string): number {
  const at = lowerBound(sorted, token);
  return sorted[at] === token ? at : -1;
}

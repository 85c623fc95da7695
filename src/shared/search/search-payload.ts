// The search index files (search-index.json and its parts) as both sides see
// them. The index is FlexSearch's: its `map` export (token → section ids),
// packed (a string per token rather than nested arrays of numbers: quick to
// parse, its ids decoded only for the tokens a query looks up), in shards of
// sorted token ranges of about one size (Pagefind's way); the pages' text, for
// excerpts, adjacency and titles, is in fragments of a page or a few small ones. A small index holds its
// shard and fragment inline (one file); a large one names their files, and the
// browser fetches only the shards of a query's tokens and the fragments of the
// pages it shows (index-parts.ts cuts them).

/** Bumped when the files' shape or their contents change. */
export const SEARCH_PAYLOAD_VERSION = 6;

/** One token's entry in FlexSearch's `map` export, at resolution 1: [token, [section ids]]. */
export type TokenEntry = [token: string, ids: number[][]];

/**
 * Token entries packed: the tokens sorted, joined by newlines, and for each
 * its section ids (packed-ids.ts).
 */
export type PackedShard = [tokens: string, ids: string[]];

/** [heading id ('' before the first heading), heading, text, identifiers of its code joined by spaces]. */
export type PayloadSection = [id: string, heading: string, text: string, code: string];

/** [url, title, other names of the page joined by spaces (its h1 when it differs, its URL slug), sections]. */
export type PayloadPage = [url: string, title: string, aliases: string, sections: PayloadSection[]];

/** Inline data, or the URL of the file that holds it. */
export type Part<T> = T | string;

/** The content of search-index.json. */
export interface SearchPayload {
  v: typeof SEARCH_PAYLOAD_VERSION;
  /** How many sections each page has, in page order: section ids count through the pages. */
  sectionCounts: number[];
  /** The token index in shards of sorted ranges: a token is in shard `shardOf(token, shardStarts)` (index-tokens.ts). */
  shards: Part<PackedShard>[];
  /** The first key (index-tokens.ts shardKey) of each shard's range, ascending; the first is ''. */
  shardStarts: string[];
  /** The pages in runs, each run with the position of its first page. */
  fragments: [firstPage: number, pages: Part<PayloadPage[]>][];
  /** Names of the same thing (the config's `search.synonyms`) as the query side keys them (synonyms.ts synonymKeys()), applied to queries. */
  synonyms: string[][];
  /**
   * Pages of another locale's index that this locale shows unchanged (pages
   * without a translation): the other index's URL, and the position there and
   * URL here of each page. Indexed once for both locales, not copied.
   */
  shared?: { url: string; pages: [position: number, url: string][] };
}

/** A part file: a shard or a run of pages. */
export interface SearchPayloadPart<T> {
  v: typeof SEARCH_PAYLOAD_VERSION;
  data: T;
}

// The search index file (search-index.json) as both sides see it. The index is
// the pages' text itself, which the browser scans (text-haystack.ts): it is
// needed for excerpts anyway, and scanning finds every phrase a page holds,
// which an index of cut terms could not (a pair of characters across two
// words, a word glued to the next by a table cell).

/** Bumped when the file's shape or its contents change. */
export const SEARCH_PAYLOAD_VERSION = 2;

/** [page position, heading id ('' before the first heading), heading, text, identifiers of its code joined by spaces]. */
export type PayloadSection = [page: number, id: string, heading: string, text: string, code: string];

/** The content of search-index.json. */
export interface SearchPayload {
  v: typeof SEARCH_PAYLOAD_VERSION;
  /** [url, title, other names of the page joined by spaces (its h1 when it differs, its URL slug)]. */
  pages: [url: string, title: string, aliases: string][];
  /** The sections of every page, in page order. */
  sections: PayloadSection[];
  /** Names of the same thing (domain-terms.ts and the config's `search.synonyms`), applied to queries. */
  synonyms: string[][];
  /**
   * Pages of another locale's index that this locale shows unchanged (pages
   * without a translation): the other index's URL, and the position there and
   * URL here of each page. Indexed once for both locales, not copied.
   */
  shared?: { url: string; pages: [position: number, url: string][] };
  /**
   * An index too large for one file lists the files its sections are in
   * (`sections` is then empty): fetched with it, their sections follow in order.
   */
  parts?: string[];
}

/** A file of an index's sections (SearchPayload.parts). */
export interface SearchPayloadPart {
  v: typeof SEARCH_PAYLOAD_VERSION;
  sections: PayloadSection[];
}

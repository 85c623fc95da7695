// The search index file (search-index.json) as both sides see it, and the
// FlexSearch settings it is written and read with.
import { Encoder, Index } from 'flexsearch';

/** Bumped when the file's shape or its terms change. */
export const SEARCH_PAYLOAD_VERSION = 1;

/** The indexes of a locale: titles per page, headings and body text per section. */
export const SEARCH_FIELDS = ['title', 'heading', 'body'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The content of search-index.json: the documents and their FlexSearch indexes. */
export interface SearchPayload {
  v: typeof SEARCH_PAYLOAD_VERSION;
  /** [url, title] of each page; `title` ids are positions in this list. */
  pages: [url: string, title: string][];
  /** [page position, heading id ('' before the first heading), heading, text]; `heading` and `body` ids are positions here. */
  sections: [page: number, id: string, heading: string, text: string][];
  /** FlexSearch's export of each field's index: key → data, as FlexSearch writes them. */
  index: Record<SearchField, Record<string, unknown>>;
}

/**
 * A FlexSearch index of already-cut terms: the text it gets is the terms
 * separated by spaces, and a search is one term. Encoding is off (terms are
 * folded and stemmed by our own tokenizer, and FlexSearch's default would
 * merge the double letters of `ssl`); one resolution slot, as ranking is ours.
 */
export function createFieldIndex(): Index {
  return new Index({
    tokenize: 'strict',
    resolution: 1,
    encoder: new Encoder({ split: ' ', normalize: false, dedupe: false, numeric: false, minlength: 1 }),
  });
}

/** The terms of an exported index, read from its `map` data (`[[term, [[ids]]], …]`). */
export function exportedTerms(exported: Record<string, unknown>): string[] {
  const terms: string[] = [];
  for (const [key, data] of Object.entries(exported)) {
    if (!/(^|\.)map$/.test(key) || !Array.isArray(data)) continue;
    for (const entry of data) if (Array.isArray(entry) && typeof entry[0] === 'string') terms.push(entry[0]);
  }
  return terms;
}

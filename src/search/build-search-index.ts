import { encodeIds } from '../shared/search/packed-ids.js';
import { synonymKeys } from '../shared/search/synonyms.js';
import { SEARCH_PAYLOAD_VERSION, type PackedShard, type PayloadPage, type SearchPayload } from '../shared/search/search-payload.js';
import { codeTerms } from './code-terms.js';
import { contentOf, sectionTokens } from './section-tokens.js';
import type { SearchDocument } from '../model.js';

/** What a locale's index is built with besides its documents. */
export interface PayloadOptions {
  /** Names of the same thing (config `search.synonyms`). */
  synonyms?: readonly (readonly string[])[];
  /** Another locale's index (its URL and documents): pages of this one with the same content are taken from it, not copied. */
  shared?: { url: string; documents: SearchDocument[] };
  /** Each section's tokens joined by spaces (sectionTokens, or a cache of it: token-cache.ts). */
  tokensOf?: (doc: SearchDocument) => string[];
}

/**
 * The search index of one locale, whole (index-parts.ts cuts it into files):
 * the token → section ids map FlexSearch's `map` export would give for each
 * section's tokens (section-tokens.ts) at resolution 1, and each page's
 * text; a page that `shared` holds unchanged is listed by its position there.
 * The map is made here rather than by FlexSearch: the same entries, without
 * an index to build and serialise (a second of an edit's build on our site).
 */
export function buildSearchPayload(documents: SearchDocument[], options: PayloadOptions = {}): SearchPayload {
  const tokensOf = options.tokensOf ?? sectionTokens;
  const ids = new Map<string, number[]>();
  const pages: PayloadPage[] = [];
  const sectionCounts: number[] = [];
  const sharedAt = new Map(options.shared?.documents.map((doc, i) => [contentOf(doc), i]));
  const shared: [number, string][] = [];
  let id = 0;
  for (const doc of documents) {
    const at = sharedAt.get(contentOf(doc));
    if (at !== undefined) {
      shared.push([at, doc.url]);
      continue;
    }
    for (const tokens of tokensOf(doc)) addSection(ids, id++, tokens);
    sectionCounts.push(doc.sections.length);
    pages.push(payloadPageOf(doc));
  }
  const payload: SearchPayload = {
    v: SEARCH_PAYLOAD_VERSION,
    sectionCounts,
    shards: [packed(ids)],
    shardStarts: [''],
    fragments: [[0, pages]],
    synonyms: synonymKeys(options.synonyms ?? []),
  };
  if (shared.length) payload.shared = { url: options.shared!.url, pages: shared };
  return payload;
}

/** A page's text as the index gives it (title, other names, sections). */
export const payloadPageOf = (doc: SearchDocument): PayloadPage => [
  doc.url,
  doc.title,
  doc.aliases.join(' '),
  doc.sections.map((s) => [s.id, s.heading, s.text, codeTerms(s.code)]),
];

/** Section `id` under each of its tokens, as FlexSearch's `add` does: an empty section or token skipped, a token once. */
function addSection(ids: Map<string, number[]>, id: number, tokens: string): void {
  if (!tokens) return;
  for (const token of tokens.split(' ')) {
    if (!token) continue;
    const list = ids.get(token);
    if (!list) ids.set(token, [id]);
    else if (list.at(-1) !== id) list.push(id);
  }
}

/** The map as packEntries packs FlexSearch's: tokens sorted (by UTF-16 code units, as `<` compares), each one's ids ascending (as added). */
function packed(ids: Map<string, number[]>): PackedShard {
  const tokens = [...ids.keys()].sort();
  return [tokens.join('\n'), tokens.map((token) => encodeIds(ids.get(token)!))];
}

/** Whether some of `documents` are pages of `shared` left as they are (untranslated): an index then takes them from there. */
export function sharesPages(documents: SearchDocument[], shared: SearchDocument[]): boolean {
  const contents = new Set(shared.map(contentOf));
  return documents.some((doc) => contents.has(contentOf(doc)));
}

import { Index } from 'flexsearch';
import { HEADING, TITLE, textTokens } from '../shared/search/index-tokens.js';
import { packEntries } from '../shared/search/packed-ids.js';
import { SEARCH_PAYLOAD_VERSION, type PayloadPage, type SearchPayload, type TokenEntry } from '../shared/search/search-payload.js';
import { codeTerms } from './code-terms.js';
import { segmentRun } from './segmenter.js';
import type { SearchDocument } from '../model.js';

/** What a locale's index is built with besides its documents. */
export interface PayloadOptions {
  /** Names of the same thing (config `search.synonyms`). */
  synonyms?: readonly (readonly string[])[];
  /** Another locale's index (its URL and documents): pages of this one with the same content are taken from it, not copied. */
  shared?: { url: string; documents: SearchDocument[] };
}

/**
 * The search index of one locale, whole (index-parts.ts cuts it into files):
 * a FlexSearch index of every section's tokens (index-tokens.ts), its title's
 * and heading's also under their prefixes and with segmentit's words, and
 * each page's text; a page that
 * `shared` holds unchanged is listed by its position there.
 */
export function buildSearchPayload(documents: SearchDocument[], options: PayloadOptions = {}): SearchPayload {
  // The tokens are cut here: FlexSearch only splits them apart again.
  const index = new Index({ tokenize: 'strict', resolution: 1, encode: (text: string) => text.split(' ') });
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
    const aliases = doc.aliases.join(' ');
    const title = [...textTokens(`${doc.title} ${aliases}`, segmentRun)].map((t) => TITLE + t);
    doc.sections.forEach((section, i) => {
      const code = codeTerms(section.code);
      const heading = textTokens(section.heading, segmentRun);
      // The segmenter cuts titles and headings only: it takes seconds for a site's text, whose pairs find any phrase anyway.
      const tokens = textTokens(`${section.text} ${code}`, undefined, new Set(heading));
      const all = [...tokens, ...[...heading].map((t) => HEADING + t), ...(i === 0 ? title : [])];
      index.add(id++, all.join(' '));
    });
    sectionCounts.push(doc.sections.length);
    pages.push([doc.url, doc.title, aliases, doc.sections.map((s) => [s.id, s.heading, s.text, codeTerms(s.code)])]);
  }
  const payload: SearchPayload = {
    v: SEARCH_PAYLOAD_VERSION,
    sectionCounts,
    shards: [packEntries(exportTokens(index))],
    fragments: [[0, pages]],
    synonyms: (options.synonyms ?? []).map((group) => [...group]),
  };
  if (shared.length) payload.shared = { url: options.shared!.url, pages: shared };
  return payload;
}

/** FlexSearch's `map` export: what a search needs (its `reg`, the list of ids, is only for updates and removals). */
function exportTokens(index: Index): TokenEntry[] {
  const entries: TokenEntry[] = [];
  index.export((key: string, data: string) => {
    if (key.endsWith('map')) for (const entry of JSON.parse(data) as TokenEntry[]) entries.push(entry);
  });
  return entries;
}

/** Whether some of `documents` are pages of `shared` left as they are (untranslated): an index then takes them from there. */
export function sharesPages(documents: SearchDocument[], shared: SearchDocument[]): boolean {
  const contents = new Set(shared.map(contentOf));
  return documents.some((doc) => contents.has(contentOf(doc)));
}

/** What a page shows, without its URL: equal for a page and its untranslated copy in another locale. */
const contentOf = (doc: SearchDocument) => JSON.stringify([doc.title, doc.aliases, doc.sections]);

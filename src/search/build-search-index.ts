import { DOMAIN_TERMS } from '../shared/search/domain-terms.js';
import { SEARCH_PAYLOAD_VERSION, type SearchPayload } from '../shared/search/search-payload.js';
import { codeTerms } from './code-terms.js';
import type { SearchDocument } from '../model.js';

/** What a locale's index is built with besides its documents. */
export interface PayloadOptions {
  /** Names of the same thing the site adds to the built-in table (config `search.synonyms`). */
  synonyms?: readonly (readonly string[])[];
  /** Another locale's index (its URL and documents): pages of this one with the same content are taken from it, not copied. */
  shared?: { url: string; documents: SearchDocument[] };
}

/**
 * The search index of one locale: each page's URL, title and other names, each
 * section's heading, text and code identifiers, and the domain-term table; a
 * page that `shared` holds unchanged is listed by its position there.
 */
export function buildSearchPayload(documents: SearchDocument[], options: PayloadOptions = {}): SearchPayload {
  const payload: SearchPayload = {
    v: SEARCH_PAYLOAD_VERSION,
    pages: [],
    sections: [],
    synonyms: [...DOMAIN_TERMS, ...(options.synonyms ?? [])].map((group) => [...group]),
  };
  const sharedAt = new Map(options.shared?.documents.map((doc, i) => [contentOf(doc), i]));
  const shared: [number, string][] = [];
  for (const doc of documents) {
    const at = sharedAt.get(contentOf(doc));
    if (at !== undefined) {
      shared.push([at, doc.url]);
      continue;
    }
    const page = payload.pages.length;
    payload.pages.push([doc.url, doc.title, doc.aliases.join(' ')]);
    for (const section of doc.sections) payload.sections.push([page, section.id, section.heading, section.text, codeTerms(section.code)]);
  }
  if (shared.length) payload.shared = { url: options.shared!.url, pages: shared };
  return payload;
}

/** What a page shows, without its URL: equal for a page and its untranslated copy in another locale. */
/** Whether some of `documents` are pages of `shared` left as they are (untranslated): an index then takes them from there. */
export function sharesPages(documents: SearchDocument[], shared: SearchDocument[]): boolean {
  const contents = new Set(shared.map(contentOf));
  return documents.some((doc) => contents.has(contentOf(doc)));
}

const contentOf = (doc: SearchDocument) => JSON.stringify([doc.title, doc.aliases, doc.sections]);

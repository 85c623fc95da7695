import { indexTerms, type Segment } from '../shared/search/index-terms.js';
import { createFieldIndex, SEARCH_FIELDS, SEARCH_PAYLOAD_VERSION, type SearchField, type SearchPayload } from '../shared/search/search-payload.js';
import { cjkRunsOf } from '../shared/search/text-runs.js';
import { codeTerms } from './code-terms.js';
import type { SearchDocument } from './search-documents.js';

/** Every CJK run of the documents' titles, headings and text: what segmentation must cut. */
export function cjkRuns(documents: SearchDocument[], into: Set<string> = new Set()): Set<string> {
  const add = (text: string) => {
    for (const run of cjkRunsOf(text)) into.add(run);
  };
  for (const doc of documents) {
    [doc.title, ...doc.aliases].forEach(add);
    for (const section of doc.sections) {
      add(section.heading);
      add(section.text);
    }
  }
  return into;
}

/**
 * Terms already cut, by text: locales share most texts (an untranslated page
 * falls back), so each is cut once per build; a TermCache keeps them between builds.
 */
export interface TermMemo {
  get(key: string): string | undefined;
  set(key: string, terms: string): unknown;
}

/**
 * The search index of one locale: each page's titles, each section's heading,
 * and each section's text with the identifiers of its code, cut into terms
 * (CJK by `segment`) and indexed by FlexSearch, with the documents the browser
 * shows (URL, title, heading, text for excerpts).
 */
export function buildSearchPayload(documents: SearchDocument[], options: { segment: Segment; memo?: TermMemo }): SearchPayload {
  const indexes = Object.fromEntries(SEARCH_FIELDS.map((f) => [f, createFieldIndex()])) as Record<SearchField, ReturnType<typeof createFieldIndex>>;
  const memo: TermMemo = options.memo ?? new Map();
  // Terms joined by spaces: what a FlexSearch index of cut terms takes.
  const cut = (key: string, make: () => Set<string>) => {
    let terms = memo.get(key);
    if (terms === undefined) memo.set(key, (terms = [...make()].join(' ')));
    return terms;
  };
  const terms = (texts: string[]) => cut(`t\0${texts.join('\0')}`, () => {
    const set = new Set<string>();
    for (const text of texts) indexTerms(text, options.segment, set);
    return set;
  });
  const body = (text: string, code: string) => cut(`b\0${text}\0${code}`, () => codeTerms(code, indexTerms(text, options.segment)));
  const add = (field: SearchField, id: number, joined: string) => joined && indexes[field].add(id, joined);
  const payload: SearchPayload = { v: SEARCH_PAYLOAD_VERSION, pages: [], sections: [], index: { title: {}, heading: {}, body: {} } };
  documents.forEach((doc, page) => {
    payload.pages.push([doc.url, doc.title]);
    add('title', page, terms([doc.title, ...doc.aliases]));
    for (const section of doc.sections) {
      const id = payload.sections.length;
      payload.sections.push([page, section.id, section.heading, section.text]);
      add('heading', id, terms([section.heading]));
      add('body', id, body(section.text, section.code));
    }
  });
  for (const field of SEARCH_FIELDS) {
    // The handler is synchronous, so the export is too; data are parsed back so the file is one JSON document.
    void indexes[field].export((key, data) => {
      payload.index[field][key] = JSON.parse(data);
    });
  }
  return payload;
}

// The query side of search, the same in the browser and in Node (tests,
// benchmarks): a loaded search-index.json answers queries with ranked pages.
import type { Index } from 'flexsearch';
import { makeExcerpt, type ExcerptPart } from './excerpt.js';
import { queryGroups } from './query-terms.js';
import { rankPages, type GroupHits } from './rank.js';
import { createFieldIndex, exportedTerms, SEARCH_FIELDS, SEARCH_PAYLOAD_VERSION, type SearchField, type SearchPayload } from './search-payload.js';
import { foldText } from './text-runs.js';
import { Vocabulary } from './vocabulary.js';

/** One page found by a query. */
export interface SearchHit {
  url: string;
  title: string;
  /** The heading of the best-matching section; '' when it is the text before the first heading. */
  heading: string;
  /** The id of that heading, for the link's #fragment; '' for none. */
  anchor: string;
  /** At most 50 characters around the matches, matched terms marked. */
  excerpt: ExcerptPart[];
}

/** What a query found: the pages, best first, and the index terms it matched (to highlight on the target page). */
export interface SearchResults {
  hits: SearchHit[];
  terms: string[];
}

/** A loaded index: answers queries synchronously. */
export interface SearchEngine {
  search(query: string, options?: { limit?: number }): SearchResults;
}

const TITLE_IS_QUERY = 2;
const TITLE_HAS_QUERY = 1.5;
/** Text as compared with a title: folded, without spaces. */
const compact = (text: string) => foldText(text).replace(/\s+/g, '');

/** Loads a search-index.json payload (parsed) into FlexSearch indexes; throws on a payload of another version. */
export function loadSearchEngine(payload: SearchPayload): SearchEngine {
  if (payload.v !== SEARCH_PAYLOAD_VERSION) throw new Error(`search index version ${String(payload.v)}, expected ${SEARCH_PAYLOAD_VERSION}`);
  const indexes = {} as Record<SearchField, Index>;
  const terms: string[] = [];
  for (const field of SEARCH_FIELDS) {
    const index = createFieldIndex();
    // FlexSearch's import takes the data it exported, already parsed or as text.
    for (const [key, data] of Object.entries(payload.index[field])) index.import(key, data as string);
    indexes[field] = index;
    terms.push(...exportedTerms(payload.index[field]));
  }
  const vocabulary = new Vocabulary(terms);
  const titles = payload.pages.map(([, title]) => compact(title));
  const firstSection = new Map<number, number>();
  payload.sections.forEach(([page], i) => firstSection.has(page) || firstSection.set(page, i));
  // A heading with only code or subheadings under it: the excerpt comes from the next text of its page.
  const textFrom = (section: number) => {
    const page = payload.sections[section]![0];
    for (let s = section; s < payload.sections.length && payload.sections[s]![0] === page; s++) if (payload.sections[s]![3]) return payload.sections[s]![3];
    return '';
  };
  const lookup = (field: SearchField, groupTerms: string[], limit: number) => {
    const ids = new Set<number>();
    for (const term of groupTerms) for (const id of indexes[field].search(term, { limit })) ids.add(id as number);
    return ids;
  };

  return {
    search(query, options = {}) {
      const groups = queryGroups(query, vocabulary);
      if (!groups.length) return { hits: [], terms: [] };
      const hits: GroupHits[] = groups.map((group) => ({
        group,
        title: lookup('title', group.terms, payload.pages.length),
        heading: lookup('heading', group.terms, payload.sections.length),
        body: lookup('body', group.terms, payload.sections.length),
      }));
      const matched = [...new Set(groups.flatMap((g) => g.terms))];
      const phrase = compact(query);
      const ranked = rankPages(hits, {
        pageOf: (s) => payload.sections[s]![0],
        sectionCount: payload.sections.length,
        // A title that is the query, or holds it as written, is what the reader is after.
        pageBoost: (page) => (titles[page] === phrase ? TITLE_IS_QUERY : phrase.length > 1 && titles[page]!.includes(phrase) ? TITLE_HAS_QUERY : 1),
      });
      const limited = options.limit === undefined ? ranked : ranked.slice(0, options.limit);
      return {
        terms: matched,
        hits: limited.map(({ page, section }) => {
          const [url, title] = payload.pages[page]!;
          const at = section >= 0 ? section : firstSection.get(page)!;
          const [, anchor, heading] = payload.sections[at]!;
          return { url, title, heading, anchor, excerpt: makeExcerpt(textFrom(at), matched) };
        }),
      };
    },
  };
}

// The query side of search, the same in the browser and in Node (tests,
// benchmarks): a loaded search-index.json answers queries with ranked pages,
// found by scanning the pages' text for each unit of the query.
import { makeExcerpt, type ExcerptPart } from './excerpt.js';
import { queryUnits, type QueryContext, type QueryUnit } from './query-units.js';
import { rankPages, type UnitHits } from './rank.js';
import { SEARCH_PAYLOAD_VERSION, type PayloadSection, type SearchPayload } from './search-payload.js';
import { Synonyms } from './synonyms.js';
import { FIELD_HEADING, foldForScan, TextHaystack, type FieldMatch } from './text-haystack.js';
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import { TypoIndex } from './typos.js';
import { allWordTerms } from './word-terms.js';

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

/** What a query found: the pages, best first, and the terms it matched (to highlight on the target page). */
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
/** A correction of a misspelt word: below every match of what was typed. */
const TYPO = 0.5;
/** A unit whose parts (pairs of a CJK run, words of a name) are in one section but not together: below the unit whole. */
const SCATTERED = 0.6;
/** Text as compared with a title: folded, without spaces. */
const compact = (text: string) => foldForScan(text).replace(/ /g, '');

/**
 * Loads a search-index.json payload (parsed) into an engine; `shared` is the
 * index its `shared` field names (the pages it shows from another locale).
 * Throws on a payload of another version.
 */
export function loadSearchEngine(payload: SearchPayload, shared?: SearchPayload): SearchEngine {
  for (const p of [payload, shared]) if (p && p.v !== SEARCH_PAYLOAD_VERSION) throw new Error(`search index version ${String(p.v)}, expected ${SEARCH_PAYLOAD_VERSION}`);
  const { pages, sections } = mergeShared(payload, shared);
  const haystack = new TextHaystack(sections);
  const titleHaystack = new TextHaystack(pages.map(([, title, aliases]): PayloadSection => [0, '', title, aliases, '']));
  const context: QueryContext = { synonyms: new Synonyms(payload.synonyms), identifiers: haystack.identifiers() };
  const typos = new TypoIndex(new Set([...haystack.words(), ...titleHaystack.words()]));
  const titles = pages.map(([, title]) => compact(title));
  const firstSection = new Map<number, number>();
  sections.forEach(([page], i) => firstSection.has(page) || firstSection.set(page, i));
  // A heading with only code or subheadings under it: the excerpt comes from the next text of its page.
  const textFrom = (section: number) => {
    const page = sections[section]![0];
    for (let s = section; s < sections.length && sections[s]![0] === page; s++) if (sections[s]![3]) return sections[s]![3];
    return '';
  };

  /** Where a unit is found, and the phrases that found it. */
  const lookup = (unit: QueryUnit, found: Set<string>): UnitHits => {
    const hits: UnitHits = { sections: new Map(), titles: new Map() };
    const scan = (phrase: string, strength: number, minFit: number) => {
      let any = false;
      for (const [s, m] of haystack.find(phrase, minFit)) {
        any = true;
        const known = hits.sections.get(s);
        const st = strength * fitFactor(m, unit.typing);
        if (!known) hits.sections.set(s, { strength: st, fields: m.fields });
        else {
          known.strength = Math.max(known.strength, st);
          known.fields |= m.fields;
        }
      }
      for (const [page, m] of titleHaystack.find(phrase, minFit)) {
        any = true;
        hits.titles.set(page, Math.max(hits.titles.get(page) ?? 0, strength * fitFactor(m, unit.typing)));
      }
      if (any) found.add(phrase);
    };
    for (const alt of unit.alternatives) scan(alt.phrase, alt.strength, alt.minFit);
    if (unit.word && !hits.sections.size && !hits.titles.size) for (const word of typos.corrections(unit.text)) scan(word, TYPO, 0.5);
    if (unit.parts.length) scatter(unit.parts, hits, found);
    return hits;
  };
  /** Sections holding most of `parts`, not already found holding them together. */
  const scatter = (parts: string[], hits: UnitHits, found: Set<string>) => {
    const counts = new Map<number, number>();
    const partFinds = parts.map((part) => haystack.find(part, 0.5));
    for (const finds of partFinds) for (const s of finds.keys()) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const [s, n] of counts) {
      const share = n / parts.length;
      if (share < 0.5) continue;
      const strength = SCATTERED * share;
      const known = hits.sections.get(s);
      if (known && known.strength >= strength) continue;
      let fields = 0;
      for (const finds of partFinds) fields |= finds.get(s)?.fields ?? 0;
      hits.sections.set(s, { strength, fields });
      parts.forEach((part, i) => partFinds[i]!.has(s) && found.add(part));
    }
  };

  return {
    search(query, options = {}) {
      const units = queryUnits(query, context);
      if (!units.length) return { hits: [], terms: [] };
      const found = new Set<string>();
      const unitHits = units.map((unit) => lookup(unit, found));
      const phrase = foldForScan(query).trim();
      const wholeTitle = compact(query);
      const ranked = rankPages(unitHits, {
        pageOf: (s) => sections[s]![0],
        sectionCount: sections.length,
        headingField: FIELD_HEADING,
        holdsQuery: (s, page) => (s >= 0 ? haystack.sectionText(s) : titleHaystack.sectionText(page)).includes(phrase),
        // A title that is the query, or holds it as written, is what the reader is after.
        pageBoost: (page) => (titles[page] === wholeTitle ? TITLE_IS_QUERY : wholeTitle.length > 1 && titles[page]!.includes(wholeTitle) ? TITLE_HAS_QUERY : 1),
      });
      const limited = options.limit === undefined ? ranked : ranked.slice(0, options.limit);
      const terms = highlightTerms(found);
      return {
        terms,
        hits: limited.map(({ page, section }) => {
          const [url, title] = pages[page]!;
          const at = section >= 0 ? section : firstSection.get(page)!;
          const [, anchor, heading] = sections[at]!;
          return { url, title, heading, anchor, excerpt: makeExcerpt(textFrom(at), terms) };
        }),
      };
    },
  };
}

/** How much a match's fit counts: the start of a longer word is nearly whole while that word is being typed. */
const fitFactor = (m: FieldMatch, typing: boolean) => (m.fit === 0.5 && typing ? 0.9 : m.fit);

/** The pages and sections of a payload with those it takes from `shared` (at its URLs) after its own. */
function mergeShared(payload: SearchPayload, shared: SearchPayload | undefined): { pages: SearchPayload['pages']; sections: PayloadSection[] } {
  if (!payload.shared || !shared) return payload;
  const pages = [...payload.pages];
  const sections = [...payload.sections];
  const position = new Map<number, number>();
  for (const [from, url] of payload.shared.pages) {
    position.set(from, pages.length);
    const [, title, aliases] = shared.pages[from]!;
    pages.push([url, title, aliases]);
  }
  for (const [page, ...rest] of shared.sections) {
    const at = position.get(page);
    if (at !== undefined) sections.push([at, ...rest]);
  }
  return { pages, sections };
}

/** The terms the page highlighter and excerpts mark (term-ranges.ts) for the phrases a query found: words, and CJK by pairs. */
function highlightTerms(phrases: Set<string>): string[] {
  const terms = new Set<string>();
  for (const phrase of phrases) {
    for (const run of textRuns(phrase)) {
      if (run.kind === 'word') for (const term of allWordTerms(run.text)) terms.add(term);
      else {
        const chars = charsOf(run.text);
        for (const term of chars.length > 1 ? bigramsOf(chars) : chars) terms.add(term);
      }
    }
  }
  return [...terms];
}

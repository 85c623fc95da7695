// The query side of search, the same in the browser and in Node (tests,
// benchmarks): a query is cut into units (query-units.ts), each unit looked
// up as tokens in the FlexSearch index of its locale (and of the index it
// takes untranslated pages from: engine-sources.ts), and the pages ranked
// (rank.ts). prepare() fetches what a query needs (the shards of its tokens,
// the text of the pages it would show); search() then answers it at once.
import { EngineSources, folded } from './engine-sources.js';
import { makeExcerpt, type ExcerptPart } from './excerpt.js';
import type { PartLoader } from './index-source.js';
import { HEADING, TITLE } from './index-tokens.js';
import { type Alternative, phraseTokens, queryUnits, type QueryUnit } from './query-units.js';
import { rankPages, type RankedPage, type RankedPages, type UnitHits } from './rank.js';
import type { PayloadPage, SearchPayload } from './search-payload.js';
import { Synonyms } from './synonyms.js';
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import { allWordTerms, stem } from './word-terms.js';

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

export interface SearchOptions {
  limit?: number;
  /** Pages left out of the hits by their URL (the docs of other versions than the one read). */
  skip?: (url: string) => boolean;
}

/** A loaded index: prepare() fetches what a query needs (undefined when it is all here), search() answers it synchronously with what is here. */
export interface SearchEngine {
  prepare(query: string, options?: SearchOptions): Promise<void> | undefined;
  search(query: string, options?: SearchOptions): SearchResults;
}

const FIELD_HEADING = 1;
const FIELD_BODY = 2;
const TITLE_IS_QUERY = 2;
const TITLE_HAS_QUERY = 1.5;
/** A plural typed (accesses) where the section holds only another form of the word (access): below the form typed. */
const OTHER_FORM = 0.85;
/** A page that holds the query as typed somewhere, against pages that hold its pieces, another form or other names. */
const AS_TYPED = 1.5;
/** A page holding the query n times (n > 1) scores 1 + TF·log2(n) times more: of two pages that hold it, the one about it first. */
const TF = 0.05;
/** A correction of a misspelt word: below every match of what was typed. */
const TYPO = 0.5;
/** A unit whose parts (pairs of a CJK run, words of a name) are in one section but not together: below the unit whole. */
const SCATTERED = 0.6;
/** Several tokens of an alternative in a section whose text is not here yet / holds them apart. */
const UNSURE = 0.9;
const APART = 0.7;
/** The start of a longer word: nearly whole while it is being typed. */
const PREFIX = 0.5;
const PREFIX_TYPING = 0.9;
const MAX_PREFIXES = 30;
/** Unit lookups kept (a common word's hold thousands of sections). */
const MAX_KEPT_LOOKUPS = 16;
/** Pages beyond those whose text is fetched to see whether they hold a phrase's tokens together. */
const MAX_VERIFIED = 24;

/** The letters a misspelt word shares with its corrections, whose shards are fetched to correct it (typos.ts: the first is rarely the slip). */
const TYPO_PREFIX = 2;

const compact = (text: string) => folded(text).replace(/ /g, '');

/** Opens an index payload; `load` fetches its part files and the index it takes untranslated pages from. */
export async function openSearchEngine(payload: SearchPayload, load: PartLoader): Promise<SearchEngine> {
  const shared = payload.shared ? ((await load(payload.shared.url)) as SearchPayload) : undefined;
  return new QueryEngine(new EngineSources(payload, shared, load), new Synonyms(payload.synonyms));
}

/** A query's pages ranked, the phrases that found them, and the pages whose text would tell whether they hold a phrase together. */
interface Ranking {
  ranked: RankedPages;
  found: Set<string>;
  unsure: Set<number>;
  /** Words found nowhere, whose corrections were looked for. */
  misspelt: Set<string>;
}

/** A unit's lookup with what it noted: the phrases that found it, pages whose text would tell, words found nowhere. */
interface KeptLookup {
  hits: UnitHits;
  found: string[];
  unsure: number[];
  misspelt: string[];
}

class QueryEngine implements SearchEngine {
  private last?: Ranking & { key: string };
  /** The units of the last query: a keystroke asks prepare() then search() for the same one. */
  private lastUnits?: { query: string; units: QueryUnit[] };
  /** Pages of the ranking under way whose text would tell whether they hold a phrase together. */
  private unsure = new Set<number>();
  /** Words of the ranking under way found nowhere. */
  private misspelt = new Set<string>();
  /** lookupKept() by unit, while `lookupsLoaded` is what is loaded. */
  private readonly lookups = new Map<string, KeptLookup>();
  private lookupsLoaded = '';

  constructor(
    private readonly sources: EngineSources,
    private readonly synonyms: Synonyms,
  ) {}

  prepare(query: string, options: SearchOptions = {}): Promise<void> | undefined {
    const units = this.unitsOf(query);
    const tokens = [...phraseTokens(query), ...units.flatMap((u) => [u.text, ...u.parts, ...u.alternatives.flatMap((a) => a.tokens)])];
    const prefixes = units.flatMap((u) => (u.word ? [stem(u.text)] : u.alternatives.length === 1 && charsOf(u.text).length === 1 ? [u.text] : []));
    const shards = this.sources.loadTokens(tokens, prefixes);
    if (shards) return shards.then(() => this.prepare(query, options));
    // Ranking moves once titles and text are here: fetch until the pages that would be shown are all here.
    const { ranked, unsure, misspelt } = this.ranked(query, units);
    // A word found nowhere is corrected from the words that share its first letters: their shards first.
    const more = misspelt.size
      ? this.sources.loadTokens(
          [],
          [...misspelt].map((word) => word.slice(0, TYPO_PREFIX)),
        )
      : undefined;
    if (more) return more.then(() => this.prepare(query, options));
    // The pages shown, and no more: the next round fetches a page that moves up once the others' text is here.
    const shown = this.shownPages(ranked, options);
    // And the pages that hold a phrase's tokens, to see whether they hold them together, the best ranked first
    // (pages whose text is not here: ranked without searching it).
    const wanted = new Set(shown.map((r) => r.page));
    for (const r of ranked.cheap) if (wanted.size < shown.length + MAX_VERIFIED && unsure.has(r.page)) wanted.add(r.page);
    return this.sources.loadPages([...wanted])?.then(() => this.prepare(query, options));
  }

  search(query: string, options: SearchOptions = {}): SearchResults {
    const units = this.unitsOf(query);
    if (!units.length) return { hits: [], terms: [] };
    const { ranked, found } = this.ranked(query, units);
    const terms = highlightTerms(found);
    const hits: SearchHit[] = [];
    for (const { page, section } of ranked) {
      if (options.limit !== undefined && hits.length >= options.limit) break;
      const data = this.sources.pageData(page);
      // Not fetched yet (search() before prepare()): left out rather than shown without a URL.
      if (!data) continue;
      const [, title, , sections] = data;
      const url = this.sources.pageUrl(page, data);
      if (options.skip?.(url)) continue;
      const local = section >= 0 ? section - this.sources.firstSection(page) : 0;
      const [anchor, heading] = sections[local] ?? ['', ''];
      hits.push({ url, title, heading, anchor, excerpt: makeExcerpt(textFrom(sections, local), terms) });
    }
    return { hits, terms };
  }

  /**
   * The ranked pages search() would show as far as the text here tells: the first `limit` whose URL `skip` does
   * not leave out (a page whose text is not here counts, its URL is in its text), with the skipped ones among them.
   */
  private shownPages(ranked: RankedPages, options: SearchOptions): RankedPage[] {
    if (options.limit === undefined) return [...ranked];
    const out: RankedPage[] = [];
    let counted = 0;
    for (const r of ranked) {
      if (counted >= options.limit) break;
      out.push(r);
      const data = this.sources.pageData(r.page);
      if (!data || !options.skip?.(this.sources.pageUrl(r.page, data))) counted++;
    }
    return out;
  }

  private unitsOf(query: string): QueryUnit[] {
    if (this.lastUnits?.query !== query) this.lastUnits = { query, units: queryUnits(query, this.synonyms) };
    return this.lastUnits.units;
  }

  /** The pages of a query ranked, and the phrases that found them; the last is kept while nothing more is fetched (prepare() then search()). */
  private ranked(query: string, units: QueryUnit[]): Ranking {
    const key = `${this.sources.loaded}\0${query}`;
    if (this.last?.key === key) return this.last;
    const found = new Set<string>();
    this.unsure = new Set();
    this.misspelt = new Set();
    this.last = { key, ranked: this.rank(query, units, found), found, unsure: this.unsure, misspelt: this.misspelt };
    return this.last;
  }

  private rank(query: string, units: QueryUnit[], found: Set<string>): RankedPages {
    if (!units.length) return NO_PAGES;
    const unitHits = units.map((unit) => this.lookupKept(unit, found));
    const phrase = folded(query).trim();
    const wholeTitle = compact(query);
    // Sections with every token of the whole query probably hold it as written: counted so until their text says.
    const holders = new Set(this.sources.sectionsWith(phraseTokens(phrase)));
    const holderPages = new Set([...holders].map((s) => this.sources.pageOfSection(s)));
    return rankPages(unitHits, {
      pageOf: (s) => this.sources.pageOfSection(s),
      sectionCount: this.sources.sectionCount,
      headingField: FIELD_HEADING,
      holdsQuery: (s, page) => {
        const text = s >= 0 ? this.sources.sectionText(s) : this.sources.titleText(page);
        if (text !== undefined) return text.includes(phrase);
        if (!holders.has(s)) return false;
        this.unsure.add(page);
        return true;
      },
      // A title that is the query, or holds it as written, is what the reader is after; then a page that holds
      // the query as typed (not only its pieces, another form or other names of it), the more often the better.
      pageBoost: (page) => {
        const data = this.sources.pageData(page);
        if (data === undefined) {
          if (!holderPages.has(page)) return 1;
          this.unsure.add(page);
          return AS_TYPED;
        }
        const t = compact(data[1]);
        const title = t === wholeTitle ? TITLE_IS_QUERY : wholeTitle.length > 1 && t.includes(wholeTitle) ? TITLE_HAS_QUERY : 1;
        const typed = this.sources.occurrences(page, phrase);
        let n = typed;
        // One unit found otherwise (a correction, another form): how often the page holds what found it.
        if (!n && units.length === 1) for (const f of found) n = Math.max(n, this.sources.occurrences(page, f));
        return title * (typed > 0 ? AS_TYPED : 1) * (n > 1 ? 1 + TF * Math.log2(n) : 1);
      },
      // Its title's factor, and as if its text held the query as often as it has characters.
      maxBoost: (page) => {
        const data = this.sources.pageData(page);
        if (data === undefined) return undefined;
        const t = compact(data[1]);
        const title = t === wholeTitle ? TITLE_IS_QUERY : wholeTitle.length > 1 && t.includes(wholeTitle) ? TITLE_HAS_QUERY : 1;
        const most = this.sources.textLength(page);
        return title * AS_TYPED * (most > 1 ? 1 + TF * Math.log2(most) : 1);
      },
    });
  }

  /**
   * lookup() of a unit, kept while nothing more is fetched: as the last word of a query is typed, its other
   * units are looked up again at each keystroke, and on a large site a common word is in thousands of sections.
   */
  private lookupKept(unit: QueryUnit, found: Set<string>): UnitHits {
    const loaded = this.sources.loaded;
    if (this.lookupsLoaded !== loaded || this.lookups.size >= MAX_KEPT_LOOKUPS) {
      this.lookups.clear();
      this.lookupsLoaded = loaded;
    }
    const key = JSON.stringify(unit);
    let kept = this.lookups.get(key);
    if (!kept) {
      // What the lookup notes besides its hits, noted apart to be added to every ranking that uses it.
      const [unsure, misspelt] = [this.unsure, this.misspelt];
      this.unsure = new Set();
      this.misspelt = new Set();
      const phrases = new Set<string>();
      kept = { hits: this.lookup(unit, phrases), found: [...phrases], unsure: [...this.unsure], misspelt: [...this.misspelt] };
      this.unsure = unsure;
      this.misspelt = misspelt;
      this.lookups.set(key, kept);
    }
    for (const phrase of kept.found) found.add(phrase);
    for (const page of kept.unsure) this.unsure.add(page);
    for (const word of kept.misspelt) this.misspelt.add(word);
    return kept.hits;
  }

  /** Where a unit is found, and the phrases that found it. */
  private lookup(unit: QueryUnit, found: Set<string>): UnitHits {
    const hits: UnitHits = { sections: new Map(), titles: new Map() };
    for (const alt of unit.alternatives) this.find(alt, hits, found);
    if (unit.word) {
      for (const token of this.sources.tokensStarting(stem(unit.text), MAX_PREFIXES)) {
        this.find({ phrase: token, tokens: [token], strength: unit.typing ? PREFIX_TYPING : PREFIX }, hits, found);
      }
    } else if (unit.alternatives.length === 1 && charsOf(unit.text).length === 1) {
      // One CJK character alone: the pairs it starts.
      for (const token of this.sources.tokensStarting(unit.text, MAX_PREFIXES)) this.find({ phrase: unit.text, tokens: [token], strength: 1 }, hits, found);
    }
    if (unit.word && !hits.sections.size && !hits.titles.size) {
      this.misspelt.add(unit.text);
      const corrections = new Set([...this.sources.corrections(unit.text), ...this.sources.corrections(stem(unit.text))]);
      for (const word of corrections) this.find({ phrase: word, tokens: [word], strength: TYPO }, hits, found);
    }
    if (unit.parts.length) this.scatter(unit.parts, hits, found);
    return hits;
  }

  /** Adds the sections and titles that hold an alternative's tokens; a phrase of several tokens counts whole where the text holds it so. */
  private find(alt: Alternative, hits: UnitHits, found: Set<string>): void {
    const several = alt.tokens.length > 1;
    const sure = (text: string | undefined, page: number) => {
      if (!several) return 1;
      if (text === undefined) {
        this.unsure.add(page);
        return UNSURE;
      }
      return text.includes(alt.phrase) ? 1 : APART;
    };
    // A plural typed (accesses) is found by its singular's token: a section that holds it as typed comes first.
    const plural = !several && alt.tokens[0] !== alt.phrase && /^[a-z]+$/.test(alt.phrase);
    const body = this.sources.sectionsWith(alt.tokens);
    const titled = this.sources.sectionsWith(alt.tokens.map((t) => TITLE + t));
    if (!body.length && !titled.length) return;
    const heading = new Set(body.length ? this.sources.sectionsWith(alt.tokens.map((t) => HEADING + t)) : []);
    for (const s of body) {
      // The section's text only where the strength depends on it: most alternatives are one token found as typed.
      const strength =
        alt.strength *
        (several ? sure(this.sources.sectionText(s), this.sources.pageOfSection(s)) : plural && this.sources.sectionText(s)?.includes(alt.phrase) === false ? OTHER_FORM : 1);
      const fields = heading.has(s) ? FIELD_HEADING | FIELD_BODY : FIELD_BODY;
      const known = hits.sections.get(s);
      if (!known) hits.sections.set(s, { strength, fields });
      else {
        known.strength = Math.max(known.strength, strength);
        known.fields |= fields;
      }
    }
    for (const s of titled) {
      const page = this.sources.pageOfSection(s);
      hits.titles.set(page, Math.max(hits.titles.get(page) ?? 0, alt.strength * (several ? sure(this.sources.titleText(page), page) : 1)));
    }
    found.add(alt.phrase);
  }

  /** Sections holding most of `parts`, not already found holding them together. */
  private scatter(parts: string[], hits: UnitHits, found: Set<string>): void {
    const counts = new Map<number, number>();
    const partFinds = parts.map((part) => new Set(this.sources.sectionsWith([part])));
    for (const finds of partFinds) for (const s of finds) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const [s, n] of counts) {
      const share = n / parts.length;
      if (share < 0.5) continue;
      const strength = SCATTERED * share;
      const known = hits.sections.get(s);
      if (known && known.strength >= strength) continue;
      hits.sections.set(s, { strength, fields: FIELD_BODY });
      parts.forEach((part, i) => partFinds[i]!.has(s) && found.add(part));
    }
  }
}

const NO_PAGES: RankedPages = Object.assign([], { cheap: [] });

/** A heading with only code or subheadings under it: the excerpt comes from the next text of its page. */
function textFrom(sections: PayloadPage[3], from: number): string {
  for (let s = from; s < sections.length; s++) if (sections[s]![2]) return sections[s]![2];
  return '';
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

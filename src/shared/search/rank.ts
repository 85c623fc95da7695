// Ranking: which pages a query's units find, best first, each with the section
// that matches best. A unit weighs more the fewer sections hold it (idf), and
// more in a title than in a heading than in text; a unit found as written
// beats its other names, its plural, a correction or its parts scattered; a
// page must hold most of the query (coverage), and one that holds the whole
// query as written, in a section or its title, ranks above pieces of it.

/** How one unit was found: strength (0–1) per section, with the fields, and per page title. */
export interface UnitHits {
  sections: Map<number, { strength: number; fields: number }>;
  titles: Map<number, number>;
}

/** A page found by a query, with its best section (-1 when only its title matched). */
export interface RankedPage {
  page: number;
  section: number;
  score: number;
}

const TITLE = 3;
const HEADING = 2;
const BODY = 1;
/** Sections after the best add this much of their score: a page about the topic beats a passing mention. */
const MORE_SECTIONS = 0.15;
/** Pages holding less of the query than this are not results. */
const MIN_COVERAGE = 0.5;
/** A section, or title, that holds the whole query as written. */
const WHOLE_QUERY = 1.5;

/** What ranking needs to know of the index besides the hits. */
export interface RankContext {
  pageOf: (section: number) => number;
  sectionCount: number;
  /** The heading field bit (text-haystack.ts). */
  headingField: number;
  /** Whether a section (or, with -1 and a page, a title) holds the whole query as written; only asked of queries of two units or more. */
  holdsQuery: (section: number, page: number) => boolean;
  /** A factor for a page, e.g. for a title that reads like the query itself (1 for none). */
  pageBoost: (page: number) => number;
  /**
   * For a page whose holdsQuery() and pageBoost() cost a search of its text (its text is here): the most its
   * pageBoost() can be, known without that search; undefined for a page whose figures are cheap.
   */
  maxBoost: (page: number) => number | undefined;
}

/** A query's pages, best first, scored as they are asked for. */
export interface RankedPages extends Iterable<RankedPage> {
  /** The pages whose score cost no search of their text (the pages whose text is not here), best first. */
  readonly cheap: readonly RankedPage[];
}

interface Candidate {
  page: number;
  sections: Map<number, number>;
  coverage: number;
  title: number;
  /** The most its score can be (for a costly page). */
  bound: number;
}

/** Ranks pages for units already looked up, best first. */
export function rankPages(units: UnitHits[], context: RankContext): RankedPages {
  const { pageOf, sectionCount } = context;
  const weights = units.map((u) => Math.log(1 + sectionCount / (1 + u.sections.size)));
  const total = weights.reduce((a, b) => a + b, 0);
  const pages = new Map<number, { sections: Map<number, number>; held: number[] }>();
  const entry = (page: number) => {
    let e = pages.get(page);
    if (!e) pages.set(page, (e = { sections: new Map(), held: units.map(() => 0) }));
    return e;
  };
  units.forEach((u, i) => {
    for (const [page, strength] of u.titles) {
      const e = entry(page);
      e.held[i] = Math.max(e.held[i]!, strength);
    }
    for (const [section, { strength, fields }] of u.sections) {
      const e = entry(pageOf(section));
      e.held[i] = Math.max(e.held[i]!, strength);
      const field = fields & context.headingField ? HEADING + (fields & ~context.headingField ? BODY : 0) : BODY;
      e.sections.set(section, (e.sections.get(section) ?? 0) + weights[i]! * strength * field);
    }
  });
  const whole = units.length > 1;
  const score = ({ page, sections, coverage, title }: Candidate): RankedPage => {
    const scores = [...sections].map(([s, score]): [number, number] => [s, whole && context.holdsQuery(s, page) ? score * WHOLE_QUERY : score]);
    scores.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const [best, ...rest] = scores;
    const top = best ? best[1] : 0;
    const more = Math.min(
      top,
      rest.reduce((sum, [, score]) => sum + score, 0),
    );
    const titleScore = whole && title && context.holdsQuery(-1, page) ? title * WHOLE_QUERY : title;
    return { page, section: best ? best[0] : -1, score: (titleScore + top + MORE_SECTIONS * more) * coverage * coverage * context.pageBoost(page) };
  };
  const cheap: RankedPage[] = [];
  const costly: Candidate[] = [];
  for (const [page, { sections, held }] of pages) {
    // Coverage counts the units a page holds at all; how well it holds them is in the score.
    const coverage = total > 0 ? held.reduce((sum, h, i) => sum + (h > 0 ? weights[i]! : 0), 0) / total : 0;
    if (coverage < MIN_COVERAGE - 1e-9) continue;
    const title = units.reduce((sum, u, i) => sum + (u.titles.get(page) ?? 0) * weights[i]! * TITLE, 0);
    const candidate = { page, sections, coverage, title, bound: 0 };
    const boost = context.maxBoost(page);
    if (boost === undefined) cheap.push(score(candidate));
    else {
      // The score as if the whole query were in every section and title: what searching the text can only lower.
      let top = 0;
      let all = 0;
      for (const s of sections.values()) {
        top = Math.max(top, s);
        all += s;
      }
      const most = (title + top + MORE_SECTIONS * Math.min(top, all - top)) * (whole ? WHOLE_QUERY : 1);
      candidate.bound = most * coverage * coverage * boost * (1 + 1e-9);
      costly.push(candidate);
    }
  }
  cheap.sort(byScore);
  costly.sort((a, b) => b.bound - a.bound);
  return new LazyRanking(cheap, costly, score);
}

const byScore = (a: RankedPage, b: RankedPage) => b.score - a.score || a.page - b.page;

/**
 * The ranking of the cheap pages merged with the costly ones, each costly page scored only once no page left
 * could rank above what its bound allows: a keystroke shows 8 pages, and scoring the thousands a short query
 * finds on a large site, each by a search of its text, is what made a keystroke slow there.
 */
class LazyRanking implements RankedPages {
  /** The pages in order so far. */
  private readonly ranked: RankedPage[] = [];
  private nextCheap = 0;
  private nextCostly = 0;
  /** Costly pages scored and not yet ranked, worst first. */
  private readonly scored: RankedPage[] = [];

  constructor(
    readonly cheap: readonly RankedPage[],
    private readonly costly: readonly Candidate[],
    private readonly score: (candidate: Candidate) => RankedPage,
  ) {}

  *[Symbol.iterator](): Iterator<RankedPage> {
    for (let i = 0; ; i++) {
      const page = this.at(i);
      if (!page) return;
      yield page;
    }
  }

  private at(i: number): RankedPage | undefined {
    while (this.ranked.length <= i) {
      const next = this.next();
      if (!next) return undefined;
      this.ranked.push(next);
    }
    return this.ranked[i];
  }

  private next(): RankedPage | undefined {
    const cheap = this.cheap[this.nextCheap];
    for (;;) {
      const best = this.scored[this.scored.length - 1];
      const leader = best && (!cheap || byScore(best, cheap) < 0) ? best : cheap;
      const unscored = this.costly[this.nextCostly];
      if (unscored && (!leader || unscored.bound >= leader.score)) {
        this.nextCostly++;
        const scored = this.score(unscored);
        this.scored.splice(insertionPoint(this.scored, scored), 0, scored);
        continue;
      }
      if (!leader) return undefined;
      if (leader === cheap) this.nextCheap++;
      else this.scored.pop();
      return leader;
    }
  }
}

/** Where `page` goes in `list`, ordered worst first. */
function insertionPoint(list: RankedPage[], page: RankedPage): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byScore(list[mid]!, page) > 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

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
}

/** Ranks pages for units already looked up, best first. */
export function rankPages(units: UnitHits[], context: RankContext): RankedPage[] {
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
  const ranked: RankedPage[] = [];
  for (const [page, { sections, held }] of pages) {
    // Coverage counts the units a page holds at all; how well it holds them is in the score.
    const coverage = total > 0 ? held.reduce((sum, h, i) => sum + (h > 0 ? weights[i]! : 0), 0) / total : 0;
    if (coverage < MIN_COVERAGE - 1e-9) continue;
    const title = units.reduce((sum, u, i) => sum + (u.titles.get(page) ?? 0) * weights[i]! * TITLE, 0);
    const scores = [...sections].map(([s, score]): [number, number] => [s, whole && context.holdsQuery(s, page) ? score * WHOLE_QUERY : score]);
    scores.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const [best, ...rest] = scores;
    const top = best ? best[1] : 0;
    const more = Math.min(
      top,
      rest.reduce((sum, [, score]) => sum + score, 0),
    );
    const titleScore = whole && title && context.holdsQuery(-1, page) ? title * WHOLE_QUERY : title;
    const score = (titleScore + top + MORE_SECTIONS * more) * coverage * coverage * context.pageBoost(page);
    ranked.push({ page, section: best ? best[0] : -1, score });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

// Ranking: which pages a query's term groups find, best first, each with the
// section that matches best. A term weighs more the fewer sections have it
// (idf), and more in a title than in a heading than in body text; a page must
// hold most of the query to rank high (coverage).
import type { TermGroup } from './query-terms.js';

/** Where one group's terms occur: page positions for titles, section positions for the rest. */
export interface GroupHits {
  group: TermGroup;
  title: Set<number>;
  heading: Set<number>;
  body: Set<number>;
}

/** A page found by a query, with its best section. */
export interface RankedPage {
  page: number;
  section: number;
  score: number;
  /** Share of the query's required weight the page holds (0–1). */
  coverage: number;
}

const FIELD = { title: 3, heading: 2, body: 1 };
/** A compound's whole form only breaks ties between pages that have its parts. */
const OPTIONAL_WEIGHT = 0.5;
/** Sections after the best add this much of their score: a page about the topic beats a passing mention. */
const MORE_SECTIONS = 0.15;
/** Pages holding less of the query than this are not results (a stray match of one common term). */
const MIN_COVERAGE = 0.5;

/** What ranking needs to know of the index besides the hits. */
export interface RankContext {
  /** The page of each section. */
  pageOf: (section: number) => number;
  /** The number of sections (for idf). */
  sectionCount: number;
  /** A factor for a page, e.g. for a title that reads like the query itself (1 for none). */
  pageBoost?: (page: number) => number;
}

/** Ranks pages for term groups already looked up, best first. */
export function rankPages(hits: GroupHits[], context: RankContext): RankedPage[] {
  const { pageOf, sectionCount } = context;
  const weights = hits.map(({ group, heading, body }) => {
    const df = new Set([...heading, ...body]).size;
    return (group.required ? 1 : OPTIONAL_WEIGHT) * Math.log(1 + sectionCount / (1 + df));
  });
  const requiredTotal = hits.reduce((sum, h, i) => sum + (h.group.required ? weights[i]! : 0), 0);
  // Every section a group reaches, and every page whose title it is in.
  const sections = new Set<number>();
  const titlePages = new Set<number>();
  for (const h of hits) {
    for (const s of h.heading) sections.add(s);
    for (const s of h.body) sections.add(s);
    for (const p of h.title) titlePages.add(p);
  }
  const byPage = new Map<number, { scores: [number, number][]; groups: Set<number> }>();
  const pageEntry = (page: number) => {
    let entry = byPage.get(page);
    if (!entry) byPage.set(page, (entry = { scores: [], groups: new Set() }));
    return entry;
  };
  for (const s of sections) {
    const page = pageOf(s);
    const entry = pageEntry(page);
    let score = 0;
    hits.forEach((h, i) => {
      const inTitle = h.title.has(page);
      const m = (inTitle ? FIELD.title : 0) + (h.heading.has(s) ? FIELD.heading : 0) + (h.body.has(s) ? FIELD.body : 0);
      if (!m) return;
      score += weights[i]! * m;
      entry.groups.add(i);
    });
    entry.scores.push([s, score]);
  }
  // A page whose title matches but whose sections do not still counts (a short page).
  for (const page of titlePages) {
    const entry = pageEntry(page);
    hits.forEach((h, i) => h.title.has(page) && entry.groups.add(i));
  }
  const ranked: RankedPage[] = [];
  for (const [page, { scores, groups }] of byPage) {
    const held = [...groups].reduce((sum, i) => sum + (hits[i]!.group.required ? weights[i]! : 0), 0);
    const coverage = requiredTotal > 0 ? held / requiredTotal : 1;
    if (coverage < MIN_COVERAGE - 1e-9) continue;
    scores.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const [best, ...rest] = scores;
    const titleOnly = [...groups].reduce((sum, i) => sum + weights[i]! * FIELD.title, 0);
    const top = best ? best[1] : titleOnly;
    const more = Math.min(top, rest.reduce((sum, [, score]) => sum + score, 0));
    const boost = context.pageBoost?.(page) ?? 1;
    ranked.push({ page, section: best ? best[0] : -1, score: (top + MORE_SECTIONS * more) * coverage * coverage * boost, coverage });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

// The known-item evaluation: queries drawn from built pages (known-items.ts),
// answered by the engine the browser runs, scored per kind and locale. Shared
// by the test (known-items.test.ts) and `npm run bench` (scripts/bench-search.js).
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import type { SearchPayload } from '../../src/shared/search/search-payload.js';
import { KINDS, knownItems, type KnownItem } from './known-items.js';
import { ask, indexFileOf, openEngine, readDir } from './open-engine.js';
import { visiblePages } from './visible-text.js';

/** The suggestions the search box shows. */
export const SUGGESTIONS = 8;
/** The seed of the evaluation: fixed, so that figures compare across runs and commits. */
export const SEED = 16;
/** Queries drawn per kind, locale and site (fewer when a site has fewer candidates). */
export const PER_KIND = 30;

/** Figures of one group of queries; `mrr` counts ranks within the suggestions (MRR@8). */
export interface Figures {
  count: number;
  hit1: number;
  hit8: number;
  mrr: number;
  misses: string[];
}

/** The engine of each locale of a build folder, as the browser opens it. */
export async function enginesOf(buildDir: string, locales: string[]): Promise<Record<string, SearchEngine>> {
  const engines: Record<string, SearchEngine> = {};
  for (const locale of locales) engines[locale] = await openEngine(readDir(buildDir), indexFileOf(locale));
  return engines;
}

/** The known items of a build folder, its cross-language queries drawn from the synonyms its index holds. */
export function itemsOf(buildDir: string, seed = SEED, perKind = PER_KIND): KnownItem[] {
  const synonyms = (JSON.parse(readDir(buildDir)(indexFileOf('zh-cn'))) as SearchPayload).synonyms;
  return knownItems(visiblePages(buildDir), { seed, perKind, synonyms });
}

/** Scores `items` against `engines` (by locale): figures per `locale kind`, and per locale and overall under `all`. */
export async function evaluate(items: KnownItem[], engines: Record<string, SearchEngine>): Promise<Map<string, Figures>> {
  const groups = new Map<string, Figures>();
  const add = (key: string, rank: number, miss: string | undefined) => {
    let f = groups.get(key);
    if (!f) groups.set(key, (f = { count: 0, hit1: 0, hit8: 0, mrr: 0, misses: [] }));
    f.count++;
    if (rank === 1) f.hit1++;
    if (rank > 0) {
      f.hit8++;
      f.mrr += 1 / rank;
    }
    if (miss) f.misses.push(miss);
  };
  for (const item of items) {
    const { hits } = await ask(engines[item.locale]!, item.query, { limit: SUGGESTIONS });
    const urls = hits.map((h) => decodeURIComponent(h.url));
    const rank = urls.indexOf(decodeURIComponent(item.expect)) + 1;
    const miss = rank ? undefined : `[${item.locale} ${item.kind}] ${item.query} → expected ${item.expect}, got ${urls.slice(0, 3).join(', ') || 'nothing'}`;
    for (const key of [`${item.locale} ${item.kind}`, `${item.locale} all`, 'all all']) add(key, rank, miss);
  }
  for (const f of groups.values()) {
    f.hit1 /= f.count;
    f.hit8 /= f.count;
    f.mrr /= f.count;
  }
  return groups;
}

/** The figures as a table, one line per locale and kind. */
export function formatFigures(figures: Map<string, Figures>): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
  const lines = ['  locale kind        queries  hit@1   hit@8   MRR@8'];
  const order = (key: string) => {
    const [locale, kind] = key.split(' ');
    return `${locale === 'all' ? 'z' : locale} ${kind === 'all' ? 9 : KINDS.indexOf(kind as never)}`;
  };
  for (const key of [...figures.keys()].sort((a, b) => (order(a) < order(b) ? -1 : 1))) {
    const f = figures.get(key)!;
    const [locale, kind] = key.split(' ');
    lines.push(`  ${locale!.padEnd(6)} ${kind!.padEnd(11)} ${String(f.count).padStart(7)} ${pct(f.hit1)} ${pct(f.hit8)}  ${f.mrr.toFixed(3)}`);
  }
  return lines.join('\n');
}

// The generated evaluation (known-items.ts): at least 500 known-item queries
// drawn from the built pages of the Tongsuo corpus and of our own site
// (content/), per kind and locale; the page each was drawn from is among the 8
// suggestions for at least 98% of them. `npm run bench` prints the figures.
// The same builds hold a first query to its download budget.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { builtSite } from '../helpers/shared-builds.js';
import { enginesOf, evaluate, formatFigures, itemsOf } from './known-item-eval.js';
import { KINDS, type KnownItem } from './known-items.js';
import { ask, indexFileOf, openEngine, readDir } from './open-engine.js';

const REQUIRED = 0.98;
/** The bar for the page drawn from ranking first (hit@1), over every query. */
const REQUIRED_FIRST = 0.85;
/** What a reader's first query downloads, gzipped: the index, the one it shares pages with, the shards and text it fetches. */
const BUDGET_KB = 350;

describe('known-item search on the built corpus and site', () => {
  const items: KnownItem[] = [];
  const engines: Record<string, Awaited<ReturnType<typeof enginesOf>>> = {};
  const outs: Record<string, string> = {};

  before(async () => {
    for (const [site, built] of [
      ['corpus', 'corpus'],
      ['site', 'content'],
    ] as const) {
      const out = builtSite(built);
      outs[site] = out;
      engines[site] = await enginesOf(out, ['zh-cn', 'en']);
      items.push(...itemsOf(out).map((item) => ({ ...item, locale: `${site}:${item.locale}` })));
    }
  });

  it(`downloads at most ${BUDGET_KB} KB gzipped for a reader's first query (median over a sample of the queries)`, async () => {
    const gz = new Map<string, number>();
    const size = (out: string, file: string) => gz.get(out + file) ?? gz.set(out + file, gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length).get(out + file)!;
    for (const [site, out] of Object.entries(outs)) {
      for (const locale of ['zh-cn', 'en']) {
        const sample = items.filter((i) => i.locale === `${site}:${locale}`).filter((_, i) => i % 6 === 0);
        const bytes: number[] = [];
        for (const item of sample) {
          const fetched: string[] = [];
          await ask(await openEngine(readDir(out), indexFileOf(locale), fetched), item.query, { limit: 8 });
          bytes.push([indexFileOf(locale), ...new Set(fetched)].reduce((sum, file) => sum + size(out, file), 0) / 1024);
        }
        const median = bytes.sort((a, b) => a - b)[bytes.length >> 1]!;
        assert.ok(median <= BUDGET_KB, `${site} ${locale}: median ${median.toFixed(1)} KB over ${bytes.length} queries`);
      }
    }
  });

  it('draws at least 500 queries, of every kind in both locales', () => {
    assert.ok(items.length >= 500, `${items.length} queries`);
    for (const locale of ['zh-cn', 'en'])
      for (const kind of KINDS)
        assert.ok(
          items.some((i) => i.kind === kind && i.locale.endsWith(locale)),
          `${kind} in ${locale}`,
        );
  });

  it(`finds the page a query was drawn from among the 8 suggestions for at least ${REQUIRED * 100}% of them, and first for at least ${REQUIRED_FIRST * 100}%`, async () => {
    const all = Object.fromEntries(Object.entries(engines).flatMap(([site, byLocale]) => Object.entries(byLocale).map(([locale, engine]) => [`${site}:${locale}`, engine])));
    const figures = await evaluate(items, all);
    const total = figures.get('all all')!;
    assert.ok(total.hit8 >= REQUIRED, `hit@8 ${(total.hit8 * 100).toFixed(1)}%\n${formatFigures(figures)}\nmissed:\n${total.misses.join('\n')}`);
    assert.ok(total.hit1 >= REQUIRED_FIRST, `hit@1 ${(total.hit1 * 100).toFixed(1)}%\n${formatFigures(figures)}`);
  });
});

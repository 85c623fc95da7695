// The generated evaluation (known-items.ts): at least 500 known-item queries
// drawn from the built pages of the Tongsuo corpus and of our own site
// (content/), per kind and locale; the page each was drawn from is among the 8
// suggestions for at least 98% of them. `npm run bench` prints the figures.
// The same builds hold the indexes to their size budget.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { ROOT, tempDir, tongsite } from '../helpers/site.js';
import { enginesOf, evaluate, formatFigures, itemsOf } from './known-item-eval.js';
import { KINDS, type KnownItem } from './known-items.js';

const REQUIRED = 0.98;
/** What a reader of one locale downloads to search: its index and the one it shares pages with, gzipped. */
const BUDGET_KB = 300;

describe('known-item search on the built corpus and site', () => {
  const items: KnownItem[] = [];
  const engines: Record<string, ReturnType<typeof enginesOf>> = {};
  const outs: Record<string, string> = {};

  before(() => {
    for (const [site, config] of [
      ['corpus', 'test/corpus/site.config.ts'],
      ['site', 'site.config.ts'],
    ] as const) {
      const out = tempDir(`tongsite-known-items-${site}-`);
      const run = tongsite(['build', '--config', config, '--out-dir', out], ROOT);
      assert.equal(run.code, 0, run.stderr);
      outs[site] = out;
      engines[site] = enginesOf(out, ['zh-cn', 'en'], 'zh-cn');
      items.push(...itemsOf(out).map((item) => ({ ...item, locale: `${site}:${item.locale}` })));
    }
  });

  it(`keeps each locale's index within ${BUDGET_KB} KB gzipped, the index it shares pages with included`, () => {
    const gz = (out: string, file: string) => gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length / 1024;
    for (const [site, out] of Object.entries(outs)) {
      for (const file of ['search-index.json', 'en/search-index.json']) {
        const shared = (JSON.parse(readFileSync(path.join(out, file), 'utf8')) as { shared?: { url: string } }).shared;
        const kb = gz(out, file) + (shared ? gz(out, shared.url.replace(/\?.*$/, '')) : 0);
        assert.ok(kb <= BUDGET_KB, `${site} ${file}: ${kb.toFixed(1)} KB`);
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

  it(`finds the page a query was drawn from among the 8 suggestions for at least ${REQUIRED * 100}% of them`, () => {
    const all = Object.fromEntries(Object.entries(engines).flatMap(([site, byLocale]) => Object.entries(byLocale).map(([locale, engine]) => [`${site}:${locale}`, engine])));
    const figures = evaluate(items, all);
    const total = figures.get('all all')!;
    assert.ok(total.hit8 >= REQUIRED, `hit@8 ${(total.hit8 * 100).toFixed(1)}%\n${formatFigures(figures)}\nmissed:\n${total.misses.join('\n')}`);
  });
});

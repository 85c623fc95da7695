// The generated evaluation (known-items.ts): at least 500 known-item queries
// drawn from the built pages of the Tongsuo corpus and of our own site
// (content/), per kind and locale; the page each was drawn from is among the 8
// suggestions for at least 98% of them. `npm run bench` prints the figures.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ROOT, tempDir, tongsite } from '../helpers/site.js';
import { enginesOf, evaluate, formatFigures, itemsOf } from './known-item-eval.js';
import { KINDS, type KnownItem } from './known-items.js';

const REQUIRED = 0.98;

describe('known-item search on the built corpus and site', () => {
  const items: KnownItem[] = [];
  const engines: Record<string, ReturnType<typeof enginesOf>> = {};

  before(() => {
    for (const [site, config] of [['corpus', 'test/corpus/site.config.ts'], ['site', 'site.config.ts']] as const) {
      const out = tempDir(`tongsite-known-items-${site}-`);
      const run = tongsite(['build', '--config', config, '--out-dir', out], ROOT);
      assert.equal(run.code, 0, run.stderr);
      engines[site] = enginesOf(out, ['zh-cn', 'en'], 'zh-cn');
      items.push(...itemsOf(out).map((item) => ({ ...item, locale: `${site}:${item.locale}` })));
    }
  });

  it('draws at least 500 queries, of every kind in both locales', () => {
    assert.ok(items.length >= 500, `${items.length} queries`);
    for (const locale of ['zh-cn', 'en']) for (const kind of KINDS) assert.ok(items.some((i) => i.kind === kind && i.locale.endsWith(locale)), `${kind} in ${locale}`);
  });

  it(`finds the page a query was drawn from among the 8 suggestions for at least ${REQUIRED * 100}% of them`, () => {
    const all = Object.fromEntries(Object.entries(engines).flatMap(([site, byLocale]) => Object.entries(byLocale).map(([locale, engine]) => [`${site}:${locale}`, engine])));
    const figures = evaluate(items, all);
    const total = figures.get('all all')!;
    assert.ok(total.hit8 >= REQUIRED, `hit@8 ${(total.hit8 * 100).toFixed(1)}%\n${formatFigures(figures)}\nmissed:\n${total.misses.join('\n')}`);
  });
});

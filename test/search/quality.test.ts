// Search quality on the Tongsuo corpus: for realistic queries (Chinese,
// English, mixed), the page a reader wants is among the 8 suggestions, in both
// locales, answered by the query code the browser runs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { loadSearchEngine, type SearchEngine } from '../../src/shared/search/search-engine.js';
import { ROOT, tongsite, tempDir } from '../helpers/site.js';
import { CORPUS_QUERIES } from './corpus-queries.js';

const SUGGESTIONS = 8;
const REQUIRED = 0.95;

describe('search quality on the Tongsuo corpus', () => {
  const engines: Record<string, SearchEngine> = {};

  before(() => {
    const out = tempDir('tongsite-search-corpus-');
    const run = tongsite(['build', '--config', 'test/corpus/site.config.ts', '--out-dir', out], ROOT);
    assert.equal(run.code, 0, run.stderr);
    const zh = JSON.parse(readFileSync(path.join(out, 'search-index.json'), 'utf8'));
    engines[''] = loadSearchEngine(zh);
    // The English index takes the untranslated pages from the Chinese one.
    engines['/en'] = loadSearchEngine(JSON.parse(readFileSync(path.join(out, 'en/search-index.json'), 'utf8')), zh);
  });

  it(`has ${CORPUS_QUERIES.length} queries: Chinese, English and mixed`, () => {
    assert.ok(CORPUS_QUERIES.length >= 20);
    const cjk = /\p{Script=Han}/u;
    const latin = /[A-Za-z]/;
    assert.ok(CORPUS_QUERIES.filter((q) => cjk.test(q.query) && !latin.test(q.query)).length >= 10, 'Chinese');
    assert.ok(CORPUS_QUERIES.filter((q) => latin.test(q.query) && !cjk.test(q.query)).length >= 10, 'English');
    assert.ok(CORPUS_QUERIES.filter((q) => latin.test(q.query) && cjk.test(q.query)).length >= 10, 'mixed');
  });

  for (const prefix of ['', '/en']) {
    it(`puts the expected page among the ${SUGGESTIONS} suggestions for at least ${REQUIRED * 100}% of the queries (${prefix || '/'})`, () => {
      const misses: string[] = [];
      for (const { query, expect } of CORPUS_QUERIES) {
        const urls = engines[prefix]!.search(query, { limit: SUGGESTIONS }).hits.map((h) => decodeURIComponent(h.url));
        if (!urls.includes(prefix + expect)) misses.push(`${query} → expected ${expect}, got ${urls.slice(0, 3).join(', ') || 'nothing'}`);
      }
      const score = 1 - misses.length / CORPUS_QUERIES.length;
      assert.ok(score >= REQUIRED, `${(score * 100).toFixed(1)}% found; missed:\n${misses.join('\n')}`);
    });
  }
});

// Search quality on the Tongsuo corpus: for realistic queries (Chinese,
// English, mixed), the page a reader wants is among the 8 suggestions, in both
// locales, answered by the query code the browser runs.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import { builtSiteFiles } from '../helpers/shared-builds.js';
import { CORPUS_QUERIES } from './corpus-queries.js';
import { ask, openEngine } from './open-engine.js';

const SUGGESTIONS = 8;
const REQUIRED = 0.95;

describe('search quality on the Tongsuo corpus', () => {
  const engines: Record<string, SearchEngine> = {};

  before(async () => {
    const site = builtSiteFiles('corpus');
    const read = (file: string) => site.file(file);
    engines[''] = await openEngine(read, 'search-index.json');
    // The English index takes the untranslated pages from the Chinese one.
    engines['/en'] = await openEngine(read, 'en/search-index.json');
  });

  for (const prefix of ['', '/en']) {
    it(`puts the expected page among the ${SUGGESTIONS} suggestions for at least ${REQUIRED * 100}% of the queries (${prefix || '/'})`, async () => {
      const misses: string[] = [];
      for (const { query, expect } of CORPUS_QUERIES) {
        const urls = (await ask(engines[prefix]!, query, { limit: SUGGESTIONS })).hits.map((h) => decodeURIComponent(h.url));
        if (!urls.includes(prefix + expect)) misses.push(`${query} → expected ${expect}, got ${urls.slice(0, 3).join(', ') || 'nothing'}`);
      }
      const score = 1 - misses.length / CORPUS_QUERIES.length;
      assert.ok(score >= REQUIRED, `${(score * 100).toFixed(1)}% found; missed:\n${misses.join('\n')}`);
    });
  }
});

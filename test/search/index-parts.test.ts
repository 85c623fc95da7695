// An index over the budget of a file (300 KB gzipped) is written in parts the
// browser fetches together; a smaller one stays one file, as it was built.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { INDEX_FILE_BUDGET, indexFiles, isIndexPart } from '../../src/search/index-parts.js';
import { loadSearchEngine } from '../../src/shared/search/search-engine.js';
import { SEARCH_PAYLOAD_VERSION, type PayloadSection, type SearchPayload, type SearchPayloadPart } from '../../src/shared/search/search-payload.js';
import { random } from '../helpers/random.js';

/** An index of `pages` pages of seeded Chinese text: random enough not to compress away. */
function payload(pages: number): SearchPayload {
  const next = random(17);
  const text = (length: number) => Array.from({ length }, () => String.fromCodePoint(0x4e00 + Math.floor(next() * 2000))).join('');
  const sections: PayloadSection[] = [];
  for (let page = 0; page < pages; page++) for (let s = 0; s < 3; s++) sections.push([page, `h-${s}`, text(6), text(400), 'SSL_CTX_new']);
  return { v: SEARCH_PAYLOAD_VERSION, pages: Array.from({ length: pages }, (_, i) => [`/docs/p${i}`, `第${i}页`, '']), sections, synonyms: [] };
}

const file = (json: string) => ({ locale: 'zh-cn', file: 'en/search-index.json', url: '/en/search-index.json', json });

describe('search index parts', () => {
  it('leaves an index within the budget as one file, unchanged', () => {
    const json = JSON.stringify(payload(40));
    assert.deepEqual(indexFiles(file(json), '/'), [{ file: 'en/search-index.json', text: json }]);
  });

  it('cuts a larger one into parts within the budget, listed by the index, that give back every section in order', () => {
    const whole = payload(600);
    const json = JSON.stringify(whole);
    assert.ok(gzipSync(json).length > INDEX_FILE_BUDGET, 'the test index is over the budget');
    const [main, ...parts] = indexFiles(file(json), '/base/');
    assert.equal(main!.file, 'en/search-index.json');
    assert.ok(parts.length >= 2, `${parts.length} parts`);
    for (const part of parts) {
      assert.ok(isIndexPart(part.file), part.file);
      assert.ok(part.file.startsWith('en/'), 'a part lives beside its index');
      assert.ok(gzipSync(part.text).length <= INDEX_FILE_BUDGET, `${part.file}: ${gzipSync(part.text).length} bytes gzipped`);
    }
    const listed = JSON.parse(main!.text) as SearchPayload;
    assert.deepEqual(
      listed.parts,
      parts.map((part) => `/base/${part.file}`),
    );
    assert.deepEqual(listed.sections, []);
    assert.ok(gzipSync(main!.text).length <= INDEX_FILE_BUDGET);
    const sections = parts.flatMap((part) => (JSON.parse(part.text) as SearchPayloadPart).sections);
    assert.deepEqual(sections, whole.sections);
    // What the browser loads (templates/search/load-search.ts): the index with its parts' sections.
    const engine = loadSearchEngine({ ...listed, sections });
    const last = whole.sections.at(-1)!;
    assert.equal(engine.search(last[3].slice(100, 106)).hits[0]?.url, `/docs/p${last[0]}`);
  });
});

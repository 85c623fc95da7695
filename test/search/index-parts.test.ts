// An index past a size is written as the index file and its parts: the token
// index in shards by a token's first character, the pages in fragments; a
// query fetches only the shards of its tokens and the fragments of the pages
// it shows. A smaller index stays one file, as it was built.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { isIndexPart, indexFiles } from '../../src/search/index-parts.js';
import { buildSearchPayload } from '../../src/search/build-search-index.js';
import type { SearchPayload } from '../../src/shared/search/search-payload.js';
import type { SearchDocument } from '../../src/model.js';
import { random } from '../helpers/random.js';
import { ask, openEngine } from './open-engine.js';

/** Small sizes: the segmenter takes seconds for a large index of random characters. */
const SIZES = { splitAbove: 8 * 1024, shard: 16 * 1024, fragment: 4 * 1024 };

/** `pages` pages of seeded Chinese text: random enough not to compress away. */
function documents(pages: number): SearchDocument[] {
  const next = random(17);
  const text = (length: number) => Array.from({ length }, () => String.fromCodePoint(0x4e00 + Math.floor(next() * 2000))).join('');
  return Array.from({ length: pages }, (_, page) => ({
    url: `/docs/p${page}`,
    title: `第${page}页`,
    aliases: [],
    sections: [0, 1, 2].map((s) => ({ id: `h-${s}`, heading: text(6), text: text(100), code: `SSL_CTX_new_${page}` })),
  }));
}

const file = (json: string) => ({ locale: 'en', file: 'en/search-index.json', url: '/en/search-index.json', json });

describe('search index parts', () => {
  it('leaves a small index as one file, unchanged', () => {
    const json = JSON.stringify(buildSearchPayload(documents(2)));
    assert.deepEqual(indexFiles(file(json), '/', SIZES), [{ file: 'en/search-index.json', text: json }]);
  });

  it('cuts a larger one into shards and fragments beside it, of which a query fetches only what it needs', async () => {
    const docs = documents(60);
    const json = JSON.stringify(buildSearchPayload(docs));
    assert.ok(gzipSync(json).length > SIZES.splitAbove, 'the test index is over the size');
    const files = indexFiles(file(json), '/', SIZES);
    const [main, ...parts] = files;
    assert.equal(main!.file, 'en/search-index.json');
    for (const part of parts) {
      assert.ok(isIndexPart(part.file), part.file);
      assert.ok(part.file.startsWith('en/'), 'a part lives beside its index');
    }
    const listed = JSON.parse(main!.text) as SearchPayload;
    assert.ok(listed.shards.length >= 2 && listed.fragments.length >= 2, `${listed.shards.length} shards, ${listed.fragments.length} fragments`);
    const read = (path: string) => files.find((f) => f.file === path)!.text;
    const fetched: string[] = [];
    const engine = await openEngine(read, 'en/search-index.json', fetched);
    const last = docs.at(-1)!;
    const results = await ask(engine, last.sections[1]!.text.slice(50, 56), { limit: 8 });
    assert.equal(results.hits[0]?.url, last.url);
    assert.equal(results.hits[0]?.anchor, 'h-1');
    assert.ok(fetched.length < parts.length / 2, `a query fetched ${fetched.length} of ${parts.length} parts`);
    assert.equal((await ask(engine, `ssl_ctx_new_${docs.length - 2}`, { limit: 8 })).hits[0]?.url, docs.at(-2)!.url);
  });
});

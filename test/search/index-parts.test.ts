// An index past a size is written as the index file and its parts: the token
// index in shards of sorted token ranges, the pages in fragments; a
// query fetches only the shards of its tokens and the fragments of the pages
// it shows. A smaller index stays one file, as it was built.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isIndexPart, indexFiles, splitIndex } from '../../src/search/index-parts.js';
import { cachedIndexFiles } from '../../src/search/parts-cache.js';
import { buildSearchPayload } from '../../src/search/build-search-index.js';
import { updatedPayload } from '../../src/search/index-update.js';
import { sectionTokens } from '../../src/search/section-tokens.js';
import { contentKeyOf } from '../../src/search/token-cache.js';
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

describe('an index cut again after an edit', () => {
  const options = { sizes: { ...SIZES, shard: 2 * 1024 }, salt: 'tool' };
  const cut = (docs: SearchDocument[], last?: ReturnType<typeof splitIndex>['record']) =>
    splitIndex(file(JSON.stringify(buildSearchPayload(docs))), '/', { ...options, ...(last && { last }) });

  it("is the cut made from nothing, taking the last build's shards whose tokens did not change", () => {
    const before = documents(60);
    const { record } = cut(before);
    assert.ok(record.shards.length > 20, `${record.shards.length} shards`);
    // Words new in one page, a title's words gone and new in another: a few ranges change, and the cuts after them may move.
    const after = before.map((doc, i) =>
      i === 7
        ? { ...doc, sections: doc.sections.map((s, j) => (j === 1 ? { ...s, text: `${s.text} handshake`, code: 'BIO_new_pair' } : s)) }
        : i === 41
          ? { ...doc, title: 'Zebra' }
          : doc,
    );
    const again = cut(after, record);
    assert.deepEqual(again.files, indexFiles(file(JSON.stringify(buildSearchPayload(after))), '/', options.sizes));
    const kept = again.record.shards.filter((shard) => record.shards.some((old) => old.hash === shard.hash && old.start === shard.start));
    assert.ok(kept.length > 0 && kept.length < again.record.shards.length, `${kept.length} of ${again.record.shards.length} shards kept`);
    // The same index again is not cut at all.
    assert.equal(cut(after, again.record).record, again.record);
  });

  it('takes the last cut from the cache folder, and gives the files a cut from nothing gives', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tongsite-parts-'));
    const before = documents(40);
    const after = before.map((doc, i) => (i === 3 ? { ...doc, title: 'Zebra' } : doc));
    const cache = { dir, salt: 'tool' };
    const indexOf = (docs: SearchDocument[]) => file(JSON.stringify(buildSearchPayload(docs)));
    assert.deepEqual(cachedIndexFiles(indexOf(before), '/', cache, SIZES), indexFiles(indexOf(before), '/', SIZES));
    assert.deepEqual(cachedIndexFiles(indexOf(after), '/', cache, SIZES), indexFiles(indexOf(after), '/', SIZES));
    assert.deepEqual(cachedIndexFiles(indexOf(after), '/', cache, SIZES), indexFiles(indexOf(after), '/', SIZES));
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('an index updated after an edit', () => {
  const salt = 'tool';
  /** The index of `before` as the last build left it, updated for `after`: undefined when it has to be built whole. */
  const update = (before: SearchDocument[], after: SearchDocument[], shared?: { url: string; documents: SearchDocument[] }) => {
    const options = { synonyms: [['tls', 'ssl']], ...(shared && { shared }) };
    const previous = {
      json: JSON.stringify(buildSearchPayload(before, options)),
      indexed: { salt, pages: before.map((doc): [string, string] => [doc.url, contentKeyOf(doc)]) },
    };
    const stored = new Map(before.map((doc) => [contentKeyOf(doc), sectionTokens(doc)]));
    return updatedPayload(previous, after, after.map(contentKeyOf), { ...options, salt, tokensOf: sectionTokens, storedTokens: (key) => stored.get(key) });
  };
  const edited = (docs: SearchDocument[], at: number, section: number, change: Partial<SearchDocument['sections'][number]>, title?: string) =>
    docs.map((doc, i) => (i === at ? { ...doc, ...(title && { title }), sections: doc.sections.map((s, j) => (j === section ? { ...s, ...change } : s)) } : doc));

  it('is, byte for byte, the index built whole from the edited pages: words gone, words new, a heading and a title changed', () => {
    const before = documents(30);
    let after = edited(before, 4, 1, { text: 'handshake finished with a brand new cipher suite' });
    after = edited(after, 17, 2, { heading: 'Renamed heading', code: 'EVP_PKEY_new' }, 'A new title');
    assert.equal(update(before, after), JSON.stringify(buildSearchPayload(after, { synonyms: [['tls', 'ssl']] })));
  });

  it("keeps the pages another locale's index holds, and their places there", () => {
    const base = documents(12);
    const translated = base.map((doc, i) => (i % 3 ? doc : { ...doc, url: `/en${doc.url}`, title: `Page ${i}` }));
    const shared = { url: '/search-index.json?_=abc', documents: base };
    const after = edited(translated, 3, 0, { text: 'translated text, edited' });
    const updated = update(translated, after, shared);
    assert.ok(updated);
    assert.equal(updated, JSON.stringify(buildSearchPayload(after, { synonyms: [['tls', 'ssl']], shared })));
  });

  it('is built whole when an edit changes how many sections a page has, or which pages there are', () => {
    const before = documents(10);
    const fewer = before.map((doc, i) => (i === 2 ? { ...doc, sections: doc.sections.slice(0, 2) } : doc));
    assert.equal(update(before, fewer), undefined);
    assert.equal(update(before, before.slice(1)), undefined);
  });
});

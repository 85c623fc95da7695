// The cache's records that a build after an edit reads and writes: the
// sharded record (kept pages, search tokens) writes only the shards whose
// entries changed and reads back exactly what was saved; the images' hashes
// keep only the files the build used.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { AssetRegistry } from '../../src/assets/asset-registry.js';
import { LazyRecord } from '../../src/files/lazy-record.js';
import { loadRecord, saveRecord } from '../../src/files/sharded-record.js';
import { loadAssetHashes, saveAssetHashes } from '../../src/pipeline/asset-hashes.js';
import { tempDir } from '../helpers/site.js';

const shardFiles = (dir: string) => new Set(readdirSync(path.join(dir, 'pages')));
const pages = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`/docs/page-${i}`, { hash: `h${i}`, links: [`/docs/page-${i + 1}`] }]));

describe('a sharded record', () => {
  it('reads back what was saved, and nothing when its meta is not taken', async () => {
    const dir = tempDir();
    const entries = pages(300);
    await saveRecord(dir, 'pages', { global: 'g1' }, entries);
    const loaded = loadRecord<{ global: string }, unknown>(dir, 'pages', (meta) => meta.global === 'g1');
    assert.deepEqual(loaded?.meta, { global: 'g1' });
    assert.deepEqual(loaded?.entries, entries);
    assert.equal(
      loadRecord(dir, 'pages', () => false),
      undefined,
    );
  });

  it('writes only the shards whose entries changed, and removes the files no longer named', async () => {
    const dir = tempDir();
    await saveRecord(dir, 'pages', {}, pages(300));
    const last = loadRecord<object, { hash: string; links: string[] }>(dir, 'pages', () => true)!;
    const before = shardFiles(dir);
    const next = new Map(last.entries);
    next.set('/docs/page-7', { hash: 'edited', links: [] });
    next.delete('/docs/page-8');
    await saveRecord(dir, 'pages', {}, next, last);
    const after = shardFiles(dir);
    const added = [...after].filter((f) => !before.has(f));
    const removed = [...before].filter((f) => !after.has(f));
    // The edited page's shard and the removed page's (one shard if they share it).
    assert.ok(added.length >= 1 && added.length <= 2, `${added.length} shards written`);
    assert.equal(removed.length, added.length);
    assert.deepEqual(loadRecord(dir, 'pages', () => true)?.entries, next);
  });

  it('saved again from the record it gave, holds after a change is undone', async () => {
    const dir = tempDir();
    const first = await saveRecord(dir, 'pages', {}, pages(50));
    const edited = new Map(first.entries);
    edited.set('/docs/page-3', { hash: 'edited', links: [] });
    const second = await saveRecord(dir, 'pages', {}, edited, first);
    const undone = new Map(second.entries);
    undone.set('/docs/page-3', first.entries.get('/docs/page-3')!);
    await saveRecord(dir, 'pages', {}, undone, second);
    assert.deepEqual(loadRecord(dir, 'pages', () => true)?.entries, pages(50));
  });

  it('is not read at all when one of its shards is missing', async () => {
    const dir = tempDir();
    await saveRecord(dir, 'pages', {}, pages(20));
    rmSync(path.join(dir, 'pages', [...shardFiles(dir)][0]!));
    assert.equal(
      loadRecord(dir, 'pages', () => true),
      undefined,
    );
  });
});

describe('a record read shard by shard', () => {
  const tokens = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`key-${i}`, [`token${i} word`]]));

  it('reads back what was saved, gives nothing for a key it does not hold, and none when its meta is not taken', async () => {
    const dir = tempDir();
    await LazyRecord.save(dir, 'tokens', { salt: 's' }, undefined, tokens(300), () => true);
    const record = LazyRecord.open<{ salt: string }, string[]>(dir, 'tokens', (meta) => meta.salt === 's')!;
    assert.equal(record.keys.size, 300);
    assert.deepEqual(record.get('key-17'), ['token17 word']);
    assert.equal(record.get('key-300'), undefined);
    assert.equal(
      LazyRecord.open(dir, 'tokens', () => false),
      undefined,
    );
  });

  it('writes only the shards that gain or lose a key, and holds every other key as it was', async () => {
    const dir = tempDir();
    const first = await LazyRecord.save(dir, 'tokens', {}, undefined, tokens(300), () => true);
    const last = LazyRecord.open<object, string[]>(dir, 'tokens', () => true)!;
    const before = new Set(readdirSync(path.join(dir, 'tokens')));
    // An edited page: its old content's key goes, its new one comes.
    await LazyRecord.save(dir, 'tokens', {}, last, new Map([['key-new', ['new words']]]), (key) => key !== 'key-5');
    const after = new Set(readdirSync(path.join(dir, 'tokens')));
    const added = [...after].filter((f) => !before.has(f));
    assert.ok(added.length >= 1 && added.length <= 2, `${added.length} shards written`);
    const reread = LazyRecord.open<object, string[]>(dir, 'tokens', () => true)!;
    const expected = new Map([...tokens(300)].filter(([key]) => key !== 'key-5'));
    expected.set('key-new', ['new words']);
    assert.deepEqual(new Set(reread.keys), new Set(expected.keys()));
    for (const [key, value] of expected) assert.deepEqual(reread.get(key), value, key);
    assert.equal(first.keys.size, 300);
  });
});

describe('the record of images’ hashes', () => {
  it('keeps only the images the build used', async () => {
    const dir = tempDir();
    const hashes = new Map([
      ['/site/docs/shown.png', { signature: '1', hash: 'aaaa' }],
      ['/site/docs/deleted.png', { signature: '2', hash: 'bbbb' }],
    ]);
    await saveAssetHashes(dir, hashes, new Set(['/site/docs/shown.png']));
    assert.deepEqual([...loadAssetHashes(dir)], [['/site/docs/shown.png', { signature: '1', hash: 'aaaa' }]]);
  });

  it('names as used each file a page asked for, though files of one name and content share one output', () => {
    const site = tempDir();
    for (const folder of ['docs/a', 'docs/b']) {
      mkdirSync(path.join(site, folder), { recursive: true });
      writeFileSync(path.join(site, folder, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    const registry = new AssetRegistry(site, '/');
    assert.equal(registry.urlOf('docs/a/logo.svg'), registry.urlOf('docs/b/logo.svg'));
    registry.urlOf('docs/c/missing.svg');
    assert.deepEqual(registry.usedFiles(), new Set([path.join(site, 'docs/a/logo.svg'), path.join(site, 'docs/b/logo.svg')]));
  });
});

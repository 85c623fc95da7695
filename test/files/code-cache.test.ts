// A CommonJS bundle run with V8's code cache (src/files/code-cache.ts): the
// cache is written once the bundle has run, taken by the next run, and written
// again only when V8 turns it down; a bundle's import() goes through the
// function its runner hands it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runCodeCached } from '../../src/files/code-cache.js';
import { tempDir } from '../helpers/site.js';

const BUNDLE = `const os = require('node:os');
exports.platform = () => os.platform();
exports.double = (n) => n * 2;
exports.later = (specifier) => __tongsiteImport(specifier);
`;

describe('runCodeCached', () => {
  it('runs the bundle, writes its cache once it has run, and the next run takes it without writing it again', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'bundle.cjs');
    const cache = path.join(dir, 'bundle.v8');
    const first = runCodeCached<{ platform(): string; double(n: number): number }>(BUNDLE, file, cache);
    assert.equal(first.exports.platform(), process.platform, 'require() resolves as from the bundle');
    assert.equal(first.exports.double(21), 42);
    assert.equal(existsSync(cache), false, 'nothing written before saveCodeCache');
    assert.equal(await first.saveCodeCache(), true);
    assert.ok(statSync(cache).size > 0);
    assert.equal(await first.saveCodeCache(), false, 'written once');
    const written = readFileSync(cache);
    const second = runCodeCached<{ double(n: number): number }>(BUNDLE, file, cache);
    assert.equal(second.exports.double(4), 8);
    assert.equal(await second.saveCodeCache(), false, 'the cache was taken: nothing to write');
    assert.deepEqual(readFileSync(cache), written);
  });

  it("writes the cache again when V8 turns down the one there (another bundle's)", async () => {
    const dir = tempDir();
    const cache = path.join(dir, 'bundle.v8');
    const other = runCodeCached(`exports.other = ${JSON.stringify('x'.repeat(1000))};`, path.join(dir, 'other.cjs'), cache);
    await other.saveCodeCache();
    const run = runCodeCached<{ double(n: number): number }>(BUNDLE, path.join(dir, 'bundle.cjs'), cache);
    assert.equal(run.exports.double(1), 2);
    assert.equal(await run.saveCodeCache(), true);
  });

  it('keeps no cache without a cache file, and hands import() to the runner', async () => {
    const dir = tempDir();
    const asked: string[] = [];
    const run = runCodeCached<{ later(specifier: string): Promise<{ value: number }> }>(BUNDLE, path.join(dir, 'bundle.cjs'), undefined, async (specifier) => {
      asked.push(specifier);
      return { value: 7 };
    });
    assert.equal((await run.exports.later('some-package/part')).value, 7);
    assert.deepEqual(asked, ['some-package/part']);
    assert.equal(await run.saveCodeCache(), false);
  });
});

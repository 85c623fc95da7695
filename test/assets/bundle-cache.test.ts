// The cache of esbuild results (stylesheet, browser bundle, templates): an
// entry is reused only while its inputs are unchanged, and a manifest that
// cannot be read (cut short while another build wrote it) is a miss, not a crash.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { remember, reuse, reuseToolBundle } from '../../src/files/bundle-cache.js';
import { prebuiltBundlesDir } from '../../src/tool-paths.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bundle-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('bundle cache', () => {
  it('reuses a result while its inputs are unchanged, and not after an input changed', async () => {
    const input = path.join(dir, 'a.css');
    writeFileSync(input, 'a { color: red }');
    const manifest = path.join(dir, 'first', 'manifest.json');
    await remember(manifest, 'salt', [input], { file: 'a.1.css' });
    assert.deepEqual(await reuse(manifest, 'salt'), { file: 'a.1.css' });
    writeFileSync(input, 'a { color: blue; }');
    assert.equal(await reuse(manifest, 'salt'), undefined);
    assert.deepEqual(readdirSync(path.dirname(manifest)), ['manifest.json'], 'written through a temporary file, renamed over');
  });

  it('takes a manifest cut short for a miss', async () => {
    const manifest = path.join(dir, 'cut', 'manifest.json');
    await remember(manifest, 'salt', [], { file: 'b.js' });
    writeFileSync(manifest, '{"key":"abc","inp');
    assert.equal(await reuse(path.join(dir, 'cut', 'manifest.json'), 'other-salt'), undefined);
  });

  it("takes the bundle made with the tool first, the site's own once an input changed", async () => {
    const toolRoot = path.join(dir, 'tool');
    const siteCache = path.join(dir, 'site-cache');
    const input = path.join(dir, 'template.tsx');
    writeFileSync(input, 'export const a = 1;');
    await remember(path.join(prebuiltBundlesDir(toolRoot), 'render', 'templates.json'), 'salt', [input], { file: 'made-with-the-tool.cjs' });
    assert.deepEqual(await reuseToolBundle(toolRoot, siteCache, path.join('render', 'templates.json'), 'salt'), { file: 'made-with-the-tool.cjs' });
    // A template edited (serve --watch on tongsite's own templates): the site bundles it and keeps that.
    writeFileSync(input, 'export const a = 2;');
    assert.equal(await reuseToolBundle(toolRoot, siteCache, path.join('render', 'templates.json'), 'salt'), undefined);
    await remember(path.join(siteCache, 'render', 'templates.json'), 'salt', [input], { file: 'made-by-the-site.cjs' });
    assert.deepEqual(await reuseToolBundle(toolRoot, siteCache, path.join('render', 'templates.json'), 'salt'), { file: 'made-by-the-site.cjs' });
  });
});

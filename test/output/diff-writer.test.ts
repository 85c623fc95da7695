// The writer of `serve --watch`: the first build is written whole and swapped
// in; later ones write only the files whose bytes changed and remove the files
// no longer built, keeping what a later step writes (the search indexes).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createOutputMemo, DiffWriter, writeAfterBuild } from '../../src/output/diff-writer.js';
import { tempDir } from '../helpers/site.js';

describe('DiffWriter', () => {
  const setup = () => {
    const dir = tempDir('tongsite-diff-');
    const out = path.join(dir, 'build');
    const staticFile = path.join(dir, 'logo.svg');
    writeFileSync(staticFile, '<svg/>');
    return { dir, out, staticFile, memo: createOutputMemo() };
  };
  const mtime = (file: string) => statSync(file).mtimeMs;

  it('writes the first build whole, then only what changed, and removes what is gone', async () => {
    const { out, staticFile, memo } = setup();
    const first = new DiffWriter(out, memo);
    await first.write('a/index.html', 'A1');
    await first.write('b/index.html', 'B1');
    await first.write('gone.txt', 'bye');
    await first.copy(staticFile, 'img/logo.svg');
    await first.commit();
    assert.deepEqual(first.changed().sort(), ['a/index.html', 'b/index.html', 'gone.txt', 'img/logo.svg']);
    // Dated in the past: a file written again would carry the present time, however fast the machine.
    const past = new Date('2001-01-01T00:00:00Z');
    for (const file of ['b/index.html', 'img/logo.svg']) utimesSync(path.join(out, file), past, past);
    const bWritten = mtime(path.join(out, 'b/index.html'));
    const logoWritten = mtime(path.join(out, 'img/logo.svg'));

    const second = new DiffWriter(out, memo);
    await second.write('a/index.html', 'A2');
    await second.write('b/index.html', 'B1');
    await second.copy(staticFile, 'img/logo.svg');
    await second.commit();
    assert.deepEqual(second.changed().sort(), ['a/index.html', 'gone.txt']);
    assert.equal(readFileSync(path.join(out, 'a/index.html'), 'utf8'), 'A2');
    assert.equal(mtime(path.join(out, 'b/index.html')), bWritten, 'an unchanged page is not written');
    assert.equal(mtime(path.join(out, 'img/logo.svg')), logoWritten, 'an unchanged static file is not copied');
    assert.ok(!existsSync(path.join(out, 'gone.txt')));

    // A static file changed on disk is copied again.
    writeFileSync(staticFile, '<svg id="new"/>');
    utimesSync(staticFile, new Date(), new Date(Date.now() + 5000));
    const third = new DiffWriter(out, memo);
    await third.write('a/index.html', 'A2');
    await third.write('b/index.html', 'B1');
    await third.copy(staticFile, 'img/logo.svg');
    await third.commit();
    assert.deepEqual(third.changed(), ['img/logo.svg']);
    assert.equal(readFileSync(path.join(out, 'img/logo.svg'), 'utf8'), '<svg id="new"/>');
  });

  it('keeps files a later step writes, and writes those only when they change', async () => {
    const { out, memo } = setup();
    const first = new DiffWriter(out, memo, new Set(['search-index.json']));
    await first.write('index.html', 'home');
    await first.commit();
    await writeAfterBuild(out, memo, 'search-index.json', '{"v":1}');
    const second = new DiffWriter(out, memo, new Set(['search-index.json']));
    await second.write('index.html', 'home');
    await second.commit();
    assert.deepEqual(second.changed(), []);
    assert.equal(readFileSync(path.join(out, 'search-index.json'), 'utf8'), '{"v":1}');
  });

  it('writes the next build whole after a failed write, or when the folder is gone', async () => {
    const { out, memo } = setup();
    const first = new DiffWriter(out, memo);
    await first.write('index.html', 'home');
    await first.commit();
    const failed = new DiffWriter(out, memo);
    await failed.abort();
    const next = new DiffWriter(out, memo);
    await next.write('index.html', 'home');
    await next.commit();
    assert.deepEqual(next.changed(), ['index.html'], 'after an abort nothing is assumed on disk');
    rmSync(out, { recursive: true });
    const again = new DiffWriter(out, memo);
    await again.write('index.html', 'home');
    await again.commit();
    assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'home', 'a folder removed by hand is written again');
  });
});

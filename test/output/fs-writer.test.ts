// A build's writer: it writes a new folder and swaps it in, linking from the
// previous build the files whose bytes did not change (a warm build rewrites
// nothing it need not), and a failed build leaves the last good one as it was.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PreviousBuild } from '../../src/output/previous-build.js';
import { removeSwappedOut } from '../../src/output/remove-swapped-out.js';
import { FsWriter } from '../../src/output/writer.js';
import { folderTexts, tempDir } from '../helpers/site.js';

const inode = (file: string) => statSync(file).ino;

/** Waits until `dir` holds the output folder alone: the previous build's folder is removed in the background (remove-swapped-out.ts). */
async function onlyOutputLeft(dir: string): Promise<void> {
  for (let waited = 0; readdirSync(dir).length > 1 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(readdirSync(dir), ['build'], 'no temporary or old folder is left');
}

async function build(out: string, files: Record<string, string>, copies: Record<string, string> = {}): Promise<FsWriter> {
  const writer = new FsWriter(out);
  for (const [from, file] of Object.entries(copies)) await writer.copy(from, file);
  for (const [file, text] of Object.entries(files)) await writer.write(file, text);
  return writer;
}

describe('FsWriter', () => {
  it('links the files whose bytes did not change from the previous build and writes the others', async () => {
    const dir = tempDir('tongsite-fs-writer-');
    const out = path.join(dir, 'build');
    await (await build(out, { 'docs/a/index.html': '<p>甲</p>', 'docs/b/index.html': '<p>B</p>', 'gone.txt': 'bye' })).commit();
    const before = { a: inode(path.join(out, 'docs/a/index.html')), b: inode(path.join(out, 'docs/b/index.html')) };

    await (await build(out, { 'docs/a/index.html': '<p>甲</p>', 'docs/b/index.html': '<p>B, edited</p>', 'new.txt': 'hi' })).commit();
    assert.equal(inode(path.join(out, 'docs/a/index.html')), before.a, 'an unchanged page is the same file, not written again');
    assert.notEqual(inode(path.join(out, 'docs/b/index.html')), before.b, 'a changed page is written anew');
    assert.deepEqual(folderTexts(out), {
      '.tongsite-build': readFileSync(path.join(out, '.tongsite-build'), 'utf8'),
      'docs/a/index.html': '<p>甲</p>',
      'docs/b/index.html': '<p>B, edited</p>',
      'new.txt': 'hi',
    });
    await onlyOutputLeft(dir);
    assert.equal(statSync(path.join(out, 'docs/a/index.html')).nlink, 1, 'once the previous build is removed, nothing else shares the file');
  });

  it('a page of the same size but other bytes is written, not linked', async () => {
    const out = path.join(tempDir('tongsite-fs-writer-'), 'build');
    await (await build(out, { 'index.html': 'AAAA' })).commit();
    const before = inode(path.join(out, 'index.html'));
    await (await build(out, { 'index.html': 'AAAB' })).commit();
    assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'AAAB');
    assert.notEqual(inode(path.join(out, 'index.html')), before);
  });

  it('links a static file copied from an unchanged source, and copies it again once the source changed', async () => {
    const dir = tempDir('tongsite-fs-writer-');
    const out = path.join(dir, 'build');
    const logo = path.join(dir, 'logo.svg');
    writeFileSync(logo, '<svg/>');
    await (await build(out, {}, { [logo]: 'img/logo.svg' })).commit();
    const first = inode(path.join(out, 'img/logo.svg'));
    assert.equal(statSync(path.join(out, 'img/logo.svg')).mode & 0o777, 0o644);

    await (await build(out, {}, { [logo]: 'img/logo.svg' })).commit();
    assert.equal(inode(path.join(out, 'img/logo.svg')), first, 'an unchanged static file is not copied again');

    // Same size, a later modification time: copied again.
    writeFileSync(logo, '<SVG/>');
    utimesSync(logo, new Date(), new Date(Date.now() + 5000));
    await (await build(out, {}, { [logo]: 'img/logo.svg' })).commit();
    assert.equal(readFileSync(path.join(out, 'img/logo.svg'), 'utf8'), '<SVG/>');
    assert.notEqual(inode(path.join(out, 'img/logo.svg')), first);
  });

  it('a failed build leaves the last good build untouched, even where it wrote over a file it had linked', async () => {
    const dir = tempDir('tongsite-fs-writer-');
    const out = path.join(dir, 'build');
    const robots = path.join(dir, 'robots.txt');
    writeFileSync(robots, 'User-agent: *\n');
    // The last good build: its robots.txt is generated.
    await (await build(out, { 'robots.txt': 'User-agent: *\n', 'index.html': 'home' })).commit();
    const good = folderTexts(out);
    // The static file looks unchanged since the previous build's copy: same size and time.
    const written = statSync(path.join(out, 'robots.txt'));
    utimesSync(robots, written.atime, written.mtime);

    // static/robots.txt equals the previous build's file, so it is linked; then
    // the generated robots.txt replaces it: that write must not go through the link.
    const failed = await build(out, { 'robots.txt': 'Disallow: /\n', 'index.html': 'home, broken' }, { [robots]: 'robots.txt' });
    await failed.abort();
    assert.deepEqual(folderTexts(out), good);
    assert.deepEqual(readdirSync(dir).sort(), ['build', 'robots.txt']);

    // Committed, the generated file wins and the previous build was not changed through it.
    const previousRobots = path.join(out, 'robots.txt');
    const kept = inode(previousRobots);
    const next = await build(out, { 'robots.txt': 'Disallow: /\n', 'index.html': 'home' }, { [robots]: 'robots.txt' });
    assert.equal(readFileSync(previousRobots, 'utf8'), 'User-agent: *\n', 'before the swap, the last good build is as it was');
    await next.commit();
    assert.equal(readFileSync(path.join(out, 'robots.txt'), 'utf8'), 'Disallow: /\n');
    assert.notEqual(inode(path.join(out, 'robots.txt')), kept);
  });

  it('writes everything when the output folder was not written by a build', async () => {
    const out = path.join(tempDir('tongsite-fs-writer-'), 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'home');
    const before = inode(path.join(out, 'index.html'));
    await (await build(out, { 'index.html': 'home' })).commit();
    assert.notEqual(inode(path.join(out, 'index.html')), before);
    assert.ok(existsSync(path.join(out, '.tongsite-build')));
  });
});

describe('removeSwappedOut', () => {
  it("removes the previous build's folder in a process of its own, named after that process while it runs", async () => {
    const dir = tempDir('tongsite-swapped-out-');
    const prefix = path.join(dir, 'build');
    const old = `${prefix}.old-${process.pid}-1700000000000`;
    for (let i = 0; i < 200; i++) {
      mkdirSync(path.join(old, `docs/${i}`), { recursive: true });
      writeFileSync(path.join(old, `docs/${i}/index.html`), `<p>${i}</p>`);
    }
    await removeSwappedOut(old, prefix, '1700000000000');
    const left = readdirSync(dir);
    // Gone already, or named after the remover, which the next build leaves alone while it runs (leftovers.ts).
    assert.ok(left.length === 0 || (left.length === 1 && /^build\.old-(\d+)-1700000000000$/.test(left[0]!) && !left[0]!.includes(`-${process.pid}-`)), left.join());
    for (let waited = 0; readdirSync(dir).length > 0 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(readdirSync(dir), []);
  });
});

describe('PreviousBuild', () => {
  // /dev/shm is a memory filesystem on Linux: no link or clone reaches it from the temporary folder's disk.
  const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tempDir('tongsite-dev-')).dev;
  it('says a file cannot be shared across filesystems, so that it is written as usual', { skip: !otherDevice && 'no second filesystem at /dev/shm' }, () => {
    const shared = path.join('/dev/shm', `tongsite-previous-${process.pid}`);
    mkdirSync(shared, { recursive: true });
    try {
      writeFileSync(path.join(shared, '.tongsite-build'), '');
      writeFileSync(path.join(shared, 'index.html'), 'home');
      const previous = PreviousBuild.at(shared)!;
      const target = path.join(tempDir('tongsite-fs-writer-'), 'index.html');
      assert.equal(previous.reuseWritten('index.html', target, Buffer.from('home')), false);
      assert.ok(!existsSync(target));
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });
});

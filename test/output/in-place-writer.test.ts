// The writer of a build after an edit: it changes the last build's folder in
// place, writing only what changed, through a staging folder and a journal, so
// that a failed build leaves the folder as it was and one stopped while it
// moves its files in is finished by the next.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { InPlaceWriter } from '../../src/output/in-place-writer.js';
import { removeLeftovers } from '../../src/output/leftovers.js';
import { writeJournal } from '../../src/output/write-journal.js';
import { FsWriter } from '../../src/output/writer.js';
import { outputSignature } from '../../src/pipeline/unchanged-build.js';
import { folderTexts, tempDir } from '../helpers/site.js';

const inode = (file: string) => statSync(file).ino;

/** A last good build in `out`, written as a first build writes it. */
async function firstBuild(out: string, files: Record<string, string>): Promise<void> {
  const writer = new FsWriter(out);
  for (const [file, text] of Object.entries(files)) await writer.write(file, text);
  await writer.commit();
  // The swapped-out folder is removed in the background: none here, the folder being new.
}

/** A writer into `out` with the folder's listing, as a build makes it: by the walk that checks the folder. */
function inPlace(out: string): InPlaceWriter | undefined {
  const present = new Set<string>();
  outputSignature(out, present);
  return InPlaceWriter.at(out, present);
}

const marker = (out: string) => readFileSync(path.join(out, '.tongsite-build'), 'utf8');

describe('InPlaceWriter', () => {
  it('writes the changed files into the folder, keeps the others as they are, removes what the build no longer makes', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    await firstBuild(out, { 'index.html': 'home', 'docs/a/index.html': 'A', 'docs/gone/index.html': 'gone', 'docs/gone/data.json': '{}' });
    const before = { folder: inode(out), home: inode(path.join(out, 'index.html')), a: inode(path.join(out, 'docs/a/index.html')) };

    const writer = inPlace(out)!;
    await writer.write('index.html', 'home');
    assert.ok(writer.keepPrevious('docs/a/index.html'));
    assert.equal(writer.keepPrevious('docs/none/index.html'), false, 'a file the folder does not hold cannot be kept');
    await writer.write('docs/b/index.html', 'B');
    assert.deepEqual(
      Object.keys(folderTexts(out)).sort(),
      ['.tongsite-build', 'docs/a/index.html', 'docs/gone/data.json', 'docs/gone/index.html', 'index.html'],
      'nothing shows before the commit',
    );
    await writer.commit();

    assert.deepEqual(folderTexts(out), { '.tongsite-build': marker(out), 'index.html': 'home', 'docs/a/index.html': 'A', 'docs/b/index.html': 'B' });
    assert.equal(inode(out), before.folder, 'the folder is the same folder');
    assert.equal(inode(path.join(out, 'index.html')), before.home, 'a file written with the same bytes is not written again');
    assert.equal(inode(path.join(out, 'docs/a/index.html')), before.a);
    assert.ok(!existsSync(path.join(out, 'docs/gone')), 'a folder left empty goes too');
    assert.deepEqual(readdirSync(dir), ['build'], 'no staging folder is left');
  });

  it('replaces a changed file by a new one, and a file written twice takes its last bytes', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    await firstBuild(out, { 'index.html': 'home', 'robots.txt': 'User-agent: *\n' });
    const writer = inPlace(out)!;
    await writer.write('index.html', 'home, edited');
    // A generated file written over a static one of the same path; then back to the folder's bytes.
    await writer.write('robots.txt', 'Disallow: /\n');
    await writer.write('robots.txt', 'User-agent: *\n');
    await writer.commit();
    assert.deepEqual(folderTexts(out), { '.tongsite-build': marker(out), 'index.html': 'home, edited', 'robots.txt': 'User-agent: *\n' });
  });

  it('copies a static file again once its source changed, and not while it is the same', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    const logo = path.join(dir, 'logo.svg');
    writeFileSync(logo, '<svg/>');
    const first = new FsWriter(out);
    await first.copy(logo, 'img/logo.svg');
    await first.commit();
    const copied = inode(path.join(out, 'img/logo.svg'));

    let writer = inPlace(out)!;
    await writer.copy(logo, 'img/logo.svg');
    await writer.commit();
    assert.equal(inode(path.join(out, 'img/logo.svg')), copied);

    writeFileSync(logo, '<svg width="8"/>');
    writer = inPlace(out)!;
    await writer.copy(logo, 'img/logo.svg');
    await writer.commit();
    assert.equal(readFileSync(path.join(out, 'img/logo.svg'), 'utf8'), '<svg width="8"/>');
    assert.equal(statSync(path.join(out, 'img/logo.svg')).mode & 0o777, 0o644);
  });

  it("lists the folder's pages, and removes files of hidden folders it no longer makes", async () => {
    const out = path.join(tempDir('tongsite-in-place-'), 'build');
    await firstBuild(out, { 'index.html': 'home', 'docs/a/index.html': 'A', '.well-known/security.txt': 'Contact: x', '.well-known/page.html': 'not a page' });
    const writer = inPlace(out)!;
    assert.deepEqual(writer.previousPages().sort(), ['docs/a/index.html', 'index.html']);
    await writer.write('index.html', 'home');
    await writer.write('docs/a/index.html', 'A');
    await writer.commit();
    assert.deepEqual(folderTexts(out), { '.tongsite-build': marker(out), 'index.html': 'home', 'docs/a/index.html': 'A' });
  });

  it('is no writer once finishing a stopped build changed the folder it listed', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    await firstBuild(out, { 'index.html': 'home' });
    const present = new Set<string>();
    outputSignature(out, present);
    const pid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const staging = `${out}.tmp-${pid}-1700000000000`;
    mkdirSync(staging);
    writeJournal(staging, { moves: [], removals: ['index.html'] });
    assert.equal(InPlaceWriter.at(out, present), undefined);
    assert.deepEqual(folderTexts(out), { '.tongsite-build': marker(out) });
  });

  it('a failed build leaves the folder as it was, and nothing beside it', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    await firstBuild(out, { 'index.html': 'home', 'docs/a/index.html': 'A' });
    const good = folderTexts(out);
    const writer = inPlace(out)!;
    await writer.write('index.html', 'home, broken');
    await writer.write('docs/new/index.html', 'new');
    await writer.abort();
    assert.deepEqual(folderTexts(out), good);
    assert.deepEqual(readdirSync(dir), ['build']);
  });

  it('is no writer for a folder a build did not write', () => {
    const out = path.join(tempDir('tongsite-in-place-'), 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'home');
    assert.equal(inPlace(out), undefined);
  });
});

describe('removeLeftovers', () => {
  it('finishes the change of a build stopped after its journal was written, and removes the rest of what stopped builds left', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    await firstBuild(out, { 'index.html': 'home', 'docs/a/index.html': 'A', 'docs/gone/index.html': 'gone' });
    // A process that ran and ended: its pid names what it left.
    const pid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const staging = `${out}.tmp-${pid}-1700000000000`;
    mkdirSync(path.join(staging, 'docs/b'), { recursive: true });
    writeFileSync(path.join(staging, 'index.html'), 'home, edited');
    writeFileSync(path.join(staging, 'docs/b/index.html'), 'B');
    writeJournal(staging, { moves: ['index.html', 'docs/b/index.html', 'docs/c/index.html'], removals: ['docs/gone/index.html'] });
    // It had moved one file in already when it stopped: docs/c is in the output folder, not in the staging one.
    mkdirSync(path.join(out, 'docs/c'));
    writeFileSync(path.join(out, 'docs/c/index.html'), 'C');
    // A staging folder without a journal is a build that failed or stopped before it changed anything.
    const unfinished = `${out}.tmp-${pid}-1700000000001`;
    mkdirSync(unfinished);
    writeFileSync(path.join(unfinished, 'index.html'), 'never shown');

    removeLeftovers(out);
    assert.deepEqual(folderTexts(out), {
      '.tongsite-build': marker(out),
      'index.html': 'home, edited',
      'docs/a/index.html': 'A',
      'docs/b/index.html': 'B',
      'docs/c/index.html': 'C',
    });
    assert.deepEqual(readdirSync(dir), ['build']);
  });

  it('drops a journal it cannot finish, and says the folder changed: the next build writes it whole', async () => {
    const dir = tempDir('tongsite-in-place-');
    const out = path.join(dir, 'build');
    await firstBuild(out, { 'index.html': 'home' });
    const pid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const staging = `${out}.tmp-${pid}-1700000000000`;
    // A file to move below index.html, which is a file: its folder cannot be made.
    mkdirSync(path.join(staging, 'index.html'), { recursive: true });
    writeFileSync(path.join(staging, 'index.html/x'), 'x');
    writeJournal(staging, { moves: ['index.html/x'], removals: [] });
    assert.equal(removeLeftovers(out), true);
    assert.deepEqual(readdirSync(dir), ['build']);
  });
});

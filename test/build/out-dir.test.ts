// --out-dir never replaces what the build did not make: the site's sources,
// its config, its cache, or a folder of someone else's files.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { config, makeSite, tongsite } from '../helpers/site.js';

const site = () =>
  makeSite({
    'site.config.ts': config(),
    'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n',
  });

describe('tongsite build --out-dir', () => {
  for (const [outDir, message] of [
    ['content', /the output folder content is the site's sources \(content\): a build would replace it \[out-dir\]/],
    ['.', /the output folder \. holds the site config \(site\.config\.ts\)/],
    ['site.config.ts', /the output folder site\.config\.ts is the site config/],
    ['content/docs', /the output folder content\/docs is the site's sources \(content\/docs\)/],
    ['content/static/out', /the output folder content\/static\/out lies inside the site's sources \(content\/static\)/],
    ['.tongsite-cache', /the output folder \.tongsite-cache is the site's cache/],
    ['..', /the output folder \.\. holds the site config/],
  ] as const) {
    it(`refuses ${outDir}, exit 1, and leaves the site as it was`, () => {
      const dir = site();
      const run = tongsite(['build', '--out-dir', outDir], dir);
      assert.equal(run.code, 1);
      assert.match(run.stderr, message);
      assert.match(run.stderr, /hint: choose a folder of its own for the output/);
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
      assert.equal(readFileSync(path.join(dir, 'content/docs/a.md'), 'utf8'), '---\ntitle: A\n---\n\nText.\n');
      assert.match(readFileSync(path.join(dir, 'site.config.ts'), 'utf8'), /defineConfig/);
    });
  }

  it('builds into build/ inside a site folder laid out as Docusaurus does (siteDir: ".")', () => {
    const dir = makeSite({
      'site.config.ts': config("siteDir: '.',"),
      'docs/a.md': '---\ntitle: A\n---\n\nText.\n',
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(existsSync(path.join(dir, 'build/docs/a/index.html')));
    const into = tongsite(['build', '--out-dir', 'docs/out'], dir);
    assert.equal(into.code, 1);
    assert.match(into.stderr, /the output folder docs\/out lies inside the site's sources \(docs\)/);
  });

  it('refuses a folder of files a build did not write, and leaves them', () => {
    const dir = site();
    mkdirSync(path.join(dir, 'mine'));
    writeFileSync(path.join(dir, 'mine/notes.txt'), 'keep me');
    const run = tongsite(['build', '--out-dir', 'mine'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /the output folder mine already holds files that a build of tongsite did not write \(it has no \.tongsite-build file\)/);
    assert.equal(readFileSync(path.join(dir, 'mine/notes.txt'), 'utf8'), 'keep me');
  });

  it('marks the folder it writes, and replaces it on the next build', () => {
    const dir = site();
    assert.equal(tongsite(['build', '--out-dir', 'out'], dir).code, 0);
    assert.ok(existsSync(path.join(dir, 'out/.tongsite-build')));
    writeFileSync(path.join(dir, 'out/stale.txt'), 'from an old build');
    const again = tongsite(['build', '--out-dir', 'out'], dir);
    assert.equal(again.code, 0, again.stderr);
    assert.ok(!existsSync(path.join(dir, 'out/stale.txt')));
  });

  it('removes the temporary folders of interrupted builds, but not those of a build still running', () => {
    const dir = site();
    mkdirSync(path.join(dir, 'out.tmp-999999999-1700000000000/docs'), { recursive: true });
    mkdirSync(path.join(dir, 'out.old-999999999-1700000000000'));
    mkdirSync(path.join(dir, `out.tmp-${process.pid}-1700000000000`));
    assert.equal(tongsite(['build', '--out-dir', 'out'], dir).code, 0);
    assert.ok(!existsSync(path.join(dir, 'out.tmp-999999999-1700000000000')));
    assert.ok(!existsSync(path.join(dir, 'out.old-999999999-1700000000000')));
    assert.ok(existsSync(path.join(dir, `out.tmp-${process.pid}-1700000000000`)), 'a running build keeps its folder');
  });

  it('publishes files of a read-only static/ writable, so that the next build can replace them', () => {
    const dir = site();
    mkdirSync(path.join(dir, 'content/static/files'), { recursive: true });
    writeFileSync(path.join(dir, 'content/static/files/a.txt'), 'A');
    chmodSync(path.join(dir, 'content/static/files/a.txt'), 0o444);
    chmodSync(path.join(dir, 'content/static/files'), 0o555);
    try {
      assert.equal(tongsite(['build'], dir).code, 0);
      assert.equal(statSync(path.join(dir, 'build/files/a.txt')).mode & 0o777, 0o644);
      assert.equal(statSync(path.join(dir, 'build/files')).mode & 0o200, 0o200);
      assert.equal(tongsite(['build'], dir).code, 0);
    } finally {
      chmodSync(path.join(dir, 'content/static/files'), 0o755);
    }
  });
});

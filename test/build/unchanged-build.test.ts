// `tongsite build` again with nothing changed builds nothing: the output of the
// last build stands, file for file, and its summary and warnings are given
// again. Any change to what the build reads, or to what it left in the output
// folder, builds anew.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, config, docusaurusConfig, makeSite, page } from '../helpers/site.js';

const NOTHING_CHANGED = /nothing changed since the last build/;

describe('a build with nothing changed', () => {
  const site = makeSite({
    'site.config.ts': config(),
    'content/docs/intro.md': '# Intro\n\nSee [the missing part](./guide.md#nowhere).\n',
    'content/docs/guide.md': '# Guide\n\nFirst text.\n',
    'content/static/files/note.txt': 'static',
  });
  const out = path.join(site, 'build');
  const stamp = (url: string) => {
    const s = statSync(path.join(out, url, 'index.html'));
    return `${s.ino}:${s.mtimeMs}`;
  };

  it('builds nothing, leaves every file as it was and reports what the last build reported', () => {
    const first = buildSite(site);
    assert.doesNotMatch(first.stdout, NOTHING_CHANGED);
    const before = stamp('/docs/guide');
    const again = buildSite(site);
    assert.match(again.stdout, NOTHING_CHANGED);
    assert.equal(stamp('/docs/guide'), before, 'the page file was not written again');
    const warning = (run: { stdout: string; stderr: string }) => /broken anchor: #nowhere/.test(run.stdout + run.stderr);
    assert.ok(warning(first) && warning(again), 'the broken anchor is reported by both builds');
    assert.equal(again.stdout.match(/Built [^\n]*pages/)?.[0], first.stdout.match(/Built [^\n]*pages/)?.[0]);
  });

  it('builds anew when a content file changes', () => {
    writeFileSync(path.join(site, 'content/docs/guide.md'), '# Guide\n\nSecond text.\n');
    const run = buildSite(site);
    assert.doesNotMatch(run.stdout, NOTHING_CHANGED);
    assert.match(page(out, '/docs/guide'), /Second text\./);
  });

  it('builds anew when a file of the output is gone or changed, and puts it back', () => {
    rmSync(path.join(out, 'docs/guide/index.html'));
    assert.doesNotMatch(buildSite(site).stdout, NOTHING_CHANGED);
    assert.match(page(out, '/docs/guide'), /Second text\./);
    writeFileSync(path.join(out, 'files/note.txt'), 'edited by hand');
    assert.doesNotMatch(buildSite(site).stdout, NOTHING_CHANGED);
    assert.equal(readFileSync(path.join(out, 'files/note.txt'), 'utf8'), 'static');
  });

  it('builds anew when the config changes, or with --no-cache', () => {
    assert.match(buildSite(site).stdout, NOTHING_CHANGED);
    writeFileSync(path.join(site, 'site.config.ts'), config("tagline: 'A new tagline',"));
    assert.doesNotMatch(buildSite(site).stdout, NOTHING_CHANGED);
    assert.match(page(out, '/'), /A new tagline/);
    assert.doesNotMatch(buildSite(site, ['--no-cache']).stdout, NOTHING_CHANGED);
  });
});

describe('a build with nothing changed, of a site whose output folder is inside it (as Docusaurus lays it out)', () => {
  it("takes no folder beside the output for an input: the last build's, still being removed, nor a temporary one", () => {
    const site = makeSite({ 'docusaurus.config.js': docusaurusConfig(), 'docs/intro.md': '# Intro\n\nSome text.\n' });
    assert.doesNotMatch(buildSite(site).stdout, NOTHING_CHANGED);
    // What writer.ts leaves beside build/ while a build runs, and for a moment after it (remove-swapped-out.ts).
    mkdirSync(path.join(site, 'build.old-999999999-1700000000000/docs'), { recursive: true });
    writeFileSync(path.join(site, 'build.old-999999999-1700000000000/docs/index.html'), 'being removed');
    mkdirSync(path.join(site, `build.tmp-${process.pid}-1700000000000`));
    assert.match(buildSite(site).stdout, NOTHING_CHANGED);
  });
});

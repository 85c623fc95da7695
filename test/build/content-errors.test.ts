// Content that cannot be published as written: an error at the file (and line)
// that says what to do, exit 1, no stack trace, and the last good build kept.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { config, makeSite, tongsite } from '../helpers/site.js';

const doc = (title: string, frontMatter = '') => `---\ntitle: ${title}\n${frontMatter}---\n\n${title} text.\n`;

function failedBuild(files: Record<string, string>) {
  const run = tongsite(['build'], makeSite({ 'site.config.ts': config(), ...files }));
  assert.equal(run.code, 1, run.stdout);
  assert.doesNotMatch(run.stderr, /\n\s+at |RangeError|TypeError/, 'no stack trace');
  return run.stderr;
}

describe('content that cannot be published', () => {
  it('refuses two docs with one slug, naming both, at the slug line', () => {
    const stderr = failedBuild({ 'content/docs/a.md': doc('A', 'slug: /dupe\n'), 'content/docs/b.md': doc('B', 'slug: /dupe\n') });
    assert.match(stderr, /error content\/docs\/b\.md:3:1: \/docs\/dupe is the route of docs\/a\.md already: this page would replace it \[duplicate-route\]/);
  });

  it('refuses a new doc whose file name is an existing doc\'s slug', () => {
    const stderr = failedBuild({ 'content/docs/a.md': doc('A', 'slug: /dupe\n'), 'content/docs/dupe.md': doc('Dupe') });
    assert.match(stderr, /error content\/docs\/dupe\.md: \/docs\/dupe is the route of docs\/a\.md already/);
  });

  it('refuses a blog folder whose date is not a day of the calendar (month 13, February 30)', () => {
    const stderr = failedBuild({
      'content/blog/2024-13-45-x/index.md': doc('X'),
      'content/blog/2023-02-30-y.md': doc('Y'),
      'content/blog/2024-02-29-leap.md': doc('Leap'),
    });
    assert.match(stderr, /error content\/blog\/2024-13-45-x\/index\.md:1:1: the date 2024-13-45 in the file name is not a day of the calendar \[post-date\]/);
    assert.match(stderr, /error content\/blog\/2023-02-30-y\.md:1:1: the date 2023-02-30 in the file name is not a day of the calendar/);
    assert.doesNotMatch(stderr, /2024-02-29/);
  });

  it('refuses a file that is not UTF-8 at its first bad byte, accepts a BOM, and warns about NUL bytes at their line', () => {
    const dir = makeSite({ 'site.config.ts': config(), 'content/docs/bom.md': '\uFEFF---\ntitle: BOM\n---\n\nText.\n', 'content/docs/nul.md': '---\ntitle: NUL\n---\n\nA\0B\n' });
    const ok = tongsite(['build'], dir);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout + ok.stderr, /warning content\/docs\/nul\.md:5:2: the file holds a NUL byte \(U\+0000\)/);
    assert.doesNotMatch(ok.stdout + ok.stderr, /bom\.md/);
    // "中文标题" in GBK.
    writeFileSync(path.join(dir, 'content/docs/gbk.md'), Buffer.concat([Buffer.from('---\ntitle: '), Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xb1, 0xea, 0xcc, 0xe2]), Buffer.from('\n---\n\nText.\n')]));
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /error content\/docs\/gbk\.md:2:8: the file is not UTF-8: byte 0xd6 cannot start or continue a UTF-8 character \[encoding\]/);
    assert.match(run.stderr, /hint: save the file as UTF-8/);
  });

  it('refuses input whose parsing would not end in reasonable time, at its line: thousands of emphasis runs, nesting thousands deep', () => {
    const stderr = failedBuild({
      'content/docs/stars.md': `---\ntitle: Stars\n---\n\nFine *text*.\n\n${'*a_'.repeat(7000)}\n`,
      'content/docs/lists.md': `---\ntitle: Lists\n---\n\n${Array.from({ length: 5000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')}\n`,
      'content/docs/quotes.md': `---\ntitle: Quotes\n---\n\n${'>'.repeat(5000)} deep\n`,
    });
    assert.match(stderr, /error content\/docs\/stars\.md:7:1: this paragraph has 7001 runs of \* or _ \(more than 2000\)/);
    assert.match(stderr, /error content\/docs\/lists\.md:\d+:1: this line is nested \d+ levels deep in quotes or lists \(more than 100\)/);
    assert.match(stderr, /error content\/docs\/quotes\.md:5:1: this line is nested 5000 levels deep/);
    assert.ok(stderr.split('\n').every((line) => line.length < 400), 'code frames cut long lines');
  });

  it('builds a long table with emphasis in every cell: rows count one by one', () => {
    const rows = Array.from({ length: 800 }, (_, i) => `| **${i}** | *cell* | __x__ |`).join('\n');
    const run = tongsite(['build'], makeSite({ 'site.config.ts': config(), 'content/docs/t.md': `---\ntitle: T\n---\n\n| a | b | c |\n| - | - | - |\n${rows}\n` }));
    assert.equal(run.code, 0, run.stderr);
  });

  it('keeps the last good build when a later build fails on content', () => {
    const dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': doc('A', 'slug: /dupe\n') });
    assert.equal(tongsite(['build'], dir).code, 0);
    const before = readFileSync(path.join(dir, 'build/docs/dupe/index.html'), 'utf8');
    writeFileSync(path.join(dir, 'content/docs/b.md'), doc('B', 'slug: /dupe\n'));
    assert.equal(tongsite(['build'], dir).code, 1);
    assert.equal(readFileSync(path.join(dir, 'build/docs/dupe/index.html'), 'utf8'), before);
  });
});

// Docs' last update and undated posts from git, as Docusaurus reads them
// (docusaurus-utils/src/lastUpdateUtils.ts, plugin-content-blog/src/blogUtils.ts):
// the fixture (test/fixtures/last-update-site) is made a git repository of two
// commits by two authors in a temporary folder, then built with its history,
// with --no-git, and outside any repository.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { gitHistory } from '../../src/content/git-history.js';
import { all, attr, one, textOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { ROOT, tempDir } from '../helpers/site.js';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'last-update-site');

/** A commit by `author` on `date` (UTC noon), with no global git configuration needed. */
function commit(dir: string, author: string, date: string, message: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` };
  execFileSync('git', ['add', '-A'], { cwd: dir });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=tides@example.org', 'commit', '-q', '--no-gpg-sign', '-m', message], { cwd: dir, env });
}

const footer = (site: BuiltSite, url: string) => one(site.page(url), 'footer.doc-footer .theme-last-updated');

describe('last update and post dates from git', () => {
  let dir: string;
  let site: BuiltSite;
  const config = () => path.join(dir, 'docusaurus.config.js');
  before(async () => {
    dir = tempDir('tongsite-last-update-');
    cpSync(FIXTURE, dir, { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    commit(dir, 'Ada Lovelace', '2024-01-05', 'First tables');
    writeFileSync(path.join(dir, 'docs', 'tides.md'), `${execFileSync('cat', ['docs/tides.md'], { cwd: dir, encoding: 'utf8' })}\nLow water falls between two high waters.\n`);
    commit(dir, 'Grace Hopper', '2024-03-10', 'Low water');
    site = await buildInMemory(dir, { config: config(), search: false });
  });

  it('shows a doc’s newest commit: “Last updated on <date> by <author>”, the date in a <time>', () => {
    const line = footer(site, '/docs/tides');
    assert.equal(textOf(line), 'Last updated on Mar 10, 2024 by Grace Hopper');
    assert.equal(attr(one(line, 'time'), 'datetime'), '2024-03-10T12:00:00.000Z');
    assert.deepEqual(all(line, 'b').map(textOf), ['Mar 10, 2024', 'Grace Hopper']);
  });

  it('takes front matter last_update {date, author} over git', () => {
    assert.equal(textOf(footer(site, '/docs/moon')), 'Last updated on Dec 24, 2023 by The harbour master');
    assert.ok(!site.result.diagnostics.some((d) => d.code === 'front-matter-unused'), 'last_update is read, not warned about');
  });

  it('dates a post with no date in front matter or file name by its first commit', () => {
    const time = one(site.page('/blog/spring-tides'), 'article time');
    assert.equal(attr(time, 'datetime')?.slice(0, 10), '2024-01-05');
  });

  it('reads no git with --no-git: front matter only, and no warning', async () => {
    const noGit = await buildInMemory(dir, { config: config(), search: false, git: false });
    assert.equal(all(noGit.page('/docs/tides'), '.theme-last-updated').length, 0);
    assert.equal(textOf(footer(noGit, '/docs/moon')), 'Last updated on Dec 24, 2023 by The harbour master');
    assert.ok(!noGit.result.diagnostics.some((d) => d.code === 'no-git-history'));
  });

  it('reads the whole history with one git log, and warns when the folder is not in a repository', async () => {
    const history = (await gitHistory(dir, config())).history;
    assert.deepEqual(history?.files.get(path.join(dir, 'docs', 'tides.md')), {
      updatedAt: Date.parse('2024-03-10T12:00:00Z'),
      updatedBy: 'Grace Hopper',
      createdAt: Date.parse('2024-01-05T12:00:00Z'),
    });
    const outside = tempDir('tongsite-no-repo-');
    const { history: none, diagnostics } = await gitHistory(outside, path.join(outside, 'docusaurus.config.js'));
    assert.equal(none, undefined);
    assert.equal(diagnostics[0]?.code, 'no-git-history');
    assert.match(diagnostics[0]!.hint ?? '', /--no-git/);
  });
});

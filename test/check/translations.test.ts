// `tongsite check --translations`: per locale, the pages with no translation
// and the translations older than their source (front matter source_hash),
// on a small site and on the corpus, whose i18n/en is mostly missing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readSourceHash, sourceHash, withSourceHash } from '../../src/check/source-hash-field.js';
import { CORPUS } from '../helpers/corpus.js';
import { config, makeSite, ROOT, tongsite } from '../helpers/site.js';

const EN = 'content/i18n/en/docusaurus-plugin-content-docs/current';
const doc = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

interface Report {
  locales: {
    locale: string;
    pages: number;
    current: number;
    missing: { source: string; translation: string }[];
    stale: { translation: string; recorded: string; current: string }[];
    unrecorded: { translation: string }[];
    orphans: string[];
  }[];
  recorded: string[];
}
const json = (dir: string, ...args: string[]) => {
  const run = tongsite(['check', '--translations', '--format', 'json', ...args], dir);
  return { code: run.code, report: JSON.parse(run.stdout) as Report };
};

function site() {
  const a = doc('甲', '甲的正文。');
  const b = doc('乙', '乙的正文。');
  const launch = doc('发布', '新闻博客的第一篇。');
  return makeSite({
    // A second blog: its posts and their translations (i18n/<locale>/docusaurus-plugin-content-blog-<id>/) count too.
    'site.config.ts': config("blogPlugins: [{ id: 'news', path: 'news', routeBasePath: 'news' }],"),
    'content/news/2024-02-01-launch.md': launch,
    'content/news/2024-03-01-roadmap.md': doc('路线图', '接下来的计划。'),
    'content/i18n/en/docusaurus-plugin-content-blog-news/2024-02-01-launch.md': doc('Launch', 'The first news post.', `source_hash: ${sourceHash(launch)}\n`),
    'content/docs/a.md': a,
    'content/docs/b.md': b,
    'content/docs/c.md': doc('丙', '丙的正文。'),
    'content/docs/draft.md': doc('草稿', '未完。', 'draft: true\n'),
    'content/blog/2024-01-01-hello.md': doc('你好', '博文。'),
    [`${EN}/a.md`]: doc('A', 'The text of A.', `source_hash: ${sourceHash(a)}\n`),
    [`${EN}/b.md`]: doc('B', 'The text of B.', 'source_hash: 000000000000\n'),
    [`${EN}/c.md`]: doc('C', 'The text of C.'),
    [`${EN}/only-en.md`]: doc('Only', 'Only in English.'),
  });
}

describe('tongsite check --translations', () => {
  it('lists the missing, stale and unrecorded translations of each locale, page by page', () => {
    const dir = site();
    const run = tongsite(['check', '--translations'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /^en: 2 of 6 pages translated and current; 2 missing, 1 stale, 1 without a source hash, 1 with no source page$/m);
    assert.match(
      run.stdout,
      /^ {2}missing {5}content\/blog\/2024-01-01-hello\.md {2}\(translate it into content\/i18n\/en\/docusaurus-plugin-content-blog\/2024-01-01-hello\.md\)$/m,
    );
    assert.match(
      run.stdout,
      new RegExp(`^  stale {7}${EN}/b\\.md {2}\\(content/docs/b\\.md changed since: source_hash 000000000000, now ${sourceHash(doc('乙', '乙的正文。'))}\\)$`, 'm'),
    );
    assert.match(run.stdout, new RegExp(`^  unrecorded  ${EN}/c\\.md`, 'm'));
    assert.match(run.stdout, new RegExp(`^  no source   ${EN}/only-en\\.md`, 'm'));
    assert.doesNotMatch(run.stdout, /draft/, 'drafts are not pages');
  });

  it('reports the same as JSON for CI', () => {
    const { code, report } = json(site());
    assert.equal(code, 1);
    const en = report.locales[0]!;
    assert.equal(en.locale, 'en');
    assert.deepEqual([en.pages, en.current], [6, 2]);
    assert.deepEqual(en.missing, [
      { source: 'content/blog/2024-01-01-hello.md', translation: 'content/i18n/en/docusaurus-plugin-content-blog/2024-01-01-hello.md' },
      { source: 'content/news/2024-03-01-roadmap.md', translation: 'content/i18n/en/docusaurus-plugin-content-blog-news/2024-03-01-roadmap.md' },
    ]);
    assert.deepEqual(
      en.stale.map((s) => [s.translation, s.recorded]),
      [[`${EN}/b.md`, '000000000000']],
    );
    assert.deepEqual(
      en.unrecorded.map((u) => u.translation),
      [`${EN}/c.md`],
    );
    assert.deepEqual(en.orphans, [`${EN}/only-en.md`]);
  });

  it('marks a translation stale when its source changes, and current again once recorded', () => {
    const dir = site();
    // --record alone adopts the field where none is recorded; it never overrides a stale one.
    assert.deepEqual(json(dir, '--record').report.recorded, [`${EN}/c.md`]);
    assert.equal(json(dir).report.locales[0]!.stale.length, 1);
    const recorded = json(dir, '--record', `${EN}/b.md`).report;
    assert.deepEqual(recorded.recorded, [`${EN}/b.md`]);
    assert.deepEqual([recorded.locales[0]!.stale.length, recorded.locales[0]!.current], [0, 4]);
    assert.match(readFileSync(path.join(dir, EN, 'b.md'), 'utf8'), /^---\ntitle: B\nsource_hash: [0-9a-f]{12}\n---\n\nThe text of B\.\n$/);
  });

  it('adds or replaces only the source_hash line of the front matter', () => {
    assert.equal(withSourceHash('---\ntitle: T\n---\nBody\n', 'abc'), '---\ntitle: T\nsource_hash: abc\n---\nBody\n');
    assert.equal(withSourceHash('---\nsource_hash: old\ntitle: T\n---\nBody\n', 'new'), '---\nsource_hash: new\ntitle: T\n---\nBody\n');
    assert.equal(withSourceHash('Body\n', 'abc'), '---\nsource_hash: abc\n---\nBody\n');
    assert.equal(readSourceHash('---\nsource_hash: 000123456789\n---\n'), '000123456789', 'a hash of digits is not read as a number');
  });

  it('says, page by page, that the corpus is mostly untranslated into English', () => {
    const { code, report } = json(ROOT, '--config', 'test/corpus/site.config.ts');
    assert.equal(code, 1);
    const en = report.locales[0]!;
    const inCorpus = (f: string) => path.relative(CORPUS, path.resolve(ROOT, f)).split(path.sep).join('/');
    assert.equal(en.missing.length, en.pages - 1, 'every page but intro.md has no translation');
    assert.ok(en.missing.some((m) => inCorpus(m.source) === 'docs/features/TLCP.md'));
    assert.deepEqual(
      en.unrecorded.map((u) => inCorpus(u.translation)),
      ['i18n/en/docusaurus-plugin-content-docs/current/intro.md'],
    );
    assert.ok(en.orphans.map(inCorpus).includes('i18n/en/docusaurus-plugin-content-docs/current/developers/tutorial-basics/markdown-features.mdx'));
  });
});

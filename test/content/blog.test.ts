// The blog stage in-process: from parsed posts and authors.yml to the posts of
// a locale, with their dates, URLs, authors, tags and reading time, and the
// problems a writer must fix at their line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPosts, dateFormatter, parseAuthors } from '../../src/content/blog.js';
import type { Diagnostic } from '../../src/model.js';
import { contentInputs, dataFile, siteConfig } from '../helpers/content-inputs.js';

const config = siteConfig();
const [zh, en] = config.locales as [(typeof config.locales)[0], (typeof config.locales)[0]];
const AUTHORS = 'ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://example.org/ada\n';

function postsOf(files: Record<string, string>, options: { locale?: typeof zh; authors?: string; compiled?: Parameters<typeof contentInputs>[1] } = {}) {
  const inputs = contentInputs(files, options.compiled);
  const locale = options.locale ?? zh;
  const diagnostics: Diagnostic[] = [];
  const authors = parseAuthors(dataFile('blog/authors.yml', options.authors ?? AUTHORS), diagnostics);
  const posts = buildPosts({
    config,
    blog: config.blog,
    locale,
    posts: inputs.posts,
    translations: locale.isDefault ? undefined : inputs.translatedPosts,
    entries: inputs.entries,
    compiled: inputs.compiled,
    authors,
    diagnostics,
  });
  return { posts, diagnostics };
}

/** A diagnostic as the terminal shows its place: file below the site folder, line, column. */
const placed = (d: Diagnostic) => `${d.severity} ${d.file!.slice(config.siteDir.length + 1)}:${d.line}:${d.column}: ${d.message} [${d.code}]`;

describe('the blog stage', () => {
  // packages/docusaurus-plugin-content-blog/src/blogUtils.ts: parseBlogFileName (the date as written, folders kept)
  // and processBlogSourceFile (`frontMatter.slug ?? parsedBlogFileName.slug`, never dated).
  it('dates and routes posts from a file name, a folder name or the front matter, newest first', () => {
    const { posts, diagnostics } = postsOf({
      'blog/2024-03-01-with-folder/index.md': '---\ntitle: Folder\n---\n',
      'blog/2023-1-7-short-date.md': '---\ntitle: Short\n---\n',
      'blog/undated-name.md': '---\ntitle: Front matter\ndate: 2024-05-06\n---\n',
      'blog/2022-02-02-own-slug.md': '---\ntitle: Slug\nslug: elsewhere\n---\n',
      'blog/2022-02-03-absolute.md': '---\ntitle: Absolute\nslug: /at/root\n---\n',
    });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      posts.map((p) => [p.date, p.url]),
      [
        ['2024-05-06', '/blog/undated-name'],
        ['2024-03-01', '/blog/2024/03/01/with-folder'],
        ['2023-01-07', '/blog/2023/1/7/short-date'],
        ['2022-02-03', '/blog/at/root'],
        ['2022-02-02', '/blog/elsewhere'],
      ],
    );
  });

  it('refuses a date that is not a day of the calendar, at the file name or the front matter line, and a post with no date', () => {
    const { posts, diagnostics } = postsOf({
      'blog/2024-13-45-x/index.md': '---\ntitle: X\n---\n',
      'blog/2023-02-30-y.md': '---\ntitle: Y\n---\n',
      'blog/2024-02-29-leap.md': '---\ntitle: Leap\n---\n',
      'blog/fm.md': '---\ntitle: FM\ndate: "2023-04-31"\n---\n',
      'blog/nodate.md': '---\ntitle: None\n---\n',
    });
    assert.deepEqual(
      posts.map((p) => p.title),
      ['Leap'],
    );
    assert.deepEqual(diagnostics.map(placed), [
      'error blog/2024-13-45-x/index.md:1:1: the date 2024-13-45 in the file name is not a day of the calendar [post-date]',
      'error blog/2023-02-30-y.md:1:1: the date 2023-02-30 in the file name is not a day of the calendar [post-date]',
      'error blog/fm.md:3:1: the date 2023-04-31 in the front matter is not a day of the calendar [post-date]',
      'error blog/nodate.md:1:1: blog post has no date, and its file can be read neither from git nor from disk [post-date]',
    ]);
  });

  it('reports a date problem once, in the default locale only', () => {
    const { diagnostics } = postsOf({ 'blog/2023-02-30-y.md': '---\ntitle: Y\n---\n' }, { locale: en });
    assert.deepEqual(diagnostics, []);
  });

  // Docusaurus' blog front matter schema takes `authors` as one key, one inline author or a list of either.
  it('takes authors from authors.yml or written inline, and names an unknown author at its line with the known keys', () => {
    const { posts, diagnostics } = postsOf({
      'blog/2024-01-01-a.md': '---\ntitle: A\nauthors: [ada]\n---\n',
      'blog/2024-01-02-b.md': '---\ntitle: B\nauthors:\n  - name: Grace\n    url: https://example.org/grace\n---\n',
      'blog/2024-01-03-c.md': '---\ntitle: C\nauthors: [nobody]\n---\n',
      'blog/2024-01-04-d.md': '---\ntitle: D\nauthors:\n  name: Linus\n  image_url: https://example.org/linus.png\n---\n',
      'blog/2024-01-05-e.md': '---\ntitle: E\nauthors: ada\n---\n',
    });
    const byTitle = new Map(posts.map((p) => [p.title, p.authors]));
    assert.deepEqual(byTitle.get('A'), [{ key: 'ada', name: 'Ada Lovelace', title: 'Engineer', url: 'https://example.org/ada' }]);
    assert.deepEqual(byTitle.get('B'), [{ key: 'Grace', name: 'Grace', url: 'https://example.org/grace' }]);
    assert.deepEqual(byTitle.get('D'), [{ key: 'Linus', name: 'Linus', imageUrl: 'https://example.org/linus.png' }]);
    assert.deepEqual(byTitle.get('E'), byTitle.get('A'));
    assert.deepEqual(diagnostics.map(placed), ['error blog/2024-01-03-c.md:3:1: unknown author `nobody` [post-author]']);
    assert.equal(diagnostics[0]!.hint, "add `nobody` to the blog's authors.yml, or use one of: ada");
  });

  it('reports an authors file that does not parse, and then blames no author on it', () => {
    const { posts, diagnostics } = postsOf({ 'blog/2024-01-01-a.md': '---\ntitle: A\nauthors: [ada]\n---\n' }, { authors: 'ada:\n  name: [unclosed\n' });
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['authors-syntax'],
    );
    assert.deepEqual(posts[0]!.authors, []);
  });

  it('links tags by their kebab-case label or their permalink', () => {
    const { posts } = postsOf({ 'blog/2024-01-01-a.md': '---\ntitle: A\ntags: [code style, 算法, { label: Own, permalink: own-link }]\n---\n' });
    assert.deepEqual(posts[0]!.tags, [
      { label: 'code style', url: '/blog/tags/code-style' },
      { label: '算法', url: '/blog/tags/算法' },
      { label: 'Own', url: '/blog/tags/own-link' },
    ]);
  });

  it('counts reading time at 200 words a minute, at least one, and keeps drafts and unlisted posts apart', () => {
    const { posts } = postsOf(
      {
        'blog/2024-01-01-long.md': '---\ntitle: Long\n---\n',
        'blog/2024-01-02-draft.md': '---\ntitle: Draft\ndraft: true\n---\n',
        'blog/2024-01-03-quiet.md': '---\ntitle: Quiet\nunlisted: true\n---\n',
      },
      { compiled: { 'blog/2024-01-01-long.md': { words: 401, truncated: true } } },
    );
    assert.deepEqual(
      posts.map((p) => [p.title, p.readingMinutes, p.truncated, p.unlisted]),
      [
        ['Quiet', 1, false, true],
        ['Long', 3, true, false],
      ],
    );
  });

  it("reads a post from its translation under the locale's prefix, keeping the default file for edit links", () => {
    const { posts } = postsOf(
      { 'blog/2024-01-01-a.md': '---\ntitle: 中文\n---\n', 'i18n/en/docusaurus-plugin-content-blog/2024-01-01-a.md': '---\ntitle: English\n---\n' },
      { locale: en },
    );
    assert.deepEqual(
      posts.map((p) => [p.title, p.url, p.defaultSitePath]),
      [['English', '/en/blog/2024/01/01/a', 'blog/2024-01-01-a.md']],
    );
  });

  it("formats dates in the locale's long form", () => {
    assert.equal(dateFormatter(zh)('2024-03-01'), '2024年3月1日');
    assert.equal(dateFormatter(en)('2024-03-01'), 'March 1, 2024');
  });
});

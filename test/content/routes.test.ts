// The routes stage in-process: every page of a locale (docs, posts, blog lists,
// tags, archive, home, search, 404) with its URL, output file and the data its
// template shows, and the alternates linking the locales.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPosts } from '../../src/content/blog.js';
import { buildDocs } from '../../src/content/docs.js';
import { buildRoutes, linkAlternates } from '../../src/content/routes.js';
import { docIdsIn } from '../../src/content/sidebars-file.js';
import { buildSidebar, SIDEBAR_ID } from '../../src/content/sidebar.js';
import { buildSiteData } from '../../src/content/site-data.js';
import type { Route } from '../../src/model.js';
import { contentInputs, siteConfig } from '../helpers/content-inputs.js';

const NO_TRANSLATIONS = { code: {}, docs: {}, navbar: {}, footer: {}, blog: {} };

const post = (title: string, tags: string[] = [], extra = '') => `---\ntitle: ${title}\ntags: [${tags.join(', ')}]\n${extra}---\nBody.\n`;

const FILES: Record<string, string> = {
  'docs/intro.md': '---\nslug: /\ntitle: 首页文档\nsidebar_position: 1\n---\n',
  'docs/guide/a.md': '---\nsidebar_position: 1\n---\n',
  'docs/guide/b.md': '---\nsidebar_position: 2\ntoc_max_heading_level: 4\n---\n',
  'docs/guide/c.md': '---\nsidebar_position: 3\nhide_table_of_contents: true\n---\n',
  'i18n/en/docusaurus-plugin-content-docs/current/intro.md': '---\nslug: /\ntitle: Home doc\n---\n',
  'blog/2024-03-02-newest.md': post('Newest', ['算法', 'code style']),
  'blog/2024-03-01-quiet.md': post('Quiet', ['算法'], 'unlisted: true\n'),
  ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`blog/2023-01-${String(i + 1).padStart(2, '0')}-post-${i + 1}.md`, post(`Post ${i + 1}`, ['c'])])),
};

const HEADINGS = [
  { depth: 2, id: 'two', text: 'Two' },
  { depth: 3, id: 'three', text: 'Three' },
  { depth: 4, id: 'four', text: 'Four' },
];

/** The routes of every locale of the fixture site, alternates linked, as the site model makes them. */
function routesOf(extra: Parameters<typeof siteConfig>[0] = {}) {
  const config = siteConfig(extra);
  const inputs = contentInputs(FILES, Object.fromEntries(['docs/guide/a.md', 'docs/guide/b.md', 'docs/guide/c.md'].map((f) => [f, { headings: HEADINGS }])));
  const all = config.locales.flatMap((locale) => {
    const common = { config, locale, entries: inputs.entries, compiled: inputs.compiled };
    const version = config.docs.versions[0]!;
    const docs = buildDocs({ ...common, version, docs: inputs.docs, translations: locale.isDefault ? undefined : inputs.translatedDocs });
    const posts = buildPosts({ ...common, blog: config.blog, posts: inputs.posts, translations: undefined, authors: new Map(), diagnostics: [] });
    const blogs = config.blog.enabled ? [{ blog: config.blog, posts, authors: new Map(), messages: {} }] : [];
    const sidebar = buildSidebar(docs, new Map(), {}, config);
    const sidebarOfDoc = new Map(docIdsIn(sidebar).map((id) => [id, SIDEBAR_ID]));
    const versions = [{ version, label: version.label, docs, sidebars: new Map([[SIDEBAR_ID, sidebar]]), sidebarOfDoc }];
    const site = buildSiteData({ config, locale, translations: NO_TRANSLATIONS, sidebar, blogs, versions });
    return buildRoutes({ config, locale, site, versions, blogs });
  });
  linkAlternates(all);
  const byUrl = new Map(all.map((r) => [r.url, r]));
  const at = (url: string): Route => byUrl.get(url) ?? assert.fail(`no route ${url}; routes: ${[...byUrl.keys()].join(' ')}`);
  return { all, at };
}

/** A field of a route's page data, whatever the page's kind. */
const field = (route: Route, name: string) => (route.page as unknown as Record<string, unknown>)[name];

describe('the routes stage', () => {
  it('gives every page of each locale a URL and an output file, the 404 page its own file', () => {
    const { all } = routesOf();
    const zh = all.filter((r) => r.locale === 'zh-cn').map((r) => `${r.kind} ${r.url} → ${r.outFile}`);
    for (const expected of [
      'doc /docs/ → docs/index.html',
      'doc /docs/guide/a → docs/guide/a/index.html',
      'blogPost /blog/2024/03/02/newest → blog/2024/03/02/newest/index.html',
      'blogList /blog → blog/index.html',
      'blogList /blog/page/2 → blog/page/2/index.html',
      'blogTags /blog/tags → blog/tags/index.html',
      'blogTag /blog/tags/算法 → blog/tags/算法/index.html',
      'blogArchive /blog/archive → blog/archive/index.html',
      'search /search → search/index.html',
      'notFound /404.html → 404.html',
    ]) {
      assert.ok(zh.includes(expected), `${expected}\namong:\n${zh.join('\n')}`);
    }
    assert.ok(all.some((r) => r.locale === 'en' && r.kind === 'notFound' && r.outFile === 'en/404.html'));
    // Without src/pages/index a site has no page at its root, as with Docusaurus: the tool draws no home page of its own.
    assert.deepEqual(
      all.filter((r) => r.outFile === 'index.html' || r.outFile === 'en/index.html'),
      [],
    );
  });

  it('puts every route below the base URL, the output file below the folder', () => {
    const { at } = routesOf({ baseUrl: '/base/' });
    assert.equal(at('/base/docs/guide/a').outFile, 'docs/guide/a/index.html');
    assert.equal(at('/base/en/blog').outFile, 'en/blog/index.html');
  });

  it("links previous and next docs in sidebar order, and breadcrumbs from the locale's home", () => {
    const { at } = routesOf();
    const a = at('/docs/guide/a');
    assert.deepEqual(field(a, 'previous'), { label: '首页文档', url: '/docs/' });
    assert.deepEqual(field(a, 'next'), { label: 'b', url: '/docs/guide/b' });
    assert.equal(field(at('/docs/'), 'previous'), undefined);
    assert.deepEqual(field(a, 'breadcrumbs'), [{ label: '主页面', url: '/' }, { label: 'guide' }, { label: 'a' }]);
  });

  it('makes the table of contents from h2 and h3, as far as the front matter says, or none', () => {
    const { at } = routesOf();
    const ids = (url: string) => (field(at(url), 'toc') as { id: string }[]).map((h) => h.id);
    assert.deepEqual(ids('/docs/guide/a'), ['two', 'three']);
    assert.deepEqual(ids('/docs/guide/b'), ['two', 'three', 'four']);
    assert.deepEqual(ids('/docs/guide/c'), []);
  });

  it('points edit links at the default-locale file', () => {
    const { at } = routesOf({ docs: { editUrl: 'https://git.example.org/edit/main/' } });
    assert.equal(field(at('/en/docs/guide/a'), 'editUrl'), 'https://git.example.org/edit/main/docs/guide/a.md');
  });

  it('lists posts 10 a page, newest first, unlisted posts left out, with newer and older pages', () => {
    const { at } = routesOf();
    const titles = (url: string) => (field(at(url), 'posts') as { title: string }[]).map((p) => p.title);
    assert.deepEqual(titles('/blog').slice(0, 3), ['Newest', 'Post 11', 'Post 10']);
    assert.equal(titles('/blog').length, 10);
    assert.deepEqual(titles('/blog/page/2'), ['Post 2', 'Post 1']);
    assert.deepEqual(field(at('/blog'), 'paginator'), { page: 1, totalPages: 2, older: '/blog/page/2' });
    assert.deepEqual(field(at('/blog/page/2'), 'paginator'), { page: 2, totalPages: 2, newer: '/blog' });
    assert.deepEqual(field(at('/blog/2024/03/01/quiet'), 'unlisted'), true, 'an unlisted post still has its page');
  });

  it("makes a page per tag, titled with its count in the locale's words, paginated like the list", () => {
    const { at } = routesOf();
    assert.equal(at('/blog/tags/算法').page.title, '1 篇博文 含有标签「算法」', 'the unlisted post is not counted');
    assert.equal(at('/en/blog/tags/code-style').page.title, 'One post tagged with "code style"');
    assert.equal(at('/blog/tags/c/page/2').kind, 'blogTag');
    assert.deepEqual(
      (field(at('/blog/tags'), 'tags') as { label: string; count: number }[]).map((t) => `${t.label} ${t.count}`),
      ['算法 1', 'c 11', 'code style 1'],
      "sorted in the locale's order",
    );
    assert.deepEqual(
      (field(at('/en/blog/tags'), 'tags') as { label: string }[]).map((t) => t.label),
      ['c', 'code style', '算法'],
    );
  });

  it('groups the archive by year, newest first', () => {
    const { at } = routesOf();
    const years = field(at('/blog/archive'), 'years') as { year: string; posts: unknown[] }[];
    assert.deepEqual(
      years.map((y) => `${y.year}: ${y.posts.length}`),
      ['2024: 1', '2023: 11'],
    );
  });

  it('links each page to the same page in the other locale, marking an untranslated one and giving it its original', () => {
    const { at } = routesOf();
    assert.deepEqual(at('/docs/').page.alternates, [
      { locale: 'zh-cn', url: '/docs/' },
      { locale: 'en', url: '/en/docs/' },
    ]);
    assert.deepEqual(at('/docs/guide/a').page.alternates, [
      { locale: 'zh-cn', url: '/docs/guide/a' },
      { locale: 'en', url: '/en/docs/guide/a', untranslated: true },
    ]);
    assert.deepEqual(at('/en/docs/guide/a').page.original, { locale: 'zh-cn', url: '/docs/guide/a' });
    assert.equal(at('/en/docs/').page.original, undefined);
  });

  it('keeps the search and 404 pages out of search engines, and the docs in', () => {
    const { at } = routesOf();
    assert.equal(at('/search').page.noindex, true);
    assert.equal(at('/404.html').page.noindex, true);
    assert.equal(at('/docs/guide/a').page.noindex, false);
  });
});

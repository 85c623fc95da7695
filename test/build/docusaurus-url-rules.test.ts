// Docusaurus 3's URL and front matter rules, on a small site written as a
// Docusaurus user writes one, built in memory. Each rule names the file of
// facebook/docusaurus it comes from.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { all, attr, hrefs, maybeOne, one, textOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const CONFIG = `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Rules',
  url: 'https://rules.example.org',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  docs: { editUrl: 'https://git.example.org/rules/edit/main' },
});
`;

describe('Docusaurus URL and front matter rules', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'site.config.ts': CONFIG,
      // Doc ids and slugs: packages/docusaurus-plugin-content-docs/src/docs.ts (baseID = front matter id ?? file name
      // without number prefix; id = folder without number prefixes + baseID) and src/slug.ts (slug from baseID,
      // relative slugs resolved from the folder, absolute ones from the docs root).
      'content/docs/intro.md': '---\nslug: /\nsidebar_position: 1\n---\n# Welcome\n\nStart here.\n',
      'content/docs/api/Provider.md': '---\nid: provider\n---\n# The provider\n\nText.\n',
      'content/docs/01-guides/02-first-steps.md': '---\nid: first\ntitle: First steps\n---\nSteps.\n',
      'content/docs/01-guides/relative.md': '---\nslug: renamed\n---\n# Relative slug\n',
      'content/docs/01-guides/absolute.md': '---\nslug: /elsewhere/absolute\n---\n# Absolute slug\n',
      // pagination_prev/next: packages/docusaurus-plugin-content-docs/src/docs.ts (addDocNavigation): a doc id, or null for none.
      'content/docs/01-guides/ordered.md':
        '---\ntitle: Ordered\npagination_prev: null\npagination_next: guides/first\nsidebar_class_name: special-item\ncustom_edit_url: https://elsewhere.example.org/ordered.md\n---\nOrdered text.\n',
      'content/docs/01-guides/no-edit.md': '---\ntitle: No edit\ncustom_edit_url: null\n---\nNothing to edit.\n',
      // hide_title: packages/docusaurus-theme-classic/src/theme/DocItem/Content (a title only when the Markdown has no
      // h1 of its own and hide_title is not set); the content title is the first heading when it is an h1
      // (packages/docusaurus-mdx-loader/src/remark/contentTitle/index.ts), wherever it stands.
      'content/docs/hidden-title.md': '---\ntitle: Hidden title\nhide_title: true\n---\nNo heading here.\n',
      'content/docs/late-heading.md': '---\ntitle: Late heading\n---\n<p>A line before the heading.</p>\n\n# The real title\n\n## Part\n',
      'content/docs/toc-levels.md':
        '---\ntitle: Levels\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\nimage: /img/card.png\nkeywords: [alpha, beta]\ndescription: Levels of a table of contents.\n---\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n',
      'content/docs/no-toc.md': '---\ntitle: No TOC\nhide_table_of_contents: true\n---\n## Hidden from the TOC\n',
      // MDX partials: files whose name starts with `_` are not pages (packages/docusaurus-utils/src/globUtils.ts,
      // GlobExcludeDefault) but can be imported.
      'content/docs/_shared/_note.mdx': 'This sentence comes from a partial with a [link](/docs/api/provider).\n',
      'content/docs/with-partial.mdx':
        "---\ntitle: With partial\n---\nimport Note from './_shared/_note.mdx';\nimport Hello from '@site/src/components/Hello';\nimport { shout } from './helpers.js';\nimport { upper } from 'tiny-upper';\n\n<Note />\n\n<Hello name=\"reader\" />\n\n{shout('relative')} {upper('package')}\n",
      'content/docs/helpers.js': "export const shout = (s) => `${s}!`;\n",
      'content/src/components/Hello.js': 'export default function Hello({ name }) { return <strong>Hello, {name}</strong>; }\n',
      'content/node_modules/tiny-upper/package.json': '{ "name": "tiny-upper", "version": "1.0.0", "main": "index.js" }',
      'content/node_modules/tiny-upper/index.js': 'exports.upper = (s) => s.toUpperCase();\n',
      'content/static/img/card.png': 'not really a png',
      // The link check reads links, not text: packages/docusaurus/src/server/brokenLinks.ts checks the links pages render.
      'content/docs/code-text.md':
        '---\ntitle: Code text\n---\nWrite `[a link](./missing.md)` or `<img src="./nowhere.png">`:\n\n```html\n<link rel="stylesheet" href="./style.css">\n<script src="./app.js"></script>\n```\n',
      // Blog slugs and dates: packages/docusaurus-plugin-content-blog/src/blogUtils.ts (parseBlogFileName: the date of the
      // file or folder name, the slug /YYYY/MM/DD/<folder><text>; front matter `slug` replaces it whole, undated).
      'content/blog/2023-05-11-release-notes.md': '---\ntitle: Release\nslug: answer-1.0.9-release\n---\nReleased.\n',
      'content/blog/2023-06-01-absolute.md': '---\ntitle: Absolute\nslug: /news/absolute\n---\nNews.\n',
      'content/blog/2022-02-03-in-folder/index.md': '---\ntitle: In folder\n---\nFolder post.\n',
      'content/blog/releases/2021-3-4-nested.md': '---\ntitle: Nested\n---\nNested post.\n',
      'content/blog/undated.md': '---\ntitle: Undated\ndate: 2020-07-08\n---\nDated by front matter.\n\n## One\n\n### Two\n\n#### Three\n',
      'content/blog/toc-post.md': '---\ntitle: Levels post\ndate: 2020-07-09\ntoc_max_heading_level: 4\nhide_table_of_contents: false\n---\n## One\n\n### Two\n\n#### Three\n',
      'content/blog/_draft-partial.md': 'Not a post.\n',
    });
    site = await buildInMemory(dir);
  });

  it('routes a doc by its front matter id, with number prefixes stripped from folders', () => {
    site.html('/docs/api/provider');
    site.html('/docs/guides/first');
    assert.equal(site.has('docs/api/Provider/index.html'), false, 'the file name does not make the URL when an id is set');
  });

  it('resolves relative slugs from the folder and absolute ones from the docs root', () => {
    site.html('/docs/guides/renamed');
    site.html('/docs/elsewhere/absolute');
    site.html('/docs/');
  });

  it('follows pagination_prev/next: null removes the link, an id (number prefixes stripped) picks the doc', () => {
    const ordered = site.page('/docs/guides/ordered');
    const pagination = one(ordered, 'nav.pagination-nav');
    assert.equal(maybeOne(pagination, '.pagination-nav__link--prev'), undefined);
    assert.equal(attr(one(pagination, '.pagination-nav__link--next'), 'href'), '/docs/guides/first');
  });

  it('gives a sidebar item the class of sidebar_class_name', () => {
    const item = one(site.page('/docs/'), 'li.special-item');
    assert.equal(attr(one(item, 'a'), 'href'), '/docs/guides/ordered');
  });

  it('takes the edit link from custom_edit_url, and none when it is null', () => {
    assert.equal(attr(one(site.page('/docs/guides/ordered'), 'a.edit-link'), 'href'), 'https://elsewhere.example.org/ordered.md');
    assert.equal(maybeOne(site.page('/docs/guides/no-edit'), 'a.edit-link'), undefined);
    assert.match(attr(one(site.page('/docs/api/provider'), 'a.edit-link'), 'href')!, /\/docs\/api\/Provider\.md$/);
  });

  it('shows one title: none with hide_title, the Markdown h1 where it stands', () => {
    assert.equal(all(site.page('/docs/hidden-title'), 'h1').length, 0);
    const late = site.page('/docs/late-heading');
    assert.deepEqual(
      all(late, 'h1').map((h) => textOf(h)),
      ['The real title'],
    );
    assert.equal(all(site.page('/docs/api/provider'), 'h1').length, 1);
  });

  it('bounds the TOC by toc_min/max_heading_level, on docs and posts, and hides it with hide_table_of_contents', () => {
    assert.deepEqual(hrefs(one(site.page('/docs/toc-levels'), 'nav.toc-desktop')), ['#three', '#four']);
    assert.equal(maybeOne(site.page('/docs/no-toc'), 'nav.toc-desktop'), undefined);
    assert.deepEqual(hrefs(one(site.page('/blog/toc-post'), 'nav.toc-desktop')), ['#one', '#two', '#three']);
    assert.deepEqual(hrefs(one(site.page('/blog/undated'), 'nav.toc-desktop')), ['#one', '#two']);
  });

  it('writes description, keywords and image into the head', () => {
    const head = one(site.page('/docs/toc-levels'), 'head');
    assert.equal(attr(one(head, 'meta[name=description]'), 'content'), 'Levels of a table of contents.');
    assert.equal(attr(one(head, 'meta[name=keywords]'), 'content'), 'alpha,beta');
    assert.equal(attr(one(head, 'meta[property="og:image"]'), 'content'), 'https://rules.example.org/img/card.png');
    assert.equal(attr(one(head, 'meta[name="twitter:image"]'), 'content'), 'https://rules.example.org/img/card.png');
  });

  it('renders imported partials, @site components, relative modules and packages; partials are not pages', () => {
    const text = textOf(one(site.page('/docs/with-partial'), '.markdown'));
    assert.match(text, /This sentence comes from a partial with a link/);
    assert.match(text, /Hello, reader/);
    assert.match(text, /relative!/);
    assert.match(text, /PACKAGE/);
    assert.deepEqual(
      site.paths.filter((p) => /_shared|_note|_draft/.test(p) && p.endsWith('.html')),
      [],
    );
  });

  it('takes nothing in code for a link: the page builds and its code keeps its text', () => {
    const text = textOf(one(site.page('/docs/code-text'), '.markdown'));
    assert.match(text, /href="\.\/style\.css"/);
    assert.match(text, /\[a link\]\(\.\/missing\.md\)/);
  });

  it('routes a post by its front matter slug, undated, or by the date and folders of its file name', () => {
    for (const url of ['/blog/answer-1.0.9-release', '/blog/news/absolute', '/blog/2022/02/03/in-folder', '/blog/2021/3/4/releases/nested', '/blog/undated']) site.html(url);
    assert.equal(site.paths.filter((p) => p.startsWith('blog/2023/')).length, 0, 'a front matter slug is not dated');
    assert.match(textOf(one(site.page('/blog/undated'), 'article')), /2020/);
  });
});

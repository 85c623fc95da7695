// Each content rule of the Docusaurus format, on a small site written inline
// and built in memory (the files a build copies are checked in first-build.test.ts).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import { all, attr, hrefs, maybeOne, one, textOf, titleOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { config, makeSite } from '../helpers/site.js';

/** The SPEC's extra highlighted languages, each with a line that has keywords or strings. */
const EXTRA_LANGUAGES: Record<string, string> = {
  java: 'public class A { String s = "x"; }',
  latex: '\\section{Intro} \\textbf{bold}',
  haskell: 'main = putStrLn "hi"',
  matlab: 'function y = f(x)\n  y = x + 1;\nend',
  go: 'func main() { fmt.Println("hi") }',
  bash: 'if [ -f a ]; then echo "yes"; fi',
  diff: '- old\n+ new',
  json: '{ "key": true }',
  scss: '$c: red; .a { color: $c; }',
  rust: 'fn main() { let s = "hi"; }',
  nginx: 'server { listen 443 ssl; }',
  php: '<?php echo "hi"; ?>',
};

/** The inline styles of a code block's tokens: how the highlighter coloured them. */
const tokenColours = (block: Element) => all(block, 'pre span[style]').map((span) => attr(span, 'style')!);

const post = (title: string, tags: string[], body = 'Body text.') => `---\ntitle: ${title}\nauthors: [ada]\ntags: [${tags.join(', ')}]\n---\n${body}\n`;

/** A sidebar's items as a reader sees them: each top-level item's label. */
const sidebarLabels = (menuList: Element) => all(menuList, ':scope > li').map((li) => textOf(one(li, '.menu__link')));

describe('docs, sidebar and i18n', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'site.config.ts': config(`docs: { editUrl: 'https://git.example.org/edit/main' },`),
      'content/docs/intro.md': '---\nslug: /\ntitle: 首页文档\nsidebar_position: 1\n---\n正文。\n\n## 第一节\n\n### 小节 A\n\n#### 不进目录\n\n## Custom {#my-id}\n',
      'content/docs/02-guide/_category_.json': '{ "label": "指南", "position": 2 }',
      'content/docs/02-guide/b.md': '---\nsidebar_position: 2\n---\n# 乙篇\n\n链接到 [甲篇](./a.md#二) 和 [首页](../intro.md)。\n',
      'content/docs/02-guide/a.md': '---\nsidebar_position: 1\nsidebar_label: 甲\ndescription: 甲的描述\n---\n# 甲篇\n\n## 二\n',
      'content/docs/03-more/index.md': '---\ntitle: 更多\n---\nimport DocCardList from \'@theme/DocCardList\';\n\n<DocCardList />\n',
      'content/docs/03-more/x.md': '---\ntitle: X 页\ndescription: 关于 X\n---\nX\n',
      'content/docs/hidden.md': '---\nunlisted: true\ntitle: 隐藏\n---\n只有链接能到。\n',
      'content/docs/wip.md': '---\ndraft: true\n---\n草稿\n',
      'content/docs/_partial.md': '不是页面\n',
      'content/i18n/en/docusaurus-plugin-content-docs/current/intro.md': '---\nslug: /\ntitle: Home doc\nsidebar_position: 1\n---\nEnglish body.\n',
      'content/i18n/en/docusaurus-plugin-content-docs/current.json': '{ "sidebar.tutorialSidebar.category.指南": { "message": "Guide" } }',
      'content/i18n/en/code.json': '{ "theme.common.editThisPage": { "message": "Improve this page" } }',
    });
    site = await buildInMemory(dir);
  });

  it('routes docs by folder and slug, stripping number prefixes', () => {
    for (const url of ['/docs/', '/docs/guide/a', '/docs/guide/b', '/docs/more/', '/docs/more/x', '/docs/hidden']) site.html(url);
    assert.deepEqual(site.paths.filter((p) => /wip|partial/.test(p)), [], 'drafts and partials are not pages');
  });

  it('builds the sidebar from folders, _category_.json and positions', () => {
    const menu = one(site.page('/docs/guide/a'), '.menu > .menu__list');
    assert.deepEqual(sidebarLabels(menu), ['首页文档', '指南', '更多']);
    const [, guide, more] = all(menu, ':scope > li');
    assert.deepEqual(sidebarLabels(one(guide!, '.menu__list')), ['甲', '乙篇']);
    assert.equal(attr(one(more!, '.menu__link'), 'href'), '/docs/more/', 'an index.md is its category\'s page');
    assert.doesNotMatch(textOf(one(site.page('/docs/'), '.menu')), /隐藏/, 'unlisted docs are not in the sidebar');
  });

  it('marks unlisted docs noindex with the unlisted banner', () => {
    const doc = site.page('/docs/hidden');
    assert.equal(attr(one(doc, 'meta[name=robots]'), 'content'), 'noindex, nofollow');
    assert.match(textOf(one(doc, 'main')), /此页面未列出/);
  });

  it('makes a TOC of h2 and h3 with heading ids, custom ids kept', () => {
    const doc = site.page('/docs/');
    assert.deepEqual(hrefs(one(doc, 'nav.toc-desktop[aria-label="本页总览"]')), ['#第一节', '#小节-a', '#my-id']);
    assert.equal(textOf(one(doc, '.markdown h2#my-id')), 'Custom');
  });

  it('resolves relative .md links to routes, with anchors', () => {
    const links = (url: string) => hrefs(one(site.page(url), '.markdown')).filter((h) => !h.startsWith('#')).map(decodeURI);
    assert.deepEqual(links('/docs/guide/b'), ['/docs/guide/a#二', '/docs/']);
    assert.deepEqual(links('/en/docs/guide/b'), ['/en/docs/guide/a#二', '/en/docs/']);
  });

  it('takes titles from front matter, else the first heading', () => {
    assert.equal(titleOf(site.page('/docs/guide/b')), '乙篇 | Fixture Site');
    assert.equal(titleOf(site.page('/docs/')), '首页文档 | Fixture Site');
  });

  it('lists a category with DocCardList', () => {
    const cards = one(site.page('/docs/more/'), '.doc-cards');
    assert.deepEqual(hrefs(cards), ['/docs/more/x']);
    assert.match(textOf(cards), /X 页 关于 X/);
  });

  it('overrides with translations, falls back to the default text, translates labels and UI strings', () => {
    assert.equal(titleOf(site.page('/en/docs/')), 'Home doc | Fixture Site');
    const fallback = site.page('/en/docs/guide/a');
    assert.equal(attr(one(fallback, 'html'), 'lang'), 'en');
    assert.match(textOf(one(fallback, 'article')), /甲篇/, 'the untranslated doc shows the Chinese text');
    assert.ok(sidebarLabels(one(fallback, '.menu > .menu__list')).includes('Guide'));
    const edit = one(fallback, 'a[href="https://git.example.org/edit/main/docs/02-guide/a.md"]');
    assert.equal(textOf(edit), 'Improve this page');
    assert.equal(textOf(one(site.page('/docs/guide/a'), 'a[href="https://git.example.org/edit/main/docs/02-guide/a.md"]')), '编辑此页');
  });

  it('links each page to its other locale: hreflang only where the page is translated, the switcher everywhere', () => {
    const hreflang = (doc: Root, lang: string) => maybeOne(doc, `link[rel=alternate][hreflang="${lang}"]`);
    const translated = site.page('/docs/');
    assert.equal(attr(hreflang(translated, 'en')!, 'href'), 'https://example.org/en/docs/');
    assert.equal(attr(hreflang(translated, 'x-default')!, 'href'), 'https://example.org/docs/');
    const untranslated = site.page('/docs/guide/a');
    assert.equal(hreflang(untranslated, 'en'), undefined, 'the en page of an untranslated doc is the Chinese text: not declared a translation');
    assert.ok(hrefs(one(untranslated, '.locale-switcher')).includes('/en/docs/guide/a'));
  });

  it('writes 404 pages, sitemap and robots.txt', () => {
    assert.match(textOf(one(site.page('/404.html'), 'main')), /找不到页面/);
    assert.match(textOf(one(site.page('/en/404.html'), 'main')), /We could not find what you were looking for/);
    const sitemap = site.file('sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/example\.org\/docs\/guide\/a<\/loc>/);
    assert.doesNotMatch(sitemap, /docs\/hidden/);
    assert.match(site.file('robots.txt'), /Sitemap: https:\/\/example\.org\/sitemap\.xml/);
  });
});

/** The titles of the posts a blog list shows, in order. */
const listedTitles = (doc: Root) => all(doc, '.blog-post__title').map((h) => textOf(h));

describe('blog', () => {
  let site: BuiltSite;
  before(async () => {
    const files: Record<string, string> = {
      'site.config.ts': config(`blog: { sidebarTitle: { 'zh-cn': '全部博文', en: 'All posts' }, sidebarCount: 'ALL' },`),
      'content/blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://example.org/ada\n',
      'content/blog/2024-03-01-with-excerpt/index.md': post('带摘要', ['code style', '算法', 'c'], '摘要在这里。\n\n<!-- truncate -->\n\n正文不在列表里。'),
      'content/blog/2024-03-02-mdx-excerpt.mdx': post('MDX 摘要', ['算法'], 'MDX 摘要。\n\n{/* truncate */}\n\n隐藏的正文。'),
    };
    for (let i = 1; i <= 10; i++) files[`content/blog/2023-01-${String(i).padStart(2, '0')}-post-${i}.md`] = post(`Post ${i}`, ['c']);
    site = await buildInMemory(makeSite(files));
  });

  it('routes posts by date and slug, from folders and files', () => {
    assert.equal(textOf(one(site.page('/blog/2024/03/01/with-excerpt'), 'article h1')), '带摘要');
    assert.equal(textOf(one(site.page('/blog/2024/03/02/mdx-excerpt'), 'article h1')), 'MDX 摘要');
    assert.equal(textOf(one(site.page('/blog/2023/01/07/post-7'), 'article h1')), 'Post 7');
  });

  it('lists 10 posts a page, newest first, with newer/older links', () => {
    const first = site.page('/blog');
    const titles = listedTitles(first);
    assert.deepEqual(titles.slice(0, 3), ['MDX 摘要', '带摘要', 'Post 10']);
    assert.equal(titles.length, 10);
    assert.deepEqual(all(first, '.blog-post__title a').slice(0, 2).map((a) => attr(a, 'href')), ['/blog/2024/03/02/mdx-excerpt', '/blog/2024/03/01/with-excerpt']);
    const older = one(first, '.pagination-nav');
    assert.deepEqual(hrefs(older), ['/blog/page/2']);
    assert.match(textOf(older), /较旧的博文/);
    const second = site.page('/blog/page/2');
    assert.deepEqual(listedTitles(second), ['Post 2', 'Post 1']);
    assert.deepEqual(hrefs(one(second, '.pagination-nav')), ['/blog']);
  });

  it('cuts excerpts at the truncate marker, with Read More', () => {
    const list = textOf(one(site.page('/blog'), '.blog-main'));
    assert.match(list, /摘要在这里/);
    assert.doesNotMatch(list, /正文不在列表里|隐藏的正文/);
    assert.match(list, /阅读更多/);
    const full = site.page('/blog/2024/03/01/with-excerpt');
    assert.match(textOf(one(full, '.markdown')), /摘要在这里.*正文不在列表里/);
    assert.deepEqual(all(full, '[data-truncate]'), []);
  });

  it('shows authors from authors.yml, the date and the reading time', () => {
    const post = site.page('/blog/2024/03/01/with-excerpt');
    const author = one(post, 'a.author__name');
    assert.deepEqual([textOf(author), attr(author, 'href')], ['Ada Lovelace', 'https://example.org/ada']);
    const time = one(post, 'article time');
    assert.deepEqual([textOf(time), attr(time, 'datetime')], ['2024年3月1日', '2024-03-01']);
    assert.match(textOf(one(post, 'article')), /阅读需 1 分钟/);
    assert.match(textOf(one(site.page('/en/blog/2024/03/01/with-excerpt'), 'article')), /March 1, 2024.*One min read/);
  });

  it('makes the tags index and a page per tag', () => {
    const tags = one(site.page('/blog/tags'), '.tags__list');
    assert.deepEqual(hrefs(tags).map(decodeURI).sort(), ['/blog/tags/c', '/blog/tags/code-style', '/blog/tags/算法']);
    const counts = all(tags, 'a.tag').map((tag) => [textOf(tag).replace(/\d+$/, ''), textOf(one(tag, '.tag__count'))]);
    assert.deepEqual(counts, [['算法', '2'], ['c', '11'], ['code style', '1']]);
    assert.equal(titleOf(site.page('/blog/tags/算法')), '2 篇博文 含有标签「算法」 | Fixture Site');
    assert.equal(titleOf(site.page('/en/blog/tags/code-style')), 'One post tagged with "code style" | Fixture Site');
    assert.equal(listedTitles(site.page('/blog/tags/c/page/2')).length, 1, 'tag pages paginate too');
  });

  it('writes RSS and Atom feeds per locale', () => {
    const rss = site.file('blog/rss.xml');
    assert.match(rss, /<item>\n<title>MDX 摘要<\/title>\n<link>https:\/\/example\.org\/blog\/2024\/03\/02\/mdx-excerpt<\/link>/);
    const atom = site.file('en/blog/atom.xml');
    assert.match(atom, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="en">/);
    assert.match(atom, /<link href="https:\/\/example\.org\/en\/blog\/2024\/03\/01\/with-excerpt"\/>/);
    assert.match(atom, /正文不在列表里/, 'feeds carry the whole post');
  });

  it('writes each page\'s data beside its HTML, for the client', () => {
    const data = JSON.parse(site.file('blog/2024/03/01/with-excerpt/page-data.json'));
    assert.equal(data.kind, 'blogPost');
    assert.equal(data.title, '带摘要');
    assert.match(data.contentHtml, /摘要在这里/);
  });

  it('lists every post in the sidebar and the archive', () => {
    const post = site.page('/blog/2023/01/01/post-1');
    assert.equal(all(one(post, '.blog-sidebar__list'), ':scope > li').length, 12);
    assert.match(textOf(one(post, '.blog-sidebar')), /全部博文/);
    assert.match(textOf(one(site.page('/en/blog'), '.blog-sidebar')), /All posts/);
    assert.deepEqual(all(site.page('/blog/archive'), 'main h2').map((h) => textOf(h)), ['2024', '2023']);
  });
});

describe('MDX features', () => {
  let site: BuiltSite;
  let markdown: Element;
  before(async () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/page.mdx': [
        '---',
        'title: Features',
        '---',
        "import Badge from '@site/src/components/Badge';",
        '',
        '<!-- an HTML comment, as Docusaurus 3 tolerates -->',
        '',
        '| a | b |',
        '|---|---|',
        '| ~~old~~ | new |',
        '',
        '|   | 甲 | 乙 |',
        '|---|---|---|',
        '| 行 | 1 | 2 |',
        '',
        ':::tip[Build tip]',
        '',
        'Inside the tip.',
        '',
        ':::',
        '',
        ':::danger',
        '',
        'Default title.',
        '',
        ':::',
        '',
        'Ratio 10:30 stays text, and $a^2+b^2=c^2$ is math.',
        '',
        '$$',
        '\\sum_{i=1}^n i',
        '$$',
        '',
        '```c title="hello.c" {2}',
        '#include <stdio.h>',
        'int main(void) { return 0; }',
        '```',
        '',
        '```haskell',
        'main = putStrLn "hi"',
        '```',
        '',
        '![logo](./img/logo.png)',
        '',
        '<Badge>国密</Badge>',
        '',
        ...Object.entries(EXTRA_LANGUAGES).flatMap(([lang, code]) => ['```' + lang, code, '```', '']),
      ].join('\n'),
      'content/docs/img/logo.png': 'not really a png',
      'content/src/components/Badge.js': "import React from 'react';\nexport default function Badge({ children }) { return React.createElement('span', { className: 'badge-x' }, children); }\n",
    });
    site = await buildInMemory(dir);
    markdown = one(site.page('/docs/page'), '.markdown');
  });

  it('renders GFM tables and strikethrough; an empty header cell (a corner) as a data cell', () => {
    const [first, corner] = all(markdown, 'table');
    assert.equal(textOf(one(first!, 'td del')), 'old');
    assert.deepEqual(all(first!, 'th').map((th) => textOf(th)), ['a', 'b']);
    assert.deepEqual(all(corner!, 'thead tr > *').map((cell) => [cell.tagName, textOf(cell)]), [
      ['td', ''],
      ['th', '甲'],
      ['th', '乙'],
    ]);
  });

  it('renders admonitions with a given or localized title', () => {
    assert.match(textOf(one(markdown, '.admonition--tip')), /Build tip Inside the tip\./);
    assert.match(textOf(one(markdown, '.admonition--danger')), /危险 Default title\./);
    assert.match(textOf(one(site.page('/en/docs/page'), '.admonition--danger')), /danger Default title\./);
  });

  it('keeps `word:word` prose as text', () => {
    assert.match(textOf(markdown), /Ratio 10:30 stays text/);
  });

  it('renders math with KaTeX and links its stylesheet', () => {
    assert.equal(all(markdown, 'span.katex math').length, 2, 'the inline and the display formula');
    const stylesheet = one(site.page('/docs/page'), 'link[rel=stylesheet][href$="katex.min.css"]');
    assert.match(attr(stylesheet, 'integrity') ?? '', /^sha384-/);
  });

  it('highlights code with a title, highlighted lines and a copy button', () => {
    const block = one(markdown, '.code-block.code-block--c');
    assert.equal(textOf(one(block, '.code-block__title')), 'hello.c');
    assert.deepEqual(all(block, 'pre.shiki.tongsite.language-c .line').map((line) => [textOf(line), attr(line, 'class')]), [
      ['#include <stdio.h>', 'line'],
      ['int main(void) { return 0; }', 'line highlighted'],
    ]);
    assert.ok(tokenColours(block).includes('color:var(--shiki-token-keyword)'), tokenColours(block).join(' '));
    assert.equal(all(block, 'button[aria-label="复制代码到剪贴板"]').length, 1);
  });

  it('highlights every extra language of the SPEC', () => {
    for (const lang of Object.keys(EXTRA_LANGUAGES)) {
      const block = one(markdown, `.code-block.code-block--${lang}`);
      one(block, `pre.shiki.tongsite.language-${lang}`);
      assert.ok(tokenColours(block).some((style) => /^color:var\(--shiki-token-[a-z-]+\)$/.test(style)), `${lang} has highlighted tokens`);
    }
  });

  it('links relative images at a content-hashed URL', () => {
    assert.match(attr(one(markdown, 'img[alt=logo]'), 'src') ?? '', /^\/assets\/images\/logo-[0-9a-f]{8}\.png$/);
  });

  it('renders @site components imported by the page', () => {
    assert.equal(textOf(one(markdown, 'span.badge-x')), '国密');
  });
});

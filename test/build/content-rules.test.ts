// Each content rule of the Docusaurus format, on a small site written inline.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, byClass, config, hrefs, listItems, makeSite, page, text, titleOf } from '../helpers/site.js';

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

const post = (title: string, tags: string[], body = 'Body text.') => `---\ntitle: ${title}\nauthors: [ada]\ntags: [${tags.join(', ')}]\n---\n${body}\n`;

describe('docs, sidebar and i18n', () => {
  let out: string;
  before(() => {
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
      'content/static/files/note.txt': 'static',
    });
    buildSite(dir);
    out = path.join(dir, 'build');
  });

  it('routes docs by folder and slug, stripping number prefixes', () => {
    for (const url of ['/docs/', '/docs/guide/a', '/docs/guide/b', '/docs/more/', '/docs/more/x', '/docs/hidden']) page(out, url);
    assert.equal(existsSync(path.join(out, 'docs/wip')), false, 'drafts are not built');
    assert.equal(existsSync(path.join(out, 'docs/_partial')), false, 'partials are not pages');
  });

  it('builds the sidebar from folders, _category_.json and positions', () => {
    const items = listItems(byClass(byClass(page(out, '/docs/guide/a'), 'menu'), 'menu__list'));
    assert.deepEqual(items.map((i) => />([^<>]+)</.exec(i)?.[1]), ['首页文档', '指南', '更多']);
    assert.deepEqual(listItems(byClass(items[1]!, 'menu__list')).map((i) => text(i)), ['甲', '乙篇']);
    assert.match(items[2]!, /href="\/docs\/more\/"/, 'an index.md is its category\'s page');
    assert.doesNotMatch(page(out, '/docs/'), /隐藏/, 'unlisted docs are not in the sidebar');
  });

  it('marks unlisted docs noindex with the unlisted banner', () => {
    const html = page(out, '/docs/hidden');
    assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(html, /此页面未列出/);
  });

  it('makes a TOC of h2 and h3 with heading ids, custom ids kept', () => {
    const toc = byClass(page(out, '/docs/'), 'toc-desktop');
    assert.deepEqual(hrefs(toc), ['#第一节', '#小节-a', '#my-id']);
    assert.match(page(out, '/docs/'), /<h2 id="my-id"/);
  });

  it('resolves relative .md links to routes, with anchors', () => {
    const links = (url: string) => hrefs(byClass(page(out, url), 'markdown')).filter((h) => !h.startsWith('#')).map(decodeURI);
    assert.deepEqual(links('/docs/guide/b'), ['/docs/guide/a#二', '/docs/']);
    assert.deepEqual(links('/en/docs/guide/b'), ['/en/docs/guide/a#二', '/en/docs/']);
  });

  it('takes titles from front matter, else the first heading', () => {
    assert.equal(titleOf(page(out, '/docs/guide/b')), '乙篇 | Fixture Site');
    assert.equal(titleOf(page(out, '/docs/')), '首页文档 | Fixture Site');
  });

  it('lists a category with DocCardList', () => {
    const cards = byClass(page(out, '/docs/more/'), 'doc-cards');
    assert.match(cards, /href="\/docs\/more\/x"/);
    assert.match(text(cards), /X 页 关于 X/);
  });

  it('overrides with translations, falls back to the default text, translates labels and UI strings', () => {
    assert.equal(titleOf(page(out, '/en/docs/')), 'Home doc | Fixture Site');
    const fallback = page(out, '/en/docs/guide/a');
    assert.match(fallback, /<html lang="en"/);
    assert.match(fallback, /甲篇/);
    assert.match(byClass(fallback, 'menu'), />Guide</);
    assert.match(fallback, /Improve this page/);
    assert.match(page(out, '/docs/guide/a'), /编辑此页/);
    assert.match(fallback, /href="https:\/\/git\.example\.org\/edit\/main\/docs\/02-guide\/a\.md"/);
  });

  it('links each page to its other locale: hreflang only where the page is translated, the switcher everywhere', () => {
    const translated = page(out, '/docs/');
    assert.match(translated, /<link rel="alternate" hreflang="en" href="https:\/\/example\.org\/en\/docs\/">/);
    assert.match(translated, /<link rel="alternate" hreflang="x-default" href="https:\/\/example\.org\/docs\/">/);
    const untranslated = page(out, '/docs/guide/a');
    assert.doesNotMatch(untranslated, /hreflang="en" href=/, 'the en page of an untranslated doc is the Chinese text: not declared a translation');
    assert.match(byClass(untranslated, 'locale-switcher'), /href="\/en\/docs\/guide\/a"/);
  });

  it('copies static files and writes 404 pages, sitemap and robots.txt', () => {
    assert.equal(readFileSync(path.join(out, 'files/note.txt'), 'utf8'), 'static');
    assert.match(readFileSync(path.join(out, '404.html'), 'utf8'), /找不到页面/);
    assert.match(readFileSync(path.join(out, 'en/404.html'), 'utf8'), /We could not find what you were looking for/);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /<loc>https:\/\/example\.org\/docs\/guide\/a<\/loc>/);
    assert.doesNotMatch(sitemap, /docs\/hidden/);
    assert.match(readFileSync(path.join(out, 'robots.txt'), 'utf8'), /Sitemap: https:\/\/example\.org\/sitemap\.xml/);
  });
});

describe('blog', () => {
  let out: string;
  before(() => {
    const files: Record<string, string> = {
      'site.config.ts': config(`blog: { sidebarTitle: { 'zh-cn': '全部博文', en: 'All posts' }, sidebarCount: 'ALL' },`),
      'content/blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://example.org/ada\n',
      'content/blog/2024-03-01-with-excerpt/index.md': post('带摘要', ['code style', '算法', 'c'], '摘要在这里。\n\n<!-- truncate -->\n\n正文不在列表里。'),
      'content/blog/2024-03-02-mdx-excerpt.mdx': post('MDX 摘要', ['算法'], 'MDX 摘要。\n\n{/* truncate */}\n\n隐藏的正文。'),
    };
    for (let i = 1; i <= 10; i++) files[`content/blog/2023-01-${String(i).padStart(2, '0')}-post-${i}.md`] = post(`Post ${i}`, ['c']);
    const dir = makeSite(files);
    buildSite(dir);
    out = path.join(dir, 'build');
  });

  it('routes posts by date and slug, from folders and files', () => {
    page(out, '/blog/2024/03/01/with-excerpt');
    page(out, '/blog/2024/03/02/mdx-excerpt');
    page(out, '/blog/2023/01/07/post-7');
  });

  it('lists 10 posts a page, newest first, with newer/older links', () => {
    const first = page(out, '/blog');
    const titles = [...first.matchAll(/<h2 class="blog-post__title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1]);
    assert.deepEqual(titles.slice(0, 3), ['MDX 摘要', '带摘要', 'Post 10']);
    assert.equal(titles.length, 10);
    assert.match(byClass(first, 'pagination-nav'), /href="\/blog\/page\/2"/);
    assert.match(text(byClass(first, 'pagination-nav')), /较旧的博文/);
    const second = page(out, '/blog/page/2');
    assert.equal((second.match(/class="blog-post__title"/g) ?? []).length, 2);
    assert.match(byClass(second, 'pagination-nav'), /href="\/blog"/);
  });

  it('cuts excerpts at the truncate marker, with Read More', () => {
    const item = byClass(page(out, '/blog'), 'blog-main');
    assert.match(item, /摘要在这里/);
    assert.doesNotMatch(item, /正文不在列表里|隐藏的正文/);
    assert.match(item, /阅读更多/);
    const full = page(out, '/blog/2024/03/01/with-excerpt');
    assert.match(full, /摘要在这里[\s\S]*正文不在列表里/);
    assert.doesNotMatch(full, /data-truncate/);
  });

  it('shows authors from authors.yml, the date and the reading time', () => {
    const html = page(out, '/blog/2024/03/01/with-excerpt');
    assert.match(html, /<a class="author__name" href="https:\/\/example\.org\/ada"[^>]*>Ada Lovelace<\/a>/);
    assert.match(html, /<time dateTime="2024-03-01">2024年3月1日<\/time>/);
    assert.match(html, /阅读需 1 分钟/);
    assert.match(page(out, '/en/blog/2024/03/01/with-excerpt'), /March 1, 2024[\s\S]*One min read/);
  });

  it('makes the tags index and a page per tag', () => {
    const tags = byClass(page(out, '/blog/tags'), 'tags__list');
    assert.deepEqual(hrefs(tags).sort(), ['/blog/tags/c', '/blog/tags/code-style', '/blog/tags/算法']);
    assert.match(text(tags), /c 11/);
    assert.equal(titleOf(page(out, '/blog/tags/算法')), '2 篇博文 含有标签「算法」 | Fixture Site');
    assert.equal(titleOf(page(out, '/en/blog/tags/code-style')), 'One post tagged with "code style" | Fixture Site');
    assert.equal((page(out, '/blog/tags/c/page/2').match(/class="blog-post__title"/g) ?? []).length, 1, 'tag pages paginate too');
  });

  it('writes RSS and Atom feeds per locale', () => {
    const rss = readFileSync(path.join(out, 'blog/rss.xml'), 'utf8');
    assert.match(rss, /<item>\n<title>MDX 摘要<\/title>\n<link>https:\/\/example\.org\/blog\/2024\/03\/02\/mdx-excerpt<\/link>/);
    const atom = readFileSync(path.join(out, 'en/blog/atom.xml'), 'utf8');
    assert.match(atom, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="en">/);
    assert.match(atom, /<link href="https:\/\/example\.org\/en\/blog\/2024\/03\/01\/with-excerpt"\/>/);
    assert.match(atom, /正文不在列表里/, 'feeds carry the whole post');
  });

  it('writes each page\'s data beside its HTML, for the client', () => {
    const data = JSON.parse(readFileSync(path.join(out, 'blog/2024/03/01/with-excerpt/page-data.json'), 'utf8'));
    assert.equal(data.kind, 'blogPost');
    assert.equal(data.title, '带摘要');
    assert.match(data.contentHtml, /摘要在这里/);
  });

  it('lists every post in the sidebar and the archive', () => {
    assert.equal(listItems(byClass(page(out, '/blog/2023/01/01/post-1'), 'blog-sidebar__list')).length, 12);
    assert.match(page(out, '/blog/2023/01/01/post-1'), /全部博文/);
    assert.match(page(out, '/en/blog'), /All posts/);
    const archive = page(out, '/blog/archive');
    assert.deepEqual([...archive.matchAll(/<h2>(\d{4})<\/h2>/g)].map((m) => m[1]), ['2024', '2023']);
  });
});

describe('MDX features', () => {
  let out: string;
  let html: string;
  before(() => {
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
    buildSite(dir);
    out = path.join(dir, 'build');
    html = byClass(page(out, '/docs/page'), 'markdown');
  });

  it('renders GFM tables and strikethrough', () => {
    assert.match(html, /<table>[\s\S]*<del>old<\/del>/);
  });

  it('renders admonitions with a given or localized title', () => {
    assert.match(text(byClass(html, 'admonition--tip')), /Build tip Inside the tip\./);
    assert.match(text(byClass(html, 'admonition--danger')), /危险 Default title\./);
    assert.match(text(byClass(page(out, '/en/docs/page'), 'admonition--danger')), /danger Default title\./);
  });

  it('keeps `word:word` prose as text', () => {
    assert.match(html, /Ratio 10:30 stays text/);
  });

  it('renders math with KaTeX and links its stylesheet', () => {
    assert.match(html, /<span class="katex">/);
    assert.match(html, /<math/);
    assert.match(page(out, '/docs/page'), /katex\.min\.css" integrity="sha384-/);
  });

  it('highlights code with a title, highlighted lines and a copy button', () => {
    const block = byClass(html, 'code-block code-block--c');
    assert.match(block, /class="code-block__title">hello\.c</);
    assert.match(block, /<pre class="shiki tongsite language-c/);
    assert.match(block, /<span class="line highlighted">/);
    assert.match(block, /style="color:var\(--shiki-token-keyword\)"/);
    assert.match(block, /aria-label="复制代码到剪贴板"/);
  });

  it('highlights every extra language of the SPEC', () => {
    for (const lang of Object.keys(EXTRA_LANGUAGES)) {
      const block = byClass(html, `code-block code-block--${lang}`);
      assert.match(block, new RegExp(`<pre class="shiki tongsite language-${lang}`), lang);
      assert.match(block, /style="color:var\(--shiki-token-[a-z-]+\)/, `${lang} has highlighted tokens`);
    }
  });

  it('copies relative images with a content hash', () => {
    const src = /<img src="([^"]+)"[^>]*alt="logo"/.exec(html)?.[1];
    assert.match(src ?? '', /^\/assets\/images\/logo-[0-9a-f]{8}\.png$/);
    assert.ok(existsSync(path.join(out, src!)));
    assert.ok(readdirSync(path.join(out, 'assets/images')).length === 1);
  });

  it('renders @site components imported by the page', () => {
    assert.match(html, /<span class="badge-x">国密<\/span>/);
  });
});

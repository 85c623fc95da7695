// A sidebar too large to send with every page (more than 500 links): each doc
// page carries its own part (the categories open on it), the whole sidebar is
// one file the browser fetches when a reader opens another category. Below the
// limit every page carries it whole (the other tests' sites, the corpus). So
// with the blog sidebar of more than 100 posts: only blog pages carry it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { WHOLE_BLOG_SIDEBAR_POSTS, WHOLE_SIDEBAR_LINKS } from '../../src/content/sidebar-parts.js';
import type { PageData, SidebarItem, SiteData } from '../../src/model.js';
import { DATA_SCRIPT_ID } from '../../src/shared/page-data.js';
import { browserSuite, wakeClient } from '../helpers/browser.js';
import { all, attr, one, parseHtml, type HtmlNode } from '../helpers/html.js';
import { buildSite, makeSite, page as builtPage } from '../helpers/site.js';

const CATEGORIES = 12;
const DOCS_PER_CATEGORY = Math.ceil(WHOLE_SIDEBAR_LINKS / CATEGORIES) + 1;
const POSTS = WHOLE_BLOG_SIDEBAR_POSTS + 1;
const pad = (n: number) => String(n).padStart(2, '0');

function buildLargeSite(): string {
  const files: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Large',
  url: 'https://example.org',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn'] },
  navbar: { title: 'Large', items: [{ type: 'docSidebar', label: 'Docs', position: 'left' }] },
  blog: { sidebarCount: 'ALL' },
});
`,
    'content/docs/intro.md': '---\nslug: /\ntitle: Intro\nsidebar_position: 0\n---\nThe start.\n',
  };
  for (let c = 0; c < CATEGORIES; c++) {
    files[`content/docs/cat-${pad(c)}/_category_.json`] = JSON.stringify({ label: `Category ${pad(c)}`, position: c + 1 });
    for (let d = 0; d < DOCS_PER_CATEGORY; d++)
      files[`content/docs/cat-${pad(c)}/d-${pad(d)}.md`] = `---\ntitle: Doc ${pad(c)}.${pad(d)}\nsidebar_position: ${d}\n---\nText of ${c}.${d}.\n`;
  }
  for (let p = 0; p < POSTS; p++) {
    const day = new Date(Date.UTC(2024, 0, 1 + p)).toISOString().slice(0, 10);
    files[`content/blog/${day}-post-${p}.md`] = `---\ntitle: Post ${p}\n---\nPost ${p}.\n`;
  }
  const dir = makeSite(files);
  buildSite(dir);
  return path.join(dir, 'build');
}

const docUrls = (items: SidebarItem[]): string[] => items.flatMap((item) => (item.type === 'doc' ? [item.url] : item.type === 'category' ? docUrls(item.items) : []));

describe('a large sidebar', () => {
  let out = '';
  const suite = browserSuite(() => (out = buildLargeSite()));
  /** The site and page data a built page carries for the client. */
  const dataOf = (html: HtmlNode) =>
    JSON.parse(
      one(html, `#${DATA_SCRIPT_ID}`)
        .children.map((c) => ('value' in c ? c.value : ''))
        .join(''),
    ) as { site: SiteData; page: PageData };

  it('is sent whole once, as a file, and each page carries only the categories open on it', () => {
    const html = parseHtml(builtPage(out, '/docs/cat-03/d-05'));
    const links = all(html, '.menu a').map((a) => attr(a, 'href'));
    assert.ok(links.includes('/docs/cat-03/d-00') && links.includes(`/docs/cat-03/d-${pad(DOCS_PER_CATEGORY - 1)}`), 'the open category lists its docs');
    assert.ok(!links.some((href) => href?.startsWith('/docs/cat-07/')), 'a closed category lists none');
    assert.equal(all(html, '.theme-doc-sidebar-item-category').length, CATEGORIES, 'every category is shown, open or not');
    assert.equal(attr(one(html, '.menu a[aria-current="page"]'), 'href'), '/docs/cat-03/d-05');

    const data = dataOf(html);
    assert.deepEqual(data.site.docsSidebar, [], 'the site data does not repeat the sidebar on every page');
    const sidebarUrl = data.site.docsSidebarUrl;
    assert.ok(sidebarUrl, 'the site data names the file of the whole sidebar');
    assert.match(sidebarUrl, /^\/assets\/sidebar\.[0-9a-f]{8}\.json$/);
    const part = data.page.kind === 'doc' ? data.page.sidebar : undefined;
    assert.ok(part, "the page's data holds its part");
    assert.deepEqual(
      part.flatMap((item) => (item.type === 'category' && item.lazy ? [item.label] : [])),
      Array.from({ length: CATEGORIES }, (_, c) => `Category ${pad(c)}`).filter((label) => label !== 'Category 03'),
    );

    const whole = JSON.parse(readFileSync(path.join(out, sidebarUrl), 'utf8')) as SidebarItem[];
    assert.equal(docUrls(whole).length, CATEGORIES * DOCS_PER_CATEGORY + 1, 'the file holds every doc');
  });

  it('sends the blog sidebar of every post with the blog pages only', () => {
    const doc = dataOf(parseHtml(builtPage(out, '/docs/cat-03/d-05')));
    assert.deepEqual(doc.site.blogSidebar.items, []);
    assert.equal(doc.page.blogSidebar, undefined);
    const list = dataOf(parseHtml(builtPage(out, '/blog')));
    assert.equal(list.page.blogSidebar?.length, POSTS);
    const shown = all(parseHtml(builtPage(out, '/blog/2024/01/05/post-4')), '.blog-sidebar__link').map((a) => attr(a, 'href'));
    assert.equal(shown.length, POSTS, 'every post is in the sidebar of a blog page');
  });

  it('fetches the items of a category the reader opens, and keeps them across navigation', async () => {
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${suite.origin}/docs/cat-03/d-05`);
    await wakeClient(page);
    const toggle = page.locator('.menu__list-item-collapsible a', { hasText: 'Category 07' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await page.locator('.menu a[href="/docs/cat-07/d-02"]').waitFor({ state: 'visible' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

    await page.click('.menu a[href="/docs/cat-07/d-02"]');
    await page.waitForURL('**/docs/cat-07/d-02');
    assert.equal(await page.getAttribute('.menu a[aria-current="page"]', 'href'), '/docs/cat-07/d-02');
    assert.ok(await page.locator('.menu a[href="/docs/cat-03/d-05"]').isVisible(), 'the category the reader came from is still open');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

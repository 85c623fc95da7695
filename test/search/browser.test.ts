// The search UI in Chromium: the navbar box, the search page, highlighting on
// the target page, and the index loaded once, only when the box is used. And
// the box of a Docusaurus site whose search plugin routes no results page
// (docusaurus-lunr-search): its dropdown lists every result itself.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, serveBuild, settled, wakeClient } from '../helpers/browser.js';
import { buildBoxOnlyFixture, buildSearchFixture } from './fixture.js';

describe('search in the browser', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveBuild>>;

  before(async () => {
    server = await serveBuild(buildSearchFixture());
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A hydrated page, recording the search index requests and any error. */
  async function open(url: string): Promise<{ page: Page; indexRequests: string[]; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const indexRequests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => /search-index.*\.json/.test(r.url()) && indexRequests.push(new URL(r.url()).pathname + new URL(r.url()).search));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.origin + url);
    await wakeClient(page);
    return { page, indexRequests, errors };
  }
  const box = (page: Page, name = '搜索') => page.getByRole('combobox', { name });
  const options = (page: Page) => page.getByRole('listbox').getByRole('option');
  async function search(page: Page, query: string, name?: string) {
    await box(page, name).fill(query);
    await page.waitForFunction(() => !document.querySelector('.search-dropdown')?.hasAttribute('hidden'));
  }

  it('loads the index once per locale, on the first hover or focus of the box, never before', async () => {
    const { page, indexRequests, errors } = await open('/docs/');
    // The page has loaded everything it loads by itself once the network is quiet.
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.deepEqual(indexRequests, [], 'nothing before the box is used');
    // Waited for before the hover: the index is asked for at once, while the engine's code loads.
    const indexResponse = page.waitForResponse(/search-index\.json/);
    await box(page).hover();
    await indexResponse;
    assert.equal(indexRequests.length, 1);
    assert.match(indexRequests[0]!, /^\/search-index\.json\?_=[0-9a-f]{10}$/);
    // The search code's chunk and the chunks it imports are asked for together, not one after the other.
    const { chunks, preloaded } = await page.evaluate(() => ({
      chunks: (JSON.parse(document.getElementById('__tongsite-client')!.textContent!) as { search: string[] }).search,
      preloaded: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
    }));
    assert.ok(chunks.length > 1, 'the search code imports chunks of its own');
    for (const chunk of chunks) assert.ok(preloaded.includes(chunk), `${chunk} is preloaded on the first hover`);
    await search(page, '门限');
    await box(page).blur();
    await box(page).focus();
    await page.click('.menu a[href="/docs/tls"]');
    await page.waitForURL('**/docs/tls');
    await search(page, '国密');
    assert.equal(indexRequests.length, 1, 'fetched once, kept across pages');
    assert.deepEqual(errors, []);
    await page.close();

    const en = await open('/en/docs/');
    const enResponse = en.page.waitForResponse(/\/en\/search-index\.json/);
    await en.page.keyboard.press('Control+k');
    await enResponse;
    // Its untranslated pages come from the default locale's index: both are asked for at once, not one after the other.
    assert.deepEqual(en.indexRequests.map((url) => url.replace(/[0-9a-f]{10}$/, 'HASH')).sort(), ['/en/search-index.json?_=HASH', '/search-index.json?_=HASH']);
    await en.page.close();
  });

  it('answers the first query before the React client has come, which the focus in the box wakes only once the results are shown', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // The React client's entry is held back: whatever is shown meanwhile, the early entry showed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/entry-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.origin}/docs/`);
    await page.waitForLoadState('load');
    // When the results appear, is the client's entry asked for yet? (The loader adds its script when it wakes it.)
    const shown = page.evaluate(
      () =>
        new Promise<{ query: string; titles: string[]; clientAsked: boolean; at: number }>((resolve) => {
          const observer = new MutationObserver(() => {
            const list = document.querySelector<HTMLElement>('.search-early .search-dropdown__list');
            if (!list) return;
            observer.disconnect();
            const titles = [...list.querySelectorAll('.search-hit__title')].map((t) => t.textContent ?? '');
            resolve({ query: list.dataset.query ?? '', titles, clientAsked: document.querySelector('script[src*="/entry-"]') !== null, at: performance.now() });
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    const focusAt = await page.evaluate(() => performance.now());
    await box(page).focus();
    await page.keyboard.type('门限');
    const early = await shown;
    // The code the first results needed (asked for from the focus until they were shown) is asked for at once, none
    // of it found only once the chunk that imports it has come (a round trip later).
    const asked = await page.evaluate(
      ([from, to]) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from && e.startTime < to)
          .map((e) => ({ path: new URL(e.name).pathname, asked: e.startTime, came: (e as PerformanceResourceTiming).responseEnd })),
      [focusAt, early.at],
    );
    const scripts = asked.filter((e) => e.path.endsWith('.js'));
    assert.ok(scripts.length > 1, `the search code was measured: ${scripts.map((s) => s.path).join(', ')}`);
    const firstCame = Math.min(...scripts.map((s) => s.came));
    for (const script of scripts) assert.ok(script.asked < firstCame, `${script.path} is asked for with the rest of the search code, not after a chunk came`);
    // The index too: asked for at the focus, before anything came (not once a file naming its version had).
    // (Only the search's own files count: Chromium asks for the favicon whenever it likes.)
    const index = asked.find((e) => e.path === '/search-index.json');
    const searchFiles = asked.filter((e) => e === index || scripts.includes(e));
    assert.ok(index && index.asked < Math.min(...searchFiles.map((e) => e.came)), `the index is asked for at once: ${JSON.stringify(asked)}`);
    assert.equal(early.query, '门限');
    assert.ok(early.titles.length > 0 && early.titles.every((t) => t.includes('门限')), `suggestions before the client: ${early.titles.join(', ')}`);
    assert.equal(early.clientAsked, false, 'the focus in the box leaves the client asleep until the first results are shown');
    assert.equal(await page.evaluate(() => document.getElementById('__tongsite')!.hasAttribute('data-hydrated')), false);
    // Escape or leaving the box takes them away; typing on answers again.
    const earlyShown = () => page.evaluate(() => document.querySelector('.search-early')!.childElementCount > 0);
    const earlyGone = () => page.waitForFunction(() => document.querySelector('.search-early')!.childElementCount === 0);
    await page.keyboard.press('Escape');
    await earlyGone();
    await page.keyboard.type('签名');
    await page.waitForSelector('.search-early .search-dropdown__list[data-query="门限签名"]');
    const typedOn = await page.locator('.search-early .search-hit__title').allTextContents();
    assert.equal(typedOn[0], '门限签名');
    await box(page).blur();
    await earlyGone();
    await box(page).focus();
    // The client was asked for at the first results; once hydrated, the box shows its own suggestions (options of its listbox) in their place.
    await page.waitForFunction(() => document.querySelector('script[src*="/entry-"]') !== null);
    release();
    await page.waitForFunction(() => !document.querySelector('.search-dropdown')?.hasAttribute('hidden'));
    assert.equal(await page.getByRole('listbox').getAttribute('data-query'), '门限签名');
    assert.deepEqual(await options(page).locator('.search-hit__title').allTextContents(), typedOn);
    assert.equal(await earlyShown(), false, 'the early suggestions are gone');
    assert.deepEqual(errors, [], 'hydration takes the box without a mismatch');
    await page.close();
  });

  it('focuses the box with Ctrl+K or Cmd+K, and shows the shortcut', async () => {
    const { page } = await open('/docs/threshold');
    assert.equal(await page.isVisible('.navbar__search-hint'), true);
    assert.equal(await page.textContent('.navbar__search-hint'), 'Ctrl K');
    await page.keyboard.press('Control+k');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Meta+k');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    await page.close();
  });

  it('names the box and its suggestions for assistive technology', async () => {
    const { page } = await open('/docs/');
    assert.equal(await box(page).count(), 1);
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    await search(page, '门限');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'true');
    assert.equal(await box(page).getAttribute('aria-controls'), await page.getByRole('listbox').getAttribute('id'));
    assert.ok((await options(page).count()) >= 1);
    await page.close();
    const en = await open('/en/docs/');
    assert.equal(await box(en.page, 'Search').count(), 1);
    await en.page.close();
  });

  it('suggests at most 8 pages, each with title, heading and a marked excerpt of at most 50 characters', async () => {
    const { page } = await open('/docs/');
    await search(page, '算法');
    assert.equal(await options(page).count(), 8, 'thirteen pages match, eight are shown');
    for (const option of await options(page).all()) {
      assert.match((await option.locator('.search-hit__title').textContent()) ?? '', /算法/);
      const excerpt = (await option.locator('.search-hit__excerpt').textContent()) ?? '';
      assert.ok(excerpt.length > 0 && excerpt.length <= 50, excerpt);
      assert.equal(await option.locator('.search-hit__excerpt mark').first().textContent(), '算法');
    }
    await search(page, '两方 SM2');
    const first = options(page).first();
    assert.equal(await first.locator('.search-hit__title').textContent(), '门限签名');
    assert.equal(await first.locator('.search-hit__heading').textContent(), '两方签名');
    assert.deepEqual(await first.locator('mark').allTextContents(), ['SM2', '两方']);
    await page.close();
  });

  it('moves through suggestions with the arrows, closes with Esc, follows one with Enter and marks the terms there', async () => {
    const { page, errors } = await open('/docs/');
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await search(page, '门限 签名');
    await box(page).press('ArrowDown');
    const firstId = await options(page).first().getAttribute('id');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), firstId);
    assert.equal(await options(page).first().getAttribute('aria-selected'), 'true');
    await box(page).press('ArrowUp');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), null);
    await box(page).press('Escape');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await page.isVisible('[role="listbox"]'), false);
    await box(page).press('ArrowDown');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'true', 'the arrows open it again');
    await box(page).press('Enter');
    await page.waitForURL(/\/docs\/threshold\?_highlight=.*#/);
    await page.waitForSelector('mark.search-highlight');
    const marks = await page.locator('#__main .markdown mark.search-highlight').allTextContents();
    assert.ok(marks.includes('门限签名') || (marks.includes('门限') && marks.includes('签名')), marks.join());
    const top = await page.$eval('#两方签名', (h) => h.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 200, `the heading is scrolled to (top ${top})`);
    assert.ok(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same), 'the client router took it, no reload');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('marks the terms when a result link is loaded directly', async () => {
    const { page } = await open(`/docs/threshold?_highlight=${encodeURIComponent('sm2 门限')}#${encodeURIComponent('两方签名')}`);
    await page.waitForSelector('mark.search-highlight');
    assert.deepEqual([...new Set(await page.locator('mark.search-highlight').allTextContents())].sort(), ['SM2', '门限'].sort());
    await page.close();
  });

  it('says there are no results, in each locale', async () => {
    const { page } = await open('/docs/');
    await search(page, 'xyzzy');
    assert.equal(await options(page).count(), 0);
    assert.equal(await page.textContent('.search-dropdown__empty'), '没有找到任何文档');
    await page.close();
    const en = await open('/en/docs/');
    await search(en.page, 'xyzzy', 'Search');
    assert.equal(await en.page.textContent('.search-dropdown__empty'), 'No results');
    await en.page.close();
  });

  it('opens the search page with every result and the count on Enter without a selection', async () => {
    const { page } = await open('/docs/');
    await search(page, '算法');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\?q=/);
    assert.equal(new URL(page.url()).searchParams.get('q'), '算法');
    await page.waitForSelector('.search-page__count');
    assert.equal(await page.textContent('main h1'), '“算法” 的搜索结果');
    assert.equal(await page.textContent('.search-page__count'), '共找到 13 篇文档');
    assert.equal(await page.locator('main .search-result a').count(), 13);
    await page.close();
  });

  it('lists results on /search?q= and /en/search?q=, or says none were found', async () => {
    const en = await open('/en/search?q=threshold');
    await en.page.waitForSelector('.search-page__count');
    assert.equal(await en.page.textContent('main h1'), 'Search results for "threshold"');
    assert.equal(await en.page.textContent('.search-page__count'), '1 document found');
    assert.match((await en.page.getAttribute('main .search-result a', 'href')) ?? '', /^\/en\/docs\/threshold\?_highlight=threshold(#|$)/);
    await en.page.goto(`${server.origin}/en/search?q=xyzzy`);
    await en.page.waitForSelector('.search-page__count');
    assert.equal(await en.page.textContent('.search-page__count'), 'No documents were found');
    await en.page.close();

    const { page } = await open('/search?q=xyzzy');
    await page.waitForSelector('.search-page__count');
    assert.equal(await page.textContent('.search-page__count'), '没有找到任何文档');
    await page.getByRole('searchbox', { name: '搜索' }).fill('两方签名');
    await page.waitForFunction(() => document.querySelector('.search-page__count')?.textContent === '共找到 1 篇文档');
    assert.equal(new URL(page.url()).searchParams.get('q'), '两方签名', 'the URL follows the input');
    await page.click('main .search-result a');
    await page.waitForURL(/\/docs\/threshold/);
    await page.waitForSelector('mark.search-highlight');
    await page.close();
  });

  it('treats every query as text: no markup gets in', async () => {
    const attack = '<img src=x onerror="window.__pwned=1"><b>粗体</b>';
    const { page } = await open(`/search?q=${encodeURIComponent(attack)}`);
    await page.waitForSelector('.search-page__count');
    assert.equal(await page.textContent('main h1'), `“${attack}” 的搜索结果`);
    assert.equal(await page.locator('main img, main b').count(), 0);
    await search(page, attack);
    assert.equal(await page.locator('.search-dropdown img, .search-dropdown b').count(), 0);
    // With a term the page has beside it: the marks show that the highlighter has run on the whole query.
    await page.goto(`${server.origin}/docs/threshold?_highlight=${encodeURIComponent(`${attack} 门限`)}`);
    await page.waitForSelector('#__main .markdown mark.search-highlight');
    assert.equal(await page.locator('#__main .markdown img, #__main .markdown b').count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
    await page.close();
  });

  it('on a site whose search plugin routes no page, lists every result in the dropdown on "See all results" or Enter', async () => {
    const build = buildBoxOnlyFixture();
    assert.ok(!existsSync(path.join(build, 'search', 'index.html')), 'docusaurus-lunr-search routes no results page');
    const lunr = await serveBuild(build);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${lunr.origin}/kettle-01`);
      await wakeClient(page);
      await search(page, 'kettle', 'Search');
      assert.equal(await options(page).count(), 8, 'eleven pages match, eight are suggested');
      const all = page.getByRole('button', { name: 'See all results' });
      await all.click();
      await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 11);
      assert.equal(await all.count(), 0, 'every result is listed: nothing more to ask for');
      assert.equal(await box(page, 'Search').getAttribute('aria-expanded'), 'true', 'the dropdown stays open');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'the input keeps the focus');
      // A new query shows suggestions again; Enter with none chosen lists them all, and the page stays.
      await search(page, 'boils', 'Search');
      assert.equal(await options(page).count(), 8);
      await box(page, 'Search').press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 10);
      assert.equal(new URL(page.url()).pathname, '/kettle-01');
      await options(page).nth(9).click();
      await page.waitForURL(/\/kettle-\d\d\?_highlight=/);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      await lunr.close();
    }
  });
});

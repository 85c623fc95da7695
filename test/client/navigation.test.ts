// Hydration and navigation between pages without reloads, in Chromium.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, settled, wakeClient } from '../helpers/browser.js';
import { until } from '../helpers/wait.js';
import { buildClientFixture } from './fixture.js';

describe('navigation in the browser', () => {
  const suite = browserSuite(buildClientFixture);

  /** A page whose console errors and page errors are collected; `loaded` marks the document so a reload shows. */
  async function open(path: string, init?: (page: Page) => Promise<unknown>): Promise<{ page: Page; errors: string[] }> {
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      // The KaTeX stylesheet comes from a CDN this sandbox cannot reach; only our own failures count.
      const external = m.text().startsWith('Failed to load resource') && !m.location().url.startsWith(suite.origin);
      if ((m.type() === 'error' || m.type() === 'warning') && !external) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    if (init) await init(page);
    await page.goto(suite.origin + path);
    await wakeClient(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    return { page, errors };
  }
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  it('hydrates docs, blog and home pages with no error or warning', async () => {
    for (const path of ['/docs/', '/docs/guide/a', '/blog', '/blog/2024/01/01/hello', '/', '/en/docs/guide/b']) {
      const { page, errors } = await open(path);
      assert.deepEqual(errors, [], `${path}: ${errors.join('\n')}`);
      await page.close();
    }
  });

  it('swaps the page on click: URL, title, heading, sidebar and TOC, without a reload', async () => {
    const { page, errors } = await open('/docs/guide/a');
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.waitForURL('**/docs/guide/b');
    assert.equal(await page.title(), '乙篇 | Client Fixture');
    assert.equal(await page.textContent('article h1'), '乙篇');
    assert.equal(await page.getAttribute('.menu a[aria-current="page"]', 'href'), '/docs/guide/b');
    assert.deepEqual(await page.$$eval('.toc-desktop a', (as) => as.map((a) => a.getAttribute('href'))), ['#first', '#second', '#third']);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-cn');
    assert.ok(await sameDocument(page), 'no full page load');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('scrolls to the #hash target of the next page, or to the top', async () => {
    const { page } = await open('/docs/');
    await page.click('a[href="/docs/guide/b#third"]');
    await page.waitForURL('**/docs/guide/b#third');
    const top = await page.$eval('#third', (el) => el.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 150, `#third is at the top of the viewport (${top})`);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.click('.menu a[href="/docs/guide/a"]');
    await page.waitForURL('**/docs/guide/a');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.close();
  });

  it('restores the page and its scroll position on back and forward', async () => {
    const { page } = await open('/docs/guide/b');
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The position is kept in history once scrolling stops.
    await page.waitForFunction(() => (history.state as { scroll?: number } | null)?.scroll === window.scrollY && window.scrollY > 1000);
    await page.click('.menu a[href="/docs/guide/a"]');
    await page.waitForURL('**/docs/guide/a');
    await page.goBack();
    await page.waitForURL('**/docs/guide/b');
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 5);
    assert.equal(await page.textContent('article h1'), '乙篇');
    await page.goForward();
    await page.waitForURL('**/docs/guide/a');
    assert.equal(await page.textContent('article h1'), '甲篇');
    assert.ok(await sameDocument(page));
    await page.close();
  });

  it('preloads a page on hover, and links that come into view', async () => {
    const requested: string[] = [];
    const { page } = await open('/docs/', async (p) => {
      p.on('request', (r) => r.url().endsWith('page-data.json') && requested.push(new URL(r.url()).pathname));
    });
    await until('the link at the top of the page, in view at load, is preloaded', () => requested.includes('/docs/guide/b/page-data.json'));
    await settled(page);
    assert.ok(!requested.includes('/docs/guide/a/page-data.json'), 'links out of view wait');
    await page.click('.menu a.menu__link--sublist-caret');
    await Promise.all([page.waitForRequest((r) => r.url().endsWith('/docs/guide/a/page-data.json')), page.hover('.menu a[href="/docs/guide/a"]')]);
    assert.ok(requested.includes('/docs/guide/a/page-data.json'), `hover: ${requested}`);
    await page.close();
  });

  it('does not preload on save-data or 2g connections', async () => {
    const { page } = await open('/docs/guide/a', (p) => p.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })));
    const requested: string[] = [];
    page.on('request', (r) => r.url().endsWith('page-data.json') && requested.push(r.url()));
    await page.hover('.menu a[href="/docs/guide/b"]');
    await page.$eval('a[href="/docs/"]', (a) => a.scrollIntoView());
    await settled(page);
    assert.deepEqual(requested, []);
    await page.close();
    const slow = await open('/docs/guide/a', (p) => p.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' } })));
    const slowRequests: string[] = [];
    slow.page.on('request', (r) => r.url().endsWith('page-data.json') && slowRequests.push(r.url()));
    await slow.page.hover('.menu a[href="/docs/guide/b"]');
    await settled(slow.page);
    assert.deepEqual(slowRequests, []);
    await slow.page.close();
  });

  it('shows the progress bar only when navigation takes longer than 200 ms', async () => {
    const { page } = await open('/docs/guide/b');
    // Timers run on a paused clock, so "longer than 200 ms" is exact whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const preloaded = page.waitForResponse('**/guide/a/page-data.json');
    await page.hover('.menu a[href="/docs/guide/a"]');
    await preloaded;
    await page.evaluate(() => {
      (window as unknown as { __bars: number }).__bars = 0;
      new MutationObserver(() => {
        const bar = document.querySelector('.nav-progress');
        if (bar && !(bar as HTMLElement).hidden) (window as unknown as { __bars: number }).__bars++;
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.click('.menu a[href="/docs/guide/a"]');
    await page.waitForURL('**/docs/guide/a');
    await page.clock.runFor(500);
    assert.equal(await page.evaluate(() => (window as unknown as { __bars: number }).__bars), 0, 'a navigation done within 200 ms shows no bar');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/guide/b/page-data.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.clock.runFor(150);
    assert.equal(await page.locator('.nav-progress:not([hidden])').count(), 0, 'no bar before 200 ms');
    await page.clock.runFor(100);
    await page.waitForSelector('.nav-progress:not([hidden])');
    const height = await page.$eval('.nav-progress', (el) => el.getBoundingClientRect().height);
    const position = await page.$eval('.nav-progress', (el) => getComputedStyle(el).position);
    assert.ok(height <= 12 && position === 'fixed');
    assert.equal(await page.getAttribute('.nav-progress', 'role'), 'progressbar');
    release();
    await page.waitForURL('**/docs/guide/b');
    await page.waitForSelector('.nav-progress[hidden]', { state: 'attached' });
    await page.close();
  });

  it('adds the KaTeX stylesheet when navigating to a page with math', async () => {
    const { page } = await open('/docs/guide/a');
    assert.equal(await page.locator('link[href*="katex"]').count(), 0);
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.waitForURL('**/docs/guide/b');
    await page.waitForSelector('.katex', { state: 'attached' });
    const link = page.locator('link[rel="stylesheet"][href*="katex.min.css"]');
    assert.equal(await link.count(), 1);
    assert.match((await link.getAttribute('integrity')) ?? '', /^sha384-/);
    await page.close();
  });

  it('loads the page normally when its data cannot be loaded', async () => {
    const { page } = await open('/docs/guide/a');
    await page.route('**/page-data.json', (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.waitForURL('**/docs/guide/b');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === '乙篇');
    assert.equal(await sameDocument(page), false, 'a full page load happened');
    await page.close();
  });

  it('shows "This page crashed." with Try again when a page fails to render', async () => {
    const { page } = await open('/docs/guide/a');
    await page.route('**/guide/b/page-data.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ kind: 'doc', url: '/docs/guide/b', locale: 'zh-cn', title: 'Broken', alternates: [], toc: [], breadcrumbs: null }),
      }),
    );
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.waitForSelector('text=页面已崩溃。');
    assert.ok(await page.isVisible('button:has-text("重试")'));
    assert.ok(await page.isVisible('nav.navbar'), 'the chrome stays');
    await page.close();
  });

  it('links the language switcher to the same page in the other locale', async () => {
    const { page } = await open('/docs/guide/a');
    assert.equal(await page.getAttribute('.locale-switcher a[hreflang="en"]', 'href'), '/en/docs/guide/a');
    await page.hover('.locale-switcher button');
    await page.click('.locale-switcher a[hreflang="en"]');
    await page.waitForURL('**/en/docs/guide/a');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.getAttribute('.locale-switcher a[hreflang="zh-cn"]', 'href'), '/docs/guide/a');
    await page.close();
  });
});

describe('navigation with KaTeX served by the site', () => {
  const suite = browserSuite(() => buildClientFixture('markdown: { katex: { selfHost: true } },'));
  const open = async (path: string) => {
    const page = await suite.browser.newPage();
    await page.goto(suite.origin + path);
    await wakeClient(page);
    return page;
  };
  const katexStylesheets = (page: Page) =>
    page.evaluate(() => ({
      links: document.querySelectorAll('link[rel="stylesheet"][href^="/assets/katex/"]').length,
      inline: document.querySelectorAll('style[data-href^="/assets/katex/"]').length,
    }));
  const mathFontLoaded = (page: Page) => page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('KaTeX') && f.status === 'loaded'));

  it('a page with math carries the stylesheet; navigating between such pages adds no copy', async () => {
    const page = await open('/docs/guide/b');
    assert.deepEqual(await katexStylesheets(page), { links: 0, inline: 1 });
    await mathFontLoaded(page);
    await page.click('.menu a[href="/docs/guide/a"]');
    await page.waitForURL('**/docs/guide/a');
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.waitForURL('**/docs/guide/b');
    await page.waitForSelector('.katex', { state: 'attached' });
    assert.deepEqual(await katexStylesheets(page), { links: 0, inline: 1 });
    await page.close();
  });

  it('a page without math links the stylesheet file when navigation reaches math', async () => {
    const page = await open('/docs/guide/a');
    assert.deepEqual(await katexStylesheets(page), { links: 0, inline: 0 });
    await page.click('.menu a[href="/docs/guide/b"]');
    await page.waitForURL('**/docs/guide/b');
    await page.waitForSelector('.katex', { state: 'attached' });
    assert.deepEqual(await katexStylesheets(page), { links: 1, inline: 0 });
    await mathFontLoaded(page);
    await page.close();
  });
});

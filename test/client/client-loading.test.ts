// When the React client loads. A page with no code of its own (Markdown and
// the theme's components) is whole without it: its first load carries the
// small early entry only, and the client comes at the reader's first
// interaction or when the pointer rests on an internal link. A page with code
// of its own gets it after what the page shows (so that on a slow connection
// it does not take the bandwidth of the images in view), and all the same when
// the page never finishes loading. Until it has hydrated the page, the colour
// mode toggle, Ctrl+K, the search box and the sidebar's categories work.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { browserSuite, settled } from '../helpers/browser.js';
import { all, clientScripts, parseHtml } from '../helpers/html.js';
import { buildClientFixture } from './fixture.js';

/**
 * The page's navigation timings and the start of each request for the React client's code, in the page's own clock:
 * every script under /assets/js/ but the early entry and its chunks, which the page's HTML names in its head.
 */
const timings = (page: Page) =>
  page.evaluate(async () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    const early = new Set(
      [...served.querySelectorAll('script[type=module][src], link[rel=modulepreload]')].map((e) => new URL(e.getAttribute('src') ?? e.getAttribute('href')!, location.href).href),
    );
    const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/js\//.test(e.name) && !early.has(e.name));
    return { domReady: nav.domContentLoadedEventStart, loadEnd: nav.loadEventEnd, client: scripts.map((e) => ({ name: e.name, start: e.startTime })) };
  });

/** Serves `pathname` with an image whose request is never answered: the page's load event never comes. */
async function neverLoading(context: BrowserContext, pathname: string) {
  await context.route('**/never.png', () => {});
  await context.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<main', '<img src="/never.png" alt="" width="1" height="1"><main');
      await route.fulfill({ response, body });
    },
  );
}

/** Holds back the client's entry script until `release()`; `requested` says whether the page asked for it. */
async function heldClient(context: BrowserContext) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { requested: false, release: () => release() };
  await context.route(/\/assets\/js\/entry-\w+\.js$/, async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
}

/** A new context whose client is held, and a page of it at `/docs/` opened until `waitUntil`. */
async function docsWithHeldClient(suite: { browser: Browser; origin: string }, waitUntil: 'domcontentloaded' | 'load', options: BrowserContextOptions = {}) {
  const context = await suite.browser.newContext(options);
  const client = await heldClient(context);
  const page = await context.newPage();
  await page.goto(`${suite.origin}/docs/`, { waitUntil });
  return { context, client, page };
}

const hydrated = (page: Page) => page.evaluate(() => document.querySelector('#__tongsite[data-hydrated]') !== null);

describe('loading the client', () => {
  const suite = browserSuite(buildClientFixture);

  it('loads the early entry from the head and names the React client, eager only on a page with code of its own', async () => {
    const html = parseHtml(await (await fetch(`${suite.origin}/docs/`)).text());
    const modules = all(html, 'head script[type=module]').map((s) => String(s.properties.src));
    assert.equal(modules.length, 1, 'one module script: the early entry');
    assert.match(modules[0]!, /^\/assets\/js\/early-\w+\.js$/);
    const client = clientScripts(html);
    assert.match(client.entry, /^\/assets\/js\/entry-\w+\.js$/);
    assert.ok(client.preload.length > 0 && client.preload.every((p) => /^\/assets\/js\/[\w-]+\.js$/.test(p)), client.preload.join(' '));
    assert.equal(client.eager, false, 'a docs page of Markdown has no code of its own');
    const live = clientScripts(parseHtml(await (await fetch(`${suite.origin}/blog/2024/02/01/live`)).text()));
    assert.equal(live.eager, true, 'a page with a BrowserOnly island has');
    for (const url of [modules[0]!, client.entry, ...client.preload]) assert.equal((await fetch(suite.origin + url)).status, 200, url);
  });

  it('a page with no code of its own loads no React until the pointer rests on an internal link; the click is a client navigation', async () => {
    const page = await suite.browser.newPage();
    const requested: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && requested.push(new URL(r.url()).pathname));
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'load' });
    // Longer than the eager path waits after the load event (a frame, at most 250 ms).
    await page.waitForTimeout(600);
    await settled(page);
    assert.ok(requested.some((s) => /\/early-/.test(s)) && !requested.some((s) => /\/entry-/.test(s)), `no React client before an interaction: ${requested.join(' ')}`);
    assert.equal(await hydrated(page), false);
    const link = page.locator('#__main a[href^="/docs/guide/b"]').first();
    await link.hover();
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await link.click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '乙篇');
    assert.equal(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), true, 'no reload: the client navigated');
    await page.close();
  });

  it('a page with code of its own requests it once the page has loaded, then hydrates', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.origin}/blog/2024/02/01/live`);
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    await page.waitForSelector('.live-now');
    const t = await timings(page);
    const { client } = t;
    assert.ok(t.loadEnd > 0 && client.length > 0, JSON.stringify(t));
    assert.ok(
      client.every((s) => s.start >= t.loadEnd),
      `every request for the client's code starts after the load event ended at ${t.loadEnd} ms: ${JSON.stringify(client)}`,
    );
    await page.close();
  });

  it('a page with code of its own requests it 3 s after the DOM is ready when the page never finishes loading', async () => {
    const context = await suite.browser.newContext();
    await neverLoading(context, '/blog/2024/02/01/live');
    const page = await context.newPage();
    await page.goto(`${suite.origin}/blog/2024/02/01/live`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    const t = await timings(page);
    const { client } = t;
    assert.equal(t.loadEnd, 0, 'the page has not finished loading');
    assert.ok(client.length > 0 && client.every((s) => s.start >= t.domReady + 3000), JSON.stringify(t));
    await context.close();
  });

  it('requests it at the first interaction, before the page has loaded', async () => {
    const context = await suite.browser.newContext();
    await neverLoading(context, '/docs/');
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'domcontentloaded' });
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    const t = await timings(page);
    assert.equal(t.loadEnd, 0, 'the page has not finished loading');
    // Requested after the key, and before the 3 s the page would otherwise have waited after its DOM was ready.
    assert.ok(pressed < t.domReady + 3000, `the key was pressed in time (${pressed} ms)`);
    const { client } = t;
    assert.ok(client.length > 0 && client[0]!.start >= pressed && client[0]!.start < t.domReady + 3000, JSON.stringify({ pressed, ...t }));
    await context.close();
  });

  it('switches the colour mode from first paint: a click on the toggle before the client has loaded, then after', async () => {
    const { context, client, page } = await docsWithHeldClient(suite, 'domcontentloaded', { colorScheme: 'light' });
    const theme = () => page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')]);
    assert.deepEqual(await theme(), ['light', null]);
    await page.click('.color-mode-toggle');
    assert.deepEqual(await theme(), ['dark', 'dark']);
    assert.equal(await hydrated(page), false, 'the client has not hydrated the page yet');
    assert.ok(client.requested, 'the click asked for the client');
    client.release();
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    await page.click('.color-mode-toggle');
    assert.deepEqual(await theme(), ['light', 'light'], 'once hydrated, the toggle switches once a click');
    await context.close();
  });

  it('focuses the search box on Ctrl+K and keeps what is typed before the client has loaded; its suggestions come with the client', async () => {
    const { context, client, page } = await docsWithHeldClient(suite, 'domcontentloaded');
    await page.keyboard.press('Control+KeyK');
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input')), true);
    await page.keyboard.type('Paragraph');
    assert.equal(await page.inputValue('.navbar__search-input'), 'Paragraph');
    assert.equal(await hydrated(page), false, 'the client has not hydrated the page yet');
    assert.ok(client.requested, 'the key asked for the client');
    client.release();
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    await page.waitForSelector('.search-dropdown:not([hidden]) .search-hit');
    assert.equal(await page.inputValue('.navbar__search-input'), 'Paragraph');
    await context.close();
  });

  it('a click on a sidebar category before the client has loaded opens it once the client has hydrated', async () => {
    const { context, client, page } = await docsWithHeldClient(suite, 'load');
    // A category without a page of its own: its built link leads to its first page, but the click waits for the client instead.
    const caret = page.locator('.menu a[aria-expanded]').first();
    assert.equal(await caret.getAttribute('aria-expanded'), 'false');
    await caret.click();
    assert.equal(await hydrated(page), false, 'the client has not hydrated the page yet');
    client.release();
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    await page.waitForSelector('.menu a[aria-expanded="true"]');
    assert.equal(page.url(), `${suite.origin}/docs/`, 'the click did not follow the link');
    assert.equal(await page.locator('.menu a[href="/docs/guide/a"]').first().isVisible(), true);
    await context.close();
  });
});

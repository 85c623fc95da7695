// When the client's code loads: after what the page shows, so that on a slow
// connection it does not take the bandwidth of the images in view; at the
// reader's first interaction; and all the same when the page never finishes
// loading (an image from a host the reader cannot reach). Until it has
// hydrated the page, the colour mode toggle and Ctrl+K work all the same.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser.js';
import { all, clientScripts, parseHtml } from '../helpers/html.js';
import { buildClientFixture } from './fixture.js';

/** The page's navigation timings and the start of each request for the client's code, in the page's own clock. */
const timings = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/js\//.test(e.name));
    return { domReady: nav.domContentLoadedEventStart, loadEnd: nav.loadEventEnd, scriptStarts: scripts.map((e) => e.startTime) };
  });

/** Serves /docs/ with an image whose request is never answered: the page's load event never comes. */
async function neverLoading(context: BrowserContext) {
  await context.route('**/never.png', () => {});
  await context.route(
    (url) => url.pathname === '/docs/',
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

const hydrated = (page: Page) => page.evaluate(() => document.querySelector('#__tongsite[data-hydrated]') !== null);

describe('loading the client', () => {
  const suite = browserSuite(buildClientFixture);

  it('names its code in the page instead of requesting it from the head', async () => {
    const html = parseHtml(await (await fetch(`${suite.origin}/docs/`)).text());
    assert.deepEqual(all(html, 'script[type=module], link[rel=modulepreload]'), []);
    const client = clientScripts(html);
    assert.match(client.entry, /^\/assets\/js\/entry-\w+\.js$/);
    assert.ok(client.preload.length > 0 && client.preload.every((p) => /^\/assets\/js\/[\w-]+\.js$/.test(p)), client.preload.join(' '));
    for (const url of [client.entry, ...client.preload]) assert.equal((await fetch(suite.origin + url)).status, 200, url);
  });

  it('requests it once the page has loaded, then hydrates', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.origin}/docs/`);
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    const t = await timings(page);
    assert.ok(t.loadEnd > 0 && t.scriptStarts.length > 0, JSON.stringify(t));
    assert.ok(
      t.scriptStarts.every((start) => start >= t.loadEnd),
      `every request for the client's code starts after the load event ended at ${t.loadEnd} ms: ${t.scriptStarts.join(', ')}`,
    );
    await page.close();
  });

  it('requests it 3 s after the DOM is ready when the page never finishes loading', async () => {
    const context = await suite.browser.newContext();
    await neverLoading(context);
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    const t = await timings(page);
    assert.equal(t.loadEnd, 0, 'the page has not finished loading');
    assert.ok(t.scriptStarts.length > 0 && t.scriptStarts.every((start) => start >= t.domReady + 3000), JSON.stringify(t));
    await context.close();
  });

  it('requests it at the first interaction, before the page has loaded', async () => {
    const context = await suite.browser.newContext();
    await neverLoading(context);
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'domcontentloaded' });
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    const t = await timings(page);
    assert.equal(t.loadEnd, 0, 'the page has not finished loading');
    // Requested after the key, and before the 3 s the page would otherwise have waited after its DOM was ready.
    assert.ok(pressed < t.domReady + 3000, `the key was pressed in time (${pressed} ms)`);
    assert.ok(t.scriptStarts.length > 0 && t.scriptStarts[0]! >= pressed && t.scriptStarts[0]! < t.domReady + 3000, JSON.stringify({ pressed, ...t }));
    await context.close();
  });

  it('switches the colour mode from first paint: a click on the toggle before the client has loaded, then after', async () => {
    const context = await suite.browser.newContext({ colorScheme: 'light' });
    const client = await heldClient(context);
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'domcontentloaded' });
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

  it('focuses the search box on Ctrl+K before the client has loaded', async () => {
    const context = await suite.browser.newContext();
    const client = await heldClient(context);
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+KeyK');
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input')), true);
    assert.equal(await hydrated(page), false, 'the client has not hydrated the page yet');
    client.release();
    await context.close();
  });
});

// When the client's code loads: after what the page shows, so that on a slow
// connection it does not take the bandwidth of the images in view; and all the
// same when the page never finishes loading (an image from a host the reader
// cannot reach).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
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
    // An image whose request is never answered holds the load event back for good.
    await context.route('**/never.png', () => {});
    await context.route(
      (url) => url.pathname === '/docs/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<main', '<img src="/never.png" alt="" width="1" height="1"><main');
        await route.fulfill({ response, body });
      },
    );
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    const t = await timings(page);
    assert.equal(t.loadEnd, 0, 'the page has not finished loading');
    assert.ok(t.scriptStarts.length > 0 && t.scriptStarts.every((start) => start >= t.domReady + 3000), JSON.stringify(t));
    await context.close();
  });
});

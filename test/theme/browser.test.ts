// The theme components in Chromium: tabs switch, sync by groupId across pages,
// persist, follow the query string and the keyboard; details open and close;
// the page hydrates without a warning; BrowserOnly's children show once the
// page has loaded or been navigated to, and only such pages load their code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, wakeClient } from '../helpers/browser.js';
import { buildDocusaurusFixture } from './fixture.js';

describe('theme components in the browser', () => {
  const suite = browserSuite(buildDocusaurusFixture);

  /** Opens a page and waits for hydration; collects what the console says. */
  async function open(url: string, page?: Page): Promise<{ page: Page; messages: string[] }> {
    const p = page ?? (await (await suite.browser.newContext()).newPage());
    const messages: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    p.on('pageerror', (e) => messages.push(e.message));
    await p.goto(suite.origin + url);
    await wakeClient(p);
    return { page: p, messages };
  }
  /** The value of the selected tab and of the visible panel of each tab set. */
  const selected = (page: Page) =>
    page.$$eval('.tabs-container', (sets) =>
      sets.map((set) => [
        set.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value'),
        [...set.querySelectorAll('[role="tabpanel"]')]
          .filter((p) => !(p as HTMLElement).hidden)
          .map((p) => p.getAttribute('data-value'))
          .join(','),
      ]),
    );

  it('switches a group of tabs together, remembers it, and brings it to the other page', async () => {
    const { page, messages } = await open('/docs/build');
    assert.deepEqual(await selected(page), [
      ['linux', 'linux'],
      ['linux', 'linux'],
      ['b', 'b'],
    ]);
    await page.click('.tabs-container >> nth=1 >> [role="tab"][data-value="macos"]');
    assert.deepEqual(await selected(page), [
      ['macos', 'macos'],
      ['macos', 'macos'],
      ['b', 'b'],
    ]);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'macos');
    assert.equal(new URL(page.url()).search, '', 'only the tab set with queryString writes the URL');
    // Another page of the group, reached by the site's own navigation, and after a reload.
    await page.click('a[href="/docs/install"]');
    await page.waitForURL('**/docs/install');
    await page.waitForSelector('.tabs-container [role="tab"][data-value="macos"][aria-selected="true"]');
    assert.deepEqual((await selected(page))[0], ['macos', 'macos']);
    await page.reload();
    await wakeClient(page);
    assert.deepEqual((await selected(page))[0], ['macos', 'macos']);
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('keeps the choice of a queryString tab set in the URL and reads it from there', async () => {
    const { page } = await open('/docs/build?os=windows');
    assert.deepEqual((await selected(page)).slice(0, 2), [
      ['windows', 'windows'],
      ['windows', 'windows'],
    ]);
    await page.click('.tabs-container >> nth=0 >> [role="tab"][data-value="linux"]');
    assert.equal(new URL(page.url()).searchParams.get('os'), 'linux');
    await page.context().close();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { page } = await open('/docs/build');
    await page.focus('.tabs-container >> nth=2 >> [role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual((await selected(page))[2], ['a', 'a']);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-value')), 'a');
    await page.keyboard.press('End');
    assert.deepEqual((await selected(page))[2], ['b', 'b']);
    await page.keyboard.press('ArrowRight');
    assert.deepEqual((await selected(page))[2], ['a', 'a'], 'wraps around');
    await page.context().close();
  });

  it('opens and closes Details and a plain <details>', async () => {
    const { page, messages } = await open('/docs/install');
    for (const summary of ['构建选项', '更多']) {
      const details = page.locator('details', { has: page.locator(`summary:text-is("${summary}")`) });
      assert.equal(await details.evaluate((d) => (d as HTMLDetailsElement).open), false);
      assert.equal(await details.locator('.details__content').isVisible(), false);
      await details.locator('summary').click();
      assert.equal(await details.locator('.details__content').isVisible(), true);
      await details.locator('summary').click();
      assert.equal(await details.locator('.details__content').isVisible(), false);
    }
    assert.deepEqual(messages, [], 'no hydration warning or error');
    await page.context().close();
  });

  it('shows BrowserOnly children in the browser, on load and after navigation both ways, and loads their code on no other page', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text().then((code) => [new URL(r.url()).pathname, code]));
    });
    const { messages } = await open('/docs/build', page);
    await page.waitForTimeout(200);
    const firstLoad = await Promise.all(scripts);
    assert.ok(firstLoad.length > 0);
    // The island host carries the theme components (Tabs' messages among them), which no other client code has.
    assert.ok(
      !firstLoad.some(([url, code]) => url.startsWith('/assets/js/islands/') || code.includes('must be a <TabItem')),
      'a page without islands loads neither the island host nor a page bundle',
    );

    await page.click('a[href="/docs/install"]');
    await page.waitForURL('**/docs/install');
    assert.equal(await page.textContent('.browser-path', { timeout: 5000 }), '/docs/install');
    assert.equal(await page.locator('.fallback').count(), 0, 'the fallback gives way to the children');
    // The children close over the page's own component: its CSS module's class is the one the build wrote.
    const boxClass = await page.getAttribute('.markdown > [data-tongsite-page] > div:has(> img[alt="Logo"]):not(:has(.browser-box))', 'class');
    assert.equal(await page.locator('.browser-box').evaluate((el) => el.parentElement?.className), boxClass);
    assert.equal(await page.locator('.browser-box').evaluate((el) => el.parentElement?.querySelector('img')?.getAttribute('src')), '/img/logo.svg', 'useBaseUrl in the browser');
    assert.equal(await page.locator('.in-details').textContent(), 'object', 'an island inside <details> comes to life too');

    await page.goBack();
    await page.waitForURL('**/docs/build');
    // The URL changes before the page's data is swapped in: wait for the content of the page left to go.
    await page.locator('[data-tongsite-page]').first().waitFor({ state: 'detached' });
    assert.equal(await page.locator('.tabs-container').count(), 3);
    await page.goForward();
    await page.waitForURL('**/docs/install');
    assert.equal(await page.textContent('.browser-path', { timeout: 5000 }), '/docs/install');
    assert.equal(await page.locator('.browser-box').count(), 1);

    await page.reload();
    await page.waitForSelector('.browser-path');
    assert.equal(await page.locator('.box-fallback').count(), 0);
    assert.deepEqual(messages, [], 'no hydration warning or error');
    await context.close();
  });

  it("keeps the build's fallback without script, where the page has not been hydrated", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.origin}/docs/install`);
    assert.equal(await page.textContent('[data-tongsite-page] .fallback'), '加载中');
    assert.equal(await page.locator('.browser-path').count(), 0);
    await context.close();
  });
});

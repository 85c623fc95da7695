// The swizzling fixture in Chromium: a Markdown page that renders the site's
// MDXComponents is hydrated (its badge counts presses, in the page and in the
// partial), and the config's client module hears of every page shown, the
// first one and each one the client's router brings, as Docusaurus'
// onRouteDidUpdate does; no console error.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserSuite } from '../helpers/browser.js';
import { buildSite } from '../helpers/site.js';
import { swizzleFixtureCopy } from './swizzle-fixture.js';

describe('swizzled components and client modules, in the browser', () => {
  const suite = browserSuite(() => {
    const dir = swizzleFixtureCopy();
    buildSite(dir);
    return path.join(dir, 'build');
  });

  it('hydrates the site’s components in page and partial, and calls the client module on each page shown', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') messages.push(m.text());
    });
    page.on('pageerror', (e) => messages.push(e.message));
    await page.goto(`${suite.origin}/docs/intro`);
    await page.waitForSelector('html[data-pages-shown="1"]');
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    // The page's own bundle hydrates once the client is up: React has then taken the badges over.
    await page.waitForFunction(() => [...document.querySelectorAll('button.lantern-badge')].every((b) => Object.keys(b).some((k) => k.startsWith('__reactFiber'))));
    const badges = page.locator('button.lantern-badge');
    await badges.nth(0).click();
    await badges.nth(1).click();
    await badges.nth(1).click();
    assert.deepEqual(await badges.allTextContents(), ['a wick ×1', 'lamp oil ×2']);
    await page.click('nav.menu a[href="/docs/care"]');
    await page.waitForSelector('html[data-pages-shown="2"]');
    assert.equal(await page.getAttribute('html', 'data-last-page'), '/docs/care');
    assert.ok(!(await page.evaluate(() => performance.getEntriesByType('navigation').length > 1)));
    assert.deepEqual(messages, []);
    await page.context().close();
  });
});

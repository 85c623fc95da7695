// The swizzling fixture in Chromium: a Markdown page that renders the site's
// MDXComponents is hydrated (its badge counts presses, in the page and in the
// partial), and the config's client module hears of every page shown, the
// first one and each one the client's router brings, as Docusaurus'
// onRouteDidUpdate does; the site's Footer and Navbar, from the frame's bundle, work
// and keeps its Root's state from page to page; the navbar's custom-* items, drawn by the site's
// NavbarItem/ComponentTypes, are hydrated in the bar and in the drawer; a blog post drawn by the site's swizzled BlogPostItem parts is hydrated; a live block of a theme the site lists is edited; no console error. Its ```mermaid block (markdown.mermaid)
// is drawn by the site's mermaid (here the one tongsite's tests install,
// linked into the copy's node_modules as a site has it) in the theme of each
// colour mode, and only a page with a diagram loads the renderer.
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, wakeClient } from '../helpers/browser.js';
import { buildSite, ROOT } from '../helpers/site.js';
import { swizzleFixtureCopy } from './swizzle-fixture.js';

describe('swizzled components and client modules, in the browser', () => {
  const suite = browserSuite(() => {
    const dir = swizzleFixtureCopy();
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(ROOT, 'node_modules', 'mermaid'), path.join(dir, 'node_modules', 'mermaid'), 'dir');
    buildSite(dir);
    return path.join(dir, 'build');
  });

  /** A fresh page whose console errors and uncaught errors are collected in `messages`. */
  async function openWatched(): Promise<{ page: Page; messages: string[] }> {
    const page = await (await suite.browser.newContext()).newPage();
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') messages.push(m.text());
    });
    page.on('pageerror', (e) => messages.push(e.message));
    return { page, messages };
  }

  it('hydrates the site’s components in page, partial and frame, and calls the client module on each page shown', async () => {
    const { page, messages } = await openWatched();
    await page.goto(`${suite.origin}/docs/intro`);
    await page.waitForSelector('html[data-pages-shown="1"]');
    await wakeClient(page);
    // The page's own bundle hydrates once the client is up: React has then taken the badges over.
    await page.waitForFunction(() => [...document.querySelectorAll('button.lantern-badge')].every((b) => Object.keys(b).some((k) => k.startsWith('__reactFiber'))));
    const badges = page.locator('button.lantern-badge');
    await badges.nth(0).click();
    await badges.nth(1).click();
    await badges.nth(1).click();
    assert.deepEqual(await badges.allTextContents(), ['a wick ×1', 'lamp oil ×2']);
    await page.click('button.lantern-switch');
    assert.equal(await page.textContent('button.lantern-switch'), 'Put the lamp out');
    assert.equal(await page.textContent('.lantern-strip'), 'The lamp is lit', 'the site’s Navbar, hydrated in its Root');
    await page.click('nav.menu a[href="/docs/care"]');
    await page.waitForSelector('html[data-pages-shown="2"]');
    assert.equal(await page.getAttribute('html', 'data-last-page'), '/docs/care');
    assert.equal(await page.textContent('button.lantern-switch'), 'Put the lamp out', 'the Root kept its state');
    // Its live block, from the theme the site lists, is hydrated: the reader edits the sum and sees the total.
    await page.waitForFunction(() => Object.keys(document.querySelector('textarea.lantern-sum__code') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await page.fill('textarea.lantern-sum__code', '2 + 3 + 4');
    assert.equal(await page.textContent('.lantern-sum__result'), 'Total: 9');
    assert.ok(!(await page.evaluate(() => performance.getEntriesByType('navigation').length > 1)));
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('hydrates a blog post drawn by the site’s BlogPostItem/Footer and /Content, and the newer post the router brings', async () => {
    const { page, messages } = await openWatched();
    await page.goto(`${suite.origin}/blog/2024/05/01/first-light`);
    await wakeClient(page);
    await page.waitForFunction(() => Object.keys(document.querySelector('button.lantern-candle') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await page.click('button.lantern-candle');
    await page.click('button.lantern-candle');
    assert.equal(await page.textContent('button.lantern-candle'), 'Candles lit: 2');
    assert.equal(await page.getAttribute('.lantern-post-end a', 'href'), '/docs/care', 'its Link reads the page’s context');
    // The body the Content override renders as `children` is the post's, hydrated in place.
    assert.match((await page.textContent('.lantern-post-body')) ?? '', /Keep a spare wick in every lantern box\./);
    await page.click('nav.pagination-nav a[href="/blog/2024/06/12/longer-nights"]');
    await page.waitForSelector('.lantern-post-end[data-post="/blog/2024/06/12/longer-nights"]');
    assert.match((await page.textContent('.lantern-post-body')) ?? '', /fill the lanterns before dusk/);
    assert.ok(!(await page.evaluate(() => performance.getEntriesByType('navigation').length > 1)));
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('hydrates the navbar’s custom-* items: the lighter keeps its state across pages, and in the drawer its press closes it', async () => {
    const { page, messages } = await openWatched();
    await page.goto(`${suite.origin}/docs/intro`);
    await wakeClient(page);
    const lighter = page.locator('.navbar__items--right button.lantern-lighter');
    await page.waitForFunction(() => Object.keys(document.querySelector('.navbar__items--right button.lantern-lighter') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await lighter.click();
    await lighter.click();
    assert.equal(await lighter.textContent(), '2 of 3 wicks lit');
    // The theme's link type, rendered by the site's code, goes by the client's router, and is active on the page it brings.
    await page.click('.navbar__items a.lantern-oil');
    await page.waitForSelector('.navbar__items a.lantern-oil.navbar__link--active');
    assert.equal(await lighter.textContent(), '2 of 3 wicks lit', 'the navbar stays, with its items’ state');
    // At a phone's width, in the drawer: the mobile item's onClick closes the drawer, as Docusaurus' mobile menu has it.
    await page.setViewportSize({ width: 420, height: 800 });
    await page.click('button.navbar__toggle');
    await page.waitForSelector('#navbar-drawer:not([hidden])');
    const mobile = page.locator('#navbar-drawer li.lantern-lighter-item > button.lantern-lighter');
    await mobile.click();
    await page.waitForSelector('#navbar-drawer[hidden]', { state: 'attached' });
    assert.equal(await mobile.textContent(), '1 of 3 wicks lit');
    assert.ok(!(await page.evaluate(() => performance.getEntriesByType('navigation').length > 1)));
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('draws a mermaid diagram in the theme of each colour mode, loading mermaid only on a page with one', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/mermaid-[^/]+\//.test(r.url())) loaded.push(r.url());
    });
    await page.goto(`${suite.origin}/docs/care`);
    await page.waitForSelector('html[data-pages-shown="1"]');
    assert.equal(loaded.length, 0, 'a page without a diagram does not load the renderer');
    await page.click('nav.menu a[href="/docs/intro"]');
    const diagram = page.locator('.docusaurus-mermaid-container');
    await page.waitForSelector('.docusaurus-mermaid-container[data-mermaid="light"] svg');
    assert.ok(loaded.some((url) => url.endsWith('/mermaid.esm.min.mjs')));
    // The config's light theme is mermaid's `forest` (its node fill #cde498), the dark one `dark` (#1f2020).
    const light = await diagram.locator('svg').innerHTML();
    assert.match(light, /#cde498/i);
    assert.deepEqual(await diagram.locator('svg .node').allTextContents(), ['Trim the wick', 'Strike a match', 'Close the glass']);
    await page.click('button.color-mode-toggle');
    await page.waitForSelector('.docusaurus-mermaid-container[data-mermaid="dark"] svg');
    const dark = await diagram.locator('svg').innerHTML();
    assert.match(dark, /#1f2020/i);
    assert.doesNotMatch(dark, /#cde498/i);
    assert.equal(await diagram.locator('.mermaid-source').count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

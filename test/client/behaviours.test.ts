// The chrome's behaviours (SPEC §4) in Chromium.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, serveBuild, wakeClient } from '../helpers/browser.js';
import { buildSite, config, makeSite } from '../helpers/site.js';
import { until } from '../helpers/wait.js';
import { buildClientFixture } from './fixture.js';

describe('behaviours in the browser', () => {
  const suite = browserSuite(buildClientFixture);

  async function open(url: string, options: { context?: BrowserContext; width?: number } = {}): Promise<Page> {
    const context = options.context ?? (await suite.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } }));
    const page = await context.newPage();
    await page.goto(suite.origin + url);
    await wakeClient(page);
    return page;
  }
  const theme = (page: Page) => page.getAttribute('html', 'data-theme');

  describe('colour mode', () => {
    it('toggles, is stored, and is named for screen readers', async () => {
      const page = await open('/docs/');
      assert.equal(await theme(page), 'light');
      assert.equal(await page.getAttribute('.color-mode-toggle', 'aria-label'), '切换浅色/暗黑模式（当前为浅色模式）');
      await page.click('.color-mode-toggle');
      assert.equal(await theme(page), 'dark');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      assert.equal(await page.getAttribute('.color-mode-toggle', 'aria-label'), '切换浅色/暗黑模式（当前为暗黑模式）');
      await page.reload();
      assert.equal(await theme(page), 'dark');
      await page.context().close();
    });

    it('is applied before first paint, by the inline script, without the bundle', async () => {
      const context = await suite.browser.newContext();
      await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await context.route('**/assets/js/**', (route) => route.abort());
      const page = await context.newPage();
      const painted: string[] = [];
      await page.exposeFunction('__record', (value: string) => painted.push(value));
      await page.addInitScript(() => {
        // The first frame: what data-theme is when the browser first renders.
        requestAnimationFrame(() => (window as unknown as { __record: (v: string) => void }).__record(document.documentElement.getAttribute('data-theme') ?? ''));
      });
      await page.goto(suite.origin + '/docs/');
      await until('the first frame is painted', () => painted.length > 0);
      assert.equal(await theme(page), 'dark');
      assert.deepEqual(painted, ['dark']);
      await context.close();
    });

    it('follows the system preference while nothing is stored', async () => {
      const context = await suite.browser.newContext({ colorScheme: 'dark' });
      const page = await open('/docs/', { context });
      assert.equal(await theme(page), 'dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
      await context.close();
    });

    it('is synced across tabs', async () => {
      const context = await suite.browser.newContext();
      const one = await open('/docs/', { context });
      const two = await open('/docs/guide/a', { context });
      await one.click('.color-mode-toggle');
      await two.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      await context.close();
    });
  });

  it('remembers a dismissed announcement by its id', async () => {
    const page = await open('/docs/');
    assert.ok(await page.isVisible('.announcement-bar'));
    await page.click('.announcement-bar__close[aria-label="关闭"]');
    assert.equal(await page.isVisible('.announcement-bar'), false);
    await page.reload();
    assert.equal(await page.isVisible('.announcement-bar'), false);
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.id'), localStorage.getItem('docusaurus.announcement.dismiss')]), ['bar-1', 'true']);
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'));
    await page.reload();
    assert.ok(await page.isVisible('.announcement-bar'), 'a bar with another id shows again');
    await page.context().close();
  });

  it('opens the mobile menu below 996 px and closes it at desktop width', async () => {
    const page = await open('/docs/', { width: 800 });
    const toggle = 'button.navbar__toggle[aria-label="切换导航栏"]';
    assert.ok(await page.isVisible(toggle));
    assert.equal(await page.isVisible('.navbar-drawer'), false);
    await page.click(toggle);
    assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'true');
    assert.ok(await page.isVisible('.navbar-drawer a[href="/blog"]'));
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForFunction(() => (document.querySelector('.navbar-drawer') as HTMLElement).hidden);
    assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'false');
    await page.context().close();
  });

  it('hides the navbar on scroll down and shows it on scroll up', async () => {
    const page = await open('/docs/guide/b');
    await page.mouse.wheel(0, 1200);
    await page.waitForSelector('nav.navbar.navbar--hidden');
    await page.mouse.wheel(0, -300);
    await page.waitForSelector('nav.navbar:not(.navbar--hidden)');
    await page.context().close();
  });

  it('folds the table of contents on narrow screens', async () => {
    const page = await open('/docs/guide/b', { width: 800 });
    assert.equal(await page.isVisible('.toc-desktop'), false);
    assert.equal(await page.isVisible('.toc-collapsible a[href="#second"]'), false);
    await page.click('.toc-collapsible summary:has-text("本页总览")');
    assert.ok(await page.isVisible('.toc-collapsible a[href="#second"]'));
    await page.context().close();
  });

  it('collapses and expands sidebar categories', async () => {
    const page = await open('/docs/');
    const button = '.menu a.menu__link--sublist-caret';
    assert.equal(await page.getAttribute(button, 'aria-expanded'), 'false');
    assert.equal(await page.isVisible('.menu a[href="/docs/guide/a"]'), false);
    await page.click(button);
    assert.equal(await page.getAttribute(button, 'aria-expanded'), 'true');
    assert.ok(await page.isVisible('.menu a[href="/docs/guide/a"]'));
    await page.click(button);
    assert.equal(await page.isVisible('.menu a[href="/docs/guide/a"]'), false);
    await page.context().close();
  });

  it("copies code, saying Copied for 2 seconds, in the locale's words", async () => {
    const context = await suite.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open('/en/docs/guide/a', { context });
    // The page's timers run on a paused clock: the 2 s are counted exactly, whatever the machine's load.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const button = '.code-block__copy[aria-label="Copy code to clipboard"]';
    await page.hover('.code-block');
    await page.click(button);
    await page.waitForFunction((b) => document.querySelector(b)?.textContent === 'Copied', button);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'int main(void) { return 0; }');
    await page.clock.runFor(1900);
    assert.equal(await page.textContent(button), 'Copied');
    await page.clock.runFor(200);
    assert.equal(await page.textContent(button), 'Copy');
    await context.close();
    // A context of its own: the paused clock above would hold back the timers that start a page's client.
    const zhContext = await suite.browser.newContext();
    await zhContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const zh = await open('/docs/guide/a', { context: zhContext });
    await zh.hover('.code-block');
    await zh.click('.code-block__copy[aria-label="复制代码到剪贴板"]');
    // The label changes once the clipboard has the text (a promise), not within the click.
    await zh.waitForFunction(() => document.querySelector('.code-block__copy')?.textContent === '复制成功');
    await zhContext.close();
  });

  it('is usable by keyboard and screen reader: skip link, landmarks, names, focus', async () => {
    const page = await open('/docs/guide/a');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '跳到主要内容');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.notEqual(outline, 'none', 'focus is visible');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => location.hash), '#__main');
    assert.equal(await page.locator('main').count(), 1);
    assert.equal(await page.locator('nav[aria-label="主导航"]').count(), 1);
    assert.equal(await page.locator('aside nav[aria-label="文档侧边栏"]').count(), 1);
    assert.equal(await page.locator('nav[aria-label="页面路径"]').count(), 1);
    assert.equal(await page.locator('nav[aria-label="文件选项卡"]').count(), 1);
    assert.equal(await page.locator('footer.footer').count(), 1);
    assert.equal(await page.getByRole('banner').textContent(), 'Hello from the bar×', 'the announcement bar is the banner landmark');
    assert.equal(await page.getByRole('navigation', { name: '本页总览' }).locator('a').count(), 1, 'the TOC beside the page is a navigation landmark');
    const searchInputs = (await page.getByRole('searchbox', { name: '搜索' }).count()) + (await page.getByRole('combobox', { name: '搜索' }).count());
    assert.equal(searchInputs, 1, 'the navbar search input is a combobox or searchbox named 搜索');
    assert.match((await page.getAttribute('html', 'data-theme')) ?? '', /^(light|dark)$/);
    await page.context().close();
  });

  it('shows the base URL banner when served outside the configured base URL', async () => {
    const dir = makeSite({ 'site.config.ts': config(`baseUrl: '/site/',`), 'content/docs/a.md': '# A\n\nText.\n' });
    buildSite(dir);
    const other = await serveBuild(path.join(dir, 'build'));
    const page = await suite.browser.newPage();
    await page.goto(`${other.origin}/docs/a`);
    assert.equal(await page.textContent('.base-url-banner'), '站点未能正确加载。');
    await page.close();
    await other.close();
  });
});

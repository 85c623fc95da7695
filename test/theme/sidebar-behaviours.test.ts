// The docs sidebar's behaviours a Docusaurus site turns on in themeConfig.docs.sidebar,
// in Chromium: `hideable` (a button under the menu hides the sidebar, a strip
// shows it again) and `autoCollapseCategories` (opening a category closes the
// other open one of its level), as theme-classic's DocRoot/Layout/Sidebar and
// theme-common's DocSidebarItemsExpandedStateProvider have them.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserSuite, wakeClient } from '../helpers/browser.js';
import { buildSite, makeSite } from '../helpers/site.js';

describe('hideable sidebar and auto-collapsed categories, in the browser', () => {
  const suite = browserSuite(() => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Lamps', url: 'https://lamps.example.org', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } },
};
`,
      'docs/wicks/cotton.md': '# Cotton wicks\n\nThey burn slowly.\n',
      'docs/wicks/linen.md': '# Linen wicks\n\nThey burn fast.\n',
      'docs/oils/olive.md': '# Olive oil\n\nIt smokes little.\n',
    });
    buildSite(dir);
    return path.join(dir, 'build');
  });

  it('closes the open category when the reader opens another, and hides and shows the sidebar', async () => {
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.origin}/docs/wicks/cotton`);
    await wakeClient(page);
    const open = () =>
      page.$$eval('.theme-doc-sidebar-item-category:not(.menu__list-item--collapsed) > .menu__list-item-collapsible', (rows) => rows.map((r) => r.textContent?.trim()));
    assert.deepEqual(await open(), ['wicks'], 'the category of the page is open, the other closed');
    // theme-classic's markup: the category holding the page is active; hydrated, a category without a page of its own links `#`.
    assert.deepEqual(await page.$$eval('.menu__link--sublist.menu__link--active', (links) => links.map((a) => a.textContent)), ['wicks']);
    assert.equal(await page.getAttribute('.menu__list-item--collapsed .menu__link--sublist-caret', 'href'), '#');
    // Infima's caret: a chevron pointing up, turned 180° when open and 90° when folded, which sites' custom.css turns with the same selectors.
    const caretTurn = (selector: string) =>
      page.$eval(selector, (a) => {
        const [m0, m1] = (/matrix\(([^)]+)\)/.exec(getComputedStyle(a, '::after').transform)?.[1] ?? '1, 0').split(',').map(Number);
        return Math.round((Math.atan2(m1!, m0!) * 180) / Math.PI);
      });
    assert.equal(Math.abs(await caretTurn('.theme-doc-sidebar-item-category:not(.menu__list-item--collapsed) .menu__link--sublist-caret')), 180);
    assert.equal(await caretTurn('.menu__list-item--collapsed .menu__link--sublist-caret'), 90);
    await page.click('.menu__list-item--collapsed .menu__link--sublist-caret');
    // The other category closes in the effect that follows the opening (a render later): waited for, then read.
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('.theme-doc-sidebar-item-category:not(.menu__list-item--collapsed) > .menu__list-item-collapsible')]
            .map((r) => r.textContent?.trim())
            .join() === 'oils',
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    assert.deepEqual(await open(), ['oils'], 'opening oils closed wicks');

    await page.click('button.doc-sidebar__collapse');
    await page.waitForSelector('aside.doc-sidebar--hidden');
    assert.equal(await page.locator('aside nav.menu').count(), 0, 'the menu is hidden');
    // A narrow strip is left, once its width has eased.
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar')!.getBoundingClientRect().width <= 31);
    await page.click('button.doc-sidebar__expand');
    await page.waitForSelector('aside nav.menu');
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar')!.getBoundingClientRect().width > 200);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

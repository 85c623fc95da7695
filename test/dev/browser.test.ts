// Live reload as a writer sees it in Chromium: saving a doc updates the open
// page by itself (in place, where it scrolled to, when only the page changed);
// pages the save did not change stay as they are; a broken save shows the
// overlay over the last good page; the fix takes the overlay away.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, wakeClient } from '../helpers/browser.js';
import { config, makeSite } from '../helpers/site.js';
import { startServe, type ServeRun } from './serve-process.js';

describe('live reload in the browser', () => {
  let dir: string;
  let server: ServeRun;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const doc = (body: string) => `---\ntitle: Alpha\n---\n${body}\n`;
  const save = (body: string) => writeFileSync(path.join(dir, 'content/docs/a.md'), doc(body));
  const overlayText = () => page.evaluate(() => document.querySelector('tongsite-error-overlay')?.shadowRoot?.textContent ?? '');

  before(async () => {
    dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': doc('First text.'), 'content/docs/b.md': '---\ntitle: Beta\n---\nBeta.\n' });
    server = await startServe(['--watch'], dir);
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.origin}/docs/a`);
    await page.waitForFunction(() => document.body.textContent!.includes('First text.'));
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a saved edit without a manual reload', async () => {
    save('Second text.');
    await page.waitForFunction(() => document.body.textContent!.includes('Second text.'), undefined, { timeout: 20_000 });
    assert.deepEqual(errors, []);
  });

  it('swaps an edited page in place, where the writer scrolled to, and leaves other open pages alone', async () => {
    const long = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} of a long page.`).join('\n\n');
    save(`${long}\n\nEnd one.`);
    await page.waitForFunction(() => document.body.textContent!.includes('End one.'), undefined, { timeout: 20_000 });
    const other = await browser.newPage();
    await other.goto(`${server.origin}/docs/b`);
    await wakeClient(other);
    await wakeClient(page);
    // Marks that a reload would wipe out.
    for (const p of [page, other]) await p.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.evaluate(() => window.scrollTo(0, 1500));
    save(`${long}\n\nEnd two.`);
    await page.waitForFunction(() => document.body.textContent!.includes('End two.'), undefined, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true, 'the edited page was swapped, not reloaded');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 1500, 'the scroll position stays');
    assert.equal(await other.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true, 'a page the save did not change is left alone');
    await other.close();
    assert.deepEqual(errors, []);
  });

  it('reloads an open page when something it shows from another page changes (the sidebar)', async () => {
    const other = await browser.newPage();
    await other.goto(`${server.origin}/docs/b`);
    await wakeClient(other);
    await other.evaluate(() => Object.assign(window, { notReloaded: true }));
    writeFileSync(path.join(dir, 'content/docs/a.md'), '---\ntitle: Alpha Renamed\n---\nSecond text.\n');
    await other.waitForFunction(() => document.querySelector('nav.menu a[href="/docs/a"]')?.textContent === 'Alpha Renamed', undefined, { timeout: 20_000 });
    assert.equal(await other.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), undefined, 'the page was reloaded');
    await other.close();
    // The writer's own page takes the rename too before the title goes back, so that no reload from the rename is
    // still on its way when the next test saves.
    await page.waitForFunction(() => document.title.startsWith('Alpha Renamed |'), undefined, { timeout: 20_000 });
    save('Second text.');
    await page.waitForFunction(
      () =>
        document.title.startsWith('Alpha |') &&
        document.querySelector('nav.menu a[href="/docs/a"]')?.textContent === 'Alpha' &&
        document.body.textContent!.includes('Second text.'),
      undefined,
      { timeout: 20_000 },
    );
  });

  it('shows a broken save in an overlay with file, line, column and code frame, over the last good page', async () => {
    save('\nA brace { opens here');
    await page.waitForSelector('tongsite-error-overlay', { state: 'attached', timeout: 20_000 });
    const text = await overlayText();
    assert.match(text, /Build failed: 1 error/);
    assert.match(text, /content\/docs\/a\.md:5:\d+/);
    assert.match(text, /MDX syntax error/);
    assert.match(text, /> 5 \| A brace \{ opens here/);
    assert.ok(await page.evaluate(() => document.body.textContent!.includes('Second text.')), 'the last good page stays under the overlay');
  });

  it('takes the overlay away and shows the fix once the file is fixed', async () => {
    save('Third text.');
    await page.waitForFunction(() => document.body.textContent!.includes('Third text.'), undefined, { timeout: 20_000 });
    await page.waitForSelector('tongsite-error-overlay', { state: 'detached', timeout: 5_000 });
    assert.deepEqual(errors, []);
  });
});

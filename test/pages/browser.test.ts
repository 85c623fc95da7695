// Pages whose code uses the site's components or packages, in Chromium: the
// page is hydrated whole with a bundle of its own, its effects run and its
// handlers change its state, with no console error, on load and after
// navigation; a Markdown page, or a React page of components that only show
// things, loads no page bundle, and a page of theme components with
// BrowserOnly brings only its islands to life.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { browserSuite, wakeClient } from '../helpers/browser.js';
import { buildSite, docusaurusConfig, makeSite } from '../helpers/site.js';
import { buildPagesFixture } from './fixture.js';

describe('pages that move, in the browser', () => {
  const suite = browserSuite(buildPagesFixture);

  /** Opens a page and waits for hydration; collects console errors and warnings, and the scripts it requests. */
  async function open(url: string): Promise<{ page: Page; messages: string[]; scripts: string[] }> {
    const page = await (await suite.browser.newContext()).newPage();
    const messages: string[] = [];
    const scripts: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    page.on('pageerror', (e) => messages.push(e.message));
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(suite.origin + url);
    await wakeClient(page);
    return { page, messages, scripts };
  }

  it('runs the home page’s effects and handlers, in every locale, with no console error', async () => {
    for (const url of ['/', '/fr/']) {
      const { page, messages, scripts } = await open(url);
      await page.waitForSelector('.effect-state:text("effects ran")');
      await page.click('.counter');
      await page.click('.counter');
      assert.equal(await page.textContent('.counter'), 'Clicked 2 times');
      assert.equal(await page.textContent('.greeting'), 'Welcome, reader!');
      // Its own bundle, and the chunks of code it shares with other pages' (assets/js/islands/chunk-*.js).
      assert.equal(scripts.filter((s) => s.startsWith('/assets/js/islands/') && !s.startsWith('/assets/js/islands/chunk-')).length, 1, 'one bundle of its own');
      assert.deepEqual(messages, [], 'no hydration mismatch, no error');
      await page.context().close();
    }
  });

  it('loads no page bundle for a Markdown page, and hydrates a page reached by navigation', async () => {
    const { page, messages, scripts } = await open('/about/');
    await page.waitForTimeout(300);
    assert.deepEqual(
      scripts.filter((s) => s.startsWith('/assets/js/islands/')),
      [],
    );
    await page.click('main article a[href="/"]');
    await page.waitForURL(`${suite.origin}/`);
    await page.waitForSelector('.effect-state:text("effects ran")');
    await page.click('.counter');
    assert.equal(await page.textContent('.counter'), 'Clicked 1 times');
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('loads no page bundle for a React page of presentational components (markup, CSS modules, links, the site config)', async () => {
    const { page, messages, scripts } = await open('/showcase/');
    await page.waitForTimeout(300);
    assert.deepEqual(
      scripts.filter((s) => s.startsWith('/assets/js/islands/')),
      [],
    );
    assert.equal(await page.textContent('main h1'), 'Showcase of Pages Fixture', 'useDocusaurusContext() read at build time');
    assert.equal(await page.textContent('main a[href="/docs/intro"]'), 'Read the introduction');
    assert.notEqual(await page.$eval('main a[href="/docs/intro"]', (a) => getComputedStyle(a).display), 'inline', 'its CSS module applies');
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('gives a React page of Docusaurus modules the browser’s answers once hydrated', async () => {
    const { page, messages } = await open('/fr/hello/');
    await page.waitForSelector('.side:text("in the browser")');
    assert.equal(await page.textContent('.where'), '/fr/hello/');
    assert.equal(await page.textContent('.translated'), 'Salut Ada');
    assert.deepEqual(messages, []);
    await page.context().close();
  });

  it('logs a hydration mismatch React recovers from as Docusaurus does, and the page still works', async () => {
    const { page, messages } = await open('/cards');
    await page.waitForFunction(() => Object.keys(document.querySelector('.counter') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await page.click('.counter');
    assert.equal(await page.textContent('.counter'), 'Clicked 1 times');
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /^Docusaurus React Root onRecoverableError:/, 'a console error, not an uncaught one');
    await page.context().close();
  });

  it('hydrates a doc that uses a site component with its headings as written, even where a level is skipped', async () => {
    const { page, messages } = await open('/docs/tally');
    await page.waitForFunction(() => Object.keys(document.querySelector('.counter') ?? {}).some((k) => k.startsWith('__reactFiber')));
    await page.click('.counter');
    assert.equal(await page.textContent('.counter'), 'Clicked 1 times');
    // The heading the page's component renders in the browser: the built HTML must have written the same level.
    assert.equal(await page.$eval('#a-note-on-resets', (h) => h.tagName), 'H4');
    assert.deepEqual(messages, [], 'no hydration mismatch');
    await page.context().close();
  });

  it('brings only the islands of a page of theme components to life', async () => {
    const { page, messages } = await open('/clock');
    await page.waitForSelector('tongsite-island .clock-now');
    assert.equal(await page.textContent('.clock-now'), 'object');
    assert.equal(await page.locator('[data-tongsite-page]').count(), 0);
    assert.deepEqual(messages, []);
    await page.context().close();
  });
});

describe('the blocks of a React page, in the browser', () => {
  const suite = browserSuite(() => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig(),
      'docs/a.md': '# A\n',
      // A block centred by auto margins, as pages written for Docusaurus 1 centre their content; with state, so that it is hydrated.
      'src/pages/index.js': `import { useState } from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  const [lit, setLit] = useState(false);
  return (
    <Layout>
      <div className="centred" style={{ margin: '0 auto', maxWidth: '60rem' }}>
        <button type="button" onClick={() => setLit(!lit)}>{lit ? 'On' : 'Off'}</button>
      </div>
    </Layout>
  );
}
`,
    });
    buildSite(dir);
    return path.join(dir, 'build');
  });

  it('are flex items of a column, as in theme-classic’s main wrapper: a block with auto margins is as wide as its content, centred', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.origin}/`);
    const box = (await page.locator('.centred').boundingBox())!;
    assert.ok(box.width < 300, `as wide as its line, not its max-width: ${box.width}px`);
    assert.ok(Math.abs(box.x + box.width / 2 - 640) < 2, `centred: ${box.x}`);
    await page.close();
  });
});

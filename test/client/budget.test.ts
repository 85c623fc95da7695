// Byte budgets: what the first load of a docs page of the corpus downloads,
// measured as a browser loads it, gzipped.
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveBuild } from '../helpers/browser.js';
import { builtSite } from '../helpers/shared-builds.js';
import { toString } from 'hast-util-to-string';
import { all, parseHtml } from '../helpers/html.js';

const KB = 1024;

describe('first-load budgets on the corpus', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveBuild>>;

  before(async () => {
    server = await serveBuild(builtSite('corpus'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const url of ['/docs/api/tsapi', '/en/docs/compilation/compile-and-install', '/docs/features/sm2/overview']) {
    it(`${url}: at most 85 KB of JavaScript and 15 KB of CSS, gzipped`, async () => {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0 };
      const files: string[] = [];
      // Each body is read while the page goes on loading: all of them are awaited before the sizes are added up.
      const measured: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (!response.url().startsWith(server.origin) || (type !== 'script' && type !== 'stylesheet' && type !== 'document')) return;
        measured.push(
          response
            .body()
            .catch(() => Buffer.alloc(0))
            .then((body) => {
              // The page's own stylesheets are written into its head: counted as CSS.
              if (type === 'document')
                sizes.css += gzipSync(
                  all(parseHtml(body.toString('utf8')), 'style')
                    .map((style) => toString(style))
                    .join(''),
                ).length;
              else sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
              files.push(response.url());
            }),
        );
      });
      await page.goto(server.origin + url, { waitUntil: 'networkidle' });
      await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
      await Promise.all(measured);
      assert.ok(sizes.js > 40 * KB, `the client was measured (${files.join(', ')})`);
      // 85 KB since React 19 (82.3 KB measured): its react-dom client is 63 KB gzipped where React 18's was 41 KB, +22.7 KB on every page.
      assert.ok(sizes.js <= 85 * KB, `JavaScript: ${(sizes.js / KB).toFixed(1)} KB gzipped`);
      assert.ok(sizes.css > 3 * KB, `the stylesheet was measured (${files.join(', ')})`);
      assert.ok(sizes.css <= 15 * KB, `CSS: ${(sizes.css / KB).toFixed(1)} KB gzipped`);
      assert.ok(!files.some((f) => /search-index/.test(f)), 'the search index waits for the search box');
      await page.close();
    });
  }
});

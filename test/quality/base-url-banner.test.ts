// SPEC §8: a site served outside its configured base URL shows "Your site did
// not load properly" in every locale, in that locale's words.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserSuite } from '../helpers/browser.js';
import { buildSite, config, makeSite } from '../helpers/site.js';

describe('the base-URL banner', () => {
  const dir = makeSite({ 'site.config.ts': config(`baseUrl: '/site/',`), 'content/docs/a.md': '# A\n\nText.\n' });
  const suite = browserSuite(() => {
    buildSite(dir);
    return path.join(dir, 'build');
  });
  for (const [url, text] of [
    ['/docs/a', '站点未能正确加载。'],
    ['/en/docs/a', 'Your site did not load properly.'],
    ['/en/', 'Your site did not load properly.'],
  ]) {
    it(`${url} served outside /site/: "${text}"`, async () => {
      const page = await suite.browser.newPage();
      await page.goto(suite.origin + url);
      assert.deepEqual(await page.locator('.base-url-banner').allTextContents(), [text]);
      await page.close();
    });
  }
});

// Byte budgets: what the first load of a docs page of the corpus downloads,
// measured as a browser loads it, gzipped; then what the React client adds at
// the reader's first interaction.
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveBuild, wakeClient } from '../helpers/browser.js';
import { builtSite } from '../helpers/shared-builds.js';
import { toString } from 'hast-util-to-string';
import { all, parseHtml } from '../helpers/html.js';

const KB = 1024;
/**
 * A docs page's first load before React 19 (2c20df3, this test: 61,749 bytes
 * of JavaScript on each of the three pages), + 5%. The React client now comes
 * at the first interaction (src/shared/inline-scripts.ts), so the first load
 * carries only the early entry.
 */
const FIRST_LOAD_JS = Math.floor(61_749 * 1.05);
/**
 * The first load with the React client, loaded at the first interaction: React 19 (its react-dom client is 63 KB gzipped
 * where React 18's was 41 KB) made it 82.3 KB; 85.4 KB measured once the client was split from the early entry (the two
 * gzip apart) and the frame took the site's Navbar; 87.0 KB (was 86.1) once the early entry answers the search box
 * itself (its host element and version scope, shared with the client in chunks of their own); 88.4 KB (was 87.6) with
 * Docusaurus' sidebar behaviours (hideable, autoCollapseCategories), navbar link attributes and a version dropdown's own
 * links, logos as the site gives them (srcDark, link, size), and the search box waking the client only after its first results are painted;
 * 90,633 B (88.51 KB) once navbar docs items are active by the doc's sidebar, not by path (36 B), and a page titled as
 * the site is titled as Docusaurus 3.8 titles it; 89.0 KB (+0.46 KB: the docs chunk +0.29, the entry +0.04) once the
 * sidebar is drawn item by item with Docusaurus' DocSidebarItem props, for a site's swizzled item to take them, and the
 * layout renders a site's Layout/Provider; 89.3 KB once categories are written as theme-classic writes them (its
 * class names, a category holding the page active, a first-page link for readers without scripts); 89.8 KB once the
 * navbar draws a site's own @theme/SearchBar in the scope of the site's code (templates/site-content.tsx joins the
 * client, +0.3 KB); 90.0 KB once DocCardList draws the sidebar items a site's code hands it and <Translate> fills
 * its values as @docusaurus/Interpolate does (templates/theme/sidebar-items.ts, Interpolate.tsx). A guard against
 * growth, not the first-load budget above.
 */
const WITH_CLIENT_JS = 90.5 * KB;

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
    it(`${url}: at most 63.3 KB of JavaScript and 15 KB of CSS, gzipped, before an interaction; ${(WITH_CLIENT_JS / KB).toFixed(1)} KB of JavaScript with the client`, async (t) => {
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
      // `load` first: the early entry's module script is then surely requested (on a loaded machine the network can
      // look idle for 500 ms before the renderer has asked for it); then whatever would come after it.
      await page.goto(server.origin + url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await Promise.all(measured);
      const firstLoad = { ...sizes, files: [...files] };
      assert.ok(firstLoad.js > 0 && !firstLoad.files.some((f) => /\/entry-/.test(f)), `the early entry, and no React client, was measured (${firstLoad.files.join(', ')})`);
      assert.ok(firstLoad.js <= FIRST_LOAD_JS, `first load: ${(firstLoad.js / KB).toFixed(1)} KB of JavaScript gzipped`);
      assert.ok(sizes.css > 3 * KB, `the stylesheet was measured (${files.join(', ')})`);
      assert.ok(sizes.css <= 15 * KB, `CSS: ${(sizes.css / KB).toFixed(1)} KB gzipped`);
      await wakeClient(page);
      await Promise.all(measured);
      t.diagnostic(`JavaScript gzipped: ${(firstLoad.js / KB).toFixed(1)} KB first load, ${(sizes.js / KB).toFixed(1)} KB with the client; CSS ${(sizes.css / KB).toFixed(1)} KB`);
      assert.ok(sizes.js > 40 * KB, `the client was measured (${files.join(', ')})`);
      assert.ok(sizes.js <= WITH_CLIENT_JS, `with the client: ${(sizes.js / KB).toFixed(1)} KB of JavaScript gzipped`);
      assert.ok(!files.some((f) => /search-index/.test(f)), 'the search index waits for the search box');
      await page.close();
    });
  }
});

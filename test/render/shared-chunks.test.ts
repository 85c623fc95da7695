// A module many pages import is one module, as in Docusaurus' webpack build,
// where pages share its chunk: the site's MDXComponents override puts a
// component on every page, and that component's module (here, a tide table
// that counts its own evaluations) is evaluated once for the whole build and
// loaded once by the browser, in a chunk the pages' bundles share. Each page
// had its own copy before: the count said 1, 2, 3 from page to page, and a
// site whose override imports mermaid made every page's bundles 16 MB.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated, settled } from '../helpers/browser.js';
import { docusaurusConfig, page } from '../helpers/site.js';

const SITE = {
  'docusaurus.config.js': docusaurusConfig(),
  'src/lib/tide-table.js': `globalThis.tideTableLoads = (globalThis.tideTableLoads ?? 0) + 1;

/** How many times this module was evaluated in this process or tab. */
export const loads = globalThis.tideTableLoads;

export const HIGH_WATERS = ['high water at the harbour mouth', 'high water at the inner basin', 'high water at the lock gates'];
`,
  'src/components/TideGauge.js': `import React, { useState } from 'react';
import { HIGH_WATERS, loads } from '@site/src/lib/tide-table';

export default function TideGauge() {
  const [shown, show] = useState(0);
  return (
    <button type="button" className="tide-gauge" data-loads={loads} onClick={() => show((n) => (n + 1) % HIGH_WATERS.length)}>
      {HIGH_WATERS[shown]}
    </button>
  );
}
`,
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import TideGauge from '@site/src/components/TideGauge';

export default { ...MDXComponents, TideGauge };
`,
  'docs/harbour.md': 'The harbour: <TideGauge />\n\nSee [the basin](./basin.md).\n',
  'docs/basin.md': 'The basin: <TideGauge />\n',
  'docs/locks.md': 'The locks: <TideGauge />\n',
};

/** The files of the build's island bundles, by name, with their code. */
function islandFiles(build: string): Map<string, string> {
  const dir = path.join(build, 'assets', 'js', 'islands');
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

describe('a module every page reaches through the site’s MDXComponents', () => {
  const site = builtSiteSuite(SITE);

  it('is evaluated once for the whole build: every page shows the first evaluation', () => {
    for (const url of ['/docs/harbour', '/docs/basin', '/docs/locks']) assert.match(page(site.build, url), /class="tide-gauge" data-loads="1">high water at the harbour mouth</);
  });

  it('is written once, in a chunk the pages’ bundles import', () => {
    const files = islandFiles(site.build);
    const holding = [...files].filter(([, code]) => code.includes('high water at the inner basin')).map(([name]) => name);
    assert.equal(holding.length, 1, `the table's text is in ${holding.join(', ')}`);
    assert.match(holding[0]!, /^chunk-[A-Z0-9]+\.js$/);
    const pageBundles = ['/docs/harbour', '/docs/basin', '/docs/locks'].map((url) => /data-tongsite-page="[^"]*\/islands\/([0-9a-f]+\.js)"/.exec(page(site.build, url))?.[1]);
    assert.equal(new Set(pageBundles).size, 3, `one bundle per page: ${pageBundles.join(', ')}`);
    for (const name of pageBundles) assert.match(files.get(name!) ?? '', /from"\.\/chunk-[A-Z0-9]+\.js"/);
  });

  it('is loaded once by the browser, across pages, and each page’s component works', async () => {
    const { tab, errors } = await openHydrated(site, '/docs/harbour');
    await tab.click('.tide-gauge');
    await tab.waitForFunction(() => document.querySelector('.tide-gauge')?.textContent === 'high water at the inner basin');
    await tab.click('a[href="/docs/basin"]');
    await tab.waitForFunction(() => document.querySelector('.theme-doc-markdown p')?.textContent?.startsWith('The basin'));
    await tab.click('.tide-gauge');
    await tab.waitForFunction(() => document.querySelector('.tide-gauge')?.textContent === 'high water at the inner basin');
    await settled(tab);
    assert.equal(await tab.evaluate(() => (globalThis as { tideTableLoads?: number }).tideTableLoads), 1);
    const chunks = await tab.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/islands\/chunk-/.test(entry.name)).length);
    assert.ok(chunks >= 1, 'the shared chunk was loaded');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

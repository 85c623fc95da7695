// A Docusaurus site's text is sized and spaced as Infima sizes and spaces it:
// the theme styles elements everywhere (h1–h6, p, lists, tables, code, quotes),
// as Infima's stylesheet does, and Markdown with Infima's vertical rhythm
// (`.markdown h1:first-child` 3rem, `.markdown > h2` 2rem, `> h3` 1.5rem, in
// multiples of --ifm-leading), a doc's title at the top of its Markdown as
// theme-classic writes it. The values below are those Chromium computes
// for the same elements in a Docusaurus 3 build (Infima 0.2, no custom CSS).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { builtSiteSuite, wakeClient } from '../helpers/browser.js';
import { docusaurusConfig } from '../helpers/site.js';

const suite = builtSiteSuite({
  'docusaurus.config.js': docusaurusConfig({ title: 'Kites', host: 'kites' }),
  'docs/flying.md': `# Flying a kite

Hold the line with both hands and walk backwards into the wind.

## Choosing a day

A steady breeze is better than gusts.

### Before you go

- Check the spars.
- Untangle the \`line\`.

> Never fly near power lines.

---

| Wind | Kite |
| --- | --- |
| light | delta |
| strong | sled |
`,
  // A doc with a component of state: hydrated whole, its content in an element of its own inside .markdown.
  'src/components/Spool.js': `import React, { useState } from 'react';

export default function Spool() {
  const [turns, turn] = useState(0);
  return <button type="button" onClick={() => turn(turns + 1)}>{turns} turns</button>;
}
`,
  'docs/winding.mdx': `import Spool from '@site/src/components/Spool';

# Winding the line

<Spool />

## After flying

Wind the line onto the spool.
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Kites">
      <main className="container">
        <h1>Kites for every wind</h1>
        <p className="lead">Light winds, strong winds, and the kites that like them.</p>
        <h2>Deltas</h2>
        <p>A delta climbs in the lightest breeze.</p>
        <h3>Sleds</h3>
        <ul><li>No spars to break.</li></ul>
        <table><tbody><tr><td>Spars</td><td>none</td></tr></tbody></table>
      </main>
    </Layout>
  );
}
`,
});

type Box = Record<'fontSize' | 'lineHeight' | 'marginTop' | 'marginBottom', string>;

/** The font size, line height and vertical margins Chromium computes for the first element `selector` finds. */
function box(tab: Page, selector: string): Promise<Box> {
  return tab.$eval(selector, (el) => {
    const { fontSize, lineHeight, marginTop, marginBottom } = getComputedStyle(el);
    return { fontSize, lineHeight, marginTop, marginBottom };
  });
}

describe("Infima's element styles", () => {
  it("size a doc's title and headings, and space its text, as Docusaurus does", async () => {
    const tab = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.goto(`${suite.origin}/docs/flying`);
    assert.deepEqual(await box(tab, '.theme-doc-markdown > header:first-child > h1'), { fontSize: '48px', lineHeight: '60px', marginTop: '0px', marginBottom: '25px' });
    assert.deepEqual(await box(tab, '.markdown > h2'), { fontSize: '32px', lineHeight: '40px', marginTop: '40px', marginBottom: '20px' });
    assert.deepEqual(await box(tab, '.markdown > h3'), { fontSize: '24px', lineHeight: '30px', marginTop: '30px', marginBottom: '20px' });
    assert.deepEqual(await box(tab, '.markdown > p'), { fontSize: '16px', lineHeight: '26.4px', marginTop: '0px', marginBottom: '20px' });
    assert.deepEqual(await box(tab, '.markdown > ul'), { fontSize: '16px', lineHeight: '26.4px', marginTop: '0px', marginBottom: '20px' });
    assert.equal(await tab.$eval('.markdown li + li', (li) => getComputedStyle(li).marginTop), '4px');
    assert.deepEqual(
      await tab.$eval('.markdown li code', (code) => {
        const { fontSize, paddingLeft, verticalAlign } = getComputedStyle(code);
        return { fontSize, paddingLeft, verticalAlign };
      }),
      { fontSize: '14.4px', paddingLeft: '1.6px', verticalAlign: 'middle' },
    );
    assert.deepEqual(await tab.$eval('.markdown blockquote', (q) => [getComputedStyle(q).borderLeftWidth, getComputedStyle(q).paddingLeft, getComputedStyle(q).marginBottom]), [
      '2px',
      '16px',
      '16px',
    ]);
    assert.deepEqual(await tab.$eval('.markdown hr', (hr) => [getComputedStyle(hr).height, getComputedStyle(hr).marginTop]), ['1px', '24px']);
    assert.deepEqual(await tab.$eval('.markdown td', (td) => [getComputedStyle(td).paddingLeft, getComputedStyle(td).paddingTop]), ['12px', '12px']);
    // The client takes the body back from the page without the title: hydrated, the doc still has one.
    await wakeClient(tab);
    assert.equal(await tab.$$eval('.theme-doc-markdown h1', (titles) => titles.length), 1);
    await tab.close();
  });

  it('size the headings of a doc hydrated whole as those of any doc', async () => {
    const tab = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.goto(`${suite.origin}/docs/winding`);
    assert.equal(await tab.$$eval('.markdown [data-tongsite-page]', (roots) => roots.length), 1, 'the doc is hydrated whole');
    assert.deepEqual(await box(tab, '.markdown h2'), { fontSize: '32px', lineHeight: '40px', marginTop: '40px', marginBottom: '20px' });
    await tab.close();
  });

  it("size and space a React page's headings, paragraphs, lists and tables as Docusaurus does", async () => {
    const tab = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.goto(`${suite.origin}/`);
    assert.deepEqual(await box(tab, 'main h1'), { fontSize: '32px', lineHeight: '40px', marginTop: '0px', marginBottom: '16px' });
    assert.deepEqual(await box(tab, 'main h2'), { fontSize: '24px', lineHeight: '30px', marginTop: '0px', marginBottom: '16px' });
    assert.deepEqual(await box(tab, 'main h3'), { fontSize: '20px', lineHeight: '25px', marginTop: '0px', marginBottom: '16px' });
    assert.deepEqual(await box(tab, 'main p'), { fontSize: '16px', lineHeight: '26.4px', marginTop: '0px', marginBottom: '20px' });
    assert.deepEqual(await tab.$eval('main ul', (ul) => [getComputedStyle(ul).marginTop, getComputedStyle(ul).marginBottom, getComputedStyle(ul).paddingLeft]), [
      '0px',
      '16px',
      '32px',
    ]);
    assert.deepEqual(await tab.$eval('main table', (t) => [getComputedStyle(t).display, getComputedStyle(t).marginBottom]), ['block', '16px']);
    await tab.close();
  });
});

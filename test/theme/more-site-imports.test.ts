// Modules of Docusaurus' API that site code imports beside the common ones:
// `@docusaurus/Interpolate` (a sentence with an element in it),
// `@theme/IdealImage` (with @docusaurus/plugin-ideal-image), `@theme/MDXContent`
// (a React page rendering imported MDX), `@theme/CodeInline`, and
// theme-common's `useWindowSize`. Each was an error ("not a component tongsite
// provides") where Docusaurus builds the page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { docusaurusConfig, page } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Orchard Notes', host: 'orchard' }),
  'src/img/pear.png': 'not really a png\n',
  'src/partials/pruning.mdx': '## When to prune\n\nIn late winter, before the *buds* open.\n',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Interpolate, { interpolate } from '@docusaurus/Interpolate';
import Image from '@theme/IdealImage';
import MDXContent from '@theme/MDXContent';
import CodeInline from '@theme/CodeInline';
import Pruning from '@site/src/partials/pruning.mdx';
import pear from '@site/src/img/pear.png';

export default function Home() {
  return (
    <Layout title="Orchard Notes">
      <main>
        <p className="invite">
          <Interpolate values={{ guide: <a href="/docs/intro">the guide</a>, trees: 12 }}>
            {'Read {guide} before planting {trees} trees, or {nobody}.'}
          </Interpolate>
        </p>
        <p className="plain">{interpolate('{count} pears ripe', { count: 7 })}</p>
        <Image img={pear} alt="A pear" className="fruit" swapOnLoad />
        <Image img={{ src: { src: '/img/apple.png' }, preSrc: 'data:,' }} alt="An apple" className="fruit" />
        <section className="partial">
          <MDXContent>
            <Pruning />
          </MDXContent>
        </section>
        <p className="cmd">Run <CodeInline>graft --all</CodeInline> once.</p>
      </main>
    </Layout>
  );
}
`,
  'src/pages/layout.js': `import React from 'react';
import Layout from '@theme/Layout';
import { useWindowSize } from '@docusaurus/theme-common';

export default function Sizes() {
  const size = useWindowSize();
  return (
    <Layout title="Layout">
      <main><p className="size">{size}</p></main>
    </Layout>
  );
}
`,
  'docs/intro.md': '# Intro\n\nPlant in rows.\n',
};

describe('the less common modules of Docusaurus’ API in site code', () => {
  const site = builtSiteSuite(FILES);

  it('render as Docusaurus renders them', () => {
    const whole = page(site.build, '/');
    // React's markers between adjacent text nodes aside, as in Docusaurus' HTML of the same tree.
    const html = whole.slice(whole.indexOf('<main'), whole.indexOf('</main>')).replaceAll('<!-- -->', '');
    // Interpolate: the element among the text, wrapped in nothing; a placeholder with no value as written.
    assert.match(html, /<p class="invite">Read <a href="\/docs\/intro">the guide<\/a> before planting 12 trees, or \{nobody\}\.<\/p>/);
    assert.match(html, /<p class="plain">7 pears ripe<\/p>/);
    // IdealImage: an <img> of the imported file (copied, hashed) and of the loader's shape, without the loader's props.
    const images = [...html.matchAll(/<img ([^>]*)>/g)].map((m) => m[1]!);
    assert.equal(images.length, 2, html);
    assert.match(images[0]!, /^src="\/assets\/images\/pear-[\w-]+\.png" alt="A pear" class="fruit"\/?$/);
    assert.match(images[1]!, /^src="\/img\/apple\.png" alt="An apple" class="fruit"\/?$/);
    // MDXContent: the imported MDX rendered with the theme's Markdown components (its heading has its anchor).
    assert.match(html, /<section class="partial"><h2 [^>]*id="when-to-prune"[^>]*>When to prune/);
    assert.match(html, /In late winter, before the <em>buds<\/em> open\./);
    assert.match(html, /<p class="cmd">Run <code>graft --all<\/code> once\.<\/p>/);
  });

  it('give useWindowSize "ssr" in the build, then the window’s size once hydrated, kept up to date', async () => {
    assert.match(page(site.build, '/layout/'), /<p class="size">ssr<\/p>/);
    const { tab, errors } = await openHydrated(site, '/layout/');
    await tab.waitForFunction(() => document.querySelector('.size')?.textContent === 'desktop');
    await tab.setViewportSize({ width: 500, height: 800 });
    await tab.waitForFunction(() => document.querySelector('.size')?.textContent === 'mobile');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

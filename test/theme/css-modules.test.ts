// Two CSS modules of one file name in different folders (each component's
// styles.module.css), one used by a page and one by the swizzled Footer,
// which are bundled apart: each keeps its own class names and its own rules,
// on the server and in the browser, as Docusaurus' hashed names keep them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { page, docusaurusConfig } from '../helpers/site.js';

const component = (name: string) => `import React from 'react';
import styles from './styles.module.css';

export default function ${name}() {
  return <p className={styles.note}>${name.toLowerCase()} note</p>;
}
`;

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Harbour', host: 'harbour', classic: '{ docs: false, blog: false }' }),
  'src/components/Tide/index.js': component('Tide'),
  'src/components/Tide/styles.module.css': '.note { color: rgb(200, 0, 0); }\n',
  'src/components/Moon/index.js': component('Moon'),
  'src/components/Moon/styles.module.css': '.note { color: rgb(0, 0, 200); }\n',
  'src/theme/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/Footer';
import Moon from '@site/src/components/Moon';

export default function FooterWrapper(props) {
  return (
    <>
      <Moon />
      <Footer {...props} />
    </>
  );
}
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Tide from '@site/src/components/Tide';

export default function Home() {
  return (
    <Layout title="Home">
      <main>
        <Tide />
      </main>
    </Layout>
  );
}
`,
};

describe('CSS modules of one file name, bundled apart', () => {
  const site = builtSiteSuite(FILES);

  it('give each file its own class names in the HTML', () => {
    const html = page(site.build, '/');
    const tide = /<p class="([^"]+)">tide note<\/p>/.exec(html)?.[1];
    const moon = /<p class="([^"]+)">moon note<\/p>/.exec(html)?.[1];
    assert.ok(tide && moon, 'both components are rendered');
    assert.notEqual(tide, moon);
    assert.match(tide, /^styles_[0-9a-f]{8}_note$/);
  });

  it('style each element by its own module in the browser, hydrated, with no console error', async () => {
    const { tab, errors } = await openHydrated(site, '/');
    const colour = (text: string) => tab.locator('p', { hasText: text }).evaluate((el) => getComputedStyle(el).color);
    assert.equal(await colour('tide note'), 'rgb(200, 0, 0)');
    assert.equal(await colour('moon note'), 'rgb(0, 0, 200)');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

// The <title> of a page titled as the site itself (a home page rendering
// `<Layout title={siteConfig.title}>`): the site's title alone, as Docusaurus
// 3.8+ titles it, or `<site> | <site>` on a site that installs an older
// Docusaurus, as that one titles it. Other pages: `<title> | <site>`, or with
// the config's titleDelimiter in place of `|`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, makeSite, page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig(),
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description="Tables of the tides">
      <main>High water at noon.</main>
    </Layout>
  );
}
`,
  'docs/harbour.md': '---\ntitle: Harbour\n---\n\nHigh water at noon.\n',
};

const titleOf = (build: string, url: string) => /<title>([^<]*)<\/title>/.exec(page(build, url))?.[1];

describe('the title of a page titled as the site', () => {
  let latest = '';
  let older = '';
  before(() => {
    const a = makeSite(FILES);
    buildSite(a);
    latest = path.join(a, 'build');
    // The theme-common a Docusaurus 3.7 site installs: the version is what counts.
    const b = makeSite({ ...FILES, 'node_modules/@docusaurus/theme-common/package.json': '{"name":"@docusaurus/theme-common","version":"3.7.0"}' });
    buildSite(b);
    older = path.join(b, 'build');
  });

  it('is the site title alone, as Docusaurus 3.8+ gives it', () => {
    assert.equal(titleOf(latest, '/'), 'Tide Tables');
    assert.equal(titleOf(latest, '/docs/harbour'), 'Harbour | Tide Tables');
  });

  it('repeats the site title on a site that installs Docusaurus before 3.8', () => {
    assert.equal(titleOf(older, '/'), 'Tide Tables | Tide Tables');
    assert.equal(titleOf(older, '/docs/harbour'), 'Harbour | Tide Tables');
  });
});

describe("the config's titleDelimiter", () => {
  it('stands between the title of every page and the site’s, in its <title> and og:title', () => {
    const dir = makeSite({ ...FILES, 'docusaurus.config.js': docusaurusConfig({ extra: "titleDelimiter: '·'," }) });
    buildSite(dir);
    const build = path.join(dir, 'build');
    assert.equal(titleOf(build, '/docs/harbour'), 'Harbour · Tide Tables');
    assert.match(page(build, '/docs/harbour'), /<meta property="og:title" content="Harbour · Tide Tables">/);
    assert.equal(titleOf(build, '/'), 'Tide Tables');
  });
});

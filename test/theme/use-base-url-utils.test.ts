// `useBaseUrlUtils` of `@docusaurus/useBaseUrl`, as a site's component calls
// it to put several paths under the base URL in one render (a code block's
// links to a playground): `withBaseUrl(url, { absolute })`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildInMemory } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': `module.exports = {
  title: 'Ferry Times',
  url: 'https://ferries.example.org',
  baseUrl: '/harbour/',
  presets: [['classic', { docs: false, blog: false }]],
};
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

export default function Home() {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <Layout title="Ferry Times">
      <main>
        {['/img/dover.png', 'img/calais.png'].map((file) => (
          <code key={file} className="chart">{withBaseUrl(file)}</code>
        ))}
        <code className="absolute">{withBaseUrl('/img/dover.png', { absolute: true })}</code>
      </main>
    </Layout>
  );
}
`,
};

describe("useBaseUrl's useBaseUrlUtils", () => {
  it('puts paths under the base URL, and the origin before them when asked', async () => {
    const site = await buildInMemory(makeSite(FILES));
    const html = site.html('/');
    assert.deepEqual(
      [...html.matchAll(/<code class="chart">([^<]+)<\/code>/g)].map((m) => m[1]),
      ['/harbour/img/dover.png', '/harbour/img/calais.png'],
    );
    assert.match(html, /<code class="absolute">https:\/\/ferries\.example\.org\/harbour\/img\/dover\.png<\/code>/);
  });
});

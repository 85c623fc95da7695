// A package written for Node (it requires `fs` and `path`) in a component the
// browser hydrates: the site's plugin gives webpack's `resolve.fallback` for
// them (`fs: false`, `path` a module of its own), as Docusaurus sites do, and
// the browser's bundle takes those where Node's modules cannot be resolved.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';

const CONFIG = `module.exports = {
  title: 'Tide Tables',
  url: 'https://tides.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    function nodeShims() {
      return {
        name: 'node-shims',
        configureWebpack() {
          return { resolve: { fallback: { fs: false, path: require.resolve('./src/shims/path.js') } } };
        },
      };
    },
  ],
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'node_modules/tide-paths/package.json': JSON.stringify({ name: 'tide-paths', version: '1.0.0', main: 'index.js' }),
  'node_modules/tide-paths/index.js': `const fs = require('fs');
const path = require('path');
exports.chartPath = (port) => path.join('charts', port);
exports.canReadDisk = typeof fs.readFileSync === 'function';
`,
  'src/shims/path.js': "exports.join = (...parts) => parts.join('/');\n",
  'src/components/Chart.js': `import React, { useState } from 'react';
import { chartPath, canReadDisk } from 'tide-paths';

export default function Chart() {
  const [port, setPort] = useState('dover');
  return (
    <p>
      <button className="port" onClick={() => setPort('calais')}>{chartPath(port)}</button>
      {/* Asked once the reader clicks: the build, on Node, reads the real fs. */}
      <span className="disk">{port === 'calais' ? (canReadDisk ? 'disk' : 'no disk') : ''}</span>
    </p>
  );
}
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Chart from '@site/src/components/Chart';

export default function Home() {
  return (
    <Layout title="Tide Tables">
      <main>
        <Chart />
      </main>
    </Layout>
  );
}
`,
};

describe("a plugin's resolve.fallback for Node's modules", () => {
  const site = builtSiteSuite(FILES);

  it('bundles the package for the browser with the fallbacks: the empty module for fs, the site’s module for path', async () => {
    const { tab, errors } = await openHydrated(site, '/');
    await tab.click('.port');
    await tab.waitForFunction(() => document.querySelector('.port')?.textContent === 'charts/calais');
    assert.equal(await tab.textContent('.disk'), 'no disk', "the browser's fs is the empty module");
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

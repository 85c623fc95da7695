// A site plugin's configureWebpack that hands a kind of file to webpack's file
// loaders (a `.wasm` of a package, a data file of the site): tongsite takes the
// rule's test, and an import of such a file is the URL of its copy in the
// build, as under Docusaurus. What else the config gives is one warning naming it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildInMemory } from '../helpers/memory-build.js';
import { buildSite, makeSite, page } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Tide Tables',
  url: 'https://tides.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    function tideModels() {
      return {
        name: 'tide-models',
        configureWebpack() {
          return {
            experiments: { asyncWebAssembly: true },
            module: {
              rules: [
                { test: /\\.wasm$/i, loader: 'file-loader', type: 'javascript/auto' },
                { test: /\\.bin$/, type: 'asset/resource' },
                { test: /\\.txt$/, use: 'raw-loader' },
              ],
            },
          };
        },
      };
    },
  ],
};
`;

/** The bytes of a tiny WebAssembly module (its magic number and version). */
const WASM = '\0asm\u0001\0\0\0';

const FILES = {
  'docusaurus.config.js': CONFIG,
  'node_modules/harbour-model/package.json': JSON.stringify({ name: 'harbour-model', version: '1.0.0', main: 'index.js' }),
  'node_modules/harbour-model/index.js': 'module.exports = {};\n',
  'node_modules/harbour-model/release/model.wasm': WASM,
  'src/data/depths.bin': 'depth soundings\n',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import modelUrl from 'harbour-model/release/model.wasm';
import depthsUrl from '@site/src/data/depths.bin';

export default function Home() {
  return (
    <Layout title="Tide Tables">
      <main>
        <code className="model">{modelUrl}</code>
        <code className="depths">{depthsUrl}</code>
      </main>
    </Layout>
  );
}
`,
};

describe("a plugin's webpack rules for file loaders", () => {
  it('make an import of such a file, of a package or of the site, the URL of its copy in the build', async () => {
    // Built on disk: an in-memory build keeps no copied files.
    const dir = makeSite(FILES);
    buildSite(dir);
    const build = path.join(dir, 'build');
    const html = page(build, '/');
    const model = /<code class="model">([^<]+)<\/code>/.exec(html)?.[1] ?? '';
    const depths = /<code class="depths">([^<]+)<\/code>/.exec(html)?.[1] ?? '';
    assert.match(model, /^\/assets\/images\/model-[0-9a-f]{8}\.wasm$/);
    assert.match(depths, /^\/assets\/images\/depths-[0-9a-f]{8}\.bin$/);
    assert.equal(readFileSync(path.join(build, model), 'utf8'), WASM);
    assert.equal(readFileSync(path.join(build, depths), 'utf8'), 'depth soundings\n');
  });

  it('warn once about what else configureWebpack gives, naming it, and not about the rules followed', async () => {
    const site = await buildInMemory(makeSite(FILES));
    const webpack = site.result.diagnostics.filter((d) => d.message.includes('configureWebpack'));
    assert.equal(webpack.length, 1, webpack.map((d) => d.message).join('\n'));
    assert.equal(webpack[0]!.severity, 'warning');
    assert.match(webpack[0]!.message, /`tide-models`/);
    assert.match(webpack[0]!.message, /`experiments`/);
    assert.match(webpack[0]!.message, /\{ test: \/\\\.txt\$\/, raw-loader \}/);
    assert.doesNotMatch(webpack[0]!.message, /wasm|\.bin|file-loader|asset\/resource/);
    assert.equal(webpack[0]!.line, CONFIG.split('\n').findIndex((line) => line.includes('configureWebpack')) + 1);
  });
});

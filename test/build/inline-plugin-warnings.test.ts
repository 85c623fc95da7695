// A config may write several plugins as functions, each with a method tongsite
// does not call (here configureWebpack): each warning must point at that
// plugin's own method, not at the first one the config writes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildInMemory } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Teapots',
  url: 'https://teapots.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false } }]],
  plugins: [
    function quietSpout() {
      return {
        name: 'quiet-spout',
        configureWebpack() {
          return { experiments: { topLevelAwait: true } };
        },
      };
    },
    function warmLid() {
      return {
        name: 'warm-lid',
        configureWebpack() {
          return { resolve: { alias: { lid: './lid' } } };
        },
      };
    },
  ],
};
`;

describe('warnings about the methods of plugins written in the config', () => {
  it("point each at its own plugin's method", async () => {
    const site = await buildInMemory(makeSite({ 'docusaurus.config.js': CONFIG, 'docs/pouring.md': '# Pouring\n\nTilt slowly.\n' }));
    const lines = CONFIG.split('\n');
    const methodLine = (plugin: string) => lines.findIndex((line, i) => line.includes('configureWebpack') && lines.slice(0, i).some((l) => l.includes(plugin))) + 1;
    const webpack = site.result.diagnostics.filter((d) => d.message.includes('configureWebpack'));
    assert.deepEqual(
      webpack.map((d) => [/`([\w-]+)`/.exec(d.message)?.[1], d.line]),
      [
        ['quiet-spout', methodLine('quiet-spout')],
        ['warm-lid', methodLine('warm-lid')],
      ],
    );
  });
});

// A warning about an option is placed where the config sets it, even when the
// option is a method (`async sidebarItemsGenerator(args) { … }`) and a type
// written further down quotes its name (`Options['sidebarItemsGenerator']`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { makeSite } from '../helpers/site.js';

const CONFIG = `import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Quilt Notes',
  url: 'https://quilt.example.org',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            return defaultSidebarItemsGenerator(args);
          },
        },
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
};

type Generated = Awaited<ReturnType<Exclude<Preset.Options['docs'], false>['sidebarItemsGenerator']>>;

export default config;
`;

describe('the place of a warning about an option written as a method', () => {
  it('is the method, not a later type quoting its name', async () => {
    const dir = makeSite({ 'docusaurus.config.ts': CONFIG, 'docs/intro.md': '# Intro\n' });
    const { warnings } = await loadConfig(path.join(dir, 'docusaurus.config.ts'));
    const generator = warnings.find((w) => w.message.includes('sidebarItemsGenerator'));
    assert.ok(generator, warnings.map((w) => w.message).join('\n'));
    assert.deepEqual([generator.line, generator.column], [13, 17]);
  });
});

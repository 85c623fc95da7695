// A site's remark plugin reads the page's front matter where Docusaurus' MDX
// loader puts it, `file.data.frontMatter` (mdx-loader's processor.ts): an
// object on every file it compiles, a partial without front matter included.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parseHtml, textOf } from '../helpers/html.js';
import { type CliRun, makeSite, page, tongsite } from '../helpers/site.js';

// Adds the front matter's `subtitle` under the page's content, as a paragraph.
const SUBTITLE_PLUGIN = `module.exports = function remarkSubtitle() {
  return (tree, file) => {
    const subtitle = file.data.frontMatter.subtitle;
    if (!subtitle) return;
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Subtitle: ' + subtitle }] });
  };
};
`;

describe("the page's front matter as the site's remark plugins read it", () => {
  let dir: string;
  let run: CliRun;
  before(() => {
    dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Loom Guide',
  url: 'https://loom.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [require('./plugins/subtitle')], exclude: ['**/_*'] }, blog: false }]],
  themeConfig: { navbar: { title: 'Loom Guide', items: [] } },
};
`,
      'plugins/subtitle.js': SUBTITLE_PLUGIN,
      'docs/warping.mdx': "---\nsubtitle: Before the first pick\n---\n\nimport Tension from './_tension.mdx';\n\n# Warping\n\nWind the beam.\n\n<Tension />\n",
      'docs/_tension.mdx': 'Keep the threads taut.\n',
    });
    run = tongsite(['build'], dir);
  });

  it('gives the plugin each file’s front matter, an empty one to a partial without any', () => {
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const text = textOf(parseHtml(page(path.join(dir, 'build'), '/docs/warping')));
    assert.match(text, /Subtitle: Before the first pick/);
    assert.match(text, /Keep the threads taut\./);
  });
});

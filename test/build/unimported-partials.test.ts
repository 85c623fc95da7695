// Docusaurus compiles a partial of the docs only when a file imports it: a
// template kept beside the docs (`_templates/guide.md`), which would not
// compile as MDX and which no page imports, neither fails the build nor is
// reported, while the partial a page imports is compiled and shown.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseHtml, textOf } from '../helpers/html.js';
import { makeSite, page, tongsite } from '../helpers/site.js';

describe('partials of the docs nothing imports', () => {
  it('are left alone, as Docusaurus leaves them; the imported ones are compiled', () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Kiln Notes',
  url: 'https://kiln.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { exclude: ['**/_*', '**/_*/**'] }, blog: false }]],
  themeConfig: { navbar: { title: 'Kiln Notes', items: [] } },
};
`,
      'docs/firing.mdx': "import Cone from './_shared/cone.mdx';\n\n# Firing\n\nRamp slowly.\n\n<Cone />\n",
      'docs/_shared/cone.mdx': 'Watch the witness cone bend.\n',
      'docs/_templates/guide.md': '# Guide title\n\n## Steps\n\n{Write the steps here.}\n',
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout + run.stderr, /_templates/);
    assert.match(textOf(parseHtml(page(path.join(dir, 'build'), '/docs/firing'))), /Watch the witness cone bend\./);
  });
});

// Which files of a docs folder are docs: the docs plugin's `include` and
// `exclude` globs, as Docusaurus reads them (packages/docusaurus-utils/src/
// globUtils.ts: `exclude` given replaces the default, which leaves out `_`
// files and folders). A library keeping its docs beside other Markdown (a
// README, notes) names the folders that are its site.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const doc = (title: string) => `# ${title}\n\nAbout ${title.toLowerCase()}.\n`;

describe('docs include and exclude globs of a Docusaurus config', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Kilns', url: 'https://kilns.example.org', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', {
    blog: false,
    docs: { include: ['{firing,glazes}/**/*.{md,mdx}', 'FAQ.md'], exclude: ['**/*.draft.md'] },
  }]],
};
`,
      'docs/FAQ.md': doc('Questions'),
      'docs/README.md': doc('Read me first'),
      'docs/firing/bisque.md': doc('Bisque'),
      'docs/firing/_shared.md': doc('Shared notes'),
      'docs/firing/glaze-firing.draft.md': doc('Glaze firing draft'),
      'docs/glazes/celadon.mdx': doc('Celadon'),
      'docs/notes/todo.md': doc('Todo'),
      'i18n/fr/docusaurus-plugin-content-docs/current/firing/bisque.md': doc('Dégourdi'),
    });
    site = await buildInMemory(dir);
  });

  it('builds the files the include globs match, and not those the exclude globs match', () => {
    const docs = site.paths.filter((p) => p.endsWith('index.html') && p.includes('docs/')).sort();
    assert.deepEqual(docs, [
      'docs/FAQ/index.html',
      'docs/firing/_shared/index.html',
      'docs/firing/bisque/index.html',
      'docs/glazes/celadon/index.html',
      'fr/docs/FAQ/index.html',
      'fr/docs/firing/_shared/index.html',
      'fr/docs/firing/bisque/index.html',
      'fr/docs/glazes/celadon/index.html',
    ]);
  });

  it('translates the docs it builds', () => {
    assert.match(site.html('/fr/docs/firing/bisque'), /Dégourdi/);
  });

  it('says nothing of the globs: they are read, not left out', () => {
    assert.ok(!site.result.diagnostics.some((d) => /include|exclude/.test(d.message)), site.result.diagnostics.map((d) => d.message).join('\n'));
  });
});

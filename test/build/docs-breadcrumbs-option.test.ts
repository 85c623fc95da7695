// The docs option `breadcrumbs: false` takes the breadcrumbs off the doc pages,
// as Docusaurus' DocBreadcrumbs renders none then, with no warning; a site
// that leaves it has them.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { all, parseHtml } from '../helpers/html.js';
import { makeSite, page, tongsite } from '../helpers/site.js';

const site = (docs: string) =>
  makeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Weir Handbook',
  url: 'https://weir.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: ${docs}, blog: false }]],
  themeConfig: { navbar: { title: 'Weir Handbook', items: [] } },
};
`,
    'docs/flow/_category_.json': '{ "label": "Flow" }',
    'docs/flow/gauging.md': '# Gauging\n\nRead the staff gauge at dawn.\n',
  });

describe('the docs option breadcrumbs', () => {
  it('false: doc pages show none, and nothing is said about it', () => {
    const dir = site('{ breadcrumbs: false }');
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout + run.stderr, /breadcrumbs/);
    assert.equal(all(parseHtml(page(path.join(dir, 'build'), '/docs/flow/gauging')), 'nav.breadcrumbs').length, 0);
  });

  it('left out: doc pages show them', () => {
    const dir = site('{}');
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(all(parseHtml(page(path.join(dir, 'build'), '/docs/flow/gauging')), 'nav.breadcrumbs').length, 1);
  });
});

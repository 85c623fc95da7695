// A docs-only site (docs at `/`) with two sidebars, each with a navbar item
// (a `doc` item and a `docSidebar` item): an item is marked active on the
// docs of its sidebar only, as Docusaurus marks it by the doc read, not on
// every page below the docs' path; on the blog, neither.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, parseHtml, textOf } from '../helpers/html.js';
import { buildSite, makeSite, page } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': `module.exports = {
  title: 'Tide Tables',
  url: 'https://tides.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: { showReadingTime: false } }]],
  themeConfig: {
    navbar: {
      title: 'Tide Tables',
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide' },
        { type: 'docSidebar', sidebarId: 'reference', label: 'Reference' },
        { to: '/blog', label: 'Blog' },
      ],
    },
  },
};
`,
  'sidebars.js': "module.exports = { guide: ['intro', 'moorings'], reference: ['reference/gauges'] };\n",
  'docs/intro.md': '---\ntitle: Tides\nslug: /\n---\n\nHigh water at noon.\n',
  'docs/moorings.md': '---\ntitle: Moorings\n---\n\nTie up at the pier.\n',
  'docs/reference/gauges.md': '---\ntitle: Gauges\n---\n\nTwo gauges.\n',
  'blog/2024-05-01-gauges.md': '---\ntitle: New gauges\n---\n\nTwo gauges at the pier.\n',
};

describe('navbar items of two docs sidebars, docs at the site root', () => {
  let build = '';
  before(() => {
    const dir = makeSite(FILES);
    buildSite(dir);
    build = path.join(dir, 'build');
  });

  /** The labels of the navbar's links marked active (and aria-current) on a page, once each. */
  const activeOn = (url: string) => {
    const links = all(parseHtml(page(build, url)), 'nav.navbar a.navbar__link--active');
    for (const link of links) assert.equal(attr(link, 'aria-current'), 'page');
    return [...new Set(links.map(textOf))];
  };

  it('marks the item of the sidebar the doc belongs to, and no other', () => {
    assert.deepEqual(activeOn('/'), ['Guide']);
    assert.deepEqual(activeOn('/moorings'), ['Guide']);
    assert.deepEqual(activeOn('/reference/gauges'), ['Reference']);
  });

  it('marks no docs item on a page that is not a doc', () => {
    assert.deepEqual(activeOn('/blog'), ['Blog']);
  });
});

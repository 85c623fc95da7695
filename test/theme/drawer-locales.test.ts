// The navbar's drawer (the small-screen menu) of a site of one locale: no
// link to its own language, as the desktop locale switcher shows none and
// Docusaurus' drawer lists only the navbar's items; a site of two locales
// still lists both there.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, one, parseHtml } from '../helpers/html.js';
import { buildSite, makeSite, page } from '../helpers/site.js';

const config = (locales: string) => `module.exports = {
  title: 'Tide Tables',
  url: 'https://tides.example.org',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ${locales} },
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { navbar: { title: 'Tide Tables', items: [{ type: 'doc', docId: 'harbour', label: 'Harbour' }] } },
};
`;

const DOC = { 'docs/harbour.md': '---\ntitle: Harbour\n---\n\nHigh water at noon.\n' };

describe('the locales in the navbar drawer', () => {
  let one_ = '';
  let two = '';
  before(() => {
    const a = makeSite({ 'docusaurus.config.js': config("['en']"), ...DOC });
    buildSite(a);
    one_ = path.join(a, 'build');
    const b = makeSite({ 'docusaurus.config.js': config("['en', 'fr']"), ...DOC });
    buildSite(b);
    two = path.join(b, 'build');
  });

  const drawerLocales = (build: string) => all(one(parseHtml(page(build, '/docs/harbour')), '#navbar-drawer'), 'a[hreflang]').map((a) => attr(a, 'hreflang'));

  it('lists none on a site of one locale, and each on a site of two', () => {
    assert.deepEqual(drawerLocales(one_), []);
    assert.deepEqual(drawerLocales(two), ['en', 'fr']);
  });
});

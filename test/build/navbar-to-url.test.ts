// A navbar or footer link whose `to` is a whole URL (`to: 'https://…'`): Docusaurus'
// Link opens it apart, as any URL of another site, but theme-classic draws the
// external-link icon for `href` links only (NavbarNavLink, FooterLinkItem).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { all, attr, one, textOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

describe('a link written `to` a whole URL', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Lighthouse',
  url: 'https://lighthouse.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { to: 'https://charts.example.org/coast', label: 'Coast charts', position: 'left' },
        { href: 'https://tides.example.org', label: 'Tides', position: 'left' },
        { type: 'dropdown', label: 'More', position: 'right', items: [{ to: 'https://weather.example.org', label: 'Weather' }] },
      ],
    },
    footer: {
      links: [{ title: 'Elsewhere', items: [{ label: 'Harbour office', to: 'https://harbour.example.org' }, { label: 'Radio', href: 'https://radio.example.org' }] }],
    },
  },
};
`,
      'docs/intro.md': '---\nslug: /\n---\n# Lighthouse\n\nThe lamp turns all night.\n',
    });
    site = await buildInMemory(dir);
  });

  const link = (selector: string, label: string) => {
    const found = all(site.page('/'), selector).find((a) => textOf(a) === label);
    assert.ok(found, `no ${selector} labelled ${label}`);
    return found;
  };

  it('opens apart without the icon in the navbar and its dropdown, where an href link has the icon', () => {
    for (const [selector, label, href] of [
      ['.navbar__items a.navbar__link', 'Coast charts', 'https://charts.example.org/coast'],
      ['.navbar__items a.dropdown__link', 'Weather', 'https://weather.example.org'],
    ] as const) {
      const a = link(selector, label);
      assert.equal(attr(a, 'href'), href);
      assert.equal(attr(a, 'target'), '_blank');
      assert.equal(all(a, 'svg').length, 0, `${label} has no icon`);
    }
    assert.equal(all(link('.navbar__items a.navbar__link', 'Tides'), 'svg').length, 1);
  });

  it('opens apart without the icon in the footer, where an href link has the icon', () => {
    const office = link('.footer a.footer__link-item', 'Harbour office');
    assert.equal(attr(office, 'href'), 'https://harbour.example.org');
    assert.equal(attr(office, 'target'), '_blank');
    assert.equal(all(office, 'svg').length, 0);
    assert.equal(all(link('.footer a.footer__link-item', 'Radio'), 'svg').length, 1);
    assert.ok(one(site.page('/'), '.footer'));
  });
});

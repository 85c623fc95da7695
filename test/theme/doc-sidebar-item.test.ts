// A site's swizzled DocSidebarItem, wrapping theme-classic's, as Docusaurus
// sites hide or mark sidebar items by their custom props: it is given each
// item in Docusaurus' shape (docs as links with their docId; custom props
// from the sidebars file, `_category_.json` or the doc's front matter
// `sidebar_custom_props`), nested items included; the item it changes is
// drawn changed; and in the browser it reacts to a context of the site's
// Layout/Provider that a navbar item switches.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import path from 'node:path';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

const SITE = {
  'docusaurus.config.js': docusaurusConfig().replace('items: []', "items: [{ type: 'custom-crew', position: 'right' }]"),
  'src/context/crew.js': `import React, { createContext, useContext, useState } from 'react';

const Crew = createContext({ aboard: false, board() {} });

export function CrewProvider({ children }) {
  const [aboard, board] = useState(false);
  return <Crew.Provider value={{ aboard, board }}>{children}</Crew.Provider>;
}

export const useCrew = () => useContext(Crew);
`,
  'src/theme/Layout/Provider/index.js': `import React from 'react';
import Provider from '@theme-original/Layout/Provider';
import { CrewProvider } from '@site/src/context/crew';

export default function LayoutProvider({ children }) {
  return (
    <Provider>
      <CrewProvider>{children}</CrewProvider>
    </Provider>
  );
}
`,
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import React from 'react';
import { useCrew } from '@site/src/context/crew';

function CrewSwitch() {
  const { aboard, board } = useCrew();
  return (
    <button type="button" className="crew-switch" onClick={() => board(!aboard)}>
      {aboard ? 'Crew' : 'Passenger'}
    </button>
  );
}

export default { ...ComponentTypes, 'custom-crew': CrewSwitch };
`,
  'src/theme/DocSidebarItem/index.js': `import React from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import { useCrew } from '@site/src/context/crew';

export default function DocSidebarItemWrapper(props) {
  const { aboard } = useCrew();
  const custom = props.item.customProps ?? {};
  if (custom.access === 'crew' && !aboard) return null;
  const item = custom.badge ? { ...props.item, className: 'badge-' + custom.badge } : props.item;
  return <DocSidebarItem {...props} item={item} />;
}
`,
  'docs/deck.md': '---\nsidebar_position: 1\n---\n\n# Deck\n\nThe upper deck is open to all.\n',
  'docs/engine-room.md': '---\nsidebar_position: 2\nsidebar_custom_props:\n  access: crew\n---\n\n# Engine room\n\nCrew only.\n',
  'docs/cabins/_category_.json': '{ "label": "Cabins", "position": 3, "customProps": { "badge": "new" } }\n',
  'docs/cabins/berth.md': '# Berth\n\nBunks for four.\n',
  'docs/cabins/galley.md': '---\nsidebar_custom_props:\n  access: crew\n---\n\n# Galley\n\nWhere the cook works.\n',
  // A folder holding only its index: one doc item, with the doc's custom props.
  'docs/rigging/index.md': '---\nsidebar_position: 4\nsidebar_custom_props:\n  access: crew\n---\n\n# Rigging\n\nRopes and sails.\n',
};

/** The same docs with the item ejected, as sites write it: theme-classic's parts by type, a link marked by its custom props. */
const EJECTED = {
  'docusaurus.config.js': docusaurusConfig(),
  'src/theme/DocSidebarItem/index.js': `import React from 'react';
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';

export default function DocSidebarItem({ item, ...props }) {
  switch (item.type) {
    case 'category':
      return <DocSidebarItemCategory item={item} {...props} />;
    case 'html':
      return <DocSidebarItemHtml item={item} {...props} />;
    default:
      return <DocSidebarItemLink item={item.customProps?.access ? { ...item, label: item.label + ' (crew)' } : item} {...props} />;
  }
}
`,
  ...Object.fromEntries(Object.entries(SITE).filter(([file]) => file.startsWith('docs/'))),
};

/** The sidebar of a built page. */
const sidebarOf = (html: string) => /<nav class="menu thin-scrollbar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

describe("a site's swizzled DocSidebarItem", () => {
  const site = builtSiteSuite(SITE);

  it('draws every item, nested ones too, by their custom props: hidden ones left out, a category marked', () => {
    const sidebar = sidebarOf(page(site.build, '/docs/deck'));
    assert.match(sidebar, /<a class="menu__link menu__link--active" href="\/docs\/deck" aria-current="page">Deck<\/a>/);
    assert.doesNotMatch(sidebar, /Engine room|Galley|Rigging/);
    assert.match(sidebar, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__list-item--collapsed badge-new">/);
    assert.match(sidebar, /href="\/docs\/cabins\/berth">Berth<\/a>/);
  });

  it('reacts in the browser to the context its navbar item switches, with no console error', async () => {
    const { tab, errors } = await openHydrated(site, '/docs/deck');
    assert.equal(await tab.locator('.menu a', { hasText: 'Engine room' }).count(), 0);
    await tab.click('.crew-switch');
    await tab.locator('.menu a', { hasText: 'Engine room' }).waitFor();
    await tab.locator('.menu a', { hasText: 'Rigging' }).waitFor();
    // The category keeps working: it opens, and its crew-only doc is there now.
    await tab.click('.badge-new .menu__link--sublist-caret');
    await tab.locator('.menu a', { hasText: 'Galley' }).waitFor();
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

describe("a site's ejected DocSidebarItem, drawing theme-classic's parts itself", () => {
  it('draws categories, links and their custom props with tongsite’s parts', () => {
    const dir = makeSite(EJECTED);
    buildSite(dir);
    const sidebar = sidebarOf(page(path.join(dir, 'build'), '/docs/deck'));
    assert.match(sidebar, /href="\/docs\/engine-room">Engine room \(crew\)<\/a>/);
    assert.match(sidebar, /href="\/docs\/rigging\/">Rigging \(crew\)<\/a>|href="\/docs\/rigging">Rigging \(crew\)<\/a>/);
    assert.match(
      sidebar,
      /<div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" href="\/docs\/cabins\/berth" aria-expanded="false">Cabins<\/a>/,
    );
    assert.match(sidebar, /href="\/docs\/cabins\/galley">Galley \(crew\)<\/a>/);
  });
});

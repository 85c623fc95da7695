// The providers a site puts in its swizzled Root and Layout/Provider reach
// its pages' components, as under Docusaurus, where one tree holds the frame
// and the page: a doc's component reads a reader's setting from the
// Layout/Provider's context and a constant from the Root's, on the server and
// once hydrated, and the navbar's custom item reads the same context. A Root
// that renders markup of its own (a notice beside the page) cannot wrap the
// content without showing it twice: the build says so, and names the missing
// provider where a page needs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { docusaurusConfig, makeSite, page, tongsite } from '../helpers/site.js';

const CONTEXTS = {
  'src/context/units.js': `import React, { createContext, useContext, useState } from 'react';
import { ReactContextError } from '@docusaurus/theme-common';

const Units = createContext(undefined);

export function UnitsProvider({ children }) {
  const [unit, choose] = useState('metres');
  return <Units.Provider value={{ unit, choose }}>{children}</Units.Provider>;
}

export function useUnits() {
  const units = useContext(Units);
  if (units === undefined) throw new ReactContextError('UnitsProvider');
  return units;
}
`,
  'src/context/tide.js': `import React, { createContext, useContext } from 'react';
import { ReactContextError } from '@docusaurus/theme-common';

const Tide = createContext(undefined);

export function TideProvider({ children }) {
  return <Tide.Provider value="spring">{children}</Tide.Provider>;
}

export function useTide() {
  const tide = useContext(Tide);
  if (tide === undefined) throw new ReactContextError('TideProvider');
  return tide;
}
`,
  'src/theme/Layout/Provider/index.js': `import React from 'react';
import Provider from '@theme-original/Layout/Provider';
import { UnitsProvider } from '@site/src/context/units';

export default function LayoutProvider({ children }) {
  return (
    <Provider>
      <UnitsProvider>{children}</UnitsProvider>
    </Provider>
  );
}
`,
};

const SITE = {
  ...CONTEXTS,
  'docusaurus.config.js': docusaurusConfig().replace('items: []', "items: [{ type: 'custom-units', position: 'right' }]"),
  'src/theme/Root.js': `import React from 'react';
import { TideProvider } from '@site/src/context/tide';

export default function Root({ children }) {
  return <TideProvider>{children}</TideProvider>;
}
`,
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import React from 'react';
import { useUnits } from '@site/src/context/units';

function UnitsItem(props) {
  const { unit, choose } = useUnits();
  const items = ['metres', 'feet'].map((label) => ({
    label,
    to: '#',
    onClick: (event) => {
      event.preventDefault();
      choose(label);
    },
  }));
  return <DropdownNavbarItem {...props} className="navbar-units" label={'in ' + unit} items={items} />;
}

export default { ...ComponentTypes, 'custom-units': UnitsItem };
`,
  'src/components/Depth.js': `import React from 'react';
import { useUnits } from '@site/src/context/units';
import { useTide } from '@site/src/context/tide';

export default function Depth({ value }) {
  const { unit, choose } = useUnits();
  return (
    <button type="button" className="depth" onClick={() => choose('feet')}>
      {unit === 'feet' ? value * 3 : value} {unit} at {useTide()} tide
    </button>
  );
}
`,
  'docs/harbour.mdx': "import Depth from '@site/src/components/Depth';\n\nThe pier has <Depth value={4} /> of water.\n",
  'docs/quay.md': 'The quay is plain Markdown.\n',
};

describe("the providers of a site's Root and Layout/Provider around its pages' content", () => {
  const site = builtSiteSuite(SITE);

  it('reach the content in the build: the page renders with their values, and the navbar item with the same context', () => {
    const html = page(site.build, '/docs/harbour');
    assert.match(html, /<button type="button" class="depth">4<!-- --> <!-- -->metres<!-- --> at <!-- -->spring<!-- --> tide<\/button>/);
    assert.match(
      html,
      /<div class="navbar__item dropdown dropdown--hoverable dropdown--right"><a href="#" aria-haspopup="true" aria-expanded="false" role="button" class="navbar__link navbar-units">in metres<\/a><ul class="dropdown__menu"><li><a href="#" class="dropdown__link">metres<\/a><\/li><li><a href="#" class="dropdown__link">feet<\/a><\/li><\/ul><\/div>/,
    );
    // A page of Markdown alone still loads no code of its own for them.
    assert.doesNotMatch(page(site.build, '/docs/quay'), /data-tongsite-page-root/);
  });

  it('reach it once hydrated: the component changes the provider’s state, with no console error', async () => {
    const { tab, errors } = await openHydrated(site, '/docs/harbour');
    await tab.click('.depth');
    await tab.waitForFunction(() => document.querySelector('.depth')?.textContent === '12 feet at spring tide');
    // The navbar's item, theme-classic's dropdown around the same context: a click opens it, an item's own onClick runs.
    await tab.click('.navbar-units');
    await tab.waitForSelector('.dropdown--show');
    await tab.click('.dropdown__menu >> text=feet');
    await tab.waitForFunction(() => document.querySelector('.navbar-units')?.textContent === 'in feet');
    assert.equal(new URL(tab.url()).hash, '');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

describe('a Root with markup of its own around the page', () => {
  it('is left out of the content, with a warning; a page reading its context fails with what to do', () => {
    const run = tongsite(
      ['build'],
      makeSite({
        ...CONTEXTS,
        'docusaurus.config.js': docusaurusConfig(),
        'src/theme/Root.js': `import React from 'react';
import { TideProvider } from '@site/src/context/tide';

export default function Root({ children }) {
  return (
    <TideProvider>
      {children}
      <p className="tide-note">Tides are predictions.</p>
    </TideProvider>
  );
}
`,
        'src/components/Tide.js': `import { useTide } from '@site/src/context/tide';

export default function Tide() {
  return useTide();
}
`,
        'docs/harbour.mdx': "import Tide from '@site/src/components/Tide';\n\nToday: <Tide /> tide.\n",
      }),
    );
    const output = run.stdout + run.stderr;
    assert.equal(run.code, 1);
    assert.match(
      output,
      /warning src\/theme\/Root\.js: overrides @theme\/Root with markup of its own around its children: it wraps the navbar, page and footer, but not the page's content/,
    );
    assert.match(output, /error src\/context\/tide\.js:\d+:\d+: page failed to render: Hook useTide is called outside the <TideProvider>\./);
    assert.match(
      output,
      /hint: a component of the site threw while rendering .*harbour\.mdx: its provider is missing; tongsite wraps page content in the site's src\/theme\/Root and src\/theme\/Layout\/Provider only when they render nothing but their children/,
    );
  });
});

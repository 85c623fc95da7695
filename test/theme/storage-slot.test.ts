// A site component written with theme-common's React and storage helpers
// (createStorageSlot, composeProviders, ReactContextError), as sites write a
// reader's choice kept across pages: the page builds and renders the
// component, its hook outside the provider throws Docusaurus' error, and in
// the browser the choice is stored in localStorage and read back on the next
// visit, with no console error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated, wakeClient } from '../helpers/browser.js';
import { page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig(),
  'src/components/UnitSwitch.js': `import React, { createContext, useContext, useEffect, useState } from 'react';
import { composeProviders, createStorageSlot, ReactContextError } from '@docusaurus/theme-common';

// Made when the module loads, on the server too: only its use waits for the browser.
const slot = createStorageSlot('tide-unit');
const Unit = createContext(undefined);

function UnitProvider({ children }) {
  const [unit, setUnit] = useState('metres');
  useEffect(() => setUnit(slot.get() ?? 'metres'), []);
  const choose = (next) => {
    setUnit(next);
    slot.set(next);
  };
  return <Unit.Provider value={{ unit, choose }}>{children}</Unit.Provider>;
}

function useUnit() {
  const value = useContext(Unit);
  if (value === undefined) throw new ReactContextError('UnitProvider');
  return value;
}

const Providers = composeProviders([UnitProvider]);

function Switch() {
  const { unit, choose } = useUnit();
  return (
    <button type="button" className="tide-unit" onClick={() => choose(unit === 'metres' ? 'feet' : 'metres')}>
      {unit}
    </button>
  );
}

export function Outside() {
  try {
    useUnit();
    return null;
  } catch (e) {
    return <p className="tide-outside">{e.name + ': ' + e.message}</p>;
  }
}

export default function UnitSwitch() {
  return (
    <Providers>
      <Switch />
    </Providers>
  );
}
`,
  'docs/harbour.mdx': `---
title: Harbour
---

import UnitSwitch, { Outside } from '@site/src/components/UnitSwitch';

High water at noon, in <UnitSwitch />.

<Outside />
`,
};

describe("theme-common's storage slot and provider helpers in a site component", () => {
  const site = builtSiteSuite(FILES);

  it('renders the component, and its hook outside the provider throws ReactContextError', () => {
    const html = page(site.build, '/docs/harbour');
    assert.match(html, /<button type="button" class="tide-unit">metres<\/button>/);
    assert.match(html, /<p class="tide-outside">ReactContextError: Hook useUnit is called outside the &lt;UnitProvider&gt;\. <\/p>/);
  });

  it('stores the choice in localStorage and reads it back on the next visit, with no console error', async () => {
    const { tab, errors: messages } = await openHydrated(site, '/docs/harbour');
    await tab.click('.tide-unit');
    await tab.waitForFunction(() => document.querySelector('.tide-unit')?.textContent === 'feet');
    assert.equal(await tab.evaluate(() => localStorage.getItem('tide-unit')), 'feet');
    await tab.reload();
    await wakeClient(tab);
    await tab.waitForFunction(() => document.querySelector('.tide-unit')?.textContent === 'feet');
    assert.deepEqual(messages, []);
    await tab.close();
  });
});

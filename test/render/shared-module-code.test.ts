// A page's own bundle takes only the theme modules its code imports: a
// component of @docusaurus/Link and React state bundles Link alone, not the
// templates' whole table of shared modules (every theme component), and works
// as before in Chromium. The modules bundled from their own file are those the
// table gives as the default export of that file.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { SINGLE_FILE_MODULES } from '../../src/render/shared-module-code.js';
import { sharedModules } from '../../templates/shared-modules.js';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { ROOT, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Quay', host: 'quay' }),
  'src/components/Moorings.js': `import React, { useState } from 'react';
import Link from '@docusaurus/Link';

export default function Moorings() {
  const [taken, setTaken] = useState(0);
  return (
    <p>
      <button className="moor" onClick={() => setTaken(taken + 1)}>{taken} moorings taken</button>
      <Link className="rules" to="/docs/rules">Harbour rules</Link>
    </p>
  );
}
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Moorings from '@site/src/components/Moorings';

export default function Home() {
  return (
    <Layout title="Quay">
      <main>
        <Moorings />
      </main>
    </Layout>
  );
}
`,
  'docs/rules.md': '---\ntitle: Harbour rules\n---\n\nMoor at the quay.\n',
};

describe('the theme modules a page bundle takes', () => {
  const site = builtSiteSuite(FILES);

  it('are, for modules of one file, what the templates’ table gives', async () => {
    for (const [specifier, own] of Object.entries(SINGLE_FILE_MODULES)) {
      const file = (await import(path.join(ROOT, 'templates', own.file))) as Record<string, unknown>;
      const table = sharedModules[specifier] as Record<string, unknown>;
      const exported = file[own.name ?? 'default'];
      if (own.pick) {
        const { __esModule: _e, default: _d, ...fields } = table;
        assert.deepEqual(fields, Object.fromEntries(own.pick.map((name) => [name, file[name]])), specifier);
      } else if (own.copy) {
        const { __esModule: _e, default: _d, ...fields } = table;
        assert.deepEqual(fields, { ...(exported as object) }, specifier);
      } else assert.equal(table.default, exported, specifier);
      for (const name of own.attach ?? []) assert.equal(table[name], file[name], `${specifier}: ${name}`);
    }
  });

  it('bundle Link alone for a component of Link and state: at most 8 KB gzipped, not the whole theme', () => {
    const dir = path.join(site.build, 'assets', 'js', 'islands');
    const bundles = readdirSync(dir).filter((f) => f.endsWith('.js'));
    assert.equal(bundles.length, 1, 'the home page has a bundle of its own');
    const size = gzipSync(readFileSync(path.join(dir, bundles[0]!))).length;
    assert.ok(size <= 8 * 1024, `${size} bytes gzipped`);
  });

  it('work in Chromium: the state changes, and the link leads to its page', async () => {
    const { tab, errors } = await openHydrated(site, '/');
    await tab.click('.moor');
    assert.equal(await tab.textContent('.moor'), '1 moorings taken');
    await tab.click('a.rules');
    await tab.waitForURL(`${site.origin}/docs/rules`);
    assert.match((await tab.textContent('h1')) ?? '', /Harbour rules/);
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

// A package whose `exports` maps a pattern to files named without their extension
// (`"./components/*": "./dist/components/*"`), as some component libraries publish
// theirs: webpack, which Docusaurus bundles with, adds its extensions to the path the
// map gives, so `pkg/components/badge` is `dist/components/badge.js`; so does tongsite.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build } from '../../src/api.js';
import { one, textOf } from '../helpers/html.js';
import { buildInMemory } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const site = (page: string) =>
  makeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Moorings',
  url: 'https://moorings.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
};
`,
    'node_modules/mooring-widgets/package.json': JSON.stringify({
      name: 'mooring-widgets',
      version: '2.0.0',
      exports: { './components/*': './dist/components/*' },
    }),
    'node_modules/mooring-widgets/dist/components/badge.js': `import React from 'react';
export default function Badge({ children }) {
  return React.createElement('span', { className: 'mooring-badge' }, children);
}
`,
    'src/pages/index.js': page,
  });

describe("a package's exports pattern that names files without their extension", () => {
  it('resolves an import through it to the file with its extension, as webpack does', async () => {
    const dir = site(`import React from 'react';
import Layout from '@theme/Layout';
import Badge from 'mooring-widgets/components/badge';

export default function Home() {
  return (
    <Layout title="Moorings">
      <main><Badge>Berth 4 free</Badge></main>
    </Layout>
  );
}
`);
    const built = await buildInMemory(dir);
    assert.equal(textOf(one(built.page('/'), '.mooring-badge')), 'Berth 4 free');
  });

  it('still fails, at the import, where no extension gives a file', async () => {
    const dir = site(`import React from 'react';
import Buoy from 'mooring-widgets/components/buoy';

export default function Home() {
  return <Buoy />;
}
`);
    const result = await build({ config: path.join(dir, 'docusaurus.config.js'), memory: true, search: false });
    assert.equal(result.ok, false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.ok(
      errors.some((d) => /Could not resolve "mooring-widgets\/components\/buoy"/.test(d.message) && d.file?.endsWith('src/pages/index.js') && d.line === 2),
      JSON.stringify(errors, null, 1),
    );
  });
});

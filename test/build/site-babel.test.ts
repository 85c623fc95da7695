// A site whose own components are written with Flow types, and whose
// babel.config.js adds the Babel plugin that reads them: Docusaurus runs the
// site's Babel config on its files before bundling, and tongsite does too
// (src/render/site-babel.ts), with the @babel/core the site has. Here that is
// the repository's own (a dev dependency), linked into the site's
// node_modules; the plugin is a small file of the site's, in place of
// @babel/preset-flow.
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { siteBabel } from '../../src/render/site-babel.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { docusaurusConfig, makeSite, ROOT } from '../helpers/site.js';

/** Reads Flow's syntax and strips its types, as @babel/preset-flow does for the parts this site writes. */
const STRIP_FLOW = `module.exports = function stripFlow() {
  return {
    manipulateOptions(opts, parserOpts) {
      if (!parserOpts.plugins.includes('typescript')) parserOpts.plugins.push('flow');
    },
    visitor: {
      TypeAnnotation(p) { p.remove(); },
      TypeAlias(p) { p.remove(); },
      ImportDeclaration(p) { if (p.node.importKind === 'type') p.remove(); },
    },
  };
};
`;

/** Docusaurus' preset as the site's babel.config.js names it; tongsite leaves it out (esbuild does its work), so it must never run. */
const DOCUSAURUS_PRESET = {
  'node_modules/@docusaurus/core/package.json': '{ "name": "@docusaurus/core", "version": "3.7.0" }\n',
  'node_modules/@docusaurus/core/lib/babel/preset.js': "module.exports = () => { throw new Error('the Docusaurus preset ran'); };\n",
};

const TEMPLATE_BABEL_CONFIG = "module.exports = {\n  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],\n};\n";

/** Gives the site the repository's @babel/core, as `npm install` gives a Docusaurus site its own. */
function linkBabel(siteDir: string) {
  mkdirSync(path.join(siteDir, 'node_modules/@babel'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules/@babel/core'), path.join(siteDir, 'node_modules/@babel/core'), 'dir');
}

describe("a site's own Babel config", () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ extra: "clientModules: [require.resolve('./src/tide-clock.js')]," }),
      'babel.config.js': `module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
  plugins: ['./babel/strip-flow.js'],
};
`,
      'babel/strip-flow.js': STRIP_FLOW,
      ...DOCUSAURUS_PRESET,
      'src/components/TideBadge.js': `// @flow
import * as React from 'react';
import type { Node } from 'react';

type Props = { height: number, unit?: string };

export default function TideBadge({ height, unit = 'm' }: Props): Node {
  const label: string = \`\${height.toFixed(1)} \${unit}\`;
  return <span className="tide-badge">{label}</span>;
}
`,
      'src/components/Harbour.tsx': `export default function Harbour({ name }: { name: string }) {
  return <em className="harbour">{name}</em>;
}
`,
      'src/pages/index.js': `// @flow
import Layout from '@theme/Layout';
import TideBadge from '@site/src/components/TideBadge';
import Harbour from '@site/src/components/Harbour';

export default function Home(): React$Node {
  return (
    <Layout title="Tides">
      <main><Harbour name="Port Ellen" /> high water <TideBadge height={4.25} /></main>
    </Layout>
  );
}
`,
      'src/tide-clock.js': `// @flow
export function onRouteDidUpdate({ location }: { location: { pathname: string } }): void {
  document.documentElement.dataset.tidePage = location.pathname;
}
`,
      'docs/intro.mdx': "# Spring tides\n\nimport TideBadge from '@site/src/components/TideBadge';\n\nAt new moon: <TideBadge height={5.1} />\n",
    });
    linkBabel(dir);
    site = await buildInMemory(dir);
  });

  it('builds the React page and the components it imports, written with Flow types', () => {
    assert.match(site.html('/'), /<em class="harbour">Port Ellen<\/em> high water <span class="tide-badge">4.3 m<\/span>/);
  });

  it('builds the Markdown page that imports such a component', () => {
    assert.match(site.html('/docs/intro'), /<span class="tide-badge">5.1 m<\/span>/);
  });

  it('bundles the client module written with Flow types', () => {
    const script = site.paths.find((p) => /^assets\/client-modules\.[0-9a-f]+\.js$/.test(p));
    assert.ok(script, 'the client modules have a script');
    assert.match(site.file(script), /tidePage/);
  });
});

describe("the site's Babel config, read before Babel is loaded", () => {
  it("loads no Babel for the template's config, Docusaurus' preset alone", async () => {
    const dir = makeSite({
      'babel.config.js': TEMPLATE_BABEL_CONFIG,
      ...DOCUSAURUS_PRESET,
      // Loading it would be a warning: the result would say so.
      'node_modules/@babel/core/package.json': '{ "name": "@babel/core", "version": "7.0.0", "main": "index.js" }\n',
      'node_modules/@babel/core/index.js': "throw new Error('Babel was loaded');\n",
    });
    assert.deepEqual(await siteBabel(dir), { diagnostics: [] });
  });

  it('warns, naming the config, when the site has no @babel/core to run the presets it adds', async () => {
    const dir = makeSite({ '.babelrc': '{ "presets": ["@babel/preset-flow"] }\n' });
    const { babel, diagnostics } = await siteBabel(dir);
    assert.equal(babel, undefined);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0]!.code, 'babel-config');
    assert.equal(diagnostics[0]!.severity, 'warning');
    assert.equal(diagnostics[0]!.file, path.join(dir, '.babelrc'));
  });
});

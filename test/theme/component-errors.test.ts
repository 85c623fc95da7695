// An import tongsite does not provide, and an error in a site component, stop
// the build at the file, line and column where they are written.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { config, makeSite, tongsite } from '../helpers/site.js';

/** Builds a site that should fail; returns what the CLI said. */
function failingBuild(files: Record<string, string>): string {
  const run = tongsite(['build'], makeSite({ 'site.config.ts': config(), ...files }));
  assert.equal(run.code, 1, `the build should fail:\n${run.stdout}`);
  return run.stderr;
}

const page = (body: string) => `---\ntitle: 页\n---\n\n${body}\n`;
/** The hint lists what tongsite provides, the theme's components and Docusaurus' modules alike. */
const SUPPORTED =
  /tongsite provides: @theme\/Admonition, .*@theme\/Layout, .*@theme\/Tabs, .*@docusaurus\/BrowserOnly, .*@docusaurus\/Head, .*@docusaurus\/router, .*@docusaurus\/theme-common, .*@docusaurus\/useDocusaurusContext/;

describe('imports tongsite does not provide', () => {
  it('names the page, line and column of an unsupported @theme/ import, and lists the supported ones', () => {
    const out = failingBuild({ 'content/docs/a.mdx': page("import Tabs from '@theme/Tabs';\nimport Nope from '@theme/Nope';\n\n<Nope />") });
    assert.match(out, /content\/docs\/a\.mdx:6:19: cannot import: "@theme\/Nope" is not a component tongsite provides/);
    assert.match(out, SUPPORTED);
  });

  it('names the component file of an unsupported @docusaurus/ import it makes', () => {
    const out = failingBuild({
      'content/docs/a.mdx': page("import Meta from '@site/src/components/Meta';\n\n<Meta />"),
      'content/src/components/Meta.js':
        "import React from 'react';\nimport useRouteContext from '@docusaurus/useRouteContext';\n\nexport default function Meta() {\n  return <span>{useRouteContext().plugin.name}</span>;\n}\n",
    });
    assert.match(out, /content\/src\/components\/Meta\.js:2:29: cannot import: "@docusaurus\/useRouteContext" is not a component tongsite provides/);
    assert.match(out, SUPPORTED);
  });
});

describe('errors in site components', () => {
  it('names the file, line and column of a syntax error in a component', () => {
    const out = failingBuild({
      'content/docs/a.mdx': page("import Box from '@site/src/components/Box';\n\n<Box />"),
      'content/src/components/Box.jsx': 'export default function Box() {\n  return <div>unclosed;\n}\n',
    });
    assert.match(out, /content\/src\/components\/Box\.jsx:3:0|content\/src\/components\/Box\.jsx:\d+:\d+: .*(Expected|Unexpected|closing)/);
  });

  it('names the line and column where a component throws while the page renders', () => {
    const out = failingBuild({
      'content/docs/a.mdx': page("import Price from '@site/src/components/Price';\n\n<Price />"),
      'content/src/components/Price.js': 'export default function Price({amount}) {\n  const cents = amount.value * 100;\n  return <span>{cents}</span>;\n}\n',
    });
    assert.match(out, /content\/src\/components\/Price\.js:2:\d+: page failed to render: Cannot read properties of undefined \(reading 'value'\)/);
    assert.match(out, /a component of the site threw while rendering .*content\/docs\/a\.mdx/);
  });

  it('names the import of a name the component file does not export', () => {
    const out = failingBuild({
      'content/docs/a.mdx': page("import { Badge } from '@site/src/components/Badge';\n\n<Badge />"),
      'content/src/components/Badge.js': 'export default function Badge() {\n  return <b>new</b>;\n}\n',
    });
    assert.match(out, /content\/docs\/a\.mdx:5:10: cannot import: Badge\.js exports no "Badge"/);
    assert.match(out, /import \{ X \} from … for a named one|`import X from …` for a default export/);
  });
});

describe('files imported for their URL', () => {
  it('names the page, line and column of an image that does not exist, imported or required', () => {
    const out = failingBuild({ 'content/docs/a.mdx': page('import logo from \'@site/static/img/nope.png\';\n\n<img src={logo} alt="" />') });
    assert.match(out, /content\/docs\/a\.mdx:5:19: cannot import: "@site\/static\/img\/nope\.png" names no file \(static\/img\/nope\.png is missing\)/);
    const required = failingBuild({ 'content/docs/a.mdx': page('Text.\n\n<img src={require(\'./gone.png\').default} alt="" />') });
    assert.match(required, /content\/docs\/a\.mdx:7:\d+: cannot import: "\.\/gone\.png" names no file/);
  });

  it('names the component file, line and column of a missing image it imports', () => {
    const out = failingBuild({
      'content/docs/a.mdx': page("import Logo from '@site/src/components/Logo';\n\n<Logo />"),
      'content/src/components/Logo.js':
        "import React from 'react';\nimport logo from './logo.png';\n\nexport default function Logo() {\n  return <img src={logo} alt=\"\" />;\n}\n",
    });
    assert.match(out, /content\/src\/components\/Logo\.js:2:18: cannot import: "\.\/logo\.png" names no file/);
  });

  it('refuses a file of a kind no loader reads, and a .svg that is no SVG, at the import', () => {
    const files = { 'content/docs/data.xyz': 'x', 'content/docs/logo.svg': 'not a drawing' };
    const unknown = failingBuild({ ...files, 'content/docs/a.mdx': page("import data from './data.xyz';\n\n{data}") });
    assert.match(unknown, /content\/docs\/a\.mdx:5:\d+: cannot import: "\.\/data\.xyz" is not a kind of file a page can import/);
    const svg = failingBuild({ ...files, 'content/docs/a.mdx': page("import Logo from './logo.svg';\n\n<Logo />") });
    assert.match(svg, /content\/docs\/a\.mdx: cannot import: docs\/logo\.svg is not an SVG: it has no <svg> root element/);
  });
});

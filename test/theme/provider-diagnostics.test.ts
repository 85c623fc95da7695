// A site whose swizzled Layout/Provider adds a context that its MDX
// components read through a hook that requires it (theme-common's
// ReactContextError when missing), as Docusaurus sites keep a reader's mode:
// tongsite renders page content outside that provider, so the build says so,
// in the override's warning and in the render error's hint, instead of only
// the hook's own message.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeSite, tongsite, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig(),
  'src/context/units.js': `import React, { createContext, useContext } from 'react';
import { ReactContextError } from '@docusaurus/theme-common';

const Units = createContext(undefined);

export function UnitsProvider({ children }) {
  return <Units.Provider value="metres">{children}</Units.Provider>;
}

export function useUnits() {
  const units = useContext(Units);
  if (units === undefined) throw new ReactContextError('UnitsProvider');
  return units;
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
  'src/components/Depth.js': `import React from 'react';
import { useUnits } from '@site/src/context/units';

export default function Depth({ value }) {
  return <span>{value} {useUnits()}</span>;
}
`,
  'docs/harbour.mdx': "import Depth from '@site/src/components/Depth';\n\nThe pier has <Depth value={4} /> of water.\n",
};

describe("a context of the site's Layout/Provider read by page content", () => {
  it('is named in the override warning and in the render error, with what tongsite renders instead', () => {
    const run = tongsite(['build'], makeSite(FILES));
    const output = run.stdout + run.stderr;
    assert.equal(run.code, 1);
    assert.match(output, /warning src\/theme\/Layout\/Provider\/index\.js: overrides @theme\/Layout\/Provider, .*\n\s+hint: the providers it adds do not wrap tongsite's pages/);
    assert.match(output, /error src\/context\/units\.js:\d+:\d+: page failed to render: Hook useUnits is called outside the <UnitsProvider>\./);
    assert.match(
      output,
      /hint: a component of the site threw while rendering .*harbour\.mdx: its provider is missing; under Docusaurus the providers of the site's src\/theme\/Root and src\/theme\/Layout\/Provider wrap every page/,
    );
  });
});

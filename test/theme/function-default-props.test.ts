// A site on React 18 runs, under Docusaurus, with React 18, which gives a
// function component the defaultProps set on it; tongsite runs React 19, which
// does not: packages written for 18 then get undefined props (flow's
// playground: @monaco-editor/react's Editor called its undefined beforeMount).
// For a site that installed React 18, its code makes elements as 18 did, in the
// build and in the browser; a site on React 19 gets React 19's behaviour, as
// under Docusaurus.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

/** A site whose node_modules holds React of `version` (its manifest: tongsite runs its own React), with a component that has defaultProps. */
const siteOn = (version: string) => ({
  'docusaurus.config.js': docusaurusConfig(),
  'node_modules/react/package.json': JSON.stringify({ name: 'react', version, main: 'index.js' }),
  'node_modules/react/index.js': "throw new Error('tongsite runs its own React');\n",
  'src/components/Buoy.js': `import React, { useState } from 'react';

export default function Buoy({ colour, light }) {
  const [lit, turn] = useState(false);
  return (
    <button type="button" className="buoy" onClick={() => turn(!lit)}>
      {colour} buoy, {lit ? light : 'dark'}
    </button>
  );
}

Buoy.defaultProps = { colour: 'red', light: 'flashing' };
`,
  // Wrapped in memo, its defaultProps on the function within, as @monaco-editor/react's Editor has them.
  'src/components/Beacon.js': `import React, { memo } from 'react';

function Beacon({ range }) {
  return <span className="beacon">seen {range} off</span>;
}

Beacon.defaultProps = { range: 'ten miles' };

export default memo(Beacon);
`,
  'docs/channel.mdx': "import Buoy from '@site/src/components/Buoy';\nimport Beacon from '@site/src/components/Beacon';\n\nThe channel: <Buoy /> <Beacon />\n",
});

describe('a function component’s defaultProps on a site that installed React 18', () => {
  const site = builtSiteSuite(siteOn('18.3.1'));

  it('are given to it in the build and once hydrated, as React 18 gives them', async () => {
    assert.match(
      page(site.build, '/docs/channel'),
      /<button type="button" class="buoy">red<!-- --> buoy, <!-- -->dark<\/button> <span class="beacon">seen <!-- -->ten miles<!-- --> off<\/span>/,
    );
    const { tab, errors } = await openHydrated(site, '/docs/channel');
    await tab.click('.buoy');
    await tab.waitForFunction(() => document.querySelector('.buoy')?.textContent === 'red buoy, flashing');
    assert.equal(await tab.textContent('.beacon'), 'seen ten miles off');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

describe('a function component’s defaultProps on a site that installed React 19', () => {
  it('are not given to it, as React 19 does not', () => {
    const dir = makeSite(siteOn('19.1.0'));
    buildSite(dir);
    assert.match(page(path.join(dir, 'build'), '/docs/channel'), /<button type="button" class="buoy"> buoy, <!-- -->dark<\/button> <span class="beacon">seen <!-- --> off<\/span>/);
  });
});

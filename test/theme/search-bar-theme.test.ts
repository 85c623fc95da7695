// A search theme with an index of its own (as Pagefind's or Typesense's are), which
// tongsite does not stand in for: the site configures no search plugin tongsite
// replaces, and the theme's `@theme/SearchBar` is the navbar's search box, drawn by
// the build where theme-classic's navbar draws it and hydrated in the browser (its
// state, effects and the plugin's global data), with a line that says whose it is.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserSuite, openHydrated } from '../helpers/browser.js';
import { all, attr, one, parseHtml } from '../helpers/html.js';
import { buildSite, type CliRun, makeSite, page } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': `module.exports = {
  title: 'Berths',
  url: 'https://berths.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  themes: [['berth-finder', { placeholder: 'Find a berth' }]],
};
`,
  'docs/intro.md': '---\nslug: /\n---\n# Berths\n\nWhere the boats tie up.\n',
  'node_modules/berth-finder/package.json': JSON.stringify({ name: 'berth-finder', version: '1.0.0', main: 'index.js' }),
  // As a published theme ships it: compiled, its components under the folder getThemePath names.
  'node_modules/berth-finder/index.js': `const path = require('path');
module.exports = function berthFinder(context, options) {
  return {
    name: 'berth-finder',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({ actions }) {
      actions.setGlobalData({ placeholder: options.placeholder });
    },
  };
};
`,
  'node_modules/berth-finder/theme/SearchBar/index.js': `import React, { useEffect, useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function SearchBar() {
  const { placeholder } = usePluginData('berth-finder');
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setReady(true), []);
  if (open) return React.createElement('input', { className: 'berth-query', placeholder });
  return React.createElement('button', { type: 'button', className: 'berth-open', 'data-ready': String(ready), onClick: () => setOpen(true) }, 'Find');
}
`,
};

describe("a search theme's own SearchBar", () => {
  let run: CliRun;
  let buildDir = '';
  const site = browserSuite(() => {
    const dir = makeSite(FILES);
    run = buildSite(dir);
    buildDir = path.join(dir, 'build');
    return buildDir;
  });

  it('is drawn in the navbar by the build, and the log says whose search box it is', () => {
    const html = parseHtml(page(buildDir, '/'));
    assert.equal(all(html, '.navbar .berth-open').length, 1);
    assert.equal(all(html, '.navbar .navbar__search-input').length, 0, "tongsite's own box is not there");
    assert.equal(attr(one(html, '.navbar .berth-open'), 'data-ready'), 'false');
    assert.match(run.stdout, /^info node_modules\/berth-finder\/theme\/SearchBar\/index\.js: the navbar's search box is the site's @theme\/SearchBar/m);
  });

  it('is hydrated in the browser: its effect runs, and a click opens it with the plugin’s data', async () => {
    const { tab, errors } = await openHydrated(site, '/');
    await tab.waitForSelector('.navbar .berth-open[data-ready="true"]');
    await tab.click('.navbar .berth-open');
    assert.equal(await tab.getAttribute('.navbar .berth-query', 'placeholder'), 'Find a berth');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

describe("the site's own SearchBar wrapping its search theme's", () => {
  it('is drawn around the theme’s (@theme-original/SearchBar), with no warning that tongsite does not render it', () => {
    const dir = makeSite({
      ...FILES,
      'src/theme/SearchBar.js': `import React from 'react';
import SearchBar from '@theme-original/SearchBar';

export default function SearchBarWrapper() {
  return (
    <div className="berth-wrapper">
      <SearchBar />
    </div>
  );
}
`,
    });
    const run = buildSite(dir);
    const html = parseHtml(page(path.join(dir, 'build'), '/'));
    assert.equal(all(html, '.navbar .berth-wrapper .berth-open').length, 1);
    assert.doesNotMatch(run.stdout, /SearchBar, a component tongsite's theme does not render/);
    assert.match(run.stdout, /^info src\/theme\/SearchBar\.js: the navbar's search box is the site's @theme\/SearchBar/m);
  });
});

// A classic script among the site's files (a vendored loader that sets
// `this.tideClock` from inside a function, counting on `this` being the
// global object, as in a script tag) runs as webpack runs it under
// Docusaurus: as non-strict code. Bundled into ES modules (the pages' split
// build, the browser's bundles), it was strict and threw while the bundle was
// evaluated: the pages were lost.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSloppyScript } from '../../src/render/classic-scripts.js';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { docusaurusConfig, page } from '../helpers/site.js';

const CLOCK = `/* A ship's clock, as a script tag would load it. */
(function () {
  var bells = ['one bell', 'two bells', 'twelve bells'];
  this.tideClock = function () {
    return bells[bells.length - 1];
  };
})();
`;

/** A React page that imports the clock for its effect and shows what it set, in the build and once hydrated. */
const clockPage = (title: string) => `import React, { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
import '../vendor/clock';

const read = () => (typeof globalThis.tideClock === 'function' ? globalThis.tideClock() : 'no clock');

export default function Page() {
  const [shown, show] = useState(read());
  useEffect(() => show(read() + ' struck'), []);
  return (
    <Layout title="${title}">
      <main className="clock">{shown}</main>
    </Layout>
  );
}
`;

describe('a classic script the site imports for its effects', () => {
  const site = builtSiteSuite({
    'docusaurus.config.js': docusaurusConfig({ classic: '{ docs: false, blog: false }' }),
    'src/vendor/clock.js': CLOCK,
    // Two pages, bundled together: ES modules, on the server and in the browser.
    'src/pages/index.js': clockPage('Home'),
    'src/pages/watch.js': clockPage('Watch'),
  });

  it('runs as non-strict code: its `this` is the global object, in the build and in the browser', async () => {
    for (const url of ['/', '/watch']) assert.match(page(site.build, url), /<main class="clock">twelve bells<\/main>/);
    const { tab, errors } = await openHydrated(site, '/watch');
    await tab.waitForFunction(() => document.querySelector('.clock')?.textContent === 'twelve bells struck');
    assert.deepEqual(errors, []);
    await tab.close();
  });

  it('is told apart from modules and from scripts that ask for strict mode', () => {
    assert.equal(isSloppyScript(CLOCK), true);
    assert.equal(isSloppyScript(`import x from './x';\n${CLOCK}`), false);
    assert.equal(isSloppyScript(`const x = require('./x');\n${CLOCK}`), false);
    assert.equal(isSloppyScript(`${CLOCK}\nmodule.exports = {};`), false);
    assert.equal(isSloppyScript(`'use strict';\n${CLOCK}`), false);
    assert.equal(isSloppyScript('var tides = 2;\n'), false, 'no `this`: left to the bundler');
  });
});

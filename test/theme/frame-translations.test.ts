// A swizzled frame component that calls translate() of @docusaurus/Translate,
// on a site of two locales: the server writes the locale's words, and the
// browser, hydrating the frame with the site's bundle, says the same ones
// (its copy of the module is given the locale's strings), with no mismatch.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserSuite, wakeClient } from '../helpers/browser.js';
import { buildSite, makeSite, page } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': `module.exports = {
  title: 'Tide Tables',
  url: 'https://tides.example.org',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { navbar: { title: 'Tide Tables', items: [] } },
};
`,
  'src/theme/Footer/index.js': `import React from 'react';
import Footer from '@theme-original/Footer';
import { translate } from '@docusaurus/Translate';

export default function FooterWrapper(props) {
  return (
    <>
      <p className="tide-note">{translate({ id: 'footer.tideNote', message: 'Times are local' })}</p>
      <Footer {...props} />
    </>
  );
}
`,
  'i18n/fr/code.json': JSON.stringify({ 'footer.tideNote': { message: 'Heures locales' } }),
  'docs/harbour.md': '---\ntitle: Harbour\n---\n\nHigh water at noon.\n',
};

describe('translate() in a swizzled frame component', () => {
  let build = '';
  const suite = browserSuite(() => {
    const dir = makeSite(FILES);
    buildSite(dir);
    build = path.join(dir, 'build');
    return build;
  });

  it("says the locale's words on the server and, hydrated, in the browser, with no console error", async () => {
    assert.match(page(build, '/fr/docs/harbour'), /<p class="tide-note">Heures locales<\/p>/);
    assert.match(page(build, '/docs/harbour'), /<p class="tide-note">Times are local<\/p>/);
    for (const [url, words] of [
      ['/fr/docs/harbour', 'Heures locales'],
      ['/docs/harbour', 'Times are local'],
    ] as const) {
      const tab = await suite.browser.newPage();
      const messages: string[] = [];
      tab.on('console', (m) => m.type() === 'error' && messages.push(m.text()));
      tab.on('pageerror', (e) => messages.push(e.message));
      await tab.goto(suite.origin + url);
      await wakeClient(tab);
      assert.equal(await tab.textContent('.tide-note'), words, url);
      assert.deepEqual(messages, [], `${url}: no hydration mismatch`);
      await tab.close();
    }
  });
});

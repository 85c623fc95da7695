// A swizzled frame component that calls translate() of @docusaurus/Translate,
// on a site of two locales: the server writes the locale's words, and the
// browser, hydrating the frame with the site's bundle, says the same ones
// (its copy of the module is given the locale's strings), with no mismatch.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ extra: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }," }),
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
  const site = builtSiteSuite(FILES);

  it("says the locale's words on the server and, hydrated, in the browser, with no console error", async () => {
    assert.match(page(site.build, '/fr/docs/harbour'), /<p class="tide-note">Heures locales<\/p>/);
    assert.match(page(site.build, '/docs/harbour'), /<p class="tide-note">Times are local<\/p>/);
    for (const [url, words] of [
      ['/fr/docs/harbour', 'Heures locales'],
      ['/docs/harbour', 'Times are local'],
    ] as const) {
      const { tab, errors } = await openHydrated(site, url);
      assert.equal(await tab.textContent('.tide-note'), words, url);
      assert.deepEqual(errors, [], `${url}: no hydration mismatch`);
      await tab.close();
    }
  });
});

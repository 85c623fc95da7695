// Tags whose labels mix letters and digits, on a Docusaurus site's docs and
// blog: their pages are at the slugs Docusaurus gives them (lodash's
// kebabCase: "i18n" → i-18-n, "OAuth2" → o-auth-2, an ordinal whole), and
// the pages that carry them link there.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, makeSite, page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ classic: "{ docs: { routeBasePath: 'docs' }, blog: { showReadingTime: false } }" }),
  'docs/harbour.md': '---\ntitle: Harbour\ntags: [i18n, OAuth2, 1st steps]\n---\n\nHigh water at noon.\n',
  'blog/2024-05-01-gauges.md': '---\ntitle: New gauges\ntags: [web3]\n---\n\nTwo gauges at the pier.\n',
};

describe('tags whose labels mix letters and digits', () => {
  let build = '';
  before(() => {
    const dir = makeSite(FILES);
    buildSite(dir);
    build = path.join(dir, 'build');
  });

  it('have their pages at the slugs Docusaurus gives them, and the tagged pages link there', () => {
    const doc = page(build, '/docs/harbour');
    for (const slug of ['i-18-n', 'o-auth-2', '1st-steps']) {
      assert.ok(page(build, `/docs/tags/${slug}`));
      assert.match(doc, new RegExp(`href="/docs/tags/${slug}"`));
    }
    assert.ok(page(build, '/blog/tags/web-3'));
    assert.match(page(build, '/blog/2024/05/01/gauges'), /href="\/blog\/tags\/web-3"/);
  });
});

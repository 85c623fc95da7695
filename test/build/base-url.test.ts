// A site served below a base URL: absolute paths written in content mean the
// site's own (Docusaurus adds the base too), and a broken link in the chrome is
// the config's, reported once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr, hrefs, one } from '../helpers/html.js';
import { buildInMemory } from '../helpers/memory-build.js';
import { makeSite, tongsite } from '../helpers/site.js';

const configAt = (baseUrl: string, footer = '') => `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Base', url: 'https://example.org', baseUrl: '${baseUrl}',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  ${footer}
});
`;

const files = {
  'content/static/img/logo.png': 'PNG',
  'content/docs/a.md': '---\ntitle: A\n---\n\n![logo](/img/logo.png)\n\n[to b](/docs/b) [file](/img/logo.png)\n',
  'content/docs/b.md': '---\ntitle: B\n---\n\nB.\n',
};

describe('a site below a base URL', () => {
  it('resolves /img/… images and /docs/… links written in content from the base URL', async () => {
    const site = await buildInMemory(makeSite({ 'site.config.ts': configAt('/base/'), ...files }));
    const content = one(site.page('/docs/a'), '.markdown');
    assert.equal(attr(one(content, 'img[alt=logo]'), 'src'), '/base/img/logo.png');
    assert.deepEqual(hrefs(content), ['/base/docs/b', '/base/img/logo.png']);
    assert.deepEqual(hrefs(one(site.page('/en/docs/a'), '.markdown')), ['/base/en/docs/b', '/base/img/logo.png']);
  });

  it('blames a broken image of the footer on the config, once, not on every page', () => {
    const footer = `footer: { links: [{ items: [{ html: '<img src="/img/qr.png" alt="QR" width="10" height="10">' }] }] },`;
    const dir = makeSite({ 'site.config.ts': configAt('/base/', footer), ...files });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1);
    const errors = run.stderr.split('\n').filter((line) => line.startsWith('error'));
    assert.deepEqual(errors, ['error site.config.ts: missing file: /img/qr.png does not exist (on /base/docs/a) [missing-image]']);
  });
});

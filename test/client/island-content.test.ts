// The links an island makes in the browser follow the build's rules: a page
// path gets the base URL and the locale's prefix, a file path the base URL only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteData } from '../../src/model.js';
import { browserContent } from '../../src/client/islands/browser-content.js';

const site = (baseUrl: string, urlPrefix: string) => ({ baseUrl, locale: { urlPrefix, htmlLang: 'en' }, strings: {} }) as unknown as SiteData;

describe('the content context of islands in the browser', () => {
  it('puts pages under the base URL and the locale, files under the base URL only', () => {
    const en = browserContent(site('/base/', '/en'));
    assert.equal(en.resolveHref('/docs/intro', undefined), '/base/en/docs/intro');
    assert.equal(en.resolveHref('/base/en/docs/intro', undefined), '/base/en/docs/intro');
    assert.equal(en.resolveHref('/img/logo.png', undefined), '/base/img/logo.png');
    assert.equal(en.resolveSrc('/img/logo.png', undefined), '/base/img/logo.png');
    const zh = browserContent(site('/', ''));
    assert.equal(zh.resolveHref('/docs/a b', undefined), '/docs/a%20b');
    assert.equal(zh.resolveHref('https://example.org/x', undefined), 'https://example.org/x');
    assert.equal(zh.resolveHref('#here', undefined), '#here');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControl } from '../../src/dev/cache-control.js';
import { parseRequestPath } from '../../src/dev/request-path.js';

describe('parseRequestPath', () => {
  it('decodes each segment and drops the query', () => {
    assert.deepEqual(parseRequestPath('/docs/%E8%AF%81%E4%B9%A6?x=1#y'), { ok: true, pathname: '/docs/证书' });
    assert.deepEqual(parseRequestPath('/docs/a%20b/'), { ok: true, pathname: '/docs/a b/' });
    assert.deepEqual(parseRequestPath('http://example.org/en/docs'), { ok: true, pathname: '/en/docs' });
    assert.deepEqual(parseRequestPath(undefined), { ok: true, pathname: '/' });
  });

  it('refuses every way out of the site folder', () => {
    for (const target of [
      '/..',
      '/../x',
      '/a/../../x',
      '/%2e%2e/x',
      '/%2E%2E/x',
      '/.%2e/x',
      '/a/%2e',
      '/%2e%2e%2fx',
      '/a%2F..%2F..%2Fx',
      '/..%5cx',
      '/a\\..\\x',
      '/%00',
      '/%E8%AF',
      'x',
      '*',
    ]) {
      assert.equal(parseRequestPath(target).ok, false, target);
    }
  });
});

describe('cacheControl', () => {
  it('keeps hashed assets for a year, revalidates the rest', () => {
    assert.equal(cacheControl('/assets/css/styles.23eb0503.css'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControl('/assets/images/证书-12c87891.png'), 'public, max-age=31536000, immutable');
    for (const p of ['/', '/docs/a', '/docs/a/page-data.json', '/img/logo.svg', '/sitemap.xml', '/docs/assets/x']) assert.equal(cacheControl(p), 'no-cache', p);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { docIdentity } from '../../src/content/docs.js';
import { stripNumberPrefix } from '../../src/content/number-prefix.js';
import { joinUrl, kebabCase, outFileOf, routeKey } from '../../src/content/urls.js';
import type { Entry } from '../../src/model.js';

const entry = (frontMatter: Record<string, unknown> = {}): Entry => ({ source: { absPath: '', sitePath: '', text: '' }, frontMatter, body: '', bodyLine: 1 });

describe('URLs and slugs', () => {
  it('kebab-cases tags as Docusaurus does, keeping CJK words', () => {
    assert.equal(kebabCase('code style'), 'code-style');
    assert.equal(kebabCase('CodeStyle'), 'code-style');
    assert.equal(kebabCase('开源之夏'), '开源之夏');
    assert.equal(kebabCase('c'), 'c');
    // lodash's words, as Docusaurus slugs tags: letters and digits apart, an ordinal whole.
    assert.equal(kebabCase('i18n'), 'i-18-n');
    assert.equal(kebabCase('OAuth2'), 'o-auth-2');
    assert.equal(kebabCase('HTTP2Server'), 'http-2-server');
    assert.equal(kebabCase('1st place'), '1st-place');
    assert.equal(kebabCase('SM2算法'), 'sm-2-算法');
  });

  it('joins URLs and maps them to files', () => {
    assert.equal(joinUrl('/', 'en', 'docs', '/a/'), '/en/docs/a/');
    assert.equal(outFileOf('/docs/release-note/Tongsuo%208.3.2'), 'docs/release-note/Tongsuo 8.3.2/index.html');
    assert.equal(routeKey('/docs/%E7%AE%97/#x'), '/docs/算');
  });

  // packages/docusaurus-plugin-content-docs/src/docs.ts (ids) and src/slug.ts (slugs).
  const docSlug = (e: Entry, dir: string, file: string) => docIdentity(e, dir, file).slug;
  const docId = (e: Entry, dir: string, file: string) => docIdentity(e, dir, file).id;

  it('derives doc slugs: folders, index docs, absolute and relative slugs, number prefixes', () => {
    assert.equal(docSlug(entry(), 'api', 'tsapi.md'), '/api/tsapi');
    assert.equal(docSlug(entry(), 'release-note', 'index.md'), '/release-note/');
    assert.equal(docSlug(entry(), 'x/WBSM4', 'WBSM4.md'), '/x/WBSM4/');
    assert.equal(docSlug(entry({ slug: '/' }), '.', 'intro.md'), '/');
    assert.equal(docSlug(entry({ slug: 'renamed' }), 'a', 'b.md'), '/a/renamed');
    assert.equal(docSlug(entry(), '01-guide', '02-start.md'), '/guide/start');
    assert.deepEqual(stripNumberPrefix('8.4.0-pre1'), { name: '8.4.0-pre1' });
    assert.equal(docSlug(entry({ id: 'provider' }), 'api', 'Provider.md'), '/api/provider');
    assert.equal(docSlug(entry({ slug: '../up' }), 'a/b', 'c.md'), '/a/up');
    assert.equal(docSlug(entry({ parse_number_prefixes: false }), '01-guide', '02-start.md'), '/01-guide/02-start');
  });

  it('derives doc ids from the front matter id or file name, folders without number prefixes', () => {
    assert.equal(docId(entry(), '.', 'intro.md'), 'intro');
    assert.equal(docId(entry({ id: 'first' }), '01-guides', '02-first-steps.md'), 'guides/first');
    assert.equal(docId(entry({ slug: '/elsewhere' }), 'a', '03-b.md'), 'a/b');
    assert.equal(docId(entry({ parse_number_prefixes: false }), '01-guide', '02-start.md'), '01-guide/02-start');
  });
});

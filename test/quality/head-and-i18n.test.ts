// What a crawler reads in a page's head and in the sitemap: a description on
// every page, `Page | Site` titles, honest alternates for untranslated pages;
// and what a reader sees on them: a notice linking the original.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, config, makeSite, page, titleOf } from '../helpers/site.js';

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]*)")? href="([^"]*)"`, 'g'))].map((m) => (m[1] ? `${m[1]} ${m[2]}` : m[2]!));
const meta = (html: string, name: string) => [...html.matchAll(/<meta name="([^"]*)" content="([^"]*)">/g)].find((m) => m[1] === name)?.[2];

describe('head data and honest i18n', () => {
  let build: string;
  before(() => {
    const dir = makeSite({
      'site.config.ts': config(`tagline: { 'zh-cn': '中文标语', en: 'English tagline' },`),
      'content/docs/translated.md': '# 已翻译\n\n中文正文。\n',
      'content/i18n/en/docusaurus-plugin-content-docs/current/translated.md': '# Translated\n\nEnglish text.\n',
      'content/docs/original.md': '---\ndescription: 只有中文\n---\n\n# 原文\n\n只有中文的正文。\n',
      'content/blog/2024-01-02-post.md': '---\ntitle: 博文\n---\n\n第一段，介绍这篇博文。\n\n第二段。\n',
    });
    buildSite(dir);
    build = path.join(dir, 'build');
  });

  it('titles the home page `Tagline | Site` in each locale', () => {
    assert.equal(titleOf(page(build, '/')), '中文标语 | Fixture Site');
    assert.equal(titleOf(page(build, '/en/')), 'English tagline | Fixture Site');
  });

  it('gives every page a description: front matter, else the start of its text, else the tagline', () => {
    assert.equal(meta(page(build, '/docs/original'), 'description'), '只有中文');
    // A post's first section, as a doc's: its first paragraph leads (cut at 160 characters).
    assert.match(meta(page(build, '/blog/2024/01/02/post'), 'description') ?? '', /^第一段，介绍这篇博文。/);
    assert.equal(meta(page(build, '/blog/archive'), 'description'), '中文标语');
    assert.equal(meta(page(build, '/en/blog/archive'), 'description'), 'English tagline');
  });

  it('keeps full alternates with x-default on a translated page, in both locales', () => {
    const expected = ['zh-cn https://example.org/docs/translated', 'en https://example.org/en/docs/translated', 'x-default https://example.org/docs/translated'];
    for (const url of ['/docs/translated', '/en/docs/translated']) {
      assert.deepEqual(
        links(page(build, url), 'alternate').filter((l) => l.includes(' ')),
        expected,
        url,
      );
      assert.deepEqual(links(page(build, url), 'canonical'), [`https://example.org${url}`]);
    }
    assert.doesNotMatch(page(build, '/en/docs/translated'), /<div class="admonition__heading">This page has not been translated yet/);
  });

  it('marks an untranslated page: notice with a link to the original, canonical = original, no hreflang', () => {
    for (const url of ['/en/docs/original', '/en/blog/2024/01/02/post']) {
      const html = page(build, url);
      const original = url.replace(/^\/en/, '');
      assert.match(html, /<div class="admonition__heading">This page has not been translated yet<\/div>/, url);
      assert.match(html, new RegExp(`<a href="${original}" hrefLang="zh-cn">Read the original page</a>`), url);
      assert.deepEqual(links(html, 'canonical'), [`https://example.org${original}`]);
      assert.deepEqual(
        links(html, 'alternate').filter((l) => l.includes(' ')),
        [],
        `${url}: no hreflang`,
      );
      assert.match(html, /<div class="markdown" lang="zh-cn"/, `${url}: the text is marked as Chinese`);
    }
    // The original names no translation either: there is none.
    assert.deepEqual(
      links(page(build, '/docs/original'), 'alternate').filter((l) => l.includes(' ')),
      [],
    );
  });

  it('leaves untranslated pages out of the sitemap and its alternates', () => {
    const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
    assert.doesNotMatch(sitemap, /\/en\/docs\/original|\/en\/blog\/2024/);
    assert.match(sitemap, /<loc>https:\/\/example\.org\/docs\/original<\/loc><\/url>/);
    assert.match(
      sitemap,
      /<loc>https:\/\/example\.org\/en\/docs\/translated<\/loc><xhtml:link rel="alternate" hreflang="zh-cn" href="https:\/\/example\.org\/docs\/translated"\/><xhtml:link rel="alternate" hreflang="en" href="https:\/\/example\.org\/en\/docs\/translated"\/><xhtml:link rel="alternate" hreflang="x-default"/,
    );
  });
});

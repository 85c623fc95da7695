// What a crawler reads in a page's head and in the sitemap: a description on
// every page, `Page | Site` titles, honest alternates for untranslated pages;
// and what a reader sees on them: a notice linking the original.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Root } from 'hast';
import { all, attr, maybeOne, one, textOf, titleOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { config, makeSite } from '../helpers/site.js';

/** The head's `<link rel=…>` of a kind: `hreflang href` for alternates of a language, else the href. */
const links = (doc: Root, rel: string) =>
  all(doc, `head link[rel="${rel}"]`).map((link) => {
    const lang = attr(link, 'hreflang');
    return lang ? `${lang} ${attr(link, 'href')}` : attr(link, 'href')!;
  });
const meta = (doc: Root, name: string) => {
  const found = maybeOne(doc, `head meta[name="${name}"]`);
  return found && attr(found, 'content');
};
/** The notice an untranslated page shows: its heading, or undefined. */
const notice = (doc: Root) => {
  const heading = maybeOne(doc, '.admonition__heading');
  return heading && textOf(heading);
};

describe('head data and honest i18n', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'site.config.ts': config(`tagline: { 'zh-cn': '中文标语', en: 'English tagline' },`),
      'content/docs/translated.md': '# 已翻译\n\n中文正文。\n',
      'content/i18n/en/docusaurus-plugin-content-docs/current/translated.md': '# Translated\n\nEnglish text.\n',
      'content/docs/original.md': '---\ndescription: 只有中文\n---\n\n# 原文\n\n只有中文的正文。\n',
      'content/blog/2024-01-02-post.md': '---\ntitle: 博文\n---\n\n第一段，介绍这篇博文。\n\n第二段。\n',
    });
    site = await buildInMemory(dir);
  });

  it('titles the home page `Tagline | Site` in each locale', () => {
    assert.equal(titleOf(site.page('/')), '中文标语 | Fixture Site');
    assert.equal(titleOf(site.page('/en/')), 'English tagline | Fixture Site');
  });

  it('gives every page a description: front matter, else the start of its text, else the tagline', () => {
    assert.equal(meta(site.page('/docs/original'), 'description'), '只有中文');
    // A post's first section, as a doc's: its first paragraph leads (cut at 160 characters).
    assert.match(meta(site.page('/blog/2024/01/02/post'), 'description') ?? '', /^第一段，介绍这篇博文。/);
    assert.equal(meta(site.page('/blog/archive'), 'description'), '中文标语');
    assert.equal(meta(site.page('/en/blog/archive'), 'description'), 'English tagline');
  });

  it('keeps full alternates with x-default on a translated page, in both locales', () => {
    const expected = ['zh-cn https://example.org/docs/translated', 'en https://example.org/en/docs/translated', 'x-default https://example.org/docs/translated'];
    for (const url of ['/docs/translated', '/en/docs/translated']) {
      assert.deepEqual(
        links(site.page(url), 'alternate').filter((l) => l.includes(' ')),
        expected,
        url,
      );
      assert.deepEqual(links(site.page(url), 'canonical'), [`https://example.org${url}`]);
    }
    assert.equal(notice(site.page('/en/docs/translated')), undefined);
  });

  it('marks an untranslated page: notice with a link to the original, canonical = original, no hreflang', () => {
    for (const url of ['/en/docs/original', '/en/blog/2024/01/02/post']) {
      const doc = site.page(url);
      const original = url.replace(/^\/en/, '');
      assert.equal(notice(doc), 'This page has not been translated yet', url);
      const link = one(doc, `main a[href="${original}"]`);
      assert.deepEqual([textOf(link), attr(link, 'hreflang')], ['Read the original page', 'zh-cn'], url);
      assert.deepEqual(links(doc, 'canonical'), [`https://example.org${original}`]);
      assert.deepEqual(
        links(doc, 'alternate').filter((l) => l.includes(' ')),
        [],
        `${url}: no hreflang`,
      );
      assert.equal(attr(one(doc, '.markdown'), 'lang'), 'zh-cn', `${url}: the text is marked as Chinese`);
    }
    // The original names no translation either: there is none.
    assert.deepEqual(
      links(site.page('/docs/original'), 'alternate').filter((l) => l.includes(' ')),
      [],
    );
  });

  it('leaves untranslated pages out of the sitemap and its alternates', () => {
    const sitemap = site.file('sitemap.xml');
    assert.doesNotMatch(sitemap, /\/en\/docs\/original|\/en\/blog\/2024/);
    // Each URL with Docusaurus' sitemap plugin's defaults (weekly, 0.5), and alternates only where there is a translation.
    assert.match(sitemap, /<loc>https:\/\/example\.org\/docs\/original<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/);
    assert.match(
      sitemap,
      /<loc>https:\/\/example\.org\/en\/docs\/translated<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><xhtml:link rel="alternate" hreflang="zh-cn" href="https:\/\/example\.org\/docs\/translated"\/><xhtml:link rel="alternate" hreflang="en" href="https:\/\/example\.org\/en\/docs\/translated"\/><xhtml:link rel="alternate" hreflang="x-default"/,
    );
  });
});

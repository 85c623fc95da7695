// Markdown links as Docusaurus resolves them (docusaurus-utils/src/markdownLinks.ts,
// resolveMarkdownLinkPathname), from the compiler's markers to each locale's URLs, in-process.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { AssetRegistry } from '../../src/assets/asset-registry.js';
import type { FoundLink, LocaleInfo } from '../../src/model.js';
import { createResolver } from '../../src/render/link-resolver.js';

const SITE = path.join(path.sep, 'site');
const locale = (code: string, isDefault: boolean): LocaleInfo => ({
  code,
  label: code,
  direction: 'ltr',
  htmlLang: code,
  calendar: 'gregory',
  path: code,
  urlPrefix: isDefault ? '' : `/${code}`,
  isDefault,
});

/** A site of two docs and a static Markdown file, resolved in a locale, for a link of docs/guides/a.md. */
function resolverIn(code: string, isDefault: boolean) {
  const prefix = isDefault ? '' : `/${code}`;
  return createResolver({
    baseUrl: '/',
    locale: locale(code, isDefault),
    urlsBySitePath: new Map([
      ['docs/intro.md', `${prefix}/docs/intro`],
      ['docs/guides/setup.md', `${prefix}/docs/guides/setup`],
    ]),
    localizedPrefixes: isDefault ? [] : [[`i18n/${code}/docusaurus-plugin-content-docs/current/`, 'docs/']],
    contentRoots: ['docs/'],
    staticFiles: new Set(['notes/changes.md']),
    staticDir: path.join(SITE, 'static'),
    assets: new AssetRegistry(SITE, '/'),
  })('docs/guides/a.md', 'docs/guides/a.md', [] as FoundLink[]);
}

describe('Markdown link markers', () => {
  it('looks for `x.md` beside the file, then in its content folders; `/x.md` in its content folders, then the site folder', () => {
    const zh = resolverIn('zh-CN', false);
    // `intro.md` from docs/guides/: not in docs/guides/, found in docs/.
    assert.equal(zh.resolveHref('md:|docs/guides/intro.md|/intro.md#start', undefined), '/zh-CN/docs/intro#start');
    // `/guides/setup.md`: docs/guides/setup.md.
    assert.equal(zh.resolveHref('md:/guides/setup.md', undefined), '/zh-CN/docs/guides/setup');
    // `/docs/intro.md`: not below docs/, found below the site folder.
    assert.equal(zh.resolveHref('md:/docs/intro.md', undefined), '/zh-CN/docs/intro');
  });

  it('leaves `/x.md` naming no doc as a URL path (a static file kept, anything else for the link check), and `./x.md` to the file’s folder alone', () => {
    const en = resolverIn('en', true);
    assert.equal(en.resolveHref('md:/notes/changes.md', undefined), '/notes/changes.md');
    assert.equal(resolverIn('zh-CN', false).resolveHref('md:/missing.md', undefined), '/zh-CN/missing.md');
    // `./intro.md` is docs/guides/intro.md only: unresolved, the marker stays for the link check to report.
    assert.equal(en.resolveHref('md:docs/guides/intro.md', undefined), 'md:docs/guides/intro.md');
    // `nope.md` is nowhere: the marker stays.
    assert.equal(en.resolveHref('md:|docs/guides/nope.md|/nope.md', undefined), 'md:|docs/guides/nope.md|/nope.md');
  });
});

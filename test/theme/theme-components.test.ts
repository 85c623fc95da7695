// A site written for Docusaurus (its own JSX components in .js with a CSS
// module, Tabs, Details, CodeBlock, Link, useBaseUrl, magic comments) builds
// with the URLs and the markup Docusaurus gives it.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { all, attr, one, parseHtml, textOf } from '../helpers/html.js';
import { buildSite } from '../helpers/site.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { fixtureCopy } from './fixture.js';

/** A highlighted block's lines: each line's text and whether it is marked. */
const codeLines = (block: Element) => all(block, 'pre code > .line').map((line) => [toString(line), attr(line, 'class') === 'line highlighted'] as const);

describe('a Docusaurus site with its own components and the theme components', () => {
  let site: BuiltSite;
  /** The rendered body of a page. */
  const body = (url: string) => one(site.page(url), '.markdown');
  before(async () => {
    site = await buildInMemory(fixtureCopy());
  });

  it('builds every page at the route Docusaurus gives it, in both locales', () => {
    for (const url of ['/docs/install', '/docs/build', '/en/docs/install', '/en/docs/build']) assert.ok(body(url));
  });

  it('renders the site component written with JSX in a .js file', () => {
    const span = one(body('/docs/install'), 'span.highlight');
    assert.equal(textOf(span), '铜锁');
    assert.match(attr(span, 'style') ?? '', /^background-color:#3f9bf1;/);
  });

  it('gives a component its CSS module: scoped class names, and their rules with the page', () => {
    const html = body('/docs/install');
    const box = all(html, 'div')
      .map((div) => attr(div, 'class') ?? '')
      .find((c) => /^styles_[0-9a-f]{8}_box$/.test(c));
    assert.ok(box, 'the Box component is rendered with its scoped class');
    const css = all(html, 'style')
      .map((style) => toString(style))
      .join('\n');
    assert.match(css, new RegExp(`\\.${box} \\{\\s*border: 2px dashed rebeccapurple;`));
    assert.doesNotMatch(css, /tmp|fixtures|sourceMappingURL/, 'no file path or source map leaks into the CSS');
  });

  it('resolves useBaseUrl, useDocusaurusContext and Link per locale', () => {
    const zh = body('/docs/install');
    const en = body('/en/docs/install');
    assert.equal(attr(one(zh, 'img[class^="styles_"][class$="_logo"]'), 'src'), '/img/logo.svg');
    assert.equal(attr(one(en, 'img[class^="styles_"][class$="_logo"]'), 'src'), '/img/logo.svg', 'a static file is not per locale');
    assert.match(textOf(zh), /Docusaurus Fixture \(zh-cn, \/\)/);
    assert.match(textOf(en), /Docusaurus Fixture \(en, \/en\/\)/);
    assert.equal(textOf(one(zh, 'a[href="/docs/build"]')), '去构建');
    assert.equal(textOf(one(en, 'a[href="/en/docs/build"]')), '去构建');
  });

  it('renders Tabs as an accessible tablist with one visible panel, the default one', () => {
    const containers = all(body('/docs/build'), '.tabs-container');
    assert.equal(containers.length, 3);
    const first = containers[0]!;
    assert.deepEqual([attr(first, 'data-group-id'), attr(first, 'data-query-key')], ['os', 'os']);
    const list = one(first, ':scope > ul[role=tablist]');
    assert.deepEqual([attr(list, 'aria-orientation'), attr(list, 'class')], ['horizontal', 'tabs']);
    const tabs = all(list, 'li[role=tab]');
    assert.deepEqual(
      tabs.map((t) => [attr(t, 'aria-selected'), attr(t, 'tabindex'), attr(t, 'data-value')]),
      [
        ['true', '0', 'linux'],
        ['false', '-1', 'macos'],
        ['false', '-1', 'windows'],
      ],
    );
    for (const tab of tabs) {
      const panel = one(first, `div[role=tabpanel][id="${attr(tab, 'aria-controls')}"]`);
      assert.deepEqual(
        [attr(panel, 'class'), attr(panel, 'aria-labelledby'), attr(panel, 'data-value'), attr(panel, 'hidden') !== undefined],
        ['tabs__panel', attr(tab, 'id'), attr(tab, 'data-value'), attr(tab, 'aria-selected') !== 'true'],
      );
    }
    // The third set has no group and marks its second item as the default.
    const selected = one(containers[2]!, 'li[role=tab][aria-selected=true]');
    assert.deepEqual([attr(selected, 'tabindex'), attr(selected, 'data-value')], ['0', 'b']);
  });

  it('renders Details and a plain <details> as the theme does', () => {
    assert.equal(textOf(one(body('/docs/install'), 'details.details > .details__content > p > code')), 'enable-ntls');
    const details = all(body('/docs/install'), 'details.details');
    assert.deepEqual(
      details.map((d) => textOf(one(d, ':scope > summary'))),
      ['构建选项', '更多', '浏览器里的细节'],
    );
    const texts = details.slice(0, 2).map((d) => textOf(one(d, ':scope > .details__content > p')));
    assert.match(texts[0]!, /^enable-ntls/);
    assert.match(texts[1]!, /^原生的 details。/);
    assert.ok(one(body('/docs/install'), '[data-tongsite-page] details.details'), 'the page that uses the site’s components is hydrated whole, <details> included');
  });

  it('highlights a literal CodeBlock at build time, with its title from a variable, line numbers and marked lines', () => {
    const block = all(body('/docs/install'), '.code-block').find((b) => all(b, '.code-block__title').some((t) => textOf(t) === 'hello.c'));
    assert.ok(block, 'the title comes from the exported variable');
    one(block, 'pre.shiki.tongsite.language-c.line-numbers');
    assert.deepEqual(
      codeLines(block).map(([, marked]) => marked),
      [false, true],
    );
  });

  it('follows the magic comments of fenced code, in // and # forms, and drops them', () => {
    const html = body('/docs/install');
    const magic = all(html, '.code-block').find((b) => all(b, '.code-block__title').some((t) => textOf(t) === 'magic.c'));
    assert.ok(magic);
    assert.deepEqual(codeLines(magic), [
      ['int a;', false],
      ['int b;', true],
      ['int c;', true],
      ['int d;', true],
      ['int e;', false],
    ]);
    assert.doesNotMatch(textOf(html), /highlight-(next-line|start|end)/);
    const marked = all(html, 'pre code > .line.highlighted').map((line) => toString(line));
    assert.ok(marked.includes('echo marked'), marked.join(' | '));
  });

  it('renders Admonition, Heading with its anchor, and BrowserOnly as its fallback in the root of a page hydrated whole', () => {
    const html = body('/docs/install');
    assert.match(textOf(one(html, '.admonition.admonition--tip')), /小贴士.*用主题的提示框。/);
    const heading = one(html, 'h2#by-heading.anchor');
    assert.equal(textOf(heading), '主题标题');
    assert.equal(attr(one(heading, 'a.hash-link'), 'href'), '#by-heading');
    // The page uses the site's components: its content is one root, hydrated whole; no island of its own.
    const root = one(html, '[data-tongsite-page]');
    assert.equal(all(html, 'tongsite-island').length, 0);
    assert.equal(textOf(one(root, 'span.fallback')), '加载中');
    assert.doesNotMatch(toString(html), /window\.location|browser-path/, 'the children function is not called at build time');
    // One bundle for the page, named by content, in the build; the page of theme components alone has none.
    const src = attr(root, 'data-tongsite-page')!;
    assert.match(src, /^\/assets\/js\/islands\/[0-9a-f]{12}\.js$/);
    const bundle = site.file(src.slice(1));
    assert.match(bundle, /window\.location\.pathname/);
    assert.doesNotMatch(bundle, /react\.production|__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED\s*=/, 'React comes from the client entry, not the bundle');
    assert.equal(all(body('/docs/build'), '[data-tongsite-page], tongsite-island').length, 0);
    assert.equal(attr(one(body('/en/docs/install'), '[data-tongsite-page]'), 'data-tongsite-page'), src, 'both locales share the bundle');
  });

  it('makes an imported image (import, require, in a page and in a component) the URL of its hashed copy', () => {
    // Built to disk by the CLI: the memory writer keeps no copied file, and the copies are what this checks.
    const dir = fixtureCopy();
    buildSite(dir);
    const out = path.join(dir, 'build');
    const html = one(parseHtml(readFileSync(path.join(out, 'docs/install/index.html'), 'utf8')), '.markdown');
    const src = (cls: string) => attr(one(html, `img.${cls}`), 'src');
    const badge = src('badge-import');
    assert.match(badge ?? '', /^\/assets\/images\/badge-[0-9a-f]{8}\.png$/);
    assert.equal(src('badge-require'), badge, "require('@site/…').default in JSX");
    assert.equal(src('logo-import'), badge, 'a site component importing the same file');
    assert.match(src('chart-import') ?? '', /^\/assets\/images\/chart-[0-9a-f]{8}\.png$/);
    for (const url of [badge!, src('chart-import')!]) {
      const copy = readFileSync(path.join(out, url));
      assert.equal(copy[1], 0x50, `${url} is the PNG itself`);
    }
  });

  it('puts the base URL before useBaseUrl paths and Link targets', async () => {
    const dir = fixtureCopy();
    const config = path.join(dir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/'", "baseUrl: '/base/'"));
    const en = one((await buildInMemory(dir)).page('/en/docs/install'), '.markdown');
    assert.equal(attr(one(en, 'img[class^="styles_"][class$="_logo"]'), 'src'), '/base/img/logo.svg');
    assert.match(attr(one(en, 'img.badge-import'), 'src') ?? '', /^\/base\/assets\/images\/badge-[0-9a-f]{8}\.png$/, 'an imported file under the base URL');
    assert.match(attr(one(en, '[data-tongsite-page]'), 'data-tongsite-page') ?? '', /^\/base\/assets\/js\/islands\//);
    assert.equal(textOf(one(en, 'a[href="/base/en/docs/build"]')), '去构建');
    assert.match(textOf(en), /\(en, \/base\/en\/\)/);
  });
});

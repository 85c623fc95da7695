// A site written for Docusaurus (its own JSX components in .js with a CSS
// module, Tabs, Details, CodeBlock, Link, useBaseUrl, magic comments) builds
// with the URLs and the markup Docusaurus gives it.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, byClass, page, text } from '../helpers/site.js';
import { buildDocusaurusFixture, fixtureCopy } from './fixture.js';

/** The rendered body of a page, without the empty comments React puts between adjacent texts. */
const body = (html: string) => byClass(html, 'markdown').replace(/<!-- -->/g, '');

describe('a Docusaurus site with its own components and the theme components', () => {
  let out: string;
  before(() => {
    out = buildDocusaurusFixture();
  });

  it('builds every page at the route Docusaurus gives it, in both locales', () => {
    for (const url of ['/docs/install', '/docs/build', '/en/docs/install', '/en/docs/build']) assert.ok(page(out, url));
  });

  it('renders the site component written with JSX in a .js file', () => {
    assert.match(body(page(out, '/docs/install')), /<span class="highlight" style="background-color:#3f9bf1;[^"]*">铜锁<\/span>/);
  });

  it('gives a component its CSS module: scoped class names, and their rules with the page', () => {
    const html = body(page(out, '/docs/install'));
    const box = /<div class="(styles_box[^"]*)">/.exec(html)?.[1];
    assert.ok(box, 'the Box component is rendered with its scoped class');
    assert.match(html, new RegExp(`<style[^>]*>[^<]*\\.${box} \\{\\s*border: 2px dashed rebeccapurple;`));
    assert.doesNotMatch(html, /tmp|fixtures|sourceMappingURL/, 'no file path or source map leaks into the CSS');
  });

  it('resolves useBaseUrl, useDocusaurusContext and Link per locale', () => {
    const zh = body(page(out, '/docs/install'));
    const en = body(page(out, '/en/docs/install'));
    assert.match(zh, /<img class="styles_logo[^"]*" src="\/img\/logo\.svg"/);
    assert.match(en, /<img class="styles_logo[^"]*" src="\/img\/logo\.svg"/, 'a static file is not per locale');
    assert.match(text(zh), /Docusaurus Fixture \(zh-cn, \/\)/);
    assert.match(text(en), /Docusaurus Fixture \(en, \/en\/\)/);
    assert.match(zh, /<a href="\/docs\/build">去构建<\/a>/);
    assert.match(en, /<a href="\/en\/docs\/build">去构建<\/a>/);
  });

  it('renders Tabs as an accessible tablist with one visible panel, the default one', () => {
    const html = body(page(out, '/docs/build'));
    const containers = html.split('<div class="tabs-container"').slice(1);
    assert.equal(containers.length, 3);
    const first = containers[0]!;
    assert.match(first, /^ data-group-id="os" data-query-key="os"><ul role="tablist" aria-orientation="horizontal" class="tabs">/);
    const tabs = [...first.matchAll(/<li role="tab" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(true|false)" tabindex="(-?\d)" data-value="(\w+)"/g)];
    assert.deepEqual(
      tabs.map((t) => [t[3], t[4], t[5]]),
      [
        ['true', '0', 'linux'],
        ['false', '-1', 'macos'],
        ['false', '-1', 'windows'],
      ],
    );
    for (const t of tabs)
      assert.match(
        first,
        new RegExp(`<div role="tabpanel" class="tabs__panel" id="${t[2]}" aria-labelledby="${t[1]}" data-value="${t[5]}"${t[3] === 'true' ? '>' : ' hidden=""'}`),
      );
    // The third set has no group and marks its second item as the default.
    assert.match(containers[2]!, /aria-selected="true" tabindex="0" data-value="b"/);
  });

  it('renders Details and a plain <details> as the theme does', () => {
    const html = body(page(out, '/docs/install'));
    assert.match(html, /<details class="details"><summary>构建选项<\/summary><div class="details__content"><p><code>enable-ntls<\/code>/);
    assert.match(html, /<details class="details"><summary>更多<\/summary><div class="details__content"><p>原生的 details。/);
  });

  it('highlights a literal CodeBlock at build time, with its title from a variable, line numbers and marked lines', () => {
    const html = body(page(out, '/docs/install'));
    const block = html.slice(html.indexOf('<div class="code-block__title">hello.c</div>'));
    assert.ok(block.length < html.length, 'the title comes from the exported variable');
    assert.match(block, /^[^]*?<pre class="shiki tongsite language-c line-numbers"/);
    const lines = /<code>([^]*?)<\/code>/.exec(block)![1]!.split('\n');
    assert.deepEqual(
      lines.map((l) => /^<span class="line( highlighted)?">/.test(l) && l.includes('highlighted')),
      [false, true],
    );
  });

  it('follows the magic comments of fenced code, in // and # forms, and drops them', () => {
    const html = body(page(out, '/docs/install'));
    const magic = byClass(html.slice(html.indexOf('magic.c')), 'code-block__body');
    const lines = /<code>([^]*?)<\/code>/.exec(magic)![1]!.split('\n');
    assert.deepEqual(
      lines.map((l) => [text(l), l.startsWith('<span class="line highlighted">')]),
      [
        ['int a;', false],
        ['int b;', true],
        ['int c;', true],
        ['int d;', true],
        ['int e;', false],
      ],
    );
    assert.doesNotMatch(html, /highlight-(next-line|start|end)/);
    assert.match(html, /<span class="line highlighted"><span[^>]*>echo<\/span><span[^>]*> marked<\/span><\/span>\n<span class="line">/);
  });

  it('renders Admonition, Heading with its anchor, and BrowserOnly as its fallback in an island marker', () => {
    const html = body(page(out, '/docs/install'));
    assert.match(html, /<div class="admonition admonition--tip">[^]*?小贴士[^]*?用主题的提示框。/);
    assert.match(html, /<h2 id="by-heading" class="anchor">主题标题<a class="hash-link" href="#by-heading"/);
    const markers = [...html.matchAll(/<tongsite-island data-island="(\d+)" data-src="([^"]+)">/g)];
    assert.deepEqual(
      markers.map((m) => m[1]),
      ['0', '1', '2'],
      'each BrowserOnly the page writes, in order, inside <details> too',
    );
    assert.match(html, /<tongsite-island data-island="0" data-src="[^"]+"><span class="fallback">加载中<\/span><\/tongsite-island>/);
    assert.doesNotMatch(html, /window\.location|browser-path/, 'the children function is not called at build time');
    // One bundle for the page, named by content, in the build; the page that has no BrowserOnly has no marker.
    const src = markers[0]![2]!;
    assert.ok(markers.every((m) => m[2] === src) && /^\/assets\/js\/islands\/[0-9a-f]{12}\.js$/.test(src));
    const bundle = readFileSync(path.join(out, src), 'utf8');
    assert.match(bundle, /window\.location\.pathname/);
    assert.doesNotMatch(bundle, /react\.production|__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED\s*=/, 'React comes from the client entry, not the bundle');
    assert.doesNotMatch(page(out, '/docs/build'), /tongsite-island/);
    assert.match(body(page(out, '/en/docs/install')), new RegExp(`data-src="${src}"`), 'both locales share the bundle');
  });

  it('makes an imported image (import, require, in a page and in a component) the URL of its hashed copy', () => {
    const html = body(page(out, '/docs/install'));
    const src = (cls: string) => new RegExp(`<img[^>]*class="${cls}"[^>]*>`).exec(html)?.[0].match(/src="([^"]+)"/)?.[1];
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

  it('puts the base URL before useBaseUrl paths and Link targets', () => {
    const dir = fixtureCopy();
    const config = path.join(dir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/'", "baseUrl: '/base/'"));
    buildSite(dir);
    const en = body(page(path.join(dir, 'build'), '/en/docs/install'));
    assert.match(en, /src="\/base\/img\/logo\.svg"/);
    assert.match(en, /src="\/base\/assets\/images\/badge-[0-9a-f]{8}\.png"/, 'an imported file under the base URL');
    assert.match(en, /data-src="\/base\/assets\/js\/islands\//);
    assert.match(en, /<a href="\/base\/en\/docs\/build">/);
    assert.match(text(en), /\(en, \/base\/en\/\)/);
  });
});

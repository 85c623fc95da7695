// The link check in-process: built pages and files in, diagnostics out. A
// broken link is an error at the line that writes it; a link of the site's
// chrome is the config's, reported once; anchors follow the site's setting.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkLinks, createLinkScanMemo, pageLinks, plainLinks, type CheckedPage, type LinkScanMemo } from '../../src/check/links.js';
import type { Diagnostic } from '../../src/model.js';

type Params = Parameters<typeof checkLinks>[0];
type Page = CheckedPage;

const CONFIG = '/site/site.config.ts';
const FILE = '/site/content/docs/a.md';

/** A built page: its content links (`found`) carry the place they are written. */
const page = (url: string, body: string, found: Page['found'] = []): Page => ({
  url,
  html: `<html><body><nav><a href="/">Home</a></nav><main>${body}</main></body></html>`,
  found,
  file: FILE,
});
const link = (url: string, line: number, column: number): Page['found'][number] => ({ url, written: url, kind: 'link', file: FILE, line, column });

/** The check as a build runs it: each page read as it is rendered (with the memo of a long-lived process, if any), then checked. */
const check = (pages: Page[], options: Partial<Omit<Params, 'pages'>> & { memo?: LinkScanMemo } = {}) =>
  checkLinks({
    pages: pages.map((p) => pageLinks(p, options.memo)),
    files: ['/img/logo.png', '/files/a.pdf'],
    configFile: CONFIG,
    anchors: 'warning',
    missingFiles: 'error',
    ...options,
  });
const shown = (ds: Diagnostic[]) => ds.map((d) => `${d.severity} ${d.file}${d.line ? `:${d.line}:${d.column}` : ''} ${d.message} [${d.code}]`);

const HOME = page('/', '<h2 id="top">Top</h2>');

describe('the link check', () => {
  it('passes links to pages, files, ids and other sites, relative or absolute', () => {
    const docs = page(
      '/docs/guide/a',
      '<a href="b">b</a> <a href="../guide/b#二">b, 二</a> <a href="/img/logo.png">img</a> <img src="/img/logo.png"> <a href="#x">self</a> <span id="x"></span> <a href="https://example.com/nope">ext</a> <a href="mailto:a@b.c">mail</a> <a href="//cdn.example.org/x.js">cdn</a>',
    );
    const b = page('/docs/guide/b', '<h2 id="二">二</h2>');
    assert.deepEqual(check([HOME, docs, b]), []);
  });

  it('finds pages whatever the trailing slash or percent-encoding of the link', () => {
    const docs = page('/docs/', '<a href="/docs/%E7%AE%97%E6%B3%95/">encoded</a> <a href="/docs/算法">plain</a>');
    assert.deepEqual(check([HOME, docs, page('/docs/算法', '')]), []);
  });

  it('resolves relative links from the URL with its slash when the site has trailingSlash: true', () => {
    const post = page('/blog/setup', '<a href="../tuning">tuning</a>', [link('../tuning', 4, 1)]);
    const pages = [HOME, post, page('/blog/tuning', '')];
    assert.deepEqual(check(pages, { trailingSlash: true }), []);
    assert.deepEqual(shown(check(pages)), [`error ${FILE}:4:1 broken link: /tuning does not exist (on /blog/setup) [broken-link]`]);
  });

  it('reports a broken link of the content as an error at the line and column it is written', () => {
    const docs = page('/docs/a', '<p><a href="/docs/nope">x</a></p>', [link('/docs/nope', 7, 3)]);
    assert.deepEqual(shown(check([HOME, docs])), [`error ${FILE}:7:3 broken link: /docs/nope does not exist (on /docs/a) [broken-link]`]);
  });

  it('gives each of several links to one URL its own place, in document order', () => {
    const docs = page('/docs/a', '<a href="/x">1</a> <a href="/x">2</a>', [link('/x', 3, 1), link('/x', 9, 5)]);
    assert.deepEqual(
      check([HOME, docs]).map((d) => `${d.line}:${d.column}`),
      ['3:1', '9:5'],
    );
  });

  it("blames a table of contents' link to a heading the page did not render on the page's file, not on the config", () => {
    // The heading is in the Markdown (so in the TOC), inside a component that rendered nothing at build time.
    const toc = page('/docs/a', '<p>Shown to some readers only.</p><div class="table-of-contents"><a href="#setup">Setup</a></div>');
    const [problem] = check([HOME, toc]);
    assert.deepEqual(shown([problem!]), [`warning ${FILE} broken anchor: #setup is not an id on /docs/a (linked from /docs/a) [broken-anchor]`]);
    assert.match(problem!.hint ?? '', /table of contents lists this heading, but the page did not render it/);
  });

  it('blames a broken link of the chrome on the config, once for all pages', () => {
    const chrome = (url: string) => page(url, '<footer><a href="/gone">gone</a></footer>');
    assert.deepEqual(shown(check([HOME, chrome('/docs/a'), chrome('/docs/b')])), [`error ${CONFIG} broken link: /gone does not exist (on /docs/a) [broken-link]`]);
  });

  it("tells a site page's plain <a href> from its <Link>: a warning under Docusaurus, which checks only Link, an error for our own site", () => {
    const file = '/site/src/pages/pricing.js';
    // As the renderer does: what Link resolved is found, the body's other hrefs are the page code's own.
    const body = '<a href="/also-nowhere">Link</a> <a href="/nowhere">plain</a> <a href="/">home</a> <a href="https://x.example.org/">out</a>';
    const resolved: Page['found'] = [{ url: '/also-nowhere', written: '/also-nowhere', kind: 'link', file }];
    const found = [...resolved, ...plainLinks(body, resolved, file)];
    assert.deepEqual(
      found.map((f) => `${f.url}${f.plain ? ' plain' : ''}`),
      ['/also-nowhere', '/nowhere plain', '/ plain'],
    );
    const expected = [
      `error ${file} broken link: /also-nowhere does not exist (on /pricing) [broken-link]`,
      `warning ${file} broken link: /nowhere does not exist (on /pricing, a plain <a href> of the site's code) [broken-link]`,
    ];
    // The check tells them apart by itself, given the body the page shows; a body its page rewrote (a heading raised) is read on its own.
    const pricing: Page = { ...page('/pricing', body, resolved), file, body };
    const raised: Page = { ...page('/pricing', `<h2 id="plans">Plans</h2>${body}`, resolved), file, body: `<h3 id="plans">Plans</h3>${body}` };
    for (const shownPage of [pricing, raised]) {
      assert.deepEqual(shown(check([HOME, shownPage], { plainLinks: 'warning' })), expected);
      assert.deepEqual(
        check([HOME, shownPage]).map((d) => d.severity),
        ['error', 'error'],
      );
    }
    // A link of the chrome (the navbar's) that no page answers stays the config's, beside the body's plain one.
    const noHome = check([pricing], { plainLinks: 'warning' });
    assert.deepEqual(shown(noHome)[0], `error ${CONFIG} broken link: / does not exist (on /pricing) [broken-link]`);
  });

  it("blames a site page's plain <img src> of a missing file on the page's file, not the config", () => {
    const file = '/site/src/pages/index.js';
    // A Markdown image's src is found (kind image); the component's own <img> is not.
    const body = '<img src="/img/logo.png" alt=""><img src="/img/avatars/ada.jpg" alt="Ada">';
    const resolved: Page['found'] = [{ url: '/img/logo.png', written: './logo.png', kind: 'image', file }];
    assert.deepEqual(
      plainLinks(body, resolved, file).map((f) => `${f.kind} ${f.url}`),
      ['image /img/avatars/ada.jpg'],
    );
    const home: Page = { ...page('/', body, resolved), file, body };
    assert.deepEqual(shown(check([home], { plainLinks: 'warning', missingFiles: 'warning' })), [
      `warning ${file} missing file: /img/avatars/ada.jpg does not exist (on /, a plain <img src> of the site's code) [missing-image]`,
    ]);
  });

  it('calls a missing src a missing file, and a missing linked file an error or a warning as the site says', () => {
    const docs = page('/docs/a', '<img src="/img/none.png" alt="">', [{ url: '/img/none.png', written: '/img/none.png', kind: 'image', file: FILE, line: 4, column: 1 }]);
    assert.deepEqual(shown(check([HOME, docs])), [`error ${FILE}:4:1 missing file: /img/none.png does not exist (on /docs/a) [missing-image]`]);
    const marker = page('/docs/a', '<a href="asset:docs/files/b.pdf">pdf</a>', [link('asset:docs/files/b.pdf', 5, 2)]);
    assert.deepEqual(shown(check([HOME, marker], { missingFiles: 'warning' })), [
      `warning ${FILE}:5:2 missing file: docs/files/b.pdf does not exist (linked from /docs/a) [missing-file]`,
    ]);
    assert.equal(check([HOME, marker])[0]!.severity, 'error');
  });

  it('names a relative .md link to a file that is not a page', () => {
    const docs = page('/docs/a', '<a href="md:docs/missing.md#x">m</a>', [link('md:docs/missing.md#x', 2, 8)]);
    assert.deepEqual(shown(check([HOME, docs])), [`error ${FILE}:2:8 broken link: docs/missing.md is not a page of the site (on /docs/a) [broken-link]`]);
  });

  it('reports an anchor that names no id on its page as a warning, an error, or not at all, as the site says', () => {
    const docs = page('/docs/a', '<a href="/#nowhere">x</a> <a href="/#top">ok</a>', [link('/#nowhere', 6, 1)]);
    const warning = `warning ${FILE}:6:1 broken anchor: #nowhere is not an id on / (linked from /docs/a) [broken-anchor]`;
    assert.deepEqual(shown(check([HOME, docs])), [warning]);
    assert.deepEqual(shown(check([HOME, docs], { anchors: 'error' })), [warning.replace('warning', 'error')]);
    assert.deepEqual(check([HOME, docs], { anchors: 'ignore' }), []);
  });

  it("judges each page's own #anchors, and a link broken on several pages on each, however many pages link the same URL fine", () => {
    const one = page('/docs/one', '<h2 id="here">h</h2><a href="#here">self</a> <a href="#">top</a> <a href="/docs/two#there">two</a> <a href="/docs/gone">gone</a>', [
      link('/docs/gone', 3, 1),
    ]);
    const two = page('/docs/two', '<h2 id="there">t</h2><a href="#here">self</a> <a href="/docs/two#there">again</a> <a href="/docs/gone">gone</a>', [
      link('#here', 5, 1),
      link('/docs/gone', 6, 1),
    ]);
    assert.deepEqual(shown(check([HOME, one, two])), [
      `error ${FILE}:3:1 broken link: /docs/gone does not exist (on /docs/one) [broken-link]`,
      `warning ${FILE}:5:1 broken anchor: #here is not an id on /docs/two (linked from /docs/two) [broken-anchor]`,
      `error ${FILE}:6:1 broken link: /docs/gone does not exist (on /docs/two) [broken-link]`,
    ]);
  });

  it('decodes entities and percent-encoded anchors before comparing ids', () => {
    const docs = page('/docs/a', '<a href="/docs/b?x=1&amp;y=2#%E4%BA%8C">b</a> <a href="#a&amp;b">self</a> <i id="a&amp;b"></i>');
    assert.deepEqual(check([HOME, docs, page('/docs/b', '<h2 id="二">二</h2>')]), []);
  });

  it('checks a page again when its HTML changed, with a memo kept between builds', () => {
    const memo = createLinkScanMemo();
    const b = page('/docs/b', '<h2 id="one">one</h2>');
    const a = page('/docs/a', '<a href="/docs/b#one">b</a>');
    assert.deepEqual(check([HOME, a, b], { memo }), []);
    const renamed = page('/docs/b', '<h2 id="two">two</h2>');
    assert.deepEqual(
      check([HOME, a, renamed], { memo }).map((d) => d.code),
      ['broken-anchor'],
    );
  });
});

// @docusaurus/plugin-client-redirects on a small Docusaurus site: the redirect
// pages its options make (packages/docusaurus-plugin-client-redirects/src/
// collectRedirects.ts, extensionRedirects.ts, writeRedirectFiles.ts), what they
// hold, a reader sent on in Chromium with and without script, and a target that
// is no page failing the build as a broken link.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build } from '../../src/api.js';
import { browserSuite } from '../helpers/browser.js';
import { all, attr, one, parseHtml } from '../helpers/html.js';
import { makeSite, tempDir } from '../helpers/site.js';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const CONFIG = (redirects: string) => `module.exports = {
  title: 'Lighthouse',
  url: 'https://lighthouse.example.org',
  baseUrl: '/',
  presets: [['classic', { blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects', ${redirects}]],
};
`;

const OPTIONS = `{
  redirects: [{ from: ['/old-intro', '/older-intro'], to: '/docs/intro' }, { from: '/lamp', to: '/docs/guide/lamp#wick' }, { from: ['/docs/intro', '/docs/guide/lamp'], to: '/lamp' }],
  createRedirects(existingPath) {
    if (existingPath.startsWith('/docs/guide/')) return existingPath.replace('/docs/guide/', '/docs/manual/');
    return undefined;
  },
  fromExtensions: ['html'],
}`;

const DOCS = {
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nWelcome.\n',
  'docs/guide/lamp.md': '# The lamp\n\n## Wick\n\nTrim it.\n',
};

describe('client redirects', () => {
  let out: string;
  let overPages: string[] = [];
  const file = (rel: string) => readFileSync(path.join(out, rel), 'utf8');
  const suite = browserSuite(async () => {
    const dir = makeSite({ 'docusaurus.config.js': CONFIG(OPTIONS), ...DOCS });
    out = tempDir();
    const result = await build({ config: path.join(dir, 'docusaurus.config.js'), outDir: out, search: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    overPages = result.diagnostics.filter((d) => d.code === 'redirect-over-page').map((d) => d.message);
    return out;
  });

  it('writes a page for each redirect the options make, at <from>/index.html, and none over a page', () => {
    for (const from of ['old-intro', 'older-intro', 'lamp', 'docs/manual/lamp', 'docs/intro.html', 'docs/guide/lamp.html']) {
      assert.ok(existsSync(path.join(out, from, 'index.html')), `a redirect page for /${from}`);
    }
    // fromExtensions skips `/` (extensionRedirects.ts); `/docs/intro` is a page, so no redirect replaces it.
    assert.ok(!existsSync(path.join(out, '.html')));
    assert.match(file('docs/intro/index.html'), /Welcome\./);
    assert.deepEqual(overPages, ['2 redirect(s) not written, since their paths are pages of the site: /docs/intro → /lamp, /docs/guide/lamp → /lamp']);
  });

  it('makes each a page that sends the reader on: meta refresh, canonical to the target, noindex, a link', () => {
    const page = parseHtml(file('old-intro/index.html'));
    const head = one(page, 'head');
    assert.equal(attr(all(head, 'meta').find((m) => attr(m, 'http-equiv') === 'refresh')!, 'content'), '0; url=/docs/intro');
    assert.equal(attr(all(head, 'link').find((l) => attr(l, 'rel') === 'canonical')!, 'href'), 'https://lighthouse.example.org/docs/intro');
    assert.equal(attr(all(head, 'meta').find((m) => attr(m, 'name') === 'robots')!, 'content'), 'noindex');
    assert.equal(attr(one(page, 'body a'), 'href'), '/docs/intro');
    assert.ok(!readFileSync(path.join(out, 'sitemap.xml'), 'utf8').includes('old-intro'), 'a redirect is no page of the sitemap');
  });

  it('sends a reader on in Chromium: with script keeping the query and hash, and without script by the meta refresh', async () => {
    const withScript = await suite.browser.newPage();
    await withScript.goto(`${suite.origin}/older-intro?from=mail`);
    await withScript.waitForURL(/\/docs\/intro\?from=mail$/);
    assert.match(await withScript.locator('article').innerText(), /Welcome\./);
    await withScript.goto(`${suite.origin}/docs/manual/lamp#wick`);
    await withScript.waitForURL(/\/docs\/guide\/lamp#wick$/);
    await withScript.close();
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${suite.origin}/lamp`);
    await noScript.waitForURL(/\/docs\/guide\/lamp#wick$/);
    await context.close();
  });
});

describe('a redirect to no page', () => {
  it('fails the build as a broken link, naming the config file and the target', async () => {
    const dir = makeSite({ 'docusaurus.config.js': CONFIG("{ redirects: [{ from: '/old', to: '/docs/gone' }] }"), ...DOCS });
    const result = await build({ config: path.join(dir, 'docusaurus.config.js'), memory: true, search: false });
    assert.equal(result.ok, false);
    const broken = result.diagnostics.find((d) => d.severity === 'error' && d.message.includes('/docs/gone'));
    assert.ok(broken, JSON.stringify(result.diagnostics.map((d) => d.message)));
    assert.equal(broken.file, path.join(dir, 'docusaurus.config.js'));
  });
});

describe('pages gone since the previous build', () => {
  it('lists each at the end of the build with the page it probably moved to, until a redirect covers it', async () => {
    const dir = makeSite({ 'docusaurus.config.js': CONFIG('{}'), ...DOCS, 'docs/guide/wick.md': '# Wick\n' });
    const out = tempDir();
    const config = path.join(dir, 'docusaurus.config.js');
    const first = await build({ config, outDir: out, search: false, cache: false });
    assert.ok(first.ok);
    assert.ok(!first.diagnostics.some((d) => d.code === 'vanished-pages'), 'a first build has nothing gone');
    // The writer moves the lamp page and deletes the wick page.
    renameSync(path.join(dir, 'docs/guide/lamp.md'), path.join(dir, 'docs/lamp.md'));
    rmSync(path.join(dir, 'docs/guide/wick.md'));
    const second = await build({ config, outDir: out, search: false, cache: false });
    assert.ok(second.ok);
    assert.equal(second.diagnostics.at(-1)?.code, 'vanished-pages', 'said last');
    const said = second.diagnostics.at(-1)!.message;
    assert.match(said, /^2 pages of the previous build are gone from this build:/);
    assert.match(said, /\/docs\/guide\/lamp → probably \/docs\/lamp\n/);
    assert.match(said, /\/docs\/guide\/wick$/);
    // The same against a sitemap the writer keeps; a redirect from the old path answers it.
    const sitemap = path.join(tempDir(), 'sitemap.xml');
    writeFileSync(sitemap, '<urlset><url><loc>https://lighthouse.example.org/docs/guide/lamp</loc></url><url><loc>https://lighthouse.example.org/docs/intro</loc></url></urlset>');
    writeFileSync(config, CONFIG("{ redirects: [{ from: '/docs/guide/lamp', to: '/docs/lamp' }] }"));
    const third = await build({ config, outDir: out, search: false, cache: false, previousSitemap: sitemap });
    assert.ok(third.ok);
    assert.ok(!third.diagnostics.some((d) => d.code === 'vanished-pages'), third.diagnostics.map((d) => d.message).join('\n'));
  });
});

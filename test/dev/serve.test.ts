// `tongsite serve` without --watch: what a reader's browser, a proxy and an
// attacker see of the built site over HTTP.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { attr, clientScripts, one, titleOf } from '../helpers/html.js';
import { config, makeSite, tongsite } from '../helpers/site.js';
import { request, startServe, type ServeRun } from './serve-process.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('tongsite serve', () => {
  let dir: string;
  let server: ServeRun;

  before(async () => {
    dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': '---\ntitle: Alpha\n---\nAlpha text.\n\n![pic](./img/pic.png)\n',
      'content/docs/img/pic.png': 'PNGDATA',
      'content/docs/证书.md': '---\ntitle: 证书\n---\n证书正文。\n',
      'content/static/files/readme.txt': 'hello',
      'content/static/.env': 'SECRET=1',
      'content/static/.git/config': '[core]',
      'content/static/.hidden.html': '<p>hidden</p>',
      'content/static/.well-known/security.txt': 'Contact: mailto:security@example.org',
      'content/static/.nojekyll': '',
    });
    // No build/ yet: serve builds it first.
    server = await startServe([], dir);
  });

  after(async () => {
    await server?.stop();
  });

  it('builds first when there is no build, then serves 127.0.0.1 only', () => {
    assert.match(server.output(), /No build in build: building it first/);
    assert.ok(existsSync(path.join(dir, 'build/index.html')));
    assert.match(server.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('never publishes or serves hidden files, in any encoding, but /.well-known/ and GitHub Pages’ .nojekyll', async () => {
    assert.match(server.output(), /warning content\/static: static\/ holds 3 hidden files \(\.env, \.git\/config, \.hidden\.html\), not copied into the site/);
    for (const file of ['.env', '.git/config', '.hidden.html', '.tongsite-build']) assert.equal(existsSync(path.join(dir, 'build', file)), file === '.tongsite-build', file);
    for (const url of ['/.env', '/%2eenv', '/%2Eenv', '/.git/config', '/%2egit/config', '/.hidden.html', '/.hidden', '/.tongsite-build', '/docs/.tongsite-build']) {
      const reply = await request(server.origin, url);
      assert.equal(reply.status, 404, url);
      assert.doesNotMatch(reply.body, /SECRET|\[core\]|hidden<\/p>|replaces it whole/, url);
    }
    assert.ok(existsSync(path.join(dir, 'build', '.nojekyll')), 'published, as Docusaurus publishes it');
    const wellKnown = await request(server.origin, '/.well-known/security.txt');
    assert.equal(wellKnown.status, 200);
    assert.match(wellKnown.body, /Contact:/);
  });

  it("sends each page's Content-Security-Policy as a header too", async () => {
    const reply = await request(server.origin, '/docs/a');
    const meta = attr(one(reply.body, 'head meta[http-equiv="Content-Security-Policy"]'), 'content');
    assert.ok(meta);
    assert.equal(reply.headers['content-security-policy'], meta);
    assert.match(meta, /script-src 'self' 'sha256-/);
  });

  it('serves clean URLs, with or without a trailing slash', async () => {
    for (const url of ['/docs/a', '/docs/a/', '/docs/a/index.html', '/en/docs/a']) {
      const reply = await request(server.origin, url);
      assert.equal(reply.status, 200, url);
      assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8', url);
      assert.equal(titleOf(reply.body), 'Alpha | Fixture Site', url);
    }
    const home = await request(server.origin, '/');
    assert.equal(home.status, 200);
    assert.equal(attr(one(home.body, 'html'), 'lang'), 'zh-cn');
  });

  it('serves Chinese paths, percent-encoded as browsers send them', async () => {
    const reply = await request(server.origin, `/docs/${encodeURIComponent('证书')}`);
    assert.equal(reply.status, 200);
    assert.match(reply.body, /证书正文。/);
    const en = await request(server.origin, `/en/docs/${encodeURIComponent('证书')}/`);
    assert.equal(en.status, 200);
    assert.equal(attr(one(en.body, 'html'), 'lang'), 'en');
  });

  it('answers unknown paths with 404 and the not-found page of their locale', async () => {
    const zh = await request(server.origin, '/docs/nope');
    assert.equal(zh.status, 404);
    assert.equal(attr(one(zh.body, 'html'), 'lang'), 'zh-cn');
    assert.match(titleOf(zh.body), /Page Not Found|找不到/);
    const en = await request(server.origin, '/en/docs/nope');
    assert.equal(en.status, 404);
    assert.equal(attr(one(en.body, 'html'), 'lang'), 'en');
    assert.match(en.body, /Page Not Found/);
    assert.equal((await request(server.origin, '/nope.png')).status, 404);
  });

  it('refuses paths outside the site, raw or encoded', async () => {
    for (const url of [
      '/../site.config.ts',
      '/docs/../../site.config.ts',
      '/%2e%2e/site.config.ts',
      '/%2E%2E%2Fsite.config.ts',
      '/docs/%2e%2e/%2e%2e/site.config.ts',
      '/..%5csite.config.ts',
      '/docs\\..\\..\\site.config.ts',
      '/%00',
      '/%E8%AF',
    ]) {
      const reply = await request(server.origin, url);
      assert.equal(reply.status, 400, url);
      assert.doesNotMatch(reply.body, /defineConfig/, url);
    }
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const home = await request(server.origin, '/docs/a');
    const script = clientScripts(home.body).entry;
    const img = attr(one(home.body, '.markdown img[src^="/assets/images/pic-"]'), 'src');
    assert.match(script ?? '', /^\/assets\/js\/[^/]+-[0-9A-Z]+\.js$/, 'the page loads a hashed script');
    assert.match(img ?? '', /^\/assets\/images\/pic-[0-9a-f]+\.png$/, 'the page links a hashed image');
    assert.ok(script && img);
    for (const url of [script, img]) {
      const reply = await request(server.origin, url);
      assert.equal(reply.status, 200, url);
      assert.equal(reply.headers['cache-control'], IMMUTABLE, url);
    }
    for (const url of ['/docs/a', '/docs/a/page-data.json', '/files/readme.txt', '/docs/nope']) {
      assert.equal((await request(server.origin, url)).headers['cache-control'], 'no-cache', url);
    }
    assert.equal((await request(server.origin, '/files/readme.txt')).body, 'hello');
  });

  it('answers a revalidation with 304, and HEAD without a body', async () => {
    const first = await request(server.origin, '/docs/a');
    assert.ok(first.headers.etag);
    const again = await request(server.origin, '/docs/a', { headers: { 'If-None-Match': first.headers.etag! } });
    assert.equal(again.status, 304);
    const head = await request(server.origin, '/docs/a', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal(Number(head.headers['content-length']), Buffer.byteLength(first.body));
    assert.equal((await request(server.origin, '/docs/a', { method: 'POST' })).status, 405);
  });

  it('adds no live-reload script without --watch', async () => {
    const reply = await request(server.origin, '/docs/a');
    // The element: every page's inline loader names the attribute, to load the client with the page under --watch.
    assert.doesNotMatch(reply.body, /<script data-tongsite-live-reload/);
    assert.equal((await request(server.origin, '/__tongsite/events')).status, 404);
  });

  it('says clearly when the port is taken', () => {
    const port = new URL(server.origin).port;
    const run = tongsite(['serve', '--port', port], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, new RegExp(`error: port ${port} on 127\\.0\\.0\\.1 is already in use.*pass --port <n>, or --port 0`));
  });

  it('lists its options in --help, and check lists its own', () => {
    const serveHelp = tongsite(['serve', '--help'], dir);
    assert.equal(serveHelp.code, 0);
    for (const option of ['--config <file>', '--out-dir <dir>', '--watch', '--port <n>', '--host <host>', '--open']) assert.ok(serveHelp.stdout.includes(option), option);
    const checkHelp = tongsite(['check', '--help'], dir);
    assert.equal(checkHelp.code, 0);
    for (const option of ['--config <file>', '--format <format>', '--strict']) assert.ok(checkHelp.stdout.includes(option), option);
  });

  it('rejects a port that is not a number', () => {
    const run = tongsite(['serve', '--port', 'abc'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /--port must be a number from 0 to 65535, got "abc"/);
  });
});

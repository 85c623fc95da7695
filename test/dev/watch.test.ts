// `tongsite serve --watch`: the writer's loop. Each change is followed through
// the event stream an open page listens to, then checked over HTTP.
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { toString } from 'hast-util-to-string';
import { attr, hrefs, one, textOf, titleOf } from '../helpers/html.js';
import { config, makeSite } from '../helpers/site.js';
import { openEvents, request, startServe, type EventStream, type ServeRun } from './serve-process.js';

describe('tongsite serve --watch', () => {
  let dir: string;
  let server: ServeRun;
  let events: EventStream;
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  /**
   * Written beside and renamed over, as many editors save: the server never
   * reads half a file, so the one build it makes can be checked exactly.
   */
  const replace = (file: string, body: string) => {
    const temp = path.join(dir, `${file}.tmp`);
    writeFileSync(temp, body);
    renameSync(temp, path.join(dir, file));
  };
  const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}\n`;
  /**
   * Waits, build after build, until `check` holds: one save can mean more than
   * one build (a rename is an add and an unlink), so counting events would race.
   */
  const until = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      assert.ok(Date.now() < deadline, `timed out waiting until ${what}\n${server.output()}`);
      await events.next(undefined, Math.max(1, deadline - Date.now())).catch(() => undefined);
    }
  };
  const get = (url: string) => request(server.origin, url);
  /** The build a served page came from, as its live-reload script knows it. */
  const buildOf = (html: string) => Number(/var build = (\d+);/.exec(toString(one(html, 'script[data-tongsite-live-reload]')))?.[1]);

  before(async () => {
    dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': doc('Alpha', 'First text.'),
      'content/docs/b.md': doc('Beta', 'Beta text.'),
    });
    server = await startServe(['--watch'], dir);
    events = await openEvents(server.origin);
    const hello = await events.next('hello');
    assert.equal(hello.data.build, 1, 'the first build is done before serve says it watches');
    assert.deepEqual(hello.data.errors, []);
  });

  after(async () => {
    events?.close();
    await server?.stop();
  });

  it('adds the live-reload script to every page, the not-found page too', async () => {
    for (const [url, status] of [
      ['/docs/a', 200],
      ['/en/docs/a', 200],
      ['/nope', 404],
    ] as const) {
      const reply = await request(server.origin, url);
      assert.equal(reply.status, status, url);
      const body = one(reply.body, 'body');
      const last = body.children.filter((c) => c.type === 'element').at(-1);
      assert.ok(last && attr(last, 'data-tongsite-live-reload') !== undefined, `${url}: the live-reload script ends the body`);
      assert.match(toString(last), /new EventSource\("\/__tongsite\/events"\)/, url);
    }
  });

  it('serves an edited doc changed, and tells open pages which pages changed', async () => {
    const other = path.join(dir, 'build/docs/b/index.html');
    const otherWritten = statSync(other).mtimeMs;
    replace('content/docs/a.md', doc('Alpha', 'Second text.'));
    const reload = await events.next('reload');
    assert.equal(reload.data.build, 2);
    // The body changed: that page (and its English fallback) can be swapped in place; no other page changed.
    assert.deepEqual(reload.data.update, { all: false, pages: { '/docs/a': 'page', '/en/docs/a': 'page' } });
    const reply = await get('/docs/a');
    assert.match(textOf(reply.body), /Second text\./);
    assert.equal(buildOf(reply.body), 2, 'the page knows which build it came from');
    assert.equal(statSync(other).mtimeMs, otherWritten, 'a page that did not change is not written again');
  });

  it('builds the search index after the pages, with the edit in it', async () => {
    write('content/docs/a.md', doc('Alpha', 'Second text with zanzibar.'));
    await events.next('reload');
    await until('the index has the new word', async () => (await get('/search-index.json')).body.includes('zanzibar'));
    assert.match((await get('/docs/a')).body, /"searchIndexUrl":"\/search-index\.json"/, 'pages name the index without a hash, so they do not change with it');
  });

  it('tells every page of a locale to reload when what they share changes (a title in the sidebar)', async () => {
    replace('content/docs/a.md', doc('Alpha Prime', 'Second text.'));
    const reload = await events.next('reload');
    const { update } = reload.data;
    assert.ok(update && !update.all, JSON.stringify(update));
    assert.equal(update.pages['/docs/a'], 'chrome');
    assert.equal(update.pages['/docs/b'], 'chrome', 'the sidebar of b names a');
    assert.match((await get('/docs/b')).body, /Alpha Prime/);
    write('content/docs/a.md', doc('Alpha', 'Second text.'));
    await until('the title is back', async () => titleOf((await get('/docs/a')).body) === 'Alpha | Fixture Site');
  });

  it('serves a new doc, and links it from the sidebar of the others', async () => {
    assert.equal((await request(server.origin, '/docs/c')).status, 404);
    write('content/docs/c.md', doc('Gamma', 'Gamma text.'));
    await until('/docs/c is served', async () => (await get('/docs/c')).status === 200);
    const reply = await get('/docs/c');
    assert.equal(reply.status, 200);
    assert.equal(titleOf(reply.body), 'Gamma | Fixture Site');
    assert.ok(hrefs(one((await request(server.origin, '/docs/a')).body, '.menu')).includes('/docs/c'), 'the sidebar of a links c');
  });

  it('follows a renamed doc to its new URL', async () => {
    renameSync(path.join(dir, 'content/docs/c.md'), path.join(dir, 'content/docs/d.md'));
    await until('/docs/d is served', async () => (await get('/docs/d')).status === 200);
    assert.equal((await get('/docs/c')).status, 404);
  });

  it('drops a deleted doc', async () => {
    rmSync(path.join(dir, 'content/docs/d.md'));
    await until('/docs/d is gone', async () => (await get('/docs/d')).status === 404);
    assert.ok(!hrefs((await request(server.origin, '/docs/a')).body).includes('/docs/d'), 'no link to the deleted doc');
  });

  it('shows a syntax error with its place and code frame, and keeps serving the last good pages', async () => {
    const from = server.output().length;
    write('content/docs/b.md', doc('Beta', '\nSome text\n\nA brace { opens here'));
    const failed = await events.next('errors');
    assert.equal(failed.data.build, buildOf((await get('/docs/a')).body), 'no new build is announced');
    const [error] = failed.data.errors;
    assert.ok(error);
    assert.match(error.location, /^content\/docs\/b\.md:7:\d+$/);
    assert.match(error.message, /MDX syntax error/);
    assert.match(error.frame!, /> 7 \| A brace \{ opens here/);
    // The terminal says the same.
    await server.waitFor(/error content\/docs\/b\.md:7:\d+: MDX syntax error[\s\S]*> 7 \| A brace \{ opens here[\s\S]*still serving the last good build/, { from });
    // Other pages, and the broken one, are still the last good build.
    const a = await request(server.origin, '/docs/a');
    assert.equal(a.status, 200);
    assert.match(textOf(a.body), /Second text\./);
    const b = await request(server.origin, '/docs/b');
    assert.equal(b.status, 200);
    assert.match(textOf(b.body), /Beta text\./);
    // A page opened now learns about the error as soon as it connects.
    const late = await openEvents(server.origin);
    const hello = await late.next('hello');
    late.close();
    assert.equal(hello.data.errors[0]?.location, error.location);
  });

  it('recovers by itself when the file is fixed', async () => {
    write('content/docs/b.md', doc('Beta', 'Fixed text.'));
    const reload = await events.next('reload');
    assert.deepEqual(reload.data.errors, []);
    await until('the fix is served', async () => /Fixed text\./.test(textOf((await get('/docs/b')).body)));
  });

  it('rebuilds on a static file and on a config change', async () => {
    write('content/static/files/readme.txt', 'hello');
    await until('the static file is served', async () => (await get('/files/readme.txt')).body === 'hello');
    write('site.config.ts', config().replace("title: 'Fixture Site'", "title: 'Renamed Site'"));
    await until('the new title shows', async () => titleOf((await get('/docs/a')).body) === 'Alpha | Renamed Site');
  });

  it('builds a second save that follows the first within a few milliseconds', async () => {
    // chokidar drops a change within 50 ms of the previous one; the watcher looks again.
    write('content/docs/a.md', doc('Alpha', 'Quick one.'));
    await new Promise((r) => setTimeout(r, 10));
    write('content/docs/a.md', doc('Alpha', 'Quick two.'));
    await until('the second save is served', async () => /Quick two\./.test(textOf((await get('/docs/a')).body)));
  });

  it('queues one more build for changes made during a build', async () => {
    const before = buildOf((await get('/docs/a')).body);
    // Saves 5 ms apart: faster than a rebuild of even this small site.
    for (let i = 0; i < 8; i++) {
      write('content/docs/a.md', doc('Alpha', `Burst ${i}.`));
      await new Promise((r) => setTimeout(r, 5));
    }
    // The last change is always built, and saves during a build do not each get a build of their own.
    await until('the last save is served', async () => /Burst 7\./.test(textOf((await get('/docs/a')).body)));
    // Builds run one at a time: once a later save is served, every build the burst caused is done and counted.
    write('content/docs/a.md', doc('Alpha', 'After the burst.'));
    await until('the save after the burst is served', async () => /After the burst\./.test(textOf((await get('/docs/a')).body)));
    const builds = buildOf((await get('/docs/a')).body) - before;
    assert.ok(builds >= 2 && builds < 9, `${builds} builds for 8 saves and one more`);
  });
});

describe('tongsite serve --watch, when the first build fails', () => {
  it('shows the errors on a placeholder page, and the site once the file is fixed', async () => {
    const dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': '---\ntitle: Alpha\n---\nA brace { here\n' });
    const server = await startServe(['--watch'], dir);
    const events = await openEvents(server.origin);
    try {
      assert.match(server.output(), /build failed with 1 error/);
      const placeholder = await request(server.origin, '/docs/a');
      assert.equal(placeholder.status, 404);
      assert.match(placeholder.body, /There is no good build yet/);
      assert.match(placeholder.body, /data-tongsite-live-reload/);
      const hello = await events.next('hello');
      assert.equal(hello.data.build, 0);
      assert.match(hello.data.errors[0]!.location, /^content\/docs\/a\.md:4:\d+$/);
      writeFileSync(path.join(dir, 'content/docs/a.md'), '---\ntitle: Alpha\n---\nFixed.\n');
      const reload = await events.next('reload');
      assert.equal(reload.data.build, 1);
      assert.match(textOf((await request(server.origin, '/docs/a')).body), /Fixed\./);
    } finally {
      events.close();
      await server.stop();
    }
  });
});

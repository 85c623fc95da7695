// The server under load from a local load generator: 200 connections at once
// for 10 s, and requests that keep coming while rebuilds swap the build folder.
// Every request must get its expected status; none may fail.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { attr, one } from '../helpers/html.js';
import { config, makeSite } from '../helpers/site.js';
import { openEvents, request, startServe, type ServeRun } from './serve-process.js';

const REBUILDS = Number(process.env.LOAD_REBUILDS ?? 3);

/** Paths to request in turn, each with the status it must get. */
type Target = [path: string, status: number];

/**
 * Keeps `connections` keep-alive connections in use until `until` resolves, each
 * requesting the targets in turn, pausing up to `thinkMs` between requests.
 * Returns the requests done, the failures and the number of distinct sockets used.
 */
async function load(origin: string, targets: Target[], connections: number, until: Promise<unknown>, thinkMs = 0) {
  const { hostname, port } = new URL(origin);
  const failures: string[] = [];
  const sockets = new Set<unknown>();
  let done = 0;
  let stop = false;
  void until.then(() => (stop = true));
  const one = ([url, status]: Target, agent: http.Agent) =>
    new Promise<void>((resolve) => {
      const fail = (why: string) => {
        failures.push(`${url}: ${why}`);
        resolve();
      };
      const req = http.get({ hostname, port, path: url, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === status) done++;
          else failures.push(`${url}: ${res.statusCode}`);
          resolve();
        });
        res.on('error', (e) => fail(e.message));
      });
      req.on('socket', (s) => sockets.add(s));
      req.on('error', (e) => fail(e.message));
    });
  // One keep-alive connection per client, as a browser tab holds one: `connections` sockets open throughout.
  const worker = async (n: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = n; !stop; i++) {
      await one(targets[i % targets.length]!, agent);
      if (thinkMs) await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
  return { done, failures, sockets: sockets.size };
}

describe('serve under load', () => {
  let dir: string;
  let server: ServeRun;
  let targets: Target[];
  const doc = (text: string) => `---\ntitle: Alpha\n---\n${text}\n\n![pic](./img/pic.png)\n`;

  before(async () => {
    dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': doc('Alpha text.'),
      'content/docs/img/pic.png': 'PNGDATA',
      'content/docs/证书.md': '---\ntitle: 证书\n---\n证书正文。\n',
    });
    server = await startServe(['--watch'], dir);
    const page = await request(server.origin, '/docs/a');
    targets = [
      ['/docs/a', 200],
      [`/docs/${encodeURIComponent('证书')}`, 200],
      ['/en/docs/a/', 200],
      ['/docs/a/page-data.json', 200],
      [attr(one(page.body, '.markdown img[alt=pic]'), 'src')!, 200],
      ['/docs/nope', 404],
      ['/%2e%2e/site.config.ts', 400],
    ];
  });

  after(async () => {
    await server?.stop();
  });

  it('answers 200 concurrent connections for 10 s without an error', { timeout: 60_000 }, async () => {
    // Clients that pause up to 400 ms between requests, like browsers and unlike a flood: the
    // connections stay open and busy, and tests running beside this one keep some CPU.
    // LOAD_THINK_MS=0 makes it a flood.
    const think = Number(process.env.LOAD_THINK_MS ?? 400);
    const result = await load(server.origin, targets, 200, new Promise((r) => setTimeout(r, 10_000)), think);
    assert.deepEqual(result.failures.slice(0, 10), [], `${result.failures.length} of ${result.done + result.failures.length} requests failed`);
    assert.equal(result.sockets, 200, 'every connection was open at once');
    assert.ok(result.done >= 200, `${result.done} requests`);
    console.log(`# ${result.done} requests in 10 s over ${result.sockets} connections (${Math.round(result.done / 10)}/s), 0 failed`);
  });

  it('answers every request while rebuilds write the build folder', { timeout: 60_000 }, async () => {
    const events = await openEvents(server.origin);
    const rebuilds = (async () => {
      for (let i = 0; i < REBUILDS; i++) {
        writeFileSync(path.join(dir, 'content/docs/a.md'), doc(`Edit ${i}.`));
        await events.next('reload');
      }
      events.close();
    })();
    const result = await load(server.origin, targets, 20, rebuilds);
    await rebuilds;
    assert.deepEqual(result.failures.slice(0, 10), [], `${result.failures.length} of ${result.done + result.failures.length} requests failed`);
    // One save may be seen as two changes (its truncation, then its text): the last build may come after the last event.
    const last = new RegExp(`Edit ${REBUILDS - 1}\\.`);
    for (const deadline = Date.now() + 10_000; !last.test((await request(server.origin, '/docs/a')).body); ) {
      assert.ok(Date.now() < deadline, 'the last edit is served');
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`# ${result.done} requests during ${REBUILDS} rebuilds, 0 failed`);
  });
});

// The server under load: 200 connections at once for 10 s from a local load
// generator, with two rebuilds swapping the build folder meanwhile. Every
// request must get its expected status; none may fail.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { config, makeSite } from '../helpers/site.js';
import { request, startServe, type ServeRun } from './serve-process.js';

const CONNECTIONS = 200;
const SECONDS = 10;

describe('serve under load', () => {
  let dir: string;
  let server: ServeRun;

  before(async () => {
    dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': '---\ntitle: Alpha\n---\nAlpha text.\n\n![pic](./img/pic.png)\n',
      'content/docs/img/pic.png': 'PNGDATA',
      'content/docs/证书.md': '---\ntitle: 证书\n---\n证书正文。\n',
    });
    server = await startServe(['--watch'], dir);
  });

  after(async () => {
    await server?.stop();
  });

  it(`answers ${CONNECTIONS} concurrent connections for ${SECONDS} s without an error`, { timeout: 60_000 }, async () => {
    const page = await request(server.origin, '/docs/a');
    const image = /src="(\/assets\/images\/[^"]+)"/.exec(page.body)![1]!;
    const targets: [string, number][] = [
      ['/docs/a', 200],
      [`/docs/${encodeURIComponent('证书')}`, 200],
      ['/en/docs/a/', 200],
      ['/docs/a/page-data.json', 200],
      [image, 200],
      ['/docs/nope', 404],
      ['/%2e%2e/site.config.ts', 400],
    ];
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let sockets = 0;
    const { hostname, port } = new URL(server.origin);
    const failures: string[] = [];
    let done = 0;
    const end = Date.now() + SECONDS * 1000;
    const one = (target: [string, number]) =>
      new Promise<void>((resolve) => {
        const req = http.get({ hostname, port, path: target[0], agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== target[1]) failures.push(`${target[0]}: ${res.statusCode}`);
            done++;
            resolve();
          });
          res.on('error', (e) => {
            failures.push(`${target[0]}: ${e.message}`);
            resolve();
          });
        });
        req.on('socket', (s) => {
          if (!(s as { counted?: boolean }).counted) {
            (s as { counted?: boolean }).counted = true;
            sockets++;
          }
        });
        req.on('error', (e) => {
          failures.push(`${target[0]}: ${e.message}`);
          resolve();
        });
      });
    const worker = async (n: number) => {
      for (let i = n; Date.now() < end; i++) await one(targets[i % targets.length]!);
    };
    // Rebuilds during the load: the build folder is swapped under the requests.
    const edits = [2000, 5000].map((ms, i) =>
      setTimeout(() => writeFileSync(path.join(dir, 'content/docs/a.md'), `---\ntitle: Alpha\n---\nEdit ${i}.\n\n![pic](./img/pic.png)\n`), ms),
    );
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => worker(n)));
    edits.forEach(clearTimeout);
    agent.destroy();
    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} of ${done + failures.length} requests failed`);
    assert.equal(sockets, CONNECTIONS, 'every connection was open at once');
    assert.ok(done >= CONNECTIONS, `${done} requests in ${SECONDS} s`);
    // A build competes with the load for one event loop (and, in CI, for the cores with other tests):
    // how many rebuilds were swapped in during the load is reported, not required.
    const rebuilds = (server.output().match(/\] built \d+ zh-cn/g)?.length ?? 1) - 1;
    console.log(`# ${done} requests in ${SECONDS} s over ${sockets} connections (${Math.round(done / SECONDS)}/s), 0 failed, ${rebuilds} rebuilds swapped in meanwhile`);
  });
});

// The compile worker pool survives its workers: a crash or a runaway compile
// fails that file with an error at it, a new worker takes the lost one's place,
// and the jobs queued behind it still complete. Its time limit is on tongsite's
// own work: the time the site's own plugins take is not counted, but told.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSync } from 'esbuild';
import { CompileWorkerPool } from '../../src/markdown/worker-pool.js';
import { ROOT, tempDir } from '../helpers/site.js';
import type { CompileInput, CompileResult } from '../../src/model.js';

/**
 * A stand-in worker: takes each job on the shared clock as the compile worker
 * does, then hangs, exits, throws, spends its time in a "site plugin" (blocked,
 * as twoslash type-checking is) or answers, by the file it is given.
 */
const WORKER = `import { parentPort, threadId, workerData } from 'node:worker_threads';
import { PluginClock } from './plugin-clock.mjs';
const clock = new PluginClock(workerData.clock, workerData.origin);
const block = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const inSitePlugin = (ms) => {
  const stop = clock.start(0);
  block(ms);
  stop();
};
parentPort.on('message', (request) => {
  clock.take();
  const file = request.compile.sitePath;
  if (file === 'hang.md') for (;;);
  if (file === 'plugin-then-hang.md') {
    inSitePlugin(1500);
    for (;;);
  }
  if (file === 'slow-plugin.md') inSitePlugin(4500);
  if (file === 'exit.md') process.exit(3);
  if (file === 'throw.md') throw new Error('boom');
  if (file.startsWith('busy-')) block(300);
  // A page that leaves the worker holding a lot, as trpc's twoslash pages do; the thread says which worker compiled what.
  parentPort.postMessage({ result: { ok: true, compiled: { sitePath: file, threadId } }, memoryMb: file.includes('hungry') ? 500 : 40 });
});
`;

/** The stand-in and the clock it shares with the pool, in a folder of their own. */
function standIn(): string {
  const dir = tempDir();
  buildSync({
    entryPoints: [path.join(ROOT, 'src', 'markdown', 'plugin-clock.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: path.join(dir, 'plugin-clock.mjs'),
    logLevel: 'silent',
  });
  const file = path.join(dir, 'worker.mjs');
  writeFileSync(file, WORKER);
  return file;
}

const PLUGINS = { beforeRemark: [], remark: [{ name: 'remarkTypeCheck', module: '/site/plugins/type-check.js', exportName: '' }], beforeRehype: [], rehype: [] };
const input = (sitePath: string): CompileInput => ({ sitePath, absPath: `/site/${sitePath}`, text: '', bodyLine: 1, plugins: PLUGINS }) as CompileInput;
/** A page the site's plugins do not run on. */
const ownInput = (sitePath: string): CompileInput => ({ sitePath, absPath: `/site/${sitePath}`, text: '', bodyLine: 1 }) as CompileInput;
/** The worker thread each page compiled on. */
const threadsOf = (results: CompileResult[]) => results.map((r) => (r.ok ? (r.compiled as unknown as { threadId: number }).threadId : -1));

describe('the compile worker pool', () => {
  it('reports a runaway compile and lost workers at their files, and finishes every queued job', async () => {
    // A limit of a few seconds: the stand-in's own time must stay far below it on a busy machine.
    const pool = new CompileWorkerPool(standIn(), 1, 3);
    try {
      const results = await Promise.all(['a.md', 'hang.md', 'b.md', 'exit.md', 'c.md', 'throw.md', 'd.md'].map((f) => pool.compile(input(f))));
      const brief = results.map((r) => (r.ok ? `ok ${r.compiled.sitePath}` : `${r.diagnostics[0]!.code} ${r.diagnostics[0]!.file}`));
      assert.deepEqual(brief, ['ok a.md', 'compile-time-limit /site/hang.md', 'ok b.md', 'compile-crash /site/exit.md', 'ok c.md', 'compile-crash /site/throw.md', 'ok d.md']);
      const timeLimit = results[1]!;
      assert.ok(!timeLimit.ok && /took tongsite longer than 3 s and was stopped/.test(timeLimit.diagnostics[0]!.message));
    } finally {
      await pool.close();
    }
  });

  it("does not count the site's plugins against the limit: a page they keep past it is built, and the plugin is told every half limit", async () => {
    const pool = new CompileWorkerPool(standIn(), 2, 2);
    const notes: string[] = [];
    try {
      const [slow, hung] = await Promise.all([
        pool.compile(input('slow-plugin.md'), [], (plugin, ms) => notes.push(`${plugin} ${Math.floor(ms / 1000)}`)),
        pool.compile(input('plugin-then-hang.md')),
      ]);
      // 4.5 s in the plugin, more than twice the limit: built, and told at 1, 2, 3 and 4 s (a busy machine may skip one).
      assert.ok(slow.ok, 'the page the plugin kept is built');
      assert.ok(notes.length >= 3 && notes.every((n) => n.startsWith('remarkTypeCheck ')), notes.join(', '));
      // But tongsite's own work after the plugin is still stopped at the limit, and says what the plugin had taken.
      assert.ok(!hung.ok);
      assert.equal(hung.diagnostics[0]!.code, 'compile-time-limit');
      assert.match(
        hung.diagnostics[0]!.message,
        /took tongsite longer than 2 s \(besides 1\.\d s in the site's own remark\/rehype plugins, which are not limited\) and was stopped/,
      );
    } finally {
      await pool.close();
    }
  });

  it("runs the site's plugins on one worker once they proved memory-hungry, and replaces the other workers that ran them", async () => {
    const pool = new CompileWorkerPool(standIn(), 2, 30, 300);
    try {
      // Side by side, one page on each worker: the hungry one leaves its worker holding 500 MB.
      const [hungry, light] = threadsOf(await Promise.all([pool.compile(input('busy-hungry.md')), pool.compile(input('busy-a.md'))]));
      assert.notEqual(hungry, light);
      // Pages the plugins run on now go to the hungry worker alone, however many wait.
      const plugin = threadsOf(await Promise.all(['busy-b.md', 'busy-c.md', 'busy-d.md'].map((f) => pool.compile(input(f)))));
      assert.deepEqual(plugin, [hungry, hungry, hungry]);
      // Pages of tongsite's own still go to both: the other worker is a fresh one, what the plugins held there given back.
      const own = threadsOf(await Promise.all(['busy-e.md', 'busy-f.md'].map((f) => pool.compile(ownInput(f)))));
      assert.equal(own.filter((t) => t === hungry).length, 1, `${own} beside ${hungry}`);
      assert.ok(!own.includes(light!), `the worker that ran the plugins before is replaced: ${own}, ${light}`);
    } finally {
      await pool.close();
    }
  });

  it('fails the jobs still queued when it is closed, instead of leaving them waiting', async () => {
    const pool = new CompileWorkerPool(standIn(), 1, 30);
    const pending = [pool.compile(input('hang.md')), pool.compile(input('a.md'))];
    await pool.close();
    const results = await Promise.all(pending);
    assert.ok(results.every((r) => !r.ok));
  });
});

// The compile worker pool survives its workers: a crash or a runaway compile
// fails that file with an error at it, a new worker takes the lost one's place,
// and the jobs queued behind it still complete.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CompileWorkerPool } from '../../src/markdown/worker-pool.js';
import { tempDir } from '../helpers/site.js';
import type { CompileInput } from '../../src/model.js';

/** A stand-in worker: hangs, exits, throws or answers, by the file it is given. */
const WORKER = `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (request) => {
  const file = request.compile.sitePath;
  if (file === 'hang.md') for (;;);
  if (file === 'exit.md') process.exit(3);
  if (file === 'throw.md') throw new Error('boom');
  parentPort.postMessage({ result: { ok: true, compiled: { sitePath: file } } });
});
`;

const input = (sitePath: string): CompileInput => ({ sitePath, absPath: `/site/${sitePath}`, text: '', bodyLine: 1 }) as CompileInput;

describe('the compile worker pool', () => {
  it('reports a runaway compile and lost workers at their files, and finishes every queued job', async () => {
    const file = path.join(tempDir(), 'worker.mjs');
    writeFileSync(file, WORKER);
    // A limit of a few seconds: a replaced worker starts slowly on a busy machine, and its start counts.
    const pool = new CompileWorkerPool(file, 1, 3);
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

  it('fails the jobs still queued when it is closed, instead of leaving them waiting', async () => {
    const file = path.join(tempDir(), 'worker.mjs');
    writeFileSync(file, WORKER);
    const pool = new CompileWorkerPool(file, 1, 30);
    const pending = [pool.compile(input('hang.md')), pool.compile(input('a.md'))];
    await pool.close();
    const results = await Promise.all(pending);
    assert.ok(results.every((r) => !r.ok));
  });
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BuildQueue } from '../../src/dev/build-queue.js';
import { isIgnored } from '../../src/dev/watcher.js';
import { until } from '../helpers/wait.js';

describe('BuildQueue', () => {
  it('runs one build at a time and merges requests made during a build into one more', async () => {
    let running = 0;
    let most = 0;
    const finish: (() => void)[] = [];
    const queue = new BuildQueue(
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running--;
      },
      (e) => assert.fail(String(e)),
    );
    const started = (n: number) => until(`build ${n} starts`, () => finish.length >= n);
    queue.request();
    for (let i = 0; i < 5; i++) queue.request();
    await started(1);
    finish[0]!();
    await started(2);
    queue.request();
    finish[1]!();
    await started(3);
    finish[2]!();
    await until('the queue is idle', () => !queue.busy);
    assert.equal(finish.length, 3, 'six requests during the first build made one more build, and one during the second a third');
    assert.equal(most, 1, 'never two builds at once');
  });

  it('lives on when a build throws', async () => {
    const crashes: unknown[] = [];
    let runs = 0;
    const queue = new BuildQueue(
      async () => {
        runs++;
        if (runs === 1) throw new Error('bug');
      },
      (e) => crashes.push(e),
    );
    queue.request();
    await queue.idle();
    queue.request();
    await queue.idle();
    assert.equal(runs, 2);
    assert.equal(crashes.length, 1);
  });
});

describe('isIgnored', () => {
  const outDir = path.resolve('/site/build');
  const dirs = { outDir, cacheDir: path.resolve('/site/.tongsite-cache') };
  it('skips the output, its temporary twins, the cache, node_modules, .git and editor files', () => {
    for (const f of [
      '/site/build/index.html',
      '/site/build.tmp-12-34/a.html',
      '/site/build.old-1-2',
      '/site/.tongsite-cache/x.json',
      '/site/content/node_modules/a.js',
      '/site/.git/HEAD',
      '/site/content/docs/.a.md.swp',
      '/site/content/docs/a.md~',
      '/site/site.config.ts.timestamp-1700000000000-42.mjs',
    ]) {
      assert.equal(isIgnored(path.resolve(f), dirs), true, f);
    }
  });
  it('keeps content, static files, templates and the config', () => {
    for (const f of ['/site/content/docs/a.md', '/site/content/static/img/build/x.png', '/site/buildings.md', '/site/site.config.ts']) {
      assert.equal(isIgnored(path.resolve(f), dirs), false, f);
    }
  });
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BuildQueue } from '../../src/dev/build-queue.js';
import { isIgnored } from '../../src/dev/watcher.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('BuildQueue', () => {
  it('runs one build at a time and merges requests made during a build into one more', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const queue = new BuildQueue(async () => {
      running++;
      most = Math.max(most, running);
      runs++;
      await tick(30);
      running--;
    }, assert.fail);
    queue.request();
    for (let i = 0; i < 5; i++) {
      await tick(5);
      queue.request();
    }
    await queue.idle();
    assert.equal(most, 1);
    assert.equal(runs, 2, 'the first build, then one for all the requests made during it');
    assert.equal(queue.busy, false);
  });

  it('lives on when a build throws', async () => {
    const crashes: unknown[] = [];
    let runs = 0;
    const queue = new BuildQueue(async () => {
      runs++;
      if (runs === 1) throw new Error('bug');
    }, (e) => crashes.push(e));
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
    for (const f of ['/site/build/index.html', '/site/build.tmp-12-34/a.html', '/site/build.old-1-2', '/site/.tongsite-cache/x.json', '/site/content/node_modules/a.js', '/site/.git/HEAD', '/site/content/docs/.a.md.swp', '/site/content/docs/a.md~', '/site/site.config.ts.timestamp-1700000000000-42.mjs']) {
      assert.equal(isIgnored(path.resolve(f), dirs), true, f);
    }
  });
  it('keeps content, static files, templates and the config', () => {
    for (const f of ['/site/content/docs/a.md', '/site/content/static/img/build/x.png', '/site/buildings.md', '/site/site.config.ts']) {
      assert.equal(isIgnored(path.resolve(f), dirs), false, f);
    }
  });
});

// The V8 tuning of a one-off build (src/cli/one-off-build.ts) bounds the heap's
// growth only once the heap is large, from an observer of the collections:
// the observer must not keep the process alive once the build is done.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { ROOT } from '../helpers/site.js';

describe('tuneForOneOffBuild', () => {
  it('keeps nothing running: the process ends with its work, past the heap size that bounds the growth', () => {
    const script = `import { tuneForOneOffBuild } from './src/cli/one-off-build.ts';
tuneForOneOffBuild();
const kept = [];
for (let i = 0; i < 100; i++) {
  kept.push(new Array(250_000).fill(i));
  await new Promise((resolve) => setImmediate(resolve));
}
console.log(kept.length);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), '100');
  });
});

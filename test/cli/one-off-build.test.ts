// The V8 tuning of a one-off build (src/cli/one-off-build.ts) bounds the heap's
// growth only once the heap is large, from an observer of the collections:
// the observer must not keep the process alive once the build is done. Node's
// own modules are loaded before the flag it sets, which would turn down their
// code cache.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { buildSite, config, makeSite, ROOT } from '../helpers/site.js';

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

describe('a one-off build under --no-opt', () => {
  it("loads Node's own modules before the flag, with their code cache: none loads after it, on a cold build nor on an edit's", () => {
    const site = makeSite({ 'site.config.ts': config(), 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nThe first page.\n' });
    // Notes the modules Node loads once the flag is set; `module` lists the public ones without a prefix.
    const hook = path.join(site, 'after-flag.mjs');
    const listed = path.join(site, 'after-flag.txt');
    writeFileSync(
      hook,
      `import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';
let from = -1;
const set = v8.setFlagsFromString;
v8.setFlagsFromString = (flags) => {
  if (from < 0 && flags === '--no-opt') from = process.moduleLoadList.length;
  return set(flags);
};
process.on('exit', () => writeFileSync(${JSON.stringify(listed)}, from < 0 ? 'no flag' : process.moduleLoadList.slice(from).join('\\n')));
`,
    );
    const publicModulesAfterFlag = () => {
      buildSite(site, [], { NODE_OPTIONS: `--import ${pathToFileURL(hook).href}` });
      return readFileSync(listed, 'utf8')
        .split('\n')
        .filter((line) => /^NativeModule (?!internal\/)/.test(line));
    };
    assert.deepEqual(publicModulesAfterFlag(), [], 'a cold build');
    writeFileSync(path.join(site, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nThe first page, edited.\n');
    assert.deepEqual(publicModulesAfterFlag(), [], "an edit's build");
  });
});

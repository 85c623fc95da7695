// The programmatic API (src/index.ts), as a script that imports tongsite uses it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { config, makeSite, ROOT } from '../helpers/site.js';

describe('build() without a session', () => {
  it('returns and lets the process exit, even when the pages were compiled by workers', () => {
    // Enough pages to compile for the build to start its compile workers.
    const docs = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`content/docs/page-${i}.md`, `# Page ${i}\n\nText of page ${i}.\n`]));
    const script = [
      `import { build } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'dist', 'index.js')).href)};`,
      `const result = await build({ config: 'site.config.ts', memory: true, cache: false });`,
      'console.log(JSON.stringify({ ok: result.ok, compiledFresh: result.compiledFresh }));',
    ].join('\n');
    const site = makeSite({ 'site.config.ts': config(), 'build-site.mjs': script, ...docs });
    const limit = 60_000;
    const run = spawnSync(process.execPath, ['build-site.mjs'], { cwd: site, encoding: 'utf8', timeout: limit });
    assert.equal(run.signal, null, `the process did not exit by itself (killed after ${limit / 1000} s); stderr:\n${run.stderr}`);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { ok: true, compiledFresh: 16 });
  });
});

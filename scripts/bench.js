// `npm run bench`: build times of the Tongsuo corpus (both locales) and of our
// own site: cold (empty cache), warm (cache kept, nothing changed) and after
// editing one doc. Figures go to stdout; nothing is asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTool } from './build-tool.js';

const root = fileURLToPath(new URL('..', import.meta.url));
await buildTool();

function build(configFile, outDir) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['bin/tongsite.js', 'build', '--config', configFile, '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TONGSITE_TIMINGS: '1' },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`${configFile} failed:\n${run.stdout}\n${run.stderr}`);
  const timings = /timings \(ms\): (\{.*\})/.exec(run.stderr)?.[1] ?? '{}';
  return { ms: Math.round(ms), timings };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const [name, configFile, docToEdit] of [
  ['Tongsuo corpus', 'test/corpus/site.config.ts', undefined],
  ['tongsite website (content/)', 'site.config.ts', 'content/docs/security.md'],
]) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-'));
  rmSync(path.join(root, path.dirname(configFile), '.tongsite-cache'), { recursive: true, force: true });
  const cold = build(configFile, out);
  const warm = [build(configFile, out), build(configFile, out), build(configFile, out)];
  console.log(`${name}`);
  console.log(`  cold build (empty cache, whole process): ${cold.ms} ms  stages ${cold.timings}`);
  console.log(`  warm build, nothing changed (median of 3): ${median(warm.map((w) => w.ms))} ms  stages ${warm[1].timings}`);
  if (docToEdit) {
    const file = path.join(root, docToEdit);
    const original = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, `${original}\n\n<!-- bench edit ${Date.now()} -->\n`);
      const edited = build(configFile, out);
      console.log(`  one doc edited: ${edited.ms} ms  stages ${edited.timings}`);
    } finally {
      writeFileSync(file, original);
    }
  }
  rmSync(out, { recursive: true, force: true });
}

// The browser side: first-load bytes and navigation time.
spawnSync(process.execPath, ['scripts/bench-client.js'], { cwd: root, stdio: 'inherit' });

// Search: index size per locale, index build time, query time and quality in Chromium.
spawnSync(process.execPath, ['scripts/bench-search.js'], { cwd: root, stdio: 'inherit' });

// The writer's loop: edit → rebuilt → visible in Chromium under `serve --watch`.
spawnSync(process.execPath, ['scripts/bench-serve.js'], { cwd: root, stdio: 'inherit' });

// Lighthouse scores (median of 3, mobile and desktop) and the blog list's bytes until idle.
spawnSync(process.execPath, ['scripts/bench-lighthouse.js'], { cwd: root, stdio: 'inherit' });

// Scale: sites 1×, 10× and 30× the corpus (bench/generate-site.ts): cold and warm
// time, CPU, peak memory of the process tree, first load, search index; compared
// with the run saved in bench/results/last-scale.json. Takes several minutes.
spawnSync(process.execPath, ['scripts/bench-scale.js'], { cwd: root, stdio: 'inherit' });

// Robustness: 1,000 seeded mutations of corpus pages, built in memory (crashes, hangs, diagnostics).
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-fuzz.ts'], { cwd: root, stdio: 'inherit' });

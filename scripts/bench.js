// `npm run bench`: build times of the Tongsuo corpus (both locales) and of our
// own site: cold (empty cache) and warm (cache kept, nothing changed); then
// the builds after one doc was edited (bench-edit.js), and the other benches
// below, among them tongsite against Docusaurus on the real sites. Figures go to stdout;
// nothing is asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

for (const [name, configFile] of [
  ['Tongsuo corpus', 'test/corpus/site.config.ts'],
  ['tongsite website (content/)', 'site.config.ts'],
]) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-'));
  rmSync(path.join(root, path.dirname(configFile), '.tongsite-cache'), { recursive: true, force: true });
  const cold = build(configFile, out);
  const warm = [build(configFile, out), build(configFile, out), build(configFile, out)];
  console.log(`${name}`);
  console.log(`  cold build (empty cache, whole process): ${cold.ms} ms  stages ${cold.timings}`);
  console.log(`  warm build, nothing changed (median of 3): ${median(warm.map((w) => w.ms))} ms  stages ${warm[1].timings}`);
  rmSync(out, { recursive: true, force: true });
}

// One doc's body edited, then tongsite build: our site, the corpus and the corpus 30×, interleaved rounds.
spawnSync(process.execPath, ['scripts/bench-edit.js', '--times', '1,30'], { cwd: root, stdio: 'inherit' });

// Peak memory of tongsite check, pages let go against pages held, on the corpus and at 30×.
spawnSync(process.execPath, ['scripts/bench-check-memory.js'], { cwd: root, stdio: 'inherit' });
spawnSync(process.execPath, ['scripts/bench-check-memory.js', '--times', '30'], { cwd: root, stdio: 'inherit' });

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

// tongsite against each real site's own Docusaurus, cold, interleaved, medians of 3: wall, CPU, peak memory, ratio
// (sites installed in /work/sites or --sites-dir; compared with bench/results/last-docusaurus.json). Takes an hour or more.
spawnSync(process.execPath, ['scripts/bench-docusaurus.js'], { cwd: root, stdio: 'inherit' });

// Robustness: 1,000 seeded mutations of corpus pages, built in memory (crashes, hangs, diagnostics).
spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-fuzz.ts'], { cwd: root, stdio: 'inherit' });

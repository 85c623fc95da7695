// Peak memory of `tongsite check`: as it runs now (each page let go once its
// links are read) against the whole site held in memory, as check did before
// (the same CHECK policy with its output kept in memory, through the API).
// Each side runs in a process of its own under /usr/bin/time (peak RSS of the
// process: check starts no search process, and compile workers are threads),
// interleaved, and the medians are reported with the load at each run.
//
//   node scripts/bench-check-memory.js [--config test/corpus/site.config.ts] [--times 30] [--runs 3]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTool } from './build-tool.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const times = Number(option('--times', '1'));

await buildTool();

let config = path.resolve(root, option('--config', 'test/corpus/site.config.ts'));
let generated;
if (times > 1) {
  generated = mkdtempSync(path.join(os.tmpdir(), `tongsite-check-memory-${times}x-`));
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-site.ts', '--times', String(times), '--out', generated], { cwd: root, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`generating ${times}×:\n${made.stderr}`);
  config = JSON.parse(made.stdout).configFile;
}

/** The old check: the CHECK policy, its output kept in memory. */
const heldInMemory = `
import { build, CHECK } from ${JSON.stringify(path.join(root, 'dist/index.js'))};
const result = await build({ config: ${JSON.stringify(config)}, policy: { ...CHECK, output: 'memory' } });
if (!result.files) throw new Error('no files held');
process.exit(0);
`;

const sides = {
  'check as it is (pages let go)': [path.join(root, 'bin/tongsite.js'), 'check', '--config', config],
  // With the V8 flags the CLI sets for a one-off build (src/cli/one-off-build.ts, which bounds the heap's growth only past 64 MB).
  'pages held in memory (check before)': ['--no-opt', '--heap-growing-percent=30', '--input-type=module', '-e', heldInMemory],
};

function measure(argv) {
  const timeFile = path.join(os.tmpdir(), `tongsite-check-memory-${process.pid}`);
  const load = os.loadavg()[0];
  const run = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%e %U %S %M', process.execPath, ...argv], { cwd: root, encoding: 'utf8' });
  const [wall, user, sys, maxKb] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-4).map(Number);
  rmSync(timeFile, { force: true });
  // check exits 1 when it finds broken links: a finding, not a failure of the run.
  if (run.status !== 0 && run.status !== 1) throw new Error(`${argv.join(' ')} failed:\n${run.stderr}`);
  return { wall, cpu: user + sys, rssMb: maxKb / 1024, load };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
try {
  // One run of each first, unmeasured: the compile cache is then warm for both sides alike.
  for (const argv of Object.values(sides)) measure(argv);
  for (let round = 0; round < runs; round++) for (const [name, argv] of Object.entries(sides)) results[name].push(measure(argv));
} finally {
  if (generated) rmSync(generated, { recursive: true, force: true });
}
console.log(`tongsite check, ${times === 1 ? path.relative(root, config) : `corpus ${times}×`} (${runs} interleaved runs, medians, cache warm):`);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `  ${name}: peak RSS ${Math.round(median(r.map((x) => x.rssMb)))} MB, wall ${median(r.map((x) => x.wall)).toFixed(1)} s, CPU ${median(r.map((x) => x.cpu)).toFixed(1)} s; load ${r.map((x) => x.load.toFixed(1)).join(', ')}`,
  );
}

// Warm builds of two checkouts of tongsite, interleaved (A B, B A, A B, …) so
// that the load of a shared machine falls on both alike: medians of wall time,
// CPU time (user + sys of the build and its children) and of the write stage.
// Each checkout builds into its own output folder, so that its warm build
// follows its own previous build; the compile cache beside the config is
// shared (its entries are keyed by each tool's hash).
//
//   node bench/ab-warm.js --a DIR --b DIR --config FILE [--rounds 7]
//   e.g. node bench/ab-warm.js --a /tmp/tongsite-before --b . --config /tmp/tongsite-scale-10x-seed17/site.config.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
if (!args.a || !args.b || !args.config) throw new Error('usage: node bench/ab-warm.js --a DIR --b DIR --config FILE [--rounds 7]');
const rounds = Number(args.rounds ?? 7);
const configFile = path.resolve(args.config);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tongsite-ab-'));
const tools = { A: path.resolve(args.a), B: path.resolve(args.b) };

function build(name) {
  const timeFile = path.join(scratch, 'time');
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-o',
      timeFile,
      '-f',
      '%e %U %S',
      process.execPath,
      path.join(tools[name], 'bin/tongsite.js'),
      'build',
      '--config',
      configFile,
      '--out-dir',
      path.join(scratch, `build-${name}`),
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, TONGSITE_TIMINGS: '1' },
      maxBuffer: 1 << 28,
    },
  );
  if (run.status !== 0) throw new Error(`${name} (${tools[name]}) failed:\n${run.stderr.slice(-3000)}`);
  const [wall, user, sys] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-3).map(Number);
  const stages = JSON.parse(/timings \(ms\): (\{.*\})/.exec(run.stderr)?.[1] ?? '{}');
  return { wallMs: wall * 1000, cpuMs: (user + sys) * 1000, writeMs: stages.write ?? NaN };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = { A: [], B: [] };
try {
  // The first build of each fills the cache and leaves a previous build.
  build('A');
  build('B');
  for (let i = 0; i < rounds; i++) for (const name of i % 2 ? ['B', 'A'] : ['A', 'B']) runs[name].push(build(name));
  console.log(`warm builds of ${configFile}, ${rounds} rounds interleaved, load ${os.loadavg()[0].toFixed(2)}`);
  for (const name of ['A', 'B']) {
    const r = runs[name];
    const show = (key) => `${Math.round(median(r.map((x) => x[key])))} ms (${r.map((x) => Math.round(x[key])).join(', ')})`;
    console.log(`  ${name} ${tools[name]}\n    wall ${show('wallMs')}\n    CPU ${show('cpuMs')}\n    write stage ${show('writeMs')}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

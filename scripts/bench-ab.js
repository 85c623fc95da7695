// `node scripts/bench-ab.js --a TOOL_A --b TOOL_B --site DIR[=CONFIG] [--site …] [--runs 3]`:
// cold builds (--no-cache, a fresh output folder) of each site by two builds of
// tongsite (folders holding bin/tongsite.js and its dist/, e.g. a checkout of
// main and this worktree), A and B interleaved run by run, so that both see the
// same load. Reports per site and tool the medians of wall time, CPU time
// (user + system of the process tree), the compile stage's wall time and the
// build's peak memory, with the 1-minute load average at each start. Nothing
// is asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureCommand } from './measure-process.js';

function options(argv) {
  const o = { sites: [], runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--a') o.a = path.resolve(value);
    else if (flag === '--b') o.b = path.resolve(value);
    else if (flag === '--runs') o.runs = Number(value);
    else if (flag === '--site') {
      const [dir, config] = value.split('=');
      o.sites.push({ dir: path.resolve(dir), config });
    } else throw new Error(`unknown option ${flag}`);
    i++;
  }
  if (!o.a || !o.b || o.sites.length === 0) throw new Error('usage: bench-ab.js --a TOOL_A --b TOOL_B --site DIR[=CONFIG] [--runs N]');
  return o;
}

async function build(tool, site) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-ab-'));
  const args = [path.join(tool, 'bin', 'tongsite.js'), 'build', '--no-cache', '--out-dir', out, ...(site.config ? ['--config', site.config] : [])];
  const run = await measureCommand(process.execPath, args, { cwd: site.dir, env: { ...process.env, TONGSITE_TIMINGS: '1' } });
  rmSync(out, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`${tool} on ${site.dir} failed:\n${run.stderr.slice(-2000)}`);
  const timings = JSON.parse(/timings \(ms\): (\{.*\})/.exec(run.stderr)?.[1] ?? '{}');
  return { wall: run.wallMs, cpu: run.cpuMs, compile: timings.compile ?? 0, peakMb: run.treePeakMb, load: run.load1 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const o = options(process.argv.slice(2));
for (const site of o.sites) {
  const runs = { A: [], B: [] };
  for (let round = 0; round < o.runs; round++) {
    for (const [name, tool] of round % 2
      ? [
          ['B', o.b],
          ['A', o.a],
        ]
      : [
          ['A', o.a],
          ['B', o.b],
        ]) {
      const r = await build(tool, site);
      runs[name].push(r);
      console.log(`${path.basename(site.dir)} round ${round + 1} ${name}: wall ${r.wall} ms, CPU ${r.cpu} ms, compile ${r.compile} ms, peak ${r.peakMb} MB, load ${r.load}`);
    }
  }
  console.log(`${site.dir}${site.config ? ` (${site.config})` : ''}, medians of ${o.runs} interleaved cold builds:`);
  for (const [name, tool] of [
    ['A', o.a],
    ['B', o.b],
  ]) {
    const m = (key) => median(runs[name].map((r) => r[key]));
    console.log(
      `  ${name} ${tool}: wall ${m('wall')} ms, CPU ${m('cpu')} ms, compile ${m('compile')} ms, peak ${m('peakMb')} MB; load ${runs[name].map((r) => r.load).join(', ')}`,
    );
  }
}

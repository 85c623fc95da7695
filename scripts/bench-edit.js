// The writer's loop without a server: `tongsite build` after one doc's body was
// edited (a sentence added, so that its search text changes too), on our site,
// on the Tongsuo corpus (1×, bench/generate-site.ts) and on larger generated
// sites. Each site is built cold once, then the edits are measured in rounds,
// one build per site per round (interleaved, so that the machine's load falls
// on all sites alike), and the medians reported with the load at each run:
// wall time, CPU time (user + system), peak RSS of the build process, pages
// rendered and kept. Files edited in the repository are put back at the end.
//
//   node scripts/bench-edit.js [--times 1,30] [--runs 5]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTool } from './build-tool.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const sizes = option('--times', '1').split(',').map(Number);
const runs = Number(option('--runs', '5'));

await buildTool();

/** Writes `text` to `file` through a new file: a generated site links files of the corpus, which must stay as they are. */
function replace(file, text) {
  writeFileSync(`${file}.bench-edit`, text);
  renameSync(`${file}.bench-edit`, file);
}

/** One build under /usr/bin/time: wall and CPU time, peak RSS, the summary's pages rendered and kept. */
function build(site) {
  const timeFile = path.join(os.tmpdir(), `tongsite-bench-edit-${process.pid}`);
  const load = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const run = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%U %S %M', process.execPath, 'bin/tongsite.js', 'build', '--config', site.config, '--out-dir', site.out], {
    cwd: root,
    encoding: 'utf8',
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`${site.name}: build failed\n${run.stdout}\n${run.stderr}`);
  const [user, sys, maxKb] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-3).map(Number);
  rmSync(timeFile, { force: true });
  const counts = /: (\d+) rendered, (\d+) unchanged/.exec(run.stdout);
  return { wallMs, cpuMs: (user + sys) * 1000, rssMb: maxKb / 1024, rendered: counts ? Number(counts[1]) : undefined, kept: counts ? Number(counts[2]) : 0, load };
}

/** The first Markdown doc under `dir`, by name: the page each round edits. */
function firstDoc(dir) {
  const docs = readdirSync(dir, { recursive: true })
    .filter((f) => /\.mdx?$/.test(f))
    .sort();
  return path.join(dir, docs[0]);
}

const sites = [{ name: 'our site (content/)', config: path.join(root, 'site.config.ts'), doc: path.join(root, 'content/docs/security.md') }];
const generated = [];
for (const times of sizes) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `tongsite-bench-edit-${times}x-`));
  generated.push(dir);
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-site.ts', '--times', String(times), '--out', dir], { cwd: root, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`generating ${times}×:\n${made.stderr}`);
  const { configFile, siteDir } = JSON.parse(made.stdout);
  sites.push({ name: times === 1 ? 'Tongsuo corpus (1×)' : `corpus ${times}×`, config: configFile, doc: firstDoc(path.join(siteDir, 'docs')) });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const originals = new Map(sites.map((site) => [site.doc, readFileSync(site.doc, 'utf8')]));
try {
  for (const site of sites) {
    site.out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-edit-out-'));
    process.stdout.write(`${site.name}: cold build… `);
    const cold = build(site);
    process.stdout.write(`${(cold.wallMs / 1000).toFixed(1)} s\n`);
    site.runs = [];
  }
  for (let round = 1; round <= runs; round++) {
    for (const site of sites) {
      replace(site.doc, `${originals.get(site.doc)}\n\nA sentence added by the benchmark, round ${round}: quartz${round}.\n`);
      site.runs.push(build(site));
    }
  }
  console.log(`\nOne doc's body edited, then tongsite build (${runs} rounds, sites interleaved, medians):`);
  for (const site of sites) {
    const r = site.runs;
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `  ${site.name}: wall ${s(median(r.map((x) => x.wallMs)))}, CPU ${s(median(r.map((x) => x.cpuMs)))}, peak RSS ${Math.round(median(r.map((x) => x.rssMb)))} MB; ` +
        `${median(r.map((x) => x.rendered ?? 0))} pages rendered, ${median(r.map((x) => x.kept))} kept; runs ${r.map((x) => s(x.wallMs)).join(', ')}; load ${r.map((x) => x.load.toFixed(1)).join(', ')}`,
    );
  }
} finally {
  for (const [file, text] of originals) replace(file, text);
  for (const site of sites) if (site.out) rmSync(site.out, { recursive: true, force: true });
  for (const dir of generated) rmSync(dir, { recursive: true, force: true });
}

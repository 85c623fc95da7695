// Scale (issue 17): builds sites 1×, 10× and 30× the Tongsuo corpus
// (bench/generate-site.ts, seed 17) and reports, per size: cold and warm wall
// time, CPU time, peak memory of the whole process tree, pages a second, the
// time of each stage per page, the output's size, the first-load bytes of a
// docs page in Chromium, and the search index per locale. The run is saved to
// bench/results/last-scale.json and compared with the run saved before it.
//
//   node scripts/bench-scale.js [sizes…] [--seed 17] [--warm 3] [--no-client] [--source DIR] [--heap MB]
//   e.g. node scripts/bench-scale.js 1 10
//
// A size whose build fails (V8's heap limit, 4 GB by default, ends it) is
// reported and saved as failed, with the end of its output; --heap raises the
// limit (--max-old-space-size) to measure it anyway.
//
// Memory: a build is one Node process (its compile workers are threads of it,
// so they count in its RSS) plus a child process for the search indexes.
// /usr/bin/time gives the kernel's high-water mark (ru_maxrss) of the largest
// single process; the tree's peak is the largest sum of the RSS of every
// process under the build, read from /proc every 20 ms (a lower bound: a peak
// shorter than a sample can be missed); the sum of each process's own peak
// (VmHWM, read until it exits) is an upper bound, since the peaks need not
// coincide.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildTool } from './build-tool.js';
import { measureCommand } from './measure-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'bench/results');
const resultsFile = path.join(resultsDir, 'last-scale.json');
/** A page every size has: the corpus' API reference, a long doc with a long sidebar around it. */
const DOCS_PAGE = '/docs/api/tsapi';

function parseArgs(argv) {
  const options = { sizes: [], seed: 17, warm: 3, client: true, source: undefined, heapMb: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--seed') options.seed = Number(argv[++i]);
    else if (arg === '--warm') options.warm = Number(argv[++i]);
    else if (arg === '--no-client') options.client = false;
    else if (arg === '--source') options.source = path.resolve(argv[++i]);
    else if (arg === '--heap') options.heapMb = Number(argv[++i]);
    else if (/^\d+$/.test(arg) && Number(arg) >= 1) options.sizes.push(Number(arg));
    else
      throw new Error(
        `unknown argument ${arg}: sizes (whole numbers, e.g. 1 10 30), --seed N, --warm N, --no-client, --source DIR (the tree to copy; default the corpus), --heap MB`,
      );
  }
  if (options.sizes.length === 0) options.sizes = [1, 10, 30];
  return options;
}

/** Runs one build, measured (measure-process.js), with its stage times and pages. */
async function measuredBuild(configFile, outDir, heapMb) {
  const env = { ...process.env, TONGSITE_TIMINGS: '1', ...(heapMb && { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim() }) };
  const { status, stdout, stderr, ...run } = await measureCommand(process.execPath, ['bin/tongsite.js', 'build', '--config', configFile, '--out-dir', outDir], { cwd: root, env });
  if (status !== 0) {
    const why = /FATAL ERROR: .*/.exec(stderr)?.[0] ?? stderr.trim().split('\n').slice(-3).join(' ');
    return { failed: `exit ${status} after ${(run.wallMs / 1000).toFixed(1)} s, peak RSS of the tree ${run.treePeakMb} MB: ${why}` };
  }
  const pages = [...stdout.matchAll(/(\d+) [\w-]+(?=,| pages)/g)].reduce((n, m) => n + Number(m[1]), 0);
  const { wallMs, cpuMs, largestProcessMb, treePeakMb, summedPeaksMb, processes, load1 } = run;
  return { wallMs, cpuMs, largestProcessMb, treePeakMb, summedPeaksMb, processes, pages, stages: JSON.parse(/timings \(ms\): (\{.*\})/.exec(stderr)?.[1] ?? '{}'), load1 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function outputSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, mb: Number((bytes / 2 ** 20).toFixed(1)) };
}

/** The docs page's HTML, and the site data inlined in it (navbar, footer, sidebars: the same on every page). */
function docsPageSizes(outDir) {
  const html = readFileSync(path.join(outDir, DOCS_PAGE, 'index.html'));
  const inline = /<script id="__tongsite-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html.toString('utf8'))?.[1] ?? '';
  return { docsPageHtmlKb: Number((html.length / 1024).toFixed(1)), docsPageInlineDataKb: Number((Buffer.byteLength(inline) / 1024).toFixed(1)) };
}

/** The search indexes of each locale: raw and gzipped kilobytes, and how many files. */
function searchIndexes(outDir) {
  const out = {};
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^search-index.*\.json$/.test(entry.name)) continue;
    const rel = path.relative(outDir, entry.parentPath);
    const locale = rel.split(path.sep)[0] && rel !== '' ? rel.split(path.sep)[0] : 'default';
    const body = readFileSync(path.join(entry.parentPath, entry.name));
    const o = (out[locale] ??= { files: 0, kb: 0, gzipKb: 0 });
    o.files++;
    o.kb = Math.round(o.kb + body.length / 1024);
    o.gzipKb = Math.round(o.gzipKb + gzipSync(body).length / 1024);
  }
  return out;
}

/** Bytes a docs page loads in Chromium until the network is idle, by kind (raw and gzipped), images and fonts apart. */
async function firstLoad(outDir) {
  const [{ chromium }, { default: sirv }] = await Promise.all([import('playwright-core'), import('sirv')]);
  const assets = sirv(outDir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) => assets(req, res, () => res.writeHead(404).end())).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const kinds = {};
    const pending = [];
    page.on('response', (r) => {
      const type = r.request().resourceType();
      const kind = { document: 'html', stylesheet: 'css', script: 'js', fetch: 'data', xhr: 'data' }[type] ?? type;
      pending.push(
        r.body().then(
          (body) => {
            const k = (kinds[kind] ??= { requests: 0, kb: 0, gzipKb: 0 });
            k.requests++;
            k.kb += body.length / 1024;
            k.gzipKb += gzipSync(body).length / 1024;
          },
          () => undefined,
        ),
      );
    });
    const { port } = server.address();
    await page.goto(`http://127.0.0.1:${port}${DOCS_PAGE}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const round = (k) => ({ requests: k.requests, kb: Number(k.kb.toFixed(1)), gzipKb: Number(k.gzipKb.toFixed(1)) });
    const byKind = Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, round(v)]));
    const blocking = ['html', 'css', 'js', 'data'].filter((k) => kinds[k]);
    return {
      page: DOCS_PAGE,
      byKind,
      withoutMediaKb: Number(blocking.reduce((n, k) => n + kinds[k].kb, 0).toFixed(1)),
      withoutMediaGzipKb: Number(blocking.reduce((n, k) => n + kinds[k].gzipKb, 0).toFixed(1)),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

async function benchSize(times, options) {
  const work = path.join(os.tmpdir(), `tongsite-scale-${times}x-seed${options.seed}`);
  const generated = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-site.ts', '--times', String(times), '--seed', String(options.seed), '--out', work, ...(options.source ? ['--source', options.source] : [])],
    { cwd: root, encoding: 'utf8' },
  );
  if (generated.status !== 0) throw new Error(`generating ${times}×:\n${generated.stderr}`);
  const { configFile, counts } = JSON.parse(generated.stdout);
  const outDir = path.join(work, 'build');
  rmSync(path.join(path.dirname(configFile), '.tongsite-cache'), { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  process.stdout.write(`${times}×: ${counts.docs} docs, ${counts.posts} posts, ${counts.translatedDocs} + ${counts.translatedPosts} translated; cold build… `);
  const cold = await measuredBuild(configFile, outDir, options.heapMb);
  if (cold.failed) {
    process.stdout.write(`failed\n`);
    rmSync(work, { recursive: true, force: true });
    return { times, generated: counts, failed: cold.failed };
  }
  process.stdout.write(`${(cold.wallMs / 1000).toFixed(1)} s; warm builds… `);
  const warmRuns = [];
  for (let i = 0; i < options.warm; i++) {
    const run = await measuredBuild(configFile, outDir, options.heapMb);
    if (run.failed) throw new Error(`a warm build of ${times}× failed after a cold one passed: ${run.failed}`);
    warmRuns.push(run);
  }
  const pick = (key) => median(warmRuns.map((w) => w[key]));
  const warm = {
    wallMs: pick('wallMs'),
    cpuMs: pick('cpuMs'),
    treePeakMb: pick('treePeakMb'),
    largestProcessMb: pick('largestProcessMb'),
    runs: warmRuns.map((w) => w.wallMs),
    load1: warmRuns.map((w) => w.load1),
    stages: warmRuns[Math.floor(warmRuns.length / 2)].stages,
  };
  process.stdout.write(`${(warm.wallMs / 1000).toFixed(1)} s\n`);
  const result = {
    times,
    generated: counts,
    pages: cold.pages,
    cold,
    warm,
    pagesPerSecond: Number((cold.pages / (cold.wallMs / 1000)).toFixed(1)),
    stageMsPerPage: Object.fromEntries(
      Object.entries(cold.stages)
        .filter(([k]) => k !== 'compiledFresh')
        .map(([k, v]) => [k, Number((v / cold.pages).toFixed(2))]),
    ),
    output: outputSize(outDir),
    ...docsPageSizes(outDir),
    searchIndex: searchIndexes(outDir),
    ...(options.client && { firstLoad: await firstLoad(outDir) }),
  };
  rmSync(work, { recursive: true, force: true });
  return result;
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

function report(r) {
  if (r.failed) return console.log(`\n${r.times}× (${r.generated.docs} docs, ${r.generated.posts} posts): the build FAILED: ${r.failed}`);
  console.log(`\n${r.times}× (${r.pages} pages, ${r.output.files} files, ${r.output.mb} MB written)`);
  console.log(
    `  cold: ${s(r.cold.wallMs)} wall, ${s(r.cold.cpuMs)} CPU, ${r.pagesPerSecond} pages/s; peak RSS of the tree ${r.cold.treePeakMb} MB (largest process ${r.cold.largestProcessMb} MB, sum of each process's peak ${r.cold.summedPeaksMb} MB: ${r.cold.processes.join(', ')}); load ${r.cold.load1}`,
  );
  console.log(
    `  warm (median of ${r.warm.runs.length}): ${s(r.warm.wallMs)} wall, ${s(r.warm.cpuMs)} CPU, peak RSS ${r.warm.treePeakMb} MB; runs ${r.warm.runs.map(s).join(', ')}; load ${r.warm.load1.join(', ')}`,
  );
  console.log(
    `  cold stages, ms per page: ${Object.entries(r.stageMsPerPage)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  warm stages, ms: ${Object.entries(r.warm.stages)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`  ${DOCS_PAGE}: HTML ${r.docsPageHtmlKb} KB on disk, of which ${r.docsPageInlineDataKb} KB of inlined site data`);
  if (r.firstLoad) {
    const kinds = Object.entries(r.firstLoad.byKind)
      .map(([k, v]) => `${k} ${v.gzipKb} KB (${v.requests})`)
      .join(', ');
    console.log(`  first load of ${r.firstLoad.page}: ${r.firstLoad.withoutMediaGzipKb} KB gzipped without images and fonts (${r.firstLoad.withoutMediaKb} KB raw); ${kinds}`);
  }
  console.log(
    `  search index: ${Object.entries(r.searchIndex)
      .map(([l, v]) => `${l} ${v.kb} KB (${v.gzipKb} KB gzipped, ${v.files} file${v.files === 1 ? '' : 's'})`)
      .join('; ')}`,
  );
}

/** What got slower or bigger than in the saved run: times past 10 % (the machine is shared), sizes and memory past 5 %. */
function compare(previous, current) {
  const metrics = [
    ['cold wall', (r) => r.cold.wallMs, 0.1, s],
    ['cold CPU', (r) => r.cold.cpuMs, 0.1, s],
    ['warm wall', (r) => r.warm.wallMs, 0.1, s],
    ['warm CPU', (r) => r.warm.cpuMs, 0.1, s],
    ['cold peak RSS of the tree', (r) => r.cold.treePeakMb, 0.05, (v) => `${v} MB`],
    ['largest process', (r) => r.cold.largestProcessMb, 0.05, (v) => `${v} MB`],
    ['output', (r) => r.output.mb, 0.05, (v) => `${v} MB`],
    ['first load (gzipped)', (r) => r.firstLoad?.withoutMediaGzipKb, 0.05, (v) => `${v} KB`],
    ...['default', 'en'].map((l) => [`search index ${l}`, (r) => r.searchIndex[l]?.kb, 0.05, (v) => `${v} KB`]),
  ];
  const lines = [];
  for (const r of current) {
    const before = previous?.results.find((p) => p.times === r.times);
    if (!before) continue;
    if (before.failed || r.failed) {
      if (Boolean(before.failed) !== Boolean(r.failed)) lines.push(`  ${r.times}× ${r.failed ? 'now FAILS' : 'builds again'} (before: ${before.failed ?? 'built'})`);
      continue;
    }
    for (const [name, get, tolerance, show] of metrics) {
      const [a, b] = [get(before), get(r)];
      if (a === undefined || b === undefined || a === 0) continue;
      const change = (b - a) / a;
      if (Math.abs(change) > tolerance)
        lines.push(
          `  ${r.times}× ${name}: ${show(a)} → ${show(b)} (${change > 0 ? '+' : ''}${Math.round(change * 100)} %, ${change > 0 ? 'slower or bigger' : 'faster or smaller'})`,
        );
    }
  }
  const common = current.filter((r) => previous?.results.some((p) => p.times === r.times));
  if (!previous || common.length === 0) console.log(`\nno saved run of ${current.map((r) => `${r.times}×`).join(', ')} to compare with`);
  else
    console.log(
      `\ncompared with the run of ${previous.date} (${previous.commit || 'no commit'}):\n${lines.length ? lines.join('\n') : '  nothing changed by more than 10 % (times) or 5 % (sizes, memory)'}`,
    );
}

const options = parseArgs(process.argv.slice(2));
if (!existsSync('/usr/bin/time')) throw new Error('bench-scale needs /usr/bin/time (Debian: apt-get install time) for CPU time and peak memory');
await buildTool();
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
console.log(
  `scale bench: sizes ${options.sizes.join(', ')}×, seed ${options.seed}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const results = [];
for (const times of options.sizes) {
  const r = await benchSize(times, options);
  report(r);
  results.push(r);
}
const built = results.filter((r) => !r.failed);
if (built.length > 1) {
  const [first, ...rest] = built;
  for (const r of rest) {
    const k = r.pages / first.pages;
    console.log(
      `\n${r.times}× against ${first.times}×: ${k.toFixed(1)} times the pages; cold wall ×${(r.cold.wallMs / first.cold.wallMs).toFixed(1)}, CPU ×${(r.cold.cpuMs / first.cold.cpuMs).toFixed(1)}, peak RSS ×${(r.cold.treePeakMb / first.cold.treePeakMb).toFixed(1)}, warm wall ×${(r.warm.wallMs / first.warm.wallMs).toFixed(1)}, output ×${(r.output.mb / first.output.mb).toFixed(1)}, ${DOCS_PAGE} HTML ×${(r.docsPageHtmlKb / first.docsPageHtmlKb).toFixed(1)}${r.firstLoad && first.firstLoad ? `, first load ×${(r.firstLoad.withoutMediaGzipKb / first.firstLoad.withoutMediaGzipKb).toFixed(1)}` : ''}`,
    );
  }
}
compare(previous, results);
// Sizes not run this time keep their figures from before, so that the next comparison has them.
const kept = (previous?.results ?? []).filter((p) => !results.some((r) => r.times === p.times));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), commit, seed: options.seed, ...(options.heapMb && { heapMb: options.heapMb }), machine: { cores: os.cpus().length, memGb: Math.round(os.totalmem() / 2 ** 30) }, results: [...results, ...kept].sort((a, b) => a.times - b.times) }, null, 2)}\n`,
);
console.log(`saved to ${path.relative(root, resultsFile)}`);

// Search figures (issues 5, 16 and 29), per locale of sites 1×, 10× and 30×
// the Tongsuo corpus (bench/generate-site.ts, seed 17; 1× is the corpus
// itself) and of our own site: the known-item evaluation (hit@1, hit@8, MRR
// per kind), the bytes a reader's first query downloads (gzipped; median and
// p95 over the known-item queries), the index's total bytes, the index build
// time, and in Chromium, on the real navbar box, focus → first results shown
// (with the React client awake, and on a page whose client the focus wakes, as
// a reader meets it) and keystroke → results rendered (median, p95) as the
// known-item queries are typed letter by letter, then typed again once what
// they need is fetched. Reported, not asserted; the load average is printed
// beside the times (the machine is shared). The run is saved to
// bench/results/last-search.json and compared with the run saved before it.
//
//   node scripts/bench-search.js [--scales 1,10,30] [--no-site] [--typed 40] [--rounds 5] [--built name=DIR,…]
// (--built measures builds already made instead of building the sites, e.g.
// --built '1×=/tmp/corpus-out,30×=/tmp/scale-30-out'; names as this script gives them compare with saved runs).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const scales = arg('scales', '1,10,30').split(',').map(Number);
/** Queries typed in Chromium per locale (each letter by letter). */
const typed = Number(arg('typed', '40'));
/** Fresh pages on which focus → ready is measured, per locale. */
const rounds = Number(arg('rounds', '5'));
const resultsFile = path.join(root, 'bench/results/last-search.json');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const KB = 1024;
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const pct = (x) => `${(x * 100).toFixed(1)}%`;

/** Builds a config into a fresh folder; returns the folder and the milliseconds spent building search indexes. */
function build(configFile) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-search-'));
  const run = spawnSync(process.execPath, ['bin/tongsite.js', 'build', '--no-cache', '--config', configFile, '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TONGSITE_TIMINGS: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${run.stdout}\n${run.stderr}`);
  return { outDir, indexing: JSON.parse(/timings \(ms\): (\{.*\})/.exec(run.stderr)[1]).indexing };
}

/** The figures of bench/search-figures.ts for a build folder. */
function figuresOf(outDir) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/search-figures.ts', outDir], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

/**
 * In Chromium: focus → the first query's results shown, on a fresh page each time, both as a reader meets it
 * (the page loaded, its React client not yet: the focus wakes it, as any first interaction does) and with the
 * client woken before (a Shift press, as the browser tests wake it); and keystroke → results rendered.
 */
async function browserFigures(browser, origin, prefix, queries) {
  const readies = { cold: [], awake: [] };
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['cold', 'awake']) {
      const page = await openDocs(browser, origin, prefix, mode === 'awake');
      readies[mode].push((await page.evaluate(measure, { ready: true, queries: [queries[round % queries.length]] }))[0]);
      await page.close();
    }
  }
  const page = await openDocs(browser, origin, prefix, true);
  const times = await page.evaluate(measure, { ready: false, queries: queries.slice(0, typed) });
  // The same keystrokes again: what they cost once every shard and text they need is here, without the waits.
  const here = await page.evaluate(measure, { ready: false, queries: queries.slice(0, typed) });
  await page.close();
  return {
    ready: quantile(readies.awake, 0.5),
    readyCold: quantile(readies.cold, 0.5),
    keystrokes: times.length,
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    loadedMedian: quantile(here, 0.5),
    loadedP95: quantile(here, 0.95),
  };
}

/** A docs page, loaded; with `awake`, its React client woken by a key press and hydrated. */
async function openDocs(browser, origin, prefix, awake) {
  const page = await browser.newPage();
  await page.goto(`${origin}${prefix}/docs/`, { waitUntil: 'load' });
  if (awake) {
    await page.keyboard.press('Shift');
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
  }
  return page;
}

// Run in the page: with `queries` of one, focus → its results shown; else keystroke → results rendered for each
// letter of each. A React-controlled input takes its value through the native setter; results are rendered for a
// query when a list of results on show says which query it answers (data-query), which a MutationObserver sees:
// the box's own list, or the one the early entry shows before the client has come (early-results.ts).
async function measure({ ready, queries }) {
  const input = document.querySelector('.navbar__search-input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const type = (value) => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // The list is read anew each time: hydration may replace the server's element.
  const answered = (query) =>
    new Promise((resolve) => {
      const done = () => [...document.querySelectorAll('.search-dropdown__list')].some((list) => list.dataset.query === query && !list.closest('[hidden]'));
      if (done()) return resolve();
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { attributes: true, attributeFilter: ['data-query'], subtree: true, childList: true });
    });
  const times = [];
  if (ready) {
    const t0 = performance.now();
    input.focus();
    type(queries[0]);
    await answered(queries[0]);
    return [performance.now() - t0];
  }
  input.focus();
  for (const query of queries) {
    for (let i = 1; i <= query.length; i++) {
      const text = query.slice(0, i);
      if (!text.trim() || text !== text.trimEnd()) continue;
      const start = performance.now();
      type(text);
      await answered(text);
      times.push(performance.now() - start);
    }
    type('');
    await new Promise((r) => setTimeout(r, 0));
  }
  return times;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const built = arg('built', '');
const sites = built
  ? built.split(',').map((pair) => ({ name: pair.split('=')[0], outDir: pair.split('=')[1] }))
  : [
      ...scales.map((times) => {
        if (times === 1) return { name: '1×', config: 'test/corpus/site.config.ts' };
        const work = path.join(os.tmpdir(), `tongsite-scale-${times}x-seed17`);
        const generated = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-site.ts', '--times', String(times), '--seed', '17', '--out', work], {
          cwd: root,
          encoding: 'utf8',
        });
        if (generated.status !== 0) throw new Error(`generating ${times}×:\n${generated.stderr}`);
        return { name: `${times}×`, config: JSON.parse(generated.stdout).configFile };
      }),
      ...(process.argv.includes('--no-site') ? [] : [{ name: 'our site', config: 'site.config.ts' }]),
    ];
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
console.log(`search bench at ${commit}: ${os.cpus().length} cores, load average ${load()}`);
const results = [];
for (const site of sites) {
  const { outDir, indexing } = site.outDir ? { outDir: site.outDir } : build(site.config);
  const figures = figuresOf(outDir);
  const assets = sirv(outDir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) => assets(req, res, () => res.writeHead(404).end())).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log(indexing !== undefined ? `${site.name}: search indexes built in ${indexing} ms (both locales, beside rendering)` : `${site.name} (${outDir}):`);
  const result = { name: site.name, locales: {} };
  for (const [locale, prefix] of [
    ['zh-cn', ''],
    ['en', '/en'],
  ]) {
    const f = figures[locale];
    const ui = await browserFigures(browser, origin, prefix, f.queries);
    const r = {
      firstQueryKb: { median: f.firstQueryBytes.median / KB, p95: f.firstQueryBytes.p95 / KB },
      indexKb: f.totalBytes / KB,
      files: f.files,
      ...ui,
      eval: f.eval,
      load: load(),
    };
    result.locales[locale] = r;
    console.log(
      `  ${locale}: first query downloads median ${r.firstQueryKb.median.toFixed(0)} KB, p95 ${r.firstQueryKb.p95.toFixed(0)} KB gzipped; ` +
        `index ${r.indexKb.toFixed(0)} KB gzipped in ${r.files} files; focus → results shown ${r.ready.toFixed(0)} ms with the client awake, ${r.readyCold.toFixed(0)} ms when the focus wakes it (medians of ${rounds}); ` +
        `keystroke → results rendered over ${r.keystrokes} keystrokes: median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms; typed again with what they need here: median ${r.loadedMedian.toFixed(2)} ms, p95 ${r.loadedP95.toFixed(2)} ms (load average ${r.load})`,
    );
    const kinds = Object.entries(f.eval).filter(([key]) => !key.startsWith('all'));
    for (const [key, e] of kinds)
      console.log(`    ${key.padEnd(18)} ${String(e.count).padStart(4)} queries  hit@1 ${pct(e.hit1).padStart(6)}  hit@8 ${pct(e.hit8).padStart(6)}  MRR ${e.mrr.toFixed(3)}`);
  }
  results.push(result);
  server.close();
  if (!site.outDir) rmSync(outDir, { recursive: true, force: true });
}
await browser.close();

// The issue's acceptance figures, one line per site and locale.
console.log(`\nacceptance (targets: keystroke median ≤ 5 ms at 1×, ≤ 10 ms at 30×; focus → ready ≤ 150 ms at 1×; first query median ≤ 350 KB at 1×, ≤ 500 KB at 30×):`);
for (const { name, locales } of results)
  for (const [locale, r] of Object.entries(locales))
    console.log(
      `  ${name.padEnd(12)} ${locale.padEnd(5)}  keystroke median ${r.median.toFixed(2)} ms  focus → ready ${r.ready.toFixed(0)} ms (cold ${r.readyCold.toFixed(0)} ms)  first query median ${r.firstQueryKb.median.toFixed(0)} KB  hit@1 ${pct(r.eval[`${locale} all`].hit1)}  hit@8 ${pct(r.eval[`${locale} all`].hit8)}`,
    );
compare(previous, results);
const kept = (previous?.results ?? []).filter((p) => !results.some((r) => r.name === p.name));
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), commit, results: [...results, ...kept] }, null, 2)}\n`);
console.log(`saved to ${path.relative(root, resultsFile)}`);

/** What changed since the saved run: times past 20 % (the machine is shared), bytes past 5 %, hit rates by a point or more. */
function compare(before, current) {
  const metrics = [
    ['keystroke median', (r) => r.median, 0.2, (v) => `${v.toFixed(2)} ms`],
    ['keystroke p95', (r) => r.p95, 0.2, (v) => `${v.toFixed(2)} ms`],
    ['focus → ready', (r) => r.ready, 0.2, (v) => `${v.toFixed(0)} ms`],
    ['focus → ready (focus wakes the client)', (r) => r.readyCold, 0.2, (v) => `${v.toFixed(0)} ms`],
    ['first query median', (r) => r.firstQueryKb.median, 0.05, (v) => `${v.toFixed(0)} KB`],
    ['first query p95', (r) => r.firstQueryKb.p95, 0.05, (v) => `${v.toFixed(0)} KB`],
    ['index', (r) => r.indexKb, 0.05, (v) => `${v.toFixed(0)} KB`],
  ];
  const lines = [];
  for (const { name, locales } of current) {
    const old = before?.results.find((p) => p.name === name);
    for (const [locale, r] of Object.entries(old ? locales : {})) {
      const o = old.locales[locale];
      if (!o) continue;
      for (const [metric, get, tolerance, show] of metrics) {
        const [a, b] = [get(o), get(r)];
        if (a > 0 && Math.abs(b - a) / a > tolerance)
          lines.push(`  ${name} ${locale} ${metric}: ${show(a)} → ${show(b)} (${b > a ? '+' : ''}${Math.round(((b - a) / a) * 100)} %)`);
      }
      for (const [key, e] of Object.entries(r.eval)) {
        const p = o.eval[key];
        for (const k of ['hit1', 'hit8']) if (p && Math.abs(e[k] - p[k]) >= 0.01) lines.push(`  ${name} ${key} ${k === 'hit1' ? 'hit@1' : 'hit@8'}: ${pct(p[k])} → ${pct(e[k])}`);
      }
    }
  }
  if (!before || !current.some((r) => before.results.some((p) => p.name === r.name))) console.log('\nno saved run of these sites to compare with');
  else
    console.log(
      `\ncompared with the run of ${before.date} (${before.commit}, load then ${before.results[0]?.locales['zh-cn']?.load ?? '?'}):\n${lines.join('\n') || '  nothing changed by more than 20 % (times), 5 % (bytes) or a point (hit rates)'}`,
    );
}

// Search figures (issues 5, 16 and 29), per locale of sites 1×, 10× and 30×
// the Tongsuo corpus (bench/generate-site.ts, seed 17; 1× is the corpus
// itself) and of our own site: the known-item evaluation (hit@1, hit@8, MRR
// per kind), the bytes a reader's first query downloads (gzipped; median and
// p95 over the known-item queries), the index's total bytes, the index build
// time, and in Chromium, on the real navbar box, focus → first results shown
// and keystroke → results rendered (median, p95) as the known-item queries are
// typed letter by letter. Reported, not asserted.
//
//   node scripts/bench-search.js [--scales 1,10,30] [--typed 40] [--built name=DIR,…]
// (--built measures builds already made instead of building the sites).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** In Chromium: focus → the first query's results shown (a fresh page each time), and keystroke → results rendered. */
async function browserFigures(browser, origin, prefix, queries) {
  const readies = [];
  for (let round = 0; round < 3; round++) {
    const page = await browser.newPage();
    await page.goto(`${origin}${prefix}/docs/`);
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
    readies.push((await page.evaluate(measure, { ready: true, queries: [queries[round % queries.length]] }))[0]);
    await page.close();
  }
  const page = await browser.newPage();
  await page.goto(`${origin}${prefix}/docs/`);
  await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
  const times = await page.evaluate(measure, { ready: false, queries: queries.slice(0, typed) });
  await page.close();
  return { ready: quantile(readies, 0.5), keystrokes: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

// Run in the page: with `queries` of one, focus → its results shown; else keystroke → results rendered for each
// letter of each. A React-controlled input takes its value through the native setter; results are rendered for a
// query when the listbox says which query they answer (data-query), which a MutationObserver sees.
async function measure({ ready, queries }) {
  const input = document.querySelector('.navbar__search-input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const list = document.querySelector('.search-dropdown__list');
  const type = (value) => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const answered = (query) =>
    new Promise((resolve) => {
      if (list.dataset.query === query) return resolve();
      const observer = new MutationObserver(() => {
        if (list.dataset.query !== query) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(list, { attributes: true, attributeFilter: ['data-query'] });
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
        if (times === 1) return { name: '1× (corpus)', config: 'test/corpus/site.config.ts' };
        const work = path.join(os.tmpdir(), `tongsite-scale-${times}x-seed17`);
        const generated = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-site.ts', '--times', String(times), '--seed', '17', '--out', work], {
          cwd: root,
          encoding: 'utf8',
        });
        if (generated.status !== 0) throw new Error(`generating ${times}×:\n${generated.stderr}`);
        return { name: `${times}×`, config: JSON.parse(generated.stdout).configFile };
      }),
      { name: 'our site', config: 'site.config.ts' },
    ];
for (const site of sites) {
  const { outDir, indexing } = site.outDir ? { outDir: site.outDir } : build(site.config);
  const figures = figuresOf(outDir);
  const assets = sirv(outDir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) => assets(req, res, () => res.writeHead(404).end())).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  if (indexing !== undefined) console.log(`${site.name}: search indexes built in ${indexing} ms (both locales, beside rendering)`);
  else console.log(`${site.name} (${outDir}):`);
  for (const [locale, prefix] of [
    ['zh-cn', ''],
    ['en', '/en'],
  ]) {
    const f = figures[locale];
    const ui = await browserFigures(browser, origin, prefix, f.queries);
    console.log(
      `  ${locale}: first query downloads median ${(f.firstQueryBytes.median / KB).toFixed(0)} KB, p95 ${(f.firstQueryBytes.p95 / KB).toFixed(0)} KB gzipped; ` +
        `index ${(f.totalBytes / KB).toFixed(0)} KB gzipped in ${f.files} files; focus → results shown ${ui.ready.toFixed(0)} ms (median of 3); ` +
        `keystroke → results rendered over ${ui.keystrokes} keystrokes: median ${ui.median.toFixed(2)} ms, p95 ${ui.p95.toFixed(2)} ms`,
    );
    const kinds = Object.entries(f.eval).filter(([key]) => !key.startsWith('all'));
    for (const [key, e] of kinds)
      console.log(`    ${key.padEnd(18)} ${String(e.count).padStart(4)} queries  hit@1 ${pct(e.hit1).padStart(6)}  hit@8 ${pct(e.hit8).padStart(6)}  MRR ${e.mrr.toFixed(3)}`);
  }
  server.close();
  if (!site.outDir) rmSync(outDir, { recursive: true, force: true });
}
await browser.close();

// Search figures on the Tongsuo corpus (issue 5): the index size per locale
// (gzipped, limit 300 KB), the index build time (cold, warm rebuilt, warm
// unchanged; limit 1 s warm), and in Chromium the time to load the index and
// to answer a query (limit 10 ms), with the quality of the 8 suggestions for
// the queries of test/search/corpus-queries.ts. Reported, not asserted.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = 'test/corpus/site.config.ts';
const cache = path.join(root, 'test/corpus/.tongsite-cache/search');
const out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-search-'));
const KB = 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The milliseconds one build of the corpus spends building its search indexes (beside rendering). */
function searchStage() {
  const run = spawnSync(process.execPath, ['bin/tongsite.js', 'build', '--config', config, '--out-dir', out], { cwd: root, encoding: 'utf8', env: { ...process.env, TONGSITE_TIMINGS: '1' } });
  if (run.status !== 0) throw new Error(`${run.stdout}\n${run.stderr}`);
  return JSON.parse(/timings \(ms\): (\{.*\})/.exec(run.stderr)[1]).indexing;
}
const dropIndexes = () => ['zh-cn', 'en'].forEach((l) => rmSync(path.join(cache, `index-${l}.json`), { force: true }));
const dropTerms = () => rmSync(path.join(cache, 'terms.json'), { force: true });

rmSync(cache, { recursive: true, force: true });
const cold = searchStage();
const recut = [1, 2, 3].map(() => (dropIndexes(), dropTerms(), searchStage()));
const rebuilt = [1, 2, 3].map(() => (dropIndexes(), searchStage()));
const unchanged = [1, 2, 3].map(() => searchStage());
console.log('Search index build, Tongsuo corpus, both locales (`tongsite build`: in a child process while it renders when every text must be cut, else in the build itself):');
console.log(`  cold (segmentit on every run of Chinese): ${cold} ms`);
console.log(`  warm, every text cut again (only segmentation cached; median of 3): ${median(recut)} ms`);
console.log(`  warm, indexes rebuilt from cached terms (what an edit costs, plus cutting the edited text; median of 3): ${median(rebuilt)} ms`);
console.log(`  warm, nothing changed (index reused; median of 3): ${median(unchanged)} ms`);

console.log('Index size:');
for (const [locale, file] of [['zh-cn', 'search-index.json'], ['en', 'en/search-index.json']]) {
  const json = readFileSync(path.join(out, file));
  const payload = JSON.parse(json);
  const gz = (value) => gzipSync(JSON.stringify(value), { level: 9 }).length;
  console.log(
    `  ${locale}: ${(gzipSync(json, { level: 9 }).length / KB).toFixed(1)} KB gzipped (${(json.length / KB).toFixed(0)} KB raw; ` +
      `index ${(gz(payload.index) / KB).toFixed(1)} KB, documents ${(gz([payload.pages, payload.sections]) / KB).toFixed(1)} KB; ` +
      `${payload.pages.length} pages, ${payload.sections.length} sections)`,
  );
}

// The query engine as the browser runs it: bundled by esbuild for the browser, with the quality queries.
const engine = await build({
  stdin: {
    contents: "export { loadSearchEngine } from './src/shared/search/search-engine.ts'; export { CORPUS_QUERIES } from './test/search/corpus-queries.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  globalName: '__bench',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  write: false,
});
const assets = sirv(out, { dev: true, extensions: ['html'] });
const server = http.createServer((req, res) => assets(req, res, () => res.writeHead(404).end())).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
console.log('In Chromium:');
for (const prefix of ['', '/en']) {
  const page = await browser.newPage();
  await page.goto(`${origin}${prefix}/docs/`);
  await page.addScriptTag({ content: engine.outputFiles[0].text });
  const figures = await page.evaluate(async (prefix) => {
    const { loadSearchEngine, CORPUS_QUERIES } = window.__bench;
    const url = JSON.parse(document.getElementById('__tongsite-data').textContent).site.searchIndexUrl;
    let t = performance.now();
    const payload = await (await fetch(url)).json();
    const fetched = performance.now() - t;
    t = performance.now();
    const engine = loadSearchEngine(payload);
    const loaded = performance.now() - t;
    // Every query as typed, one character more at a time: what the box runs.
    const typed = CORPUS_QUERIES.flatMap(({ query }) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
    for (const q of typed) engine.search(q, { limit: 8 });
    // Each query three times: its median is its time, the slowest of those the worst case (a lone GC pause is not).
    const times = [];
    let worst = [0, ''];
    for (const q of typed) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        engine.search(q, { limit: 8 });
        runs.push(performance.now() - start);
      }
      const mid = runs.sort((a, b) => a - b)[1];
      times.push(mid);
      if (mid > worst[0]) worst = [mid, q];
    }
    times.sort((a, b) => a - b);
    const found = CORPUS_QUERIES.filter(({ query, expect }) => engine.search(query, { limit: 8 }).hits.some((h) => decodeURIComponent(h.url) === prefix + expect));
    return { fetched, loaded, count: times.length, median: times[times.length >> 1], p95: times[Math.floor(times.length * 0.95)], worst, found: found.length, total: CORPUS_QUERIES.length };
  }, prefix);
  console.log(
    `  ${prefix || '/'}: index fetched and parsed in ${figures.fetched.toFixed(0)} ms, loaded into FlexSearch in ${figures.loaded.toFixed(0)} ms; ` +
      `${figures.count} queries as typed: median ${figures.median.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms, slowest ${figures.worst[0].toFixed(2)} ms (${figures.worst[1]}); ` +
      `expected page in the 8 suggestions for ${figures.found}/${figures.total} queries`,
  );
  await page.close();
}
await browser.close();
server.close();
rmSync(out, { recursive: true, force: true });

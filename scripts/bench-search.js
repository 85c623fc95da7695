// Search figures (issues 5 and 16): the index size per locale (gzipped, limit
// 300 KB), the index build time, the known-item evaluation of the corpus and of
// our own site (test/search/known-items.ts: hit@1, hit@8, MRR per kind and
// locale), and in Chromium the time from focusing the search box to its index
// being ready (limit 100 ms) and from a keystroke to the results rendered
// (limit 5 ms median), with the quality of the 8 suggestions for the queries of
// test/search/corpus-queries.ts. Reported, not asserted.
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

/** The milliseconds one build of `configFile` spends building its search indexes (beside rendering). */
function searchStage(configFile = config, outDir = out) {
  const run = spawnSync(process.execPath, ['bin/tongsite.js', 'build', '--config', configFile, '--out-dir', outDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TONGSITE_TIMINGS: '1' },
  });
  if (run.status !== 0) throw new Error(`${run.stdout}\n${run.stderr}`);
  return JSON.parse(/timings \(ms\): (\{.*\})/.exec(run.stderr)[1]).indexing;
}

rmSync(cache, { recursive: true, force: true });
const cold = searchStage();
const rebuilt = [1, 2, 3].map(() => (rmSync(cache, { recursive: true, force: true }), searchStage()));
const unchanged = [1, 2, 3].map(() => searchStage());
console.log('Search index build, Tongsuo corpus, both locales:');
console.log(`  cold: ${cold} ms; indexes rebuilt (median of 3): ${median(rebuilt)} ms; nothing changed (index reused; median of 3): ${median(unchanged)} ms`);

console.log('Index size (an untranslated page is indexed once, in the zh-cn index, which the en index names):');
const siteOut = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-search-site-'));
searchStage('site.config.ts', siteOut);
for (const [site, dir] of [
  ['corpus', out],
  ['site', siteOut],
]) {
  for (const [locale, file] of [
    ['zh-cn', 'search-index.json'],
    ['en', 'en/search-index.json'],
  ]) {
    const json = readFileSync(path.join(dir, file));
    const payload = JSON.parse(json);
    const shared = payload.shared ? ` + the zh-cn index for ${payload.shared.pages.length} untranslated pages` : '';
    console.log(
      `  ${site} ${locale}: ${(gzipSync(json, { level: 9 }).length / KB).toFixed(1)} KB gzipped (${(json.length / KB).toFixed(0)} KB raw; ${payload.pages.length} pages, ${payload.sections.length} sections${shared})`,
    );
  }
}

console.log('Known-item evaluation (`node --import tsx test/search/known-items-report.ts corpus=<build> site=<build>`):');
spawnSync(process.execPath, ['--import', 'tsx', 'test/search/known-items-report.ts', `corpus=${out}`, `site=${siteOut}`], { cwd: root, stdio: 'inherit' });

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
  // The measuring code is added as an inline script, which the site's Content-Security-Policy rightly blocks.
  const page = await browser.newPage({ bypassCSP: true });
  await page.goto(`${origin}${prefix}/docs/`);
  await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
  await page.addScriptTag({ content: engine.outputFiles[0].text });
  // The real search box: focus it and type, as a reader does (a React-controlled input takes its value through the native setter).
  const ui = await page.evaluate(async () => {
    const input = document.querySelector('.navbar__search-input');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const type = (value) => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const shown = () => document.querySelectorAll('.search-dropdown [role="option"]').length > 0;
    // Focus → the index fetched and loaded and a first query answered on screen.
    const t0 = performance.now();
    input.focus();
    type('sm2');
    await new Promise((resolve) => {
      const poll = () => (shown() ? resolve() : setTimeout(poll, 1));
      poll();
    });
    const ready = performance.now() - t0;
    // Keystroke → results rendered: React renders the input event's update in a microtask queued while it is
    // dispatched, before the one awaited here, so the time runs to the results in the DOM.
    const words = ['证书压缩', 'SSL_CTX_new', 'certificate compression', 'TLS 1.3 国密', 'homomorphic encryption', '零知识证明', 'enable-ntls', 'tongsuo-java-sdk'];
    const times = [];
    for (let round = 0; round < 3; round++) {
      for (const word of words) {
        for (let i = 1; i <= word.length; i++) {
          const start = performance.now();
          type(word.slice(0, i));
          await Promise.resolve();
          times.push(performance.now() - start);
          if (!document.querySelector('.search-dropdown__list').textContent && shown()) throw new Error('results not rendered');
        }
        type('');
      }
    }
    times.sort((a, b) => a - b);
    return { ready, count: times.length, median: times[times.length >> 1], p95: times[Math.floor(times.length * 0.95)] };
  });
  const figures = await page.evaluate(async (prefix) => {
    const { loadSearchEngine, CORPUS_QUERIES } = window.__bench;
    const url = JSON.parse(document.getElementById('__tongsite-data').textContent).site.searchIndexUrl;
    const payload = await (await fetch(url)).json();
    const shared = payload.shared && (await (await fetch(payload.shared.url)).json());
    const t = performance.now();
    const engine = loadSearchEngine(payload, shared);
    const loaded = performance.now() - t;
    const found = CORPUS_QUERIES.filter(({ query, expect }) => engine.search(query, { limit: 8 }).hits.some((h) => decodeURIComponent(h.url) === prefix + expect));
    return { loaded, found: found.length, total: CORPUS_QUERIES.length };
  }, prefix);
  console.log(
    `  ${prefix || '/'}: focus → index ready and first results shown: ${ui.ready.toFixed(0)} ms (engine load ${figures.loaded.toFixed(0)} ms of it); ` +
      `keystroke → results rendered, ${ui.count} keystrokes: median ${ui.median.toFixed(2)} ms, p95 ${ui.p95.toFixed(2)} ms; ` +
      `hand-written queries: expected page in the 8 suggestions for ${figures.found}/${figures.total}`,
  );
  await page.close();
}
await browser.close();
server.close();
rmSync(out, { recursive: true, force: true });
rmSync(siteOut, { recursive: true, force: true });

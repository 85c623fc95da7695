// `node scripts/bench-serve.js`: edit → visible with `tongsite serve --watch` on
// the Tongsuo corpus. A copy of the corpus is served (the shared one stays
// untouched); a doc is edited several times while Chromium shows it, and each
// round is timed to the reload event (the rebuild is done and swapped in) and
// to the edit being visible in the page. Figures go to stdout; nothing is asserted.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildTool } from './build-tool.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
// Three sizes of the corpus' docs (median 3.4 KB): 0.5 KB, 4.2 KB, and 13.7 KB with 30 code blocks (80th percentile).
// BENCH_DOCS=docs/a.md,docs/b.md measures others.
const DOCS = process.env.BENCH_DOCS?.split(',') ?? ['docs/security.md', 'docs/features/curl.md', 'docs/features/tengine.md'];
await buildTool();

// The corpus copy, with the corpus config pointed at it (and its compile cache, to start warm).
const work = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-serve-'));
const siteDir = path.join(work, 'tongsuo-docs');
cpSync(path.join(root, '../shared/corpus/tongsuo-docs'), siteDir, { recursive: true });
rmSync(path.join(siteDir, 'node_modules'), { recursive: true, force: true });
const corpusConfig = readFileSync(path.join(root, 'test/corpus/site.config.ts'), 'utf8');
writeFileSync(path.join(work, 'site.config.ts'), corpusConfig.replace(/siteDir: '[^']*'/, "siteDir: './tongsuo-docs'"));
try {
  cpSync(path.join(root, 'test/corpus/.tongsite-cache'), path.join(work, '.tongsite-cache'), { recursive: true });
} catch {
  // No cache yet: the first build is cold, the rounds are warm anyway.
}
const chmod = (dir) => spawn('chmod', ['-R', 'u+w', dir]);
await new Promise((resolve) => chmod(work).on('exit', resolve));

const server = spawn(process.execPath, [path.join(root, 'bin/tongsite.js'), 'serve', '--watch', '--port', '0', '--config', 'site.config.ts'], {
  cwd: work,
  env: { ...process.env, TONGSITE_TIMINGS: '1' },
});
let output = '';
const waiters = new Set();
const onData = (chunk) => {
  output += chunk;
  for (const w of waiters) w();
};
server.stdout.on('data', onData);
server.stderr.on('data', onData);
const waitFor = (pattern, from = 0) =>
  new Promise((resolve) => {
    const check = () => {
      const m = output.slice(from).match(pattern);
      if (m) {
        waiters.delete(check);
        resolve(m);
      }
    };
    waiters.add(check);
    check();
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let browser;
try {
  const origin = (await waitFor(/ at (http:\/\/\S+?)\/?\n/))[1];
  await waitFor(/Watching .* for changes/);
  // An event-stream client beside the browser: the moment the server says "reload".
  const reloads = [];
  http.get(`${origin}/__tongsite/events`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      if (chunk.includes('event: reload')) reloads.push(performance.now());
    });
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  for (const doc of DOCS) {
    const file = path.join(siteDir, doc);
    const original = readFileSync(file, 'utf8');
    const url = `${origin}/${doc.replace(/\.md$/, '')}`;
    await page.goto(url);
    const rows = [];
    for (let round = 0; round < ROUNDS; round++) {
      const marker = `bench-edit-${round}-${Date.now()}`;
      const from = output.length;
      const seen = reloads.length;
      // The page notes the wall-clock time of the DOM change that shows the edit (a
      // MutationObserver, not polling); Chromium and Node read the same clock.
      const shown = page.evaluate(
        (m) =>
          new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (!document.body?.textContent?.includes(m)) return;
              observer.disconnect();
              resolve(Date.now());
            });
            observer.observe(document, { subtree: true, childList: true, characterData: true });
          }),
        marker,
      );
      await new Promise((r) => setTimeout(r, 50)); // the observer is in place
      const start = performance.now();
      const startWall = Date.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      const visible = (await Promise.race([shown, new Promise((r) => setTimeout(() => r(NaN), 20_000))])) - startWall;
      const timings = JSON.parse((await waitFor(/timings \(ms\): (\{.*\})/, from))[1]);
      const built = Number((await waitFor(/built .* pages in ([\d.]+) s/, from))[1]) * 1000;
      rows.push({ reload: (reloads[seen] ?? NaN) - start, visible, built, timings });
      await new Promise((r) => setTimeout(r, 300));
    }
    const from = output.length;
    writeFileSync(file, original);
    // Built before the next page opens: a page that misses a build reloads.
    await waitFor(/built .* pages in/, from);
    await new Promise((r) => setTimeout(r, 300));
    const m = (key) => Math.round(median(rows.map((r) => r[key])));
    console.log(`${doc} (${original.length} bytes), ${ROUNDS} edits on the corpus:`);
    console.log(`  edit → reload event (rebuilt and swapped in): median ${m('reload')} ms   [${rows.map((r) => Math.round(r.reload)).join(', ')}]`);
    console.log(`  edit → visible in Chromium:                   median ${m('visible')} ms   [${rows.map((r) => Math.round(r.visible)).join(', ')}]`);
    console.log(`  build() itself (durationMs):                  median ${m('built')} ms`);
    const stages = Object.keys(rows[0].timings);
    console.log(`  stages (median ms): ${stages.map((s) => `${s} ${median(rows.map((r) => r.timings[s]))}`).join(', ')}`);
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}

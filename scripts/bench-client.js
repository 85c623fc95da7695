// Client figures on the corpus, in Chromium: first-load bytes of a docs page
// (gzipped) and the time from a click on a preloaded link to the next page on
// screen. Reported, not asserted (the budgets are asserted in test/client).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-client-'));
const run = spawnSync(process.execPath, ['bin/tongsite.js', 'build', '--config', 'test/corpus/site.config.ts', '--out-dir', out], { cwd: root, encoding: 'utf8' });
if (run.status !== 0) throw new Error(run.stderr);
const assets = sirv(out, { dev: true, extensions: ['html'] });
const server = http.createServer((req, res) => assets(req, res, () => res.writeHead(404).end())).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage();
const bytes = { js: 0, css: 0 };
const pending = [];
page.on('response', (r) => {
  const type = r.request().resourceType();
  if (type === 'script' || type === 'stylesheet') pending.push(r.body().then((body) => (bytes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length)));
  // The page's own stylesheets are written into its head.
  if (type === 'document')
    pending.push(r.body().then((body) => (bytes.css += gzipSync([...body.toString('utf8').matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('')).length)));
});
await page.goto(`${origin}/docs/api/tsapi`, { waitUntil: 'networkidle' });
await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached' });
await page.waitForTimeout(500);
await Promise.all(pending);
console.log(`first load of /docs/api/tsapi: ${(bytes.js / 1024).toFixed(1)} KB JavaScript, ${(bytes.css / 1024).toFixed(1)} KB CSS (gzipped)`);

const targets = await page.$$eval('.menu a[href^="/docs/api/"]', (as) => as.map((a) => a.getAttribute('href')));
const times = [];
for (let round = 0; round < 3; round++) {
  for (const href of targets) {
    if (href === (await page.evaluate(() => decodeURIComponent(location.pathname)))) continue;
    await page.hover(`.menu a[href="${href}"]`);
    await page.waitForTimeout(150);
    const ms = await page.evaluate(
      (target) =>
        new Promise((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (decodeURIComponent(location.pathname) === target) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.getElementById('__tongsite'), { childList: true, subtree: true, characterData: true });
          document.querySelector(`.menu a[href="${target}"]`).click();
        }),
      href,
    );
    times.push(ms);
  }
}
const phases = await page.evaluate(() =>
  Object.fromEntries(
    ['load', 'render'].map((phase) => {
      const d = performance
        .getEntriesByName(`tongsite:navigation:${phase}`)
        .map((e) => e.duration)
        .sort((a, b) => a - b);
      return [phase, d[Math.floor(d.length / 2)]?.toFixed(1)];
    }),
  ),
);
console.log(`  of which (medians, User Timing): data ${phases.load} ms, render ${phases.render} ms`);
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
console.log(`navigation to a preloaded page, click to rendered (${times.length} runs): median ${pct(0.5)} ms, p90 ${pct(0.9)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
await browser.close();
server.close();
rmSync(out, { recursive: true, force: true });

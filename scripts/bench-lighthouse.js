// Lighthouse scores (performance, accessibility, best practices, SEO; median of
// 3 runs, mobile and desktop) of the home page, the docs home and the post with
// the most images, on the corpus and on our own site; and the bytes the blog
// list page loads until the network is idle. Reported, not asserted: Lighthouse
// scores move with the machine's load.
//
//   node scripts/bench-lighthouse.js                      builds both sites first
//   node scripts/bench-lighthouse.js corpus=DIR site=DIR  measures built folders (`none`: leaves that site out)
//
// The builds are served the way a static host serves them: gzip for text, and
// immutable caching for hashed assets. This machine reaches no host but its
// own, so what a page loads from other origins (the corpus's CI badges) is
// blocked, and said so: see thirdPartyOrigins.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEBIAN, ensureDebianPackages } from './debian-packages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The simulated timings behind the performance score (medians are shown: a 99 says which one cost the point). */
const TIMINGS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' };
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** A static host for a build folder: clean URLs, 404.html, gzip, long caching of /assets/. */
function serve(dir) {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const candidates = [url, `${url}.html`, path.join(url, 'index.html')].map((p) => path.join(dir, p));
    let file = candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(dir, url.startsWith('/en/') ? 'en/404.html' : '404.html');
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compress = /^(text|application\/(json|xml)|image\/svg)/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      ...(compress && { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }),
    });
    const body = createReadStream(file);
    (compress ? body.pipe(createGzip()) : body).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

function build(config) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tongsite-bench-lh-'));
  const run = spawnSync(process.execPath, ['bin/tongsite.js', 'build', '--config', config, '--out-dir', out], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${config}: ${run.stdout}\n${run.stderr}`);
  return out;
}

/** The post page (zh-cn) with the most images: where layout shift and lazy loading show. */
function postWithMostImages(dir) {
  const posts = [];
  const walk = (d, url) => {
    for (const name of readdirSync(d)) {
      const abs = path.join(d, name);
      if (statSync(abs).isDirectory()) walk(abs, `${url}/${name}`);
      else if (name === 'index.html' && /^\/blog\/\d{4}\/\d\d\/\d\d\//.test(url)) posts.push({ url, images: (readFileSync(abs, 'utf8').match(/<img /g) ?? []).length });
    }
  };
  walk(path.join(dir, 'blog'), '/blog');
  return posts.sort((a, b) => b.images - a.images)[0]?.url;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The origins other than the site's that a page requests, as Chromium loads it.
 * Lighthouse is told to block them (`blockedUrlPatterns`, its way to measure a
 * page without its third parties), and by design counts no console error for
 * what it blocked. Unblocked here they fail for want of DNS, an error of this
 * machine, not of the page: online they load.
 */
async function thirdPartyOrigins(browser, url) {
  const page = await browser.newPage();
  const origins = new Set();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== new URL(url).origin && /^https?:/.test(origin)) origins.add(origin);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.close();
  return [...origins].sort();
}

async function scores(port, url, formFactor, blocked) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, blockedUrlPatterns: blocked.map((origin) => `${origin}/*`) };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    runs.push({
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      ...Object.fromEntries(Object.entries(TIMINGS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? 0])),
      reasons: reasonsBelow100(lhr),
    });
  }
  const out = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))]));
  out.cls = median(runs.map((r) => r.cls)).toFixed(3);
  out.timings = Object.keys(TIMINGS)
    .map((name) => `${name} ${Math.round(median(runs.map((r) => r[name])))} ms`)
    .join(', ');
  out.failing = [...new Set(runs.flatMap((r) => r.failing))].join(' ');
  out.reasons = [...new Set(runs.flatMap((r) => r.reasons))];
  return out;
}

/**
 * What costs points outside performance, item by item: the audit, and what it
 * found (a console error with its URL, an element). An error this machine
 * causes (no DNS for another host) then reads as such.
 */
function reasonsBelow100(lhr) {
  return CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => {
        const items = lhr.audits[ref.id].details?.items ?? [];
        const found = items
          .map((i) => [i.description, i.sourceLocation?.url ?? i.url ?? i.node?.snippet].filter(Boolean).join(' '))
          .sort()
          .slice(0, 4);
        return `${c} ${ref.id}: ${found.join('; ') || lhr.audits[ref.id].title}`;
      }),
  );
}

/** Bytes the blog list transfers (as sent, gzipped where the host gzips) until the network is idle, by resource type. */
async function blogListBytes(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const sizes = {};
  const pending = [];
  page.on('requestfinished', (request) =>
    pending.push(
      request.sizes().then((s) => {
        const type = request.resourceType();
        sizes[type] = (sizes[type] ?? 0) + s.responseBodySize + s.responseHeadersSize;
      }),
    ),
  );
  await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return sizes;
}

// Chinese pages are measured as a reader's device shows them: with a Chinese font.
ensureDebianPackages([...(process.env.CHROME_PATH ? [] : [DEBIAN.chromium]), DEBIAN.cjkFont], 'the Lighthouse benchmark');
const given = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=')));
// `corpus=none` or `site=none` leaves that site out.
const sites = [
  ['Tongsuo corpus', given.corpus ?? build('test/corpus/site.config.ts'), !given.corpus],
  ['tongsite website (content/)', given.site ?? build('site.config.ts'), !given.site],
].filter(([, dir]) => dir !== 'none');
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  for (const [name, dir, temporary] of sites) {
    const server = await serve(path.resolve(dir));
    console.log(`${name} (Lighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}; perf / a11y / best practices / SEO, CLS)`);
    for (const url of ['/', '/docs', postWithMostImages(dir)].filter(Boolean)) {
      const blocked = await thirdPartyOrigins(browser, server.origin + url);
      if (blocked.length) console.log(`  ${url}: blocked, as this machine has no network: ${blocked.join(', ')}`);
      for (const formFactor of ['mobile', 'desktop']) {
        const s = await scores(chrome.port, server.origin + url, formFactor, blocked);
        console.log(`  ${url} ${formFactor}: ${CATEGORIES.map((c) => s[c]).join(' / ')}, CLS ${s.cls}, ${s.timings}${s.failing ? `  (below 1: ${s.failing})` : ''}`);
        for (const reason of s.reasons) console.log(`    ${reason}`);
      }
    }
    const bytes = await blogListBytes(browser, server.origin);
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    console.log(
      `  /blog until network idle (1280×900): ${(total / 1024 / 1024).toFixed(2)} MB (${Object.entries(bytes)
        .map(([t, n]) => `${t} ${(n / 1024).toFixed(0)} KB`)
        .join(', ')})`,
    );
    server.close();
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
} finally {
  await browser.close();
  await chrome.kill();
}

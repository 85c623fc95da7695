// A real browser for tests: Debian's Chromium driven by playwright-core, against
// a built site served on 127.0.0.1.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { after, before } from 'node:test';
import sirv from 'sirv';
import { buildSite, makeSite } from './site.js';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/** Launches headless Chromium; fails with what to install when there is none. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p) => existsSync(p));
  if (!executablePath) {
    throw new Error('browser tests need Chromium: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH); `npm test` does this itself when run as root');
  }
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Serves a build folder on a free 127.0.0.1 port (clean URLs, 404.html); returns its origin. */
export async function serveBuild(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const assets = sirv(dir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) =>
    assets(req, res, () => {
      const notFound = sirv(dir, { dev: true });
      res.statusCode = 404;
      req.url = req.url?.startsWith('/en/') ? '/en/404.html' : '/404.html';
      notFound(req, res, () => {
        res.end('Not Found');
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * For a describe block: serves the folder `build()` returns and launches
 * Chromium before its tests, and closes both after them.
 */
export function browserSuite(build: () => string | Promise<string>): { browser: Browser; origin: string } {
  const suite = {} as { browser: Browser; origin: string };
  let server: Awaited<ReturnType<typeof serveBuild>> | undefined;
  before(async () => {
    server = await serveBuild(await build());
    suite.origin = server.origin;
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await server?.close();
  });
  return suite;
}

/**
 * Resolves once the page has acted on everything that came before: two
 * animation frames (an IntersectionObserver's callback runs by then) and a
 * round trip to the server started after them, so a request the page made in
 * the meantime has been seen. What a test asserts did not happen (a prefetch,
 * a fetch of the search index) is checked after this, not after a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // The page's own URL with a token: a request the server answers, and no console error.
  const token = `__settled=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await Promise.all([page.waitForResponse((r) => r.url().endsWith(token)), page.evaluate((query) => fetch(`${location.pathname}?${query}`).then((r) => r.text()), token)]);
}

/**
 * Brings the page to life as a reader does: a page with no code of its own
 * loads its React client at the first interaction (src/shared/inline-scripts.ts),
 * here a press of Shift, which changes nothing on the page. Resolves once the
 * client has hydrated it.
 */
export async function wakeClient(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached', ...options });
}

/**
 * For a describe block: a site made of `files` (makeSite) and built, served, with Chromium; `site.build` is its
 * build folder once the suite has started.
 */
export function builtSiteSuite(files: Record<string, string>): { browser: Browser; origin: string; build: string } {
  const site = { build: '' };
  const suite = browserSuite(() => {
    const dir = makeSite(files);
    buildSite(dir);
    site.build = path.join(dir, 'build');
    return site.build;
  });
  return Object.defineProperties(site, {
    browser: { get: () => suite.browser },
    origin: { get: () => suite.origin },
  }) as { browser: Browser; origin: string; build: string };
}

/** Opens `url` of the suite's site in a new tab and wakes its client; `errors` collects its console errors and page errors. */
export async function openHydrated(suite: { browser: Browser; origin: string }, url: string): Promise<{ tab: Page; errors: string[] }> {
  const tab = await suite.browser.newPage();
  const errors: string[] = [];
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(suite.origin + url);
  await wakeClient(tab);
  return { tab, errors };
}

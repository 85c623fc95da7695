// `node scripts/compare-sidebars.js --site NAME --docusaurus DIR --tongsite DIR [--page URL]... [--json FILE]`:
// opens the same pages of a real site in Chromium from Docusaurus' own build (DIR: its build/ folder) and
// from tongsite's, once each has hydrated, and compares the docs sidebar each shows: the items in order,
// their labels and links, which categories are collapsed and which item is the current page. Prints each
// difference with the item's place in the sidebar; exit 1 when any page differs or is missing.
//
// Compared after hydration because Docusaurus' server HTML links a category that has no link of its own to
// its first doc (theme-classic DocSidebarItem/Category, useCategoryHrefWithSSRFallback), a stand-in its
// client replaces with '#'. A collapsed category's items are not compared: Docusaurus renders none
// (Collapsible `lazy`), and tongsite may fetch them only when opened (a large sidebar's parts).
//
// `--docusaurus-locale X`: Docusaurus' build is of locale X alone (`docusaurus build --locale X`), which
// Docusaurus builds for the base URL without the locale's path (a locale served on its own domain): its
// pages are opened without the `/X` of the page's URL, and tongsite's links are compared without it.
//
// The builds are of sites outside the repository (/work/sites): this is a measuring script, not a test.
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Per site: its baseUrl and its pages (a top-level doc, a nested one, one of another version or instance; ts-jest's second is in no sidebar). */
const SITES = {
  'ts-jest': {
    baseUrl: '/ts-jest/',
    pages: ['/ts-jest/docs', '/ts-jest/docs/babel7-or-ts', '/ts-jest/docs/getting-started/options/tsconfig', '/ts-jest/docs/28.0/getting-started/installation'],
  },
  h3: { baseUrl: '/', pages: ['/docs/quickstart/', '/docs/api/indexing/', '/docs/3.x/api/indexing/'] },
  'glasskube-dev': {
    baseUrl: '/',
    pages: ['/docs/', '/docs/getting-started/install/', '/products/package-manager/docs/design/package-scopes/'],
  },
  'fury-site': { baseUrl: '/', pages: ['/docs/docs/introduction', '/docs/docs/guide/java_object_graph_guide', '/docs/0.10/docs/introduction/features', '/docs/community'] },
  'tongsuo-docs-latest': { baseUrl: '/', pages: ['/docs/', '/docs/api/paillier/', '/docs/compilation/compile-and-install/'] },
  trpc: { baseUrl: '/', pages: ['/docs/', '/docs/client/links/httpBatchLink/', '/docs/v10/client/links/httpBatchLink/'] },
};

function options(argv) {
  const o = { pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'page') o.pages.push(argv[++i]);
    else if (['site', 'docusaurus', 'tongsite', 'json', 'docusaurus-locale'].includes(key)) o[key] = argv[++i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!o.site || !o.docusaurus || !o.tongsite) {
    console.error('usage: node scripts/compare-sidebars.js --site NAME --docusaurus BUILD_DIR --tongsite BUILD_DIR [--docusaurus-locale X] [--page URL]... [--json FILE]');
    process.exit(2);
  }
  const known = SITES[o.site] ?? { baseUrl: '/', pages: [] };
  return { ...o, baseUrl: known.baseUrl, pages: o.pages.length ? o.pages : known.pages };
}

/** A static server for a build folder served at baseUrl, answering `/a` with a.html or a/index.html as GitHub Pages does. */
function serve(dir, baseUrl) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const rel = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
    const base = path.join(dir, rel);
    const file = [base, `${base}.html`, path.join(base, 'index.html')].find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/**
 * The desktop docs sidebar of the page, as items: in the browser, from the markup both themes write
 * (theme-classic's theme-doc-sidebar-* and Infima's menu__* classes).
 */
function readSidebar() {
  const root = document.querySelector('.theme-doc-sidebar-menu');
  if (!root) return null;
  const href = (a) => {
    const raw = a?.getAttribute('href');
    if (!raw || raw === '#') return undefined;
    const u = new URL(raw, location.href);
    return u.origin === location.origin ? decodeURI(u.pathname) + u.search + u.hash : u.href;
  };
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const walk = (ul) =>
    [...ul.children]
      .filter((li) => li.tagName === 'LI')
      .map((li) => {
        const row = li.querySelector(':scope > .menu__list-item-collapsible');
        if (row) {
          const head = row.querySelector('a') ?? row;
          const collapsed = li.classList.contains('menu__list-item--collapsed');
          const list = li.querySelector(':scope > ul');
          return {
            kind: 'category',
            label: text(head),
            href: head.tagName === 'A' ? href(head) : undefined,
            current: head.getAttribute('aria-current') === 'page',
            collapsed,
            items: collapsed || !list ? undefined : walk(list),
          };
        }
        const a = li.querySelector(':scope > a.menu__link');
        if (a) return { kind: 'link', label: text(a), href: href(a), current: a.getAttribute('aria-current') === 'page' };
        return { kind: 'html', label: text(li) };
      });
  return walk(root);
}

/** Opens a page and waits for its client: Docusaurus marks <html data-has-hydrated> (3.1+); tongsite wakes at a key press. */
async function sidebarOf(page, url, isTongsite) {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() >= 400) return { missing: `HTTP ${response?.status()}` };
  if (isTongsite) {
    await page.keyboard.press('Shift');
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => undefined);
  } else await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 15_000 }).catch(() => page.waitForTimeout(3000));
  const items = await page.evaluate(readSidebar);
  return items ? { items } : { missing: 'no docs sidebar' };
}

/** Each difference between two item lists, as `place: field Docusaurus ≠ tongsite`. */
function differences(a, b, place = '') {
  const out = [];
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    const at = `${place}${i + 1}${x ? ` "${x.label}"` : ''}`;
    if (!x || !y) {
      out.push(`${at}: ${x ? `only in Docusaurus (${x.kind} ${x.href ?? ''})` : `only in tongsite: ${y.kind} "${y.label}" ${y.href ?? ''}`}`);
      continue;
    }
    for (const key of ['kind', 'label', 'href', 'current', 'collapsed']) {
      if (x[key] !== y[key]) out.push(`${at}: ${key} ${JSON.stringify(x[key])} ≠ ${JSON.stringify(y[key])}`);
    }
    if (x.items && y.items) out.push(...differences(x.items, y.items, `${at} › `));
  }
  return out;
}

/** A URL of a full build without a locale's path below the base URL (`/zh-CN/docs/a` → `/docs/a`), for a build of that locale alone. */
const withoutLocale = (url, baseUrl, locale) => (url?.startsWith(`${baseUrl}${locale}/`) ? `${baseUrl}${url.slice(baseUrl.length + locale.length + 1)}` : url);
const linksWithoutLocale = (items, baseUrl, locale) =>
  items?.map((item) => ({ ...item, href: withoutLocale(item.href, baseUrl, locale), items: linksWithoutLocale(item.items, baseUrl, locale) }));

const count = (items) => (items ?? []).reduce((n, item) => n + 1 + count(item.items), 0);

async function main() {
  const o = options(process.argv.slice(2));
  const docusaurus = await serve(path.resolve(o.docusaurus), o.baseUrl);
  const tongsite = await serve(path.resolve(o.tongsite), o.baseUrl);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const results = [];
  try {
    for (const url of o.pages) {
      const locale = o['docusaurus-locale'];
      const d = await sidebarOf(page, docusaurus.origin + (locale ? withoutLocale(url, o.baseUrl, locale) : url), false);
      const t = await sidebarOf(page, tongsite.origin + url, true);
      if (locale && t.items) t.items = linksWithoutLocale(t.items, o.baseUrl, locale);
      // A doc in no sidebar shows none under either: that is the same sidebar.
      const bothNone = d.missing === 'no docs sidebar' && t.missing === d.missing;
      const diffs = bothNone ? [] : d.missing || t.missing ? [`page: Docusaurus ${d.missing ?? 'ok'}, tongsite ${t.missing ?? 'ok'}`] : differences(d.items, t.items);
      results.push({ url, items: count(d.items), differences: diffs });
      console.log(`${o.site} ${url}: ${diffs.length ? `${diffs.length} difference(s)` : bothNone ? 'equal (no sidebar on either)' : `equal (${count(d.items)} items shown)`}`);
      for (const line of diffs) console.log(`  ${line}`);
    }
  } finally {
    await browser.close();
    docusaurus.close();
    tongsite.close();
  }
  if (o.json) writeFileSync(o.json, `${JSON.stringify({ site: o.site, results }, null, 2)}\n`);
  process.exit(results.some((r) => r.differences.length) ? 1 : 0);
}

await main();

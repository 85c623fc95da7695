import { flushSync } from 'react-dom';
import type { PageData, SiteData } from '../model.js';
import type { PageStore } from './page-store.js';
import { pageDataUrl } from '../shared/page-data.js';
import { documentTitle } from '../shared/page-title.js';
import { loadPage } from './page-modules.js';
import { createProgressBar } from './progress-bar.js';

/**
 * Pages with math need KaTeX's stylesheet; a page reached by navigation adds it
 * if the first page had none, linked or written inline (self-hosted, it names its URL).
 */
function ensureKatexStylesheet(doc: Document, site: SiteData): void {
  const { href, integrity } = site.katex;
  const url = CSS.escape(href);
  if (doc.querySelector(`link[rel="stylesheet"][href="${url}"], style[data-href="${url}"]`)) return;
  const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href, crossOrigin: 'anonymous' });
  if (integrity) link.integrity = integrity;
  doc.head.appendChild(link);
}

/** Whether the reader asked to save data or is on a very slow connection (no prefetching then). */
export function prefetchAllowed(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Navigation without reloads: fetches the next page's data (preloaded when
 * possible), swaps it into the React tree, updates URL, title and scroll; falls
 * back to a normal page load whenever the data cannot be had.
 */
export function createRouter(params: { site: SiteData; store: PageStore; win: Window }) {
  const { site, store, win } = params;
  const doc = win.document;
  const cache = new Map<string, Promise<PageData | null>>();
  const progress = createProgressBar(doc);
  let current = win.location.pathname;
  let latest = 0;

  const load = (pathname: string): Promise<PageData | null> => {
    let pending = cache.get(pathname);
    if (!pending) {
      pending = fetch(pageDataUrl(pathname))
        .then((r) => (r.ok ? (r.json() as Promise<PageData>) : null))
        .catch(() => null);
      cache.set(pathname, pending);
      void pending.then((data) => data || cache.delete(pathname));
    }
    return pending;
  };

  const scrollTo = (hash: string, restore: number | undefined) => {
    if (restore !== undefined) return win.scrollTo(0, restore);
    const target = hash ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else win.scrollTo(0, 0);
  };

  return {
    /** Starts loading a page's data ahead of a click. */
    prefetch(pathname: string) {
      if (prefetchAllowed(win.navigator) && pathname !== current) void load(pathname);
    },
    /** Shows another page of the same locale; `restore` is a scroll position from history. */
    async navigate(href: string, options: { push: boolean; restore?: number }) {
      const url = new URL(href, win.location.href);
      const ticket = ++latest;
      // User Timing marks: DevTools and the benchmark see how long navigations take.
      const started = win.performance.now();
      progress.start();
      const data = await load(url.pathname);
      const ready = data
        ? await loadPage(data.kind, site.blogScript).then(
            () => true,
            () => false,
          )
        : false;
      progress.done();
      if (ticket !== latest) return;
      if (!data || !ready || data.locale !== site.locale.code) {
        win.location.assign(url.href);
        return;
      }
      if (options.push) {
        win.history.replaceState({ ...win.history.state, scroll: win.scrollY }, '');
        win.history.pushState({ scroll: 0 }, '', url.href);
      }
      current = url.pathname;
      const loaded = win.performance.now();
      if (data.hasMath) ensureKatexStylesheet(doc, site);
      flushSync(() => store.set(data));
      doc.title = documentTitle(data, site);
      doc.documentElement.lang = site.locale.htmlLang;
      scrollTo(url.hash, options.restore);
      win.performance.measure('tongsite:navigation:load', { start: started, end: loaded });
      win.performance.measure('tongsite:navigation:render', { start: loaded });
    },
    /**
     * Shows the current page's data anew, in place and at the same scroll
     * position (`serve --watch` rebuilt it). False when that cannot be done.
     */
    async refresh(): Promise<boolean> {
      cache.clear();
      const pathname = current;
      const data = await fetch(pageDataUrl(pathname), { cache: 'no-store' })
        .then((r) => (r.ok ? (r.json() as Promise<PageData>) : null))
        .catch(() => null);
      if (pathname !== current) return true; // The reader moved on; that page is fresh.
      if (
        !data ||
        data.locale !== site.locale.code ||
        !(await loadPage(data.kind, site.blogScript).then(
          () => true,
          () => false,
        ))
      )
        return false;
      if (data.hasMath) ensureKatexStylesheet(doc, site);
      flushSync(() => store.set(data));
      doc.title = documentTitle(data, site);
      return true;
    },
    /** Drops preloaded page data (a rebuild may have changed it). */
    forget: () => cache.clear(),
    /** The path of the page on screen. */
    currentPath: () => current,
  };
}

export type Router = ReturnType<typeof createRouter>;

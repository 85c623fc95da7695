import type { SiteData } from '../model.js';
import type { Router } from './router.js';

/**
 * The internal page a link leads to, or undefined when the browser should
 * follow it itself: other origins, other locales, files, new tabs, downloads.
 */
export function internalPath(anchor: HTMLAnchorElement, site: SiteData, win: Window): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, win.location.href);
  if (url.origin !== win.location.origin) return undefined;
  const path = decodeURIComponent(url.pathname);
  if (!path.startsWith(site.baseUrl)) return undefined;
  const rest = path.slice(site.baseUrl.length);
  const localeOf = site.locales.find((l) => !l.isDefault && (rest === l.code || rest.startsWith(`${l.code}/`)))?.code ?? site.locales.find((l) => l.isDefault)?.code;
  if (localeOf !== site.locale.code) return undefined;
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return undefined;
  return url.pathname;
}

/**
 * Wires navigation to the document: clicks on internal links, back/forward
 * with scroll positions, and prefetching on hover or when links scroll into view.
 */
export function installLinks(params: { router: Router; site: SiteData; win: Window }): { observe: () => void } {
  const { router, site, win } = params;
  const doc = win.document;
  win.history.scrollRestoration = 'manual';
  if (!win.history.state) win.history.replaceState({ scroll: win.scrollY }, '');

  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = internalPath(anchor, site, win);
    if (!path || path === router.currentPath()) return;
    event.preventDefault();
    void router.navigate(anchor.href, { push: true });
  });

  win.addEventListener('popstate', (event) => {
    if (win.location.pathname === router.currentPath()) return;
    void router.navigate(win.location.href, { push: false, restore: (event.state as { scroll?: number } | null)?.scroll ?? 0 });
  });

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener(
    'scroll',
    () => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => win.history.replaceState({ ...win.history.state, scroll: win.scrollY }, ''), 100);
    },
    { passive: true },
  );

  const prefetchFrom = (target: EventTarget | null) => {
    const anchor = (target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = internalPath(anchor, site, win);
    if (path) router.prefetch(path);
  };
  doc.addEventListener('mouseover', (e) => prefetchFrom(e.target), { passive: true });
  doc.addEventListener('touchstart', (e) => prefetchFrom(e.target), { passive: true });
  doc.addEventListener('focusin', (e) => prefetchFrom(e.target));

  // Links in the page itself (not the long sidebar) prefetch as they come into view.
  const observer =
    'IntersectionObserver' in win
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            prefetchFrom(entry.target);
          }
        })
      : undefined;
  const observe = () => {
    if (!observer) return;
    observer.disconnect();
    for (const a of doc.querySelectorAll('#__main a[href]')) observer.observe(a);
  };
  return { observe };
}

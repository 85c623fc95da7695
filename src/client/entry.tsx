// The browser entry: hydrates the server-rendered page and takes over
// navigation between pages of the site.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installCopyButtons } from './behaviours/copy-code.js';
import { installMermaid } from './behaviours/mermaid.js';
import { installTabs } from './behaviours/tabs.js';
import { ClientApp } from './client-app.js';
import { readInitialData } from './initial-data.js';
import { installLinks } from './links.js';
import { createPageStore } from './page-store.js';
import { loadPage } from './page-modules.js';
import { createRouter } from './router.js';
import { REBUILT_EVENT, type LiveChange } from '../shared/live-update.js';
import { islandLoader } from './islands/load-islands.js';
import type { FrameComponents } from '../model.js';

const { site, page } = readInitialData(document);
const store = createPageStore(page);
const router = createRouter({ site, store, win: window });
const links = installLinks({ router, site, win: window });
installCopyButtons(document, site.strings);
const tabs = installTabs(window);
// The reader's tab choices show at once, not after the page's code has loaded.
tabs.apply();
const islands = islandLoader(site, hydrateRoot);
// Diagrams are drawn at once too: the page's code has nothing to do with them.
const diagrams = site.mermaid && installMermaid(window, site.mermaid);
/** After each page the router shows: its links prefetch, its tabs take the reader's choices, its islands come to life, its diagrams are drawn. */
const onPage = () => {
  links.observe();
  tabs.apply();
  islands();
  diagrams?.();
};

let hydrated = false;
// The site's swizzled frame components, when it has some: its bundle takes React from the island loader's global, set above.
const frame: Promise<FrameComponents> = site.frameScript ? import(site.frameScript) : Promise.resolve({});
// The page's own code first (the loader preloads it), so hydration finds every component.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page at once (a long task a reader's tap would wait on).
void Promise.all([frame, loadPage(page.kind)]).then(([components]) => {
  startTransition(() => {
    hydrateRoot(document.getElementById('__tongsite')!, <ClientApp site={site} store={store} onPage={onPage} frame={components} />);
  });
  hydrated = true;
});

// Only `serve --watch` sends this: the site was rebuilt. A page whose own data
// changed is swapped in place, keeping the reader's scroll; else it reloads.
window.addEventListener(REBUILT_EVENT, (event) => {
  router.forget();
  if ((event as CustomEvent<LiveChange | undefined>).detail !== 'page' || !hydrated) return;
  event.preventDefault();
  void router.refresh().then((ok) => ok || window.location.reload());
});

// The browser entry: hydrates the server-rendered page and takes over
// navigation between pages of the site.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startBehaviours } from './behaviours/start.js';
import { ClientApp } from './client-app.js';
import { readInitialData } from './initial-data.js';
import { installLinks } from './links.js';
import { createPageStore } from './page-store.js';
import { loadPage, siteComponents } from './page-modules.js';
import { createRouter } from './router.js';
import { REBUILT_EVENT, type LiveChange } from '../shared/live-update.js';
import { islandLoader } from './islands/load-islands.js';
import type { FrameComponents } from '../model.js';
import { CLICK_REPLAY_ATTRIBUTE, HYDRATING_ATTRIBUTE } from '../shared/page-data.js';

const { site, page } = readInitialData(document);
const store = createPageStore(page);
const router = createRouter({ site, store, win: window });
const links = installLinks({ router, site, win: window });
// Started by the early entry at first paint, as a rule: this takes the same instance.
const behaviours = startBehaviours(site, window);
/**
 * A hydration mismatch React recovers from (it renders that tree anew) is logged, as Docusaurus' client
 * logs it (clientEntry.tsx), not thrown as an uncaught error: a site whose markup the browser's parser
 * rewrites (an <a> inside an <a>) then shows the same console under tongsite as under Docusaurus.
 */
const hydrate: typeof hydrateRoot = (container, tree, options) =>
  hydrateRoot(container, tree, {
    onRecoverableError: (error, info) => console.error('Docusaurus React Root onRecoverableError:', error, info),
    ...options,
  });
const islands = islandLoader(site, hydrate);
/** After each page the router shows: its links prefetch, its tabs take the reader's choices, its islands come to life, its diagrams are drawn. */
const onPage = () => {
  links.observe();
  behaviours.afterPage();
  islands();
};

let hydrated = false;
// The site's swizzled frame components, when it has some: its bundle takes React from the island loader's global, set above.
const frame: Promise<unknown> = site.frameScript
  ? (import(site.frameScript) as Promise<{ default: FrameComponents }>).then((bundle) => Object.assign(siteComponents, bundle.default))
  : Promise.resolve();
// The page's own code first (the loader preloads it), so hydration finds every component.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page at once (a long task a reader's tap would wait on).
void Promise.all([frame, loadPage(page.kind, site.blogScript)]).then(() => {
  const container = document.getElementById('__tongsite')!;
  // From here React sees the reader's clicks (it replays those on what it has not hydrated yet); the
  // inline loader stops keeping them. The one it kept, on a control React drives, is clicked again once hydrated.
  container.setAttribute(HYDRATING_ATTRIBUTE, '');
  const kept = container.querySelector<HTMLElement>(`[${CLICK_REPLAY_ATTRIBUTE}]`);
  kept?.removeAttribute(CLICK_REPLAY_ATTRIBUTE);
  const onHydrated = () => kept?.isConnected && kept.click();
  startTransition(() => {
    hydrate(container, <ClientApp site={site} store={store} onPage={onPage} frame={siteComponents} onHydrated={onHydrated} />);
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

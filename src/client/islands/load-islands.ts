// The entry's side of islands (templates/islands.tsx): after each page it
// shows, loads the island bundle of each page whose markers are on screen
// (once) and lets every bundle loaded so far update its islands. A page
// without islands runs a query and nothing else: no code is loaded for them.
// Kept small on purpose: it is part of every page's first load.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import type { hydrateRoot } from 'react-dom/client';
import type { SiteData } from '../../model.js';
import { Footer } from '../../../templates/components/Footer.js';
import * as templateContext from '../../../templates/context.js';
import * as templateFrame from '../../../templates/frame.js';
import { ThemeNavbar } from '../../../templates/theme/Navbar.js';
import Root from '../../../templates/theme/Root.js';
import {
  type ENTRY_SHARED_MODULES,
  ISLAND_SELECTOR,
  ISLAND_SHARED_GLOBAL,
  PAGE_ROOT_ATTRIBUTE,
  PAGE_ROOT_SELECTOR,
  TEMPLATE_CONTEXT_MODULE,
  TEMPLATE_FRAME_MODULE,
} from '../../shared/islands.js';

/** What a page's island bundle exports (src/client/islands/island-host.tsx). */
export interface IslandBundle {
  update(site: SiteData, hydrate: typeof hydrateRoot): void;
}

/** Returns the function to call after each page is on screen. */
export function islandLoader(site: SiteData, hydrate: typeof hydrateRoot): () => void {
  // One React for the page: the bundles, and the site's code in them, import this one.
  const shared: Record<(typeof ENTRY_SHARED_MODULES)[number], unknown> = {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    // As ES modules, so that a default import finds the component.
    '@theme/Footer': { __esModule: true, default: Footer },
    '@theme/Navbar': { __esModule: true, default: ThemeNavbar },
    '@theme/Root': { __esModule: true, default: Root },
    [TEMPLATE_CONTEXT_MODULE]: templateContext,
    [TEMPLATE_FRAME_MODULE]: templateFrame,
  };
  (globalThis as Record<string, unknown>)[ISLAND_SHARED_GLOBAL] = shared;
  // The URLs of the bundles seen so far: the browser loads each once (its module map), and each unmounts its islands the reader left.
  const seen = new Set<string>();
  return () => {
    for (const marker of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) seen.add(marker.dataset.src!);
    // Content hydrated whole: the same bundle interface, one root per page.
    for (const root of document.querySelectorAll(PAGE_ROOT_SELECTOR)) seen.add(root.getAttribute(PAGE_ROOT_ATTRIBUTE)!);
    for (const src of seen) void (import(src) as Promise<IslandBundle>).then((bundle) => bundle.update(site, hydrate));
  };
}

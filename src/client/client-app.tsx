import { useEffect, useSyncExternalStore } from 'react';
import type { FrameComponents, SiteData } from '../model.js';
import { FrameContext } from '../../templates/frame.js';
import { App } from '../../templates/App.js';
import { PageComponentsContext } from '../../templates/page-components.js';
import { loadedPages } from './page-modules.js';
import type { PageStore } from './page-store.js';

/** The hydrated root: the server's App, re-rendered with each page the router brings. */
export function ClientApp({ site, store, onPage, frame, onHydrated }: { site: SiteData; store: PageStore; onPage: () => void; frame: FrameComponents; onHydrated?: () => void }) {
  const page = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(onPage, [page, onPage]);
  // Tells tests and tools that the page is interactive now.
  useEffect(() => {
    document.getElementById('__tongsite')?.setAttribute('data-hydrated', 'true');
    onHydrated?.();
  }, []);
  return (
    <FrameContext.Provider value={frame}>
      <PageComponentsContext.Provider value={loadedPages}>
        <App site={site} page={page} />
      </PageComponentsContext.Provider>
    </FrameContext.Provider>
  );
}

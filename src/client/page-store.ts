import type { PageData } from '../model.js';

/** The page on screen, observable by React (useSyncExternalStore) and by the router. */
export function createPageStore(initial: PageData) {
  let page = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => page,
    set(next: PageData) {
      page = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;

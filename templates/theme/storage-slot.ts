// `createStorageSlot` of `@docusaurus/theme-common` (its utils/storageUtils.ts):
// one key of the browser's storage, as site components keep a reader's choice
// in it (a mode, a dismissed notice). tongsite's site storage has no namespace,
// as Docusaurus' has none unless `future.experimental_storage` sets one.

type Persistence = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

const NOOP_SLOT: StorageSlot = { get: () => null, set: () => undefined, del: () => undefined, listen: () => () => undefined };

/** The server has no storage: the slot may be made while rendering, but using it there is a mistake Docusaurus reports the same way. */
function serverSlot(key: string): StorageSlot {
  const refuse = (): never => {
    throw new Error(
      `Illegal storage API usage for storage key "${key}".\nDocusaurus storage APIs are not supposed to be called on the server-rendering process.\nPlease only call storage APIs in effects and event handlers.`,
    );
  };
  return { get: refuse, set: refuse, del: refuse, listen: refuse };
}

/** Other listeners of the same page hear a change as another tab's (Docusaurus dispatches it too). */
function announce(key: string, oldValue: string | null, newValue: string | null, storage: Storage) {
  if (oldValue === newValue) return;
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, url: window.location.href, storageArea: storage }));
}

export function createStorageSlot(key: string, options?: { persistence?: Persistence }): StorageSlot {
  if (typeof window === 'undefined') return serverSlot(key);
  const persistence = options?.persistence ?? 'localStorage';
  if (persistence === 'none') return NOOP_SLOT;
  let storage: Storage;
  try {
    storage = window[persistence];
  } catch {
    // Storage refused (a sandboxed frame, strict privacy settings): the slot holds nothing.
    return NOOP_SLOT;
  }
  const guarded =
    <A extends unknown[], R>(fallback: R, act: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return act(...args);
      } catch (e) {
        console.error(`Docusaurus storage error, key=${key}`, e);
        return fallback;
      }
    };
  return {
    get: guarded(null, () => storage.getItem(key)),
    set: guarded(undefined, (value: string) => {
      const old = storage.getItem(key);
      storage.setItem(key, value);
      announce(key, old, value, storage);
    }),
    del: guarded(undefined, () => {
      const old = storage.getItem(key);
      storage.removeItem(key);
      announce(key, old, null, storage);
    }),
    listen: guarded(
      () => undefined,
      (onChange: (event: StorageEvent) => void) => {
        const listener = (event: StorageEvent) => {
          if (event.storageArea === storage && event.key === key) onChange(event);
        };
        window.addEventListener('storage', listener);
        return () => window.removeEventListener('storage', listener);
      },
    ),
  };
}

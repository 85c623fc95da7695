// `createStorageSlot` of `@docusaurus/theme-common` (its utils/storageUtils.ts):
// one key of the browser's storage, as site components keep a reader's choice
// in it (a mode, a dismissed notice). tongsite's site storage has no namespace,
// as Docusaurus' has none unless `future.experimental_storage` sets one. Kept
// small: it is part of the client every page loads.

type Persistence = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

const nothing = () => undefined;
const NOOP_SLOT: StorageSlot = { get: () => null, set: nothing, del: nothing, listen: () => nothing };

export function createStorageSlot(key: string, options?: { persistence?: Persistence }): StorageSlot {
  if (typeof window === 'undefined') {
    // The server has no storage: the slot may be made while rendering, but using it there is a mistake, as under Docusaurus.
    const refuse = (): never => {
      throw new Error(`Illegal storage API usage for storage key "${key}" on the server: use it in effects and event handlers`);
    };
    return { get: refuse, set: refuse, del: refuse, listen: refuse };
  }
  const persistence = options?.persistence ?? 'localStorage';
  let storage: Storage;
  try {
    if (persistence === 'none') return NOOP_SLOT;
    storage = window[persistence];
  } catch {
    // Storage refused (a sandboxed frame, strict privacy settings): the slot holds nothing.
    return NOOP_SLOT;
  }
  /** Writes (or removes, with null) the value; the page's other listeners hear it as another tab's change, as Docusaurus tells them. */
  const write = (value: string | null) => {
    try {
      const oldValue = storage.getItem(key);
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      if (oldValue !== value) window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, url: location.href, storageArea: storage }));
    } catch (e) {
      console.error(`Docusaurus storage error, key=${key}`, e);
    }
  };
  return {
    get() {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: write,
    del: () => write(null),
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

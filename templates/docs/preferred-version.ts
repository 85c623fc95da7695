// The reader's preferred docs version, as theme-common's docsPreferredVersion keeps it: the name in
// localStorage under `docs-preferred-version-<pluginId>`, saved when the reader picks a version in the
// dropdown or follows the banner's link to the latest one, forgotten when that version is no longer built
// (packages/docusaurus-theme-common/src/contexts/docsPreferredVersion.tsx).
import { useSyncExternalStore } from 'react';
import type { DocsVersionLink } from '../../src/model.js';

/** Only the default docs instance has versions in tongsite. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    // Storage refused (private mode, a sandboxed frame): no version is remembered.
    return null;
  }
}

export function savePreferredVersion(name: string): void {
  try {
    window.localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // As above: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The preferred version among those built; none on the server and while hydrating (the page is
 * rendered for the latest version first, then follows the reader's choice).
 */
export function usePreferredVersion(versions: DocsVersionLink[] | undefined): DocsVersionLink | undefined {
  const name = useSyncExternalStore(subscribe, read, () => null);
  return name === null ? undefined : versions?.find((v) => v.name === name);
}

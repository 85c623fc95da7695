// The reader's preferred docs version, as theme-common's docsPreferredVersion keeps it: the name in
// localStorage under `docs-preferred-version-<pluginId>` (one per docs instance), saved when the reader
// picks a version in the dropdown or follows the banner's link to the latest one, forgotten when that
// version is no longer built (packages/docusaurus-theme-common/src/contexts/docsPreferredVersion.tsx).
import { useMemo, useSyncExternalStore } from 'react';
import type { DocsVersionLink } from '../../src/model.js';

export const DEFAULT_DOCS_ID = 'default';
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

const listeners = new Set<() => void>();

function read(pluginId: string): string | null {
  try {
    return window.localStorage.getItem(preferredVersionKey(pluginId));
  } catch {
    // Storage refused (private mode, a sandboxed frame): no version is remembered.
    return null;
  }
}

export function savePreferredVersion(pluginId: string, name: string): void {
  try {
    window.localStorage.setItem(preferredVersionKey(pluginId), name);
  } catch {
    // As above: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Each instance's versions among the site's (`SiteData.docsVersions` lists every instance of several versions). */
export const versionsOf = (versions: DocsVersionLink[] | undefined, pluginId: string) => versions?.filter((v) => v.pluginId === pluginId);

/**
 * The instance's preferred version among those built; none on the server and while hydrating (the page
 * is rendered for the latest version first, then follows the reader's choice).
 */
export function usePreferredVersion(versions: DocsVersionLink[] | undefined, pluginId = DEFAULT_DOCS_ID): DocsVersionLink | undefined {
  const name = useSyncExternalStore(
    subscribe,
    () => read(pluginId),
    () => null,
  );
  return name === null ? undefined : versionsOf(versions, pluginId)?.find((v) => v.name === name);
}

/** The preferred version of every instance, by id (search scopes each instance to one version). */
export function usePreferredVersions(versions: DocsVersionLink[] | undefined): Map<string, string> {
  const ids = [...new Set((versions ?? []).map((v) => v.pluginId))];
  // A string snapshot: useSyncExternalStore compares snapshots by value.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(ids.map((id) => [id, read(id)])),
    () => '[]',
  );
  return useMemo(() => new Map((JSON.parse(snapshot) as [string, string | null][]).flatMap(([id, name]) => (name === null ? [] : [[id, name] as const]))), [snapshot]);
}

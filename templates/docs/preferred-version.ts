// The reader's preferred docs version, as theme-common's docsPreferredVersion keeps it: the name in
// localStorage under `docs-preferred-version-<pluginId>` (one per docs instance), saved when the reader
// picks a version in the dropdown or follows the banner's link to the latest one, forgotten when that
// version is no longer built (packages/docusaurus-plugin-content-docs/src/client/docsPreferredVersion.tsx);
// with versionPersistence 'none', the choice holds for the visit (client navigation) and is never stored.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { DocsVersionLink } from '../../src/model.js';
import { useSite } from '../context.js';
import { preferredVersionKey } from '../search/version-skip.js';

export const DEFAULT_DOCS_ID = 'default';

const listeners = new Set<() => void>();
/** This visit's choices, by instance: what Docusaurus keeps in React state, and all it keeps under versionPersistence 'none'. */
const chosen = new Map<string, string>();

function read(pluginId: string, stored: boolean): string | null {
  const now = chosen.get(pluginId);
  if (now !== undefined || !stored) return now ?? null;
  try {
    return window.localStorage.getItem(preferredVersionKey(pluginId));
  } catch {
    // Storage refused (private mode, a sandboxed frame): no version is remembered.
    return null;
  }
}

/** Saves the reader's pick of a version of an instance, for this visit and, when `stored`, the next ones. */
export function savePreferredVersion(pluginId: string, name: string, stored: boolean): void {
  chosen.set(pluginId, name);
  if (stored)
    try {
      window.localStorage.setItem(preferredVersionKey(pluginId), name);
    } catch {
      // As above: the choice holds for this visit only.
    }
  for (const listener of listeners) listener();
}

/** Whether choices outlive the visit: themeConfig.docs.versionPersistence, 'localStorage' unless the site says 'none'. */
const useStored = () => useSite().docsVersionPersistence !== 'none';

/** Saves the reader's pick of a version of an instance (the dropdown, the banner's link to the latest version). */
export function useSavePreferredVersion(): (pluginId: string, name: string) => void {
  const stored = useStored();
  return useCallback((pluginId: string, name: string) => savePreferredVersion(pluginId, name, stored), [stored]);
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
  const name = usePreferredVersionName(pluginId, useStored());
  return name === null ? undefined : versionsOf(versions, pluginId)?.find((v) => v.name === name);
}

/** The name of the instance's preferred version, whether built or not; null on the server and while hydrating. */
export function usePreferredVersionName(pluginId: string, stored: boolean): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read(pluginId, stored),
    () => null,
  );
}

/** The preferred version of every instance, by id (search scopes each instance to one version). */
export function usePreferredVersions(versions: DocsVersionLink[] | undefined): Map<string, string> {
  const ids = [...new Set((versions ?? []).map((v) => v.pluginId))];
  const stored = useStored();
  // A string snapshot: useSyncExternalStore compares snapshots by value.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(ids.map((id) => [id, read(id, stored)])),
    () => '[]',
  );
  return useMemo(() => new Map((JSON.parse(snapshot) as [string, string | null][]).flatMap(([id, name]) => (name === null ? [] : [[id, name] as const]))), [snapshot]);
}

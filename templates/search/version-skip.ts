// Which hits a search leaves out on a site of several docs versions, without React: the docs of the
// other versions than the one read, else the preferred one, else the latest (theme-common's
// useDocsVersionCandidates). The box (version-scope.ts) and the early entry, before React has come,
// scope their queries the same way.
import type { DocsVersionLink } from '../../src/model.js';

/** Where the reader's preferred version of a docs instance is stored (docsPreferredVersion.tsx's key). */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/** The version a URL path belongs to: the one whose base is the longest prefix of it (`/docs/next/` before `/docs/`). */
function ownerOf(versions: DocsVersionLink[], pathname: string): DocsVersionLink | undefined {
  let owner: DocsVersionLink | undefined;
  for (const v of versions) if (pathname.startsWith(v.base) && (!owner || v.base.length > owner.base.length)) owner = v;
  return owner;
}

/**
 * Whether a hit's URL is left out, for a reader on the page `here()` gives (a URL, read at each call:
 * the client navigates) whose preferred version of each
 * instance is `preferred` (by pluginId); undefined on a site without versions. Pages outside the docs
 * are always found; each docs instance is searched in one of its versions.
 */
export function versionSkip(versions: DocsVersionLink[] | undefined, preferred: Map<string, string>, here: () => string): ((url: string) => boolean) | undefined {
  if (!versions) return undefined;
  return (url: string) => {
    const page = new URL(here());
    const owner = ownerOf(versions, new URL(url, page).pathname);
    if (!owner) return false;
    const own = versions.filter((v) => v.pluginId === owner.pluginId);
    const read = ownerOf(own, page.pathname) ?? own.find((v) => v.name === preferred.get(owner.pluginId)) ?? own.find((v) => v.isLast);
    return owner.name !== read?.name;
  };
}

/** The preferred version of each instance as stored, on a page the client has not taken yet (nothing chosen in this visit). */
export function storedPreferredVersions(versions: DocsVersionLink[] | undefined, persistence: 'none' | undefined): Map<string, string> {
  const preferred = new Map<string, string>();
  if (persistence === 'none') return preferred;
  for (const id of new Set((versions ?? []).map((v) => v.pluginId))) {
    try {
      const name = window.localStorage.getItem(preferredVersionKey(id));
      if (name !== null) preferred.set(id, name);
    } catch {
      // Storage refused (private mode, a sandboxed frame): no version is remembered.
    }
  }
  return preferred;
}

// Search in the docs version being read: the docs of the other versions are left out of the hits, as
// Docusaurus' search scopes its queries to the active version (the one of the page read, else the
// preferred one, else the latest: theme-common's useDocsVersionCandidates). Pages outside the docs
// are always found.
import { useMemo } from 'react';
import type { DocsVersionLink } from '../../src/model.js';
import { useSite } from '../context.js';
import { usePreferredVersions } from '../docs/preferred-version.js';

/** The version a URL path belongs to: the one whose base is the longest prefix of it (`/docs/next/` before `/docs/`). */
function ownerOf(versions: DocsVersionLink[], pathname: string): DocsVersionLink | undefined {
  let owner: DocsVersionLink | undefined;
  for (const v of versions) if (pathname.startsWith(v.base) && (!owner || v.base.length > owner.base.length)) owner = v;
  return owner;
}

/**
 * What search leaves out on a site of several docs versions; undefined on others. Each docs instance
 * (`pluginId`) is searched in one of its versions: the one read, else the preferred one, else the latest.
 */
export function useVersionScope(): ((url: string) => boolean) | undefined {
  const versions = useSite().docsVersions;
  const preferred = usePreferredVersions(versions);
  return useMemo(() => {
    if (!versions) return undefined;
    return (url: string) => {
      const owner = ownerOf(versions, new URL(url, window.location.href).pathname);
      if (!owner) return false;
      const own = versions.filter((v) => v.pluginId === owner.pluginId);
      const read = ownerOf(own, window.location.pathname) ?? own.find((v) => v.name === preferred.get(owner.pluginId)) ?? own.find((v) => v.isLast);
      return owner.name !== read?.name;
    };
  }, [versions, preferred]);
}

// Search in the docs version being read: the docs of the other versions are left out of the hits, as
// Docusaurus' search scopes its queries to the active version (version-skip.ts). Pages outside the docs
// are always found.
import { useMemo } from 'react';
import { useSite } from '../context.js';
import { usePreferredVersions } from '../docs/preferred-version.js';
import { versionSkip } from './version-skip.js';

/**
 * What search leaves out on a site of several docs versions; undefined on others. Each docs instance
 * (`pluginId`) is searched in one of its versions: the one read, else the preferred one, else the latest.
 */
export function useVersionScope(): ((url: string) => boolean) | undefined {
  const versions = useSite().docsVersions;
  const preferred = usePreferredVersions(versions);
  return useMemo(() => versionSkip(versions, preferred, () => window.location.href), [versions, preferred]);
}

import type { ReactNode } from 'react';

/**
 * `import BrowserOnly from '@docusaurus/BrowserOnly'`: what must not run at
 * build time. Pages are rendered at build time and their content is not
 * hydrated, so the build writes the `fallback`; the children function is never
 * called on the server, as in Docusaurus.
 */
export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

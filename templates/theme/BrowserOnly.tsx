import { useEffect, useState, type ReactNode } from 'react';

/**
 * `import BrowserOnly from '@docusaurus/BrowserOnly'`: what must not run at
 * build time. The build writes the `fallback` (the children function is never
 * called on the server, as in Docusaurus); in the browser the page's island
 * (templates/islands.tsx) hydrates that fallback, then shows the children.
 */
export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  // Effects run in the browser only, after hydration: the first render matches the build's HTML.
  useEffect(() => setMounted(true), []);
  return <>{mounted && children ? children() : (fallback ?? null)}</>;
}

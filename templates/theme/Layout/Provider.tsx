import type { ReactNode } from 'react';

/**
 * `@theme/Layout/Provider` for a site's own Layout/Provider to wrap (`@theme-original/Layout/Provider`): tongsite's
 * theme keeps its state (colour mode, announcement bar, sidebar) outside React contexts, so there is nothing to provide.
 */
export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

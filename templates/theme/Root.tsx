import type { ReactNode } from 'react';

/** `@theme/Root` as Docusaurus' classic theme has it: nothing around the page, for a site's own Root to wrap (`@theme-original/Root`). */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

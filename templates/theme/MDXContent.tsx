import type { ReactNode } from 'react';

/**
 * `import MDXContent from '@theme/MDXContent'`: the MDX it wraps renders with the theme's MDX components. Every
 * page already renders inside a provider of the page's components (the site's MDXComponents override among them,
 * templates/server-entry.tsx), which the wrapped MDX reads: nothing more to provide.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

import { useContext, type ReactNode } from 'react';
import { ContentContext } from '../context.js';

/** The props Docusaurus' `@theme/Layout` takes. */
export interface SiteLayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * `import Layout from '@theme/Layout'` in a page of the site: the navbar,
 * footer and head are the page template's (they are the same on every page);
 * what the page asks of them (its title, description, wrapper class) is handed
 * to the renderer, and the page's own content renders here.
 */
export default function Layout({ children, ...props }: SiteLayoutProps) {
  useContext(ContentContext)?.onLayout?.(props);
  return <>{children}</>;
}

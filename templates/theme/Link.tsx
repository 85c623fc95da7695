import type { ComponentPropsWithoutRef } from 'react';
import { useContent } from '../context.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type LinkProps = ComponentPropsWithoutRef<'a'> & { to?: string; 'data-ts-pos'?: string };

/**
 * `import Link from '@docusaurus/Link'`: `to="/docs/x"` is a page of this
 * locale under the base URL (checked like any link); an external URL opens in
 * a new tab, as Docusaurus does.
 */
export default function Link({ to, href, 'data-ts-pos': pos, ...rest }: LinkProps) {
  const { resolveHref } = useContent();
  const target = to ?? href ?? '';
  if (EXTERNAL.test(target)) return <a href={target} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <a href={target.startsWith('#') ? target : resolveHref(target, pos)} {...rest} />;
}

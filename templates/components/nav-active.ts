import type { NavItem } from '../../src/model.js';

/**
 * Whether a navbar link is active on the page at `url`, as theme-classic's NavbarNavLink decides: the site's
 * regular expression, tested on the path as Docusaurus' isRegexpStringMatch does, else the link's base path.
 */
export function isActive(item: Pick<NavItem, 'activeRegex' | 'activeBase'>, url: string): boolean {
  if (item.activeRegex !== undefined) return new RegExp(item.activeRegex, 'gi').test(url);
  if (!item.activeBase) return false;
  const base = decodeURIComponent(item.activeBase).replace(/\/$/, '');
  const here = decodeURIComponent(url).replace(/\/$/, '');
  return here === base || here.startsWith(`${base}/`);
}

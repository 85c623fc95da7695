import type { NavItem, PageData } from '../../src/model.js';

/**
 * Whether a navbar link is active on the page at `url`, as theme-classic's NavbarNavLink decides: a docs item on
 * its doc and on the docs of its sidebar (the doc read's sidebar, as Docusaurus' activeDoc.sidebar); else the site's
 * regular expression, tested on the path as Docusaurus' isRegexpStringMatch does; else the link's base path.
 */
export function isActive(item: Pick<NavItem, 'activeRegex' | 'activeBase' | 'activeDoc'>, url: string, page?: PageData | null): boolean {
  const doc = item.activeDoc;
  if (doc) return page?.kind === 'doc' && page.docsPluginId === doc.pluginId && (page.docId === doc.docId || (!!doc.sidebarId && page.sidebarId === doc.sidebarId));
  if (item.activeRegex !== undefined) return new RegExp(item.activeRegex, 'gi').test(url);
  if (!item.activeBase) return false;
  const base = decodeURIComponent(item.activeBase).replace(/\/$/, '');
  const here = decodeURIComponent(url).replace(/\/$/, '');
  return here === base || here.startsWith(`${base}/`);
}

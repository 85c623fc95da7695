// What Docusaurus' docs client computes over a sidebar's items
// (packages/docusaurus-plugin-content-docs/src/client/docsUtils.tsx), for
// the site's components that draw cards or menus of a category: where a
// category leads, whether an item is the page read, the category the page
// is in, and which items can be a card.
import type { PropSidebarItem } from '../../src/model.js';

type Category = Extract<PropSidebarItem, { type: 'category' }>;

/** A path as the docs client compares paths (Docusaurus' isSamePath, react-router's matchPath): a trailing slash either way, letters of either case. */
export const comparablePath = (p: string) => p.replace(/\/+$/, '').toLowerCase();

const samePath = (a: string | undefined, b: string) => a !== undefined && comparablePath(a) === comparablePath(b);

/** Where a category's card or link leads: its own page, else the first link inside it. */
export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const sub of item.items) {
    const link = findFirstSidebarItemLink(sub);
    if (link) return link;
  }
  return undefined;
}

/** Whether the item is the page at `pathname`, or a category holding it. */
export function isActiveSidebarItem(item: PropSidebarItem, pathname: string): boolean {
  if (item.type === 'link') return samePath(item.href, pathname);
  if (item.type === 'category') return samePath(item.href, pathname) || item.items.some((sub) => isActiveSidebarItem(sub, pathname));
  return false;
}

/** The categories from the sidebar's top down to the one holding the page at `pathname` (or being it). */
export function categoryTrail(items: PropSidebarItem[], pathname: string): Category[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (samePath(item.href, pathname)) return [item];
    const below = categoryTrail(item.items, pathname);
    if (below.length || item.items.some((sub) => sub.type === 'link' && samePath(sub.href, pathname))) return [item, ...below];
  }
  return [];
}

/** The items that can be a card: no HTML items, no category that leads nowhere. */
export function filterDocCardListItems(items: PropSidebarItem[]): PropSidebarItem[] {
  return items.filter((item) => item.type !== 'html' && findFirstSidebarItemLink(item) !== undefined);
}

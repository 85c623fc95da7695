import type { SidebarItem } from '../model.js';

/**
 * Up to this many links, every doc page carries the whole sidebar: each link
 * is in the HTML (readers without script and crawlers follow them) and opening
 * a category fetches nothing. Beyond it, a page would carry more sidebar than
 * content (500 links are about 60 KB of HTML and JSON a page), and a build's
 * time and output would grow with the square of the site: each page then
 * carries only its own part, as Docusaurus renders only open categories.
 */
export const WHOLE_SIDEBAR_LINKS = 500;

/**
 * Up to this many posts, the blog sidebar (all of them, when the config asks
 * for `blogSidebarCount: 'ALL'`) is in every page's data; beyond, only the
 * blog pages, which show it, carry it.
 */
export const WHOLE_BLOG_SIDEBAR_POSTS = 100;

/** How many links the sidebar shows when every category is open. */
export function sidebarLinkCount(items: SidebarItem[]): number {
  let count = 0;
  for (const item of items) {
    if (item.type !== 'category') count++;
    else count += (item.url ? 1 : 0) + sidebarLinkCount(item.items);
  }
  return count;
}

/** URLs compared as the sidebar template compares them: with or without a trailing slash. */
const urlKey = (url: string) => url.replace(/\/$/, '');

/**
 * Gives each doc URL its part of the sidebar: the categories open on that page
 * (not collapsible, not collapsed, or holding the page) keep their items; the
 * others come without them, marked `lazy`. The categories holding each URL are
 * found in one walk, so a part costs what it holds, not the whole sidebar.
 */
export function sidebarParts(items: SidebarItem[]): (url: string) => SidebarItem[] {
  const holders = new Map<string, Set<SidebarItem>>();
  const hold = (url: string, categories: SidebarItem[]) => {
    const key = urlKey(url);
    const set = holders.get(key) ?? new Set();
    for (const category of categories) set.add(category);
    holders.set(key, set);
  };
  const walk = (level: SidebarItem[], above: SidebarItem[]) => {
    for (const item of level) {
      if (item.type === 'doc') hold(item.url, above);
      if (item.type !== 'category') continue;
      const path = [...above, item];
      if (item.url) hold(item.url, path);
      walk(item.items, path);
    }
  };
  walk(items, []);
  const part = (level: SidebarItem[], open: Set<SidebarItem>): SidebarItem[] =>
    level.map((item) => {
      if (item.type !== 'category') return item;
      if (!item.collapsible || !item.collapsed || open.has(item)) return { ...item, items: part(item.items, open) };
      return { ...item, items: [], lazy: true };
    });
  return (url) => part(items, holders.get(urlKey(url)) ?? new Set());
}

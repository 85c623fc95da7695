// Browser only: the whole docs sidebar of a large site, fetched the first time
// a reader opens a category whose items the page left out (SiteData.docsSidebarUrl).
import type { SidebarItem } from '../../src/model.js';

const sidebars = new Map<string, Promise<SidebarItem[]>>();
const loaded = new Map<string, SidebarItem[]>();

/** The items of the category at `path` (its index at each level) of a sidebar. */
function itemsAt(sidebar: SidebarItem[], path: number[]): SidebarItem[] | undefined {
  let level = sidebar;
  for (const index of path) {
    const item = level[index];
    if (item?.type !== 'category') return undefined;
    level = item.items;
  }
  return level;
}

/** The category's items when the sidebar is already here (a category opened before, on this page or another). */
export function loadedItems(url: string, path: number[]): SidebarItem[] | undefined {
  const sidebar = loaded.get(url);
  return sidebar && itemsAt(sidebar, path);
}

/** Fetches the sidebar once (a failed fetch may be retried) and gives the category's items. */
export function loadItems(url: string, path: number[]): Promise<SidebarItem[] | undefined> {
  let sidebar = sidebars.get(url);
  if (!sidebar) {
    sidebar = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const json = (await response.json()) as SidebarItem[];
      loaded.set(url, json);
      return json;
    });
    sidebars.set(url, sidebar);
    sidebar.catch(() => sidebars.delete(url));
  }
  return sidebar.then((json) => itemsAt(json, path));
}

import type { DocCard, SidebarItem } from '../model.js';

/** The cards of a list of sidebar items, as DocCardList shows them (an `html` item has none). */
export function docCardsOfItems(items: SidebarItem[], descriptions: Map<string, string | undefined>): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    if (item.type === 'doc') return [{ label: item.label, url: item.url, ...(descriptions.get(item.docId) && { description: descriptions.get(item.docId)! }) }];
    if (item.type === 'link') return [{ label: item.label, url: item.href }];
    if (item.type === 'html') return [];
    const first = item.url ?? firstUrl(item.items);
    return [{ label: item.label, url: first ?? '#', count: item.items.length }];
  });
}

function firstUrl(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.url;
    if (item.type === 'category') return item.url ?? firstUrl(item.items);
  }
  return undefined;
}

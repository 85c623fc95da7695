import type { DocCard, SidebarItem } from '../model.js';

/**
 * The cards of the category a doc is the page of (or the one it sits in), by
 * doc id. The category of each doc is found in one walk of the sidebar, in the
 * order a search for one doc would meet it (a walk per page would cost the
 * square of a large site).
 */
export function docCardsOf(sidebar: SidebarItem[], descriptions: Map<string, string | undefined>): (docId: string) => DocCard[] {
  const categoryOf = new Map<string, SidebarItem[]>();
  const place = (docId: string, items: SidebarItem[]) => {
    if (!categoryOf.has(docId)) categoryOf.set(docId, items);
  };
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.docId) place(item.docId, item.items);
      walk(item.items);
      for (const child of item.items) if (child.type === 'doc') place(child.docId, item.items);
    }
  };
  walk(sidebar);
  return (docId) => docCardsOfItems(categoryOf.get(docId) ?? sidebar, descriptions);
}

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

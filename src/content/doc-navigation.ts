// Where a doc sits among the sidebars: which one a doc page shows, its
// neighbours for previous/next and its breadcrumbs, each sidebar walked once.
import type { Crumb, DocRecord, PageLink, SidebarItem } from '../model.js';
import { fm } from './front-matter.js';
import { breadcrumbTrails, flattenSidebar } from './sidebar.js';

interface SidebarWalk {
  order: (PageLink & { docId: string })[];
  /** Each doc's first place in `order`: a search per doc would cost docs² on a large site. */
  placeOf: Map<string, number>;
  trails: Map<string, Crumb[]>;
}

/** A doc's sidebar and its neighbours and trail in it. */
export interface DocNavigation {
  /** The sidebar the page shows (none: the doc is in no sidebar). */
  sidebarId?: string;
  items: SidebarItem[];
  previous?: PageLink;
  next?: PageLink;
  trail?: Crumb[];
}

/**
 * The sidebar a doc belongs to: `displayed_sidebar` when set, else the one that lists it
 * (packages/docusaurus-plugin-content-docs/src/sidebars/utils.ts, getDocNavigation).
 */
export const sidebarIdOf = (doc: DocRecord, sidebarOfDoc: Map<string, string>) => fm.string(doc.entry, 'displayed_sidebar') ?? sidebarOfDoc.get(doc.id);

/** Navigation by doc, in the sidebar it belongs to. */
export function docNavigation(sidebars: Map<string, SidebarItem[]>, sidebarOfDoc: Map<string, string>): (doc: DocRecord) => DocNavigation {
  const walks = new Map<string, SidebarWalk>();
  const walkOf = (id: string, items: SidebarItem[]) => {
    let walk = walks.get(id);
    if (!walk) {
      const order = flattenSidebar(items);
      const placeOf = new Map<string, number>();
      order.forEach((o, i) => placeOf.has(o.docId) || placeOf.set(o.docId, i));
      walks.set(id, (walk = { order, placeOf, trails: breadcrumbTrails(items) }));
    }
    return walk;
  };
  const link = (item: PageLink | undefined) => item && { label: item.label, url: item.url };
  return (doc) => {
    const sidebarId = sidebarIdOf(doc, sidebarOfDoc);
    const items = sidebarId === undefined ? undefined : sidebars.get(sidebarId);
    if (!sidebarId || !items) return { items: [] };
    const walk = walkOf(sidebarId, items);
    const i = walk.placeOf.get(doc.id) ?? -1;
    const previous = link(i > 0 ? walk.order[i - 1] : undefined);
    const next = link(i >= 0 ? walk.order[i + 1] : undefined);
    const trail = walk.trails.get(doc.id);
    return { sidebarId, items, ...(previous && { previous }), ...(next && { next }), ...(trail && { trail }) };
  };
}

/** Every category of the sidebars whose page is a generated index, with the trail above it. */
export function generatedIndexes(sidebars: Map<string, SidebarItem[]>): { sidebarId: string; category: Extract<SidebarItem, { type: 'category' }>; trail: Crumb[] }[] {
  const found: ReturnType<typeof generatedIndexes> = [];
  const seen = new Set<string>();
  for (const [sidebarId, items] of sidebars) {
    const walk = (level: SidebarItem[], above: Crumb[]) => {
      for (const item of level) {
        if (item.type !== 'category') continue;
        if (item.generatedIndex && item.url && !seen.has(item.url)) {
          seen.add(item.url);
          found.push({ sidebarId, category: item, trail: [...above, { label: item.label }] });
        }
        walk(item.items, [...above, { label: item.label, ...(item.url && { url: item.url }) }]);
      }
    };
    walk(items, []);
  }
  return found;
}

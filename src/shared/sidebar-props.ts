// A sidebar item as Docusaurus' theme receives it: the docs client's
// useDocsSidebar() gives them so (src/content/doc-client-context.ts), and so
// does the sidebar a site's swizzled DocSidebarItem draws (templates/docs).
import type { PropSidebarItem, SidebarItem } from '../model.js';

/** A tongsite sidebar item as Docusaurus' theme receives it (props.ts toSidebarsProp: docs become links). */
export function propItem(item: SidebarItem): PropSidebarItem {
  const extra = { ...(item.className && { className: item.className }), ...('customProps' in item && item.customProps && { customProps: item.customProps }) };
  switch (item.type) {
    case 'doc':
      return { type: 'link', label: item.label, href: item.url, docId: item.docId, ...extra };
    case 'link':
      return { type: 'link', label: item.label, href: item.href, ...extra };
    case 'html':
      return { type: 'html', value: item.value, ...extra, ...(item.defaultStyle && { defaultStyle: true }) };
    case 'category':
      return {
        type: 'category',
        label: item.label,
        ...(item.url && { href: item.url }),
        ...extra,
        collapsible: item.collapsible,
        collapsed: item.collapsed,
        items: item.items.map(propItem),
      };
  }
}

import { memo, useEffect, useState } from 'react';
import type { SidebarItem } from '../../src/model.js';
import { useSite, useT } from '../context.js';

const same = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function containsUrl(item: SidebarItem, url: string): boolean {
  if (item.type === 'doc') return same(item.url, url);
  if (item.type === 'category') return (item.url !== undefined && same(item.url, url)) || item.items.some((i) => containsUrl(i, url));
  return false;
}

function Category({ item, url }: { item: Extract<SidebarItem, { type: 'category' }>; url: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(!item.collapsible || !item.collapsed || containsUrl(item, url));
  const toggle = () => setExpanded(!expanded);
  const holdsPage = containsUrl(item, url);
  // Navigating into a collapsed category opens it, as on a fresh load.
  useEffect(() => {
    if (holdsPage) setExpanded(true);
  }, [holdsPage]);
  const active = item.url !== undefined && same(item.url, url);
  const toggleLabel = t(expanded ? 'theme.DocSidebarItem.collapseCategoryAriaLabel' : 'theme.DocSidebarItem.expandCategoryAriaLabel', { label: item.label });
  return (
    <li className={`menu__list-item menu__category${expanded ? '' : ' menu__category--collapsed'}`}>
      <div className="menu__category-row">
        {item.url ? (
          <a className={`menu__link menu__link--category${active ? ' menu__link--active' : ''}`} href={item.url} {...(active && { 'aria-current': 'page' as const })}>
            {item.label}
          </a>
        ) : item.collapsible ? (
          <button type="button" className="menu__link menu__link--category menu__caret-label" aria-expanded={expanded} onClick={toggle}>
            {item.label}
          </button>
        ) : (
          <span className="menu__link menu__link--category">{item.label}</span>
        )}
        {item.url && item.collapsible && <button type="button" className="menu__caret" aria-expanded={expanded} aria-label={toggleLabel} onClick={toggle} />}
      </div>
      <SidebarList items={item.items} url={url} hidden={!expanded} />
    </li>
  );
}

function SidebarList({ items, url, hidden }: { items: SidebarItem[]; url: string; hidden?: boolean }) {
  return (
    <ul className="menu__list" hidden={hidden}>
      {items.map((item) => {
        if (item.type === 'category') return <Category key={`${item.label}:${item.url ?? ''}`} item={item} url={url} />;
        if (item.type === 'link') {
          return (
            <li key={item.href} className="menu__list-item">
              <a className="menu__link" href={item.href}>
                {item.label}
              </a>
            </li>
          );
        }
        const active = same(item.url, url);
        return (
          <li key={item.url} className="menu__list-item">
            <a className={`menu__link${active ? ' menu__link--active' : ''}`} href={item.url} {...(active && { 'aria-current': 'page' as const })}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The docs sidebar: categories open along the current page's path, collapsible
 * by the client. Memoized: the same page shown anew (a rebuild of `serve
 * --watch`) does not walk the whole sidebar again.
 */
export const DocSidebar = memo(function DocSidebar({ url }: { url: string }) {
  const site = useSite();
  const t = useT();
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarList items={site.docsSidebar} url={url} />
      </nav>
    </aside>
  );
});

import { createContext, memo, useContext, useEffect, useState } from 'react';
import type { SidebarItem } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { loadedItems, loadItems } from './load-sidebar.js';

const same = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function containsUrl(item: SidebarItem, url: string): boolean {
  if (item.type === 'doc') return same(item.url, url);
  if (item.type === 'category') return (item.url !== undefined && same(item.url, url)) || item.items.some((i) => containsUrl(i, url));
  return false;
}

/**
 * A category's items: its own, or for a category the page left out of a large
 * sidebar (`lazy`), those of the whole sidebar, fetched once it opens.
 */
function useItems(item: Extract<SidebarItem, { type: 'category' }>, path: number[], expanded: boolean): SidebarItem[] | undefined {
  const sidebarUrl = useSite().docsSidebarUrl;
  const [fetched, setFetched] = useState<SidebarItem[]>();
  const known = item.lazy && sidebarUrl ? (fetched ?? loadedItems(sidebarUrl, path)) : undefined;
  useEffect(() => {
    if (!item.lazy || !expanded || known || !sidebarUrl) return;
    let current = true;
    loadItems(sidebarUrl, path).then(
      (items) => current && setFetched(items),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [item.lazy, expanded, known, sidebarUrl, path]);
  return item.lazy ? known : item.items;
}

/**
 * With autoCollapseCategories, the category of a list the reader opened last (its index): the others
 * of that list close (theme-common's DocSidebarItemsExpandedStateProvider, one per list).
 */
const OpenedInList = createContext<{ opened: number | undefined; open: (index: number) => void } | undefined>(undefined);

function Category({ item, url, path }: { item: Extract<SidebarItem, { type: 'category' }>; url: string; path: number[] }) {
  const t = useT();
  const [expanded, setExpanded] = useState(!item.collapsible || !item.collapsed || containsUrl(item, url));
  const items = useItems(item, path, expanded);
  const list = useContext(OpenedInList);
  const index = path.at(-1)!;
  const toggle = () => {
    if (!expanded) list?.open(index);
    setExpanded(!expanded);
  };
  // Another category of the list was opened: this one closes.
  useEffect(() => {
    if (list?.opened !== undefined && list.opened !== index && item.collapsible) setExpanded(false);
  }, [list?.opened, index, item.collapsible]);
  const holdsPage = containsUrl(item, url);
  // Navigating into a collapsed category opens it, as on a fresh load.
  useEffect(() => {
    if (holdsPage) setExpanded(true);
  }, [holdsPage]);
  const active = item.url !== undefined && same(item.url, url);
  const toggleLabel = t(expanded ? 'theme.DocSidebarItem.collapseCategoryAriaLabel' : 'theme.DocSidebarItem.expandCategoryAriaLabel', { label: item.label });
  return (
    <li className={`menu__list-item menu__category${expanded ? '' : ' menu__category--collapsed'}${item.className ? ` ${item.className}` : ''}`}>
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
      {items && <SidebarList items={items} url={url} path={path} hidden={!expanded} />}
    </li>
  );
}

function SidebarList({ items, url, path, hidden }: { items: SidebarItem[]; url: string; path: number[]; hidden?: boolean }) {
  const autoCollapse = useSite().docsSidebarAutoCollapse;
  const [opened, open] = useState<number>();
  const list = (
    <ul className="menu__list" hidden={hidden}>
      {items.map((item, index) => {
        if (item.type === 'category') return <Category key={`${item.label}:${item.url ?? ''}`} item={item} url={url} path={[...path, index]} />;
        if (item.type === 'html') {
          // A sidebars file's raw HTML, as Docusaurus' DocSidebarItemHtml writes it.
          const className = ['menu__list-item-html', item.defaultStyle && 'menu__list-item', item.className].filter(Boolean).join(' ');
          return <li key={`html:${index}`} className={className} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        if (item.type === 'link') {
          return (
            <li key={item.href} className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
              <a className="menu__link" href={item.href}>
                {item.label}
              </a>
            </li>
          );
        }
        const active = same(item.url, url);
        return (
          <li key={item.url} className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
            <a className={`menu__link${active ? ' menu__link--active' : ''}`} href={item.url} {...(active && { 'aria-current': 'page' as const })}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
  return autoCollapse ? <OpenedInList.Provider value={{ opened, open }}>{list}</OpenedInList.Provider> : list;
}

const TOP: number[] = [];

/**
 * The docs sidebar: categories open along the current page's path, collapsible
 * by the client; on a large site, the page's own part of it (`part`). Memoized:
 * the same page shown anew (a rebuild of `serve --watch`) does not walk the
 * whole sidebar again.
 */
export const DocSidebar = memo(function DocSidebar({ url, part }: { url: string; part: SidebarItem[] | undefined }) {
  const site = useSite();
  const t = useT();
  const [hidden, setHidden] = useState(false);
  const menu = (
    <nav className="menu" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
      <SidebarList items={part ?? site.docsSidebar} url={url} path={TOP} />
    </nav>
  );
  if (!site.docsSidebarHideable) return <aside className="doc-sidebar">{menu}</aside>;
  // theme-classic's DocRoot/Layout/Sidebar with hideable: a button under the menu hides it, leaving a strip that shows it again.
  return (
    <aside className={`doc-sidebar doc-sidebar--hideable${hidden ? ' doc-sidebar--hidden' : ''}`}>
      {hidden ? (
        <ToggleButton action="expand" className="doc-sidebar__expand" onClick={() => setHidden(false)} />
      ) : (
        <div className="doc-sidebar__viewport">
          {menu}
          <ToggleButton action="collapse" className="button button--secondary button--outline doc-sidebar__collapse" onClick={() => setHidden(true)} />
        </div>
      )}
    </aside>
  );
});

/** The button that hides the sidebar, or shows it again, titled and labelled in the theme's words. */
function ToggleButton({ action, className, onClick }: { action: 'collapse' | 'expand'; className: string; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={className}
      title={t(`theme.docs.sidebar.${action}ButtonTitle`)}
      aria-label={t(`theme.docs.sidebar.${action}ButtonAriaLabel`)}
      onClick={onClick}
    >
      <Chevrons />
    </button>
  );
}

/** Two chevrons pointing left (collapse); the stylesheet turns them for the expand strip. */
function Chevrons() {
  return (
    <svg className="doc-sidebar__chevrons" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 4 4 10l6 6M16 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

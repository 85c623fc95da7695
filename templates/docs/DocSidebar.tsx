import { type MouseEvent, memo, useContext, useEffect, useState } from 'react';
import type { PropSidebarItem, SidebarItem } from '../../src/model.js';
import { propItem } from '../../src/shared/sidebar-props.js';
import { useSite, useT } from '../context.js';
import { FrameContext, OpenedInList } from '../frame.js';
import { useIsBrowser } from '../theme/environment.js';
import { loadedItems, loadItems } from './load-sidebar.js';
import { classNames } from '../class-names.js';

const same = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

function containsUrl(item: SidebarItemProp, url: string): boolean {
  if (item.type === 'link') return item.docId !== undefined && same(item.href, url);
  if (item.type === 'category') return (item.href !== undefined && same(item.href, url)) || item.items.some((i) => containsUrl(i, url));
  return false;
}

/**
 * A sidebar item as Docusaurus' theme draws it (PropSidebarItem: docs are links with their docId), which a site's
 * swizzled DocSidebarItem receives; a category the page left out of a large sidebar carries where it is (`lazy`, its
 * index at each level), for its items to be fetched when it opens.
 */
export type SidebarItemProp =
  | Exclude<PropSidebarItem, { type: 'category' }>
  | (Omit<Extract<PropSidebarItem, { type: 'category' }>, 'items'> & { items: SidebarItemProp[]; lazy?: number[] });

/** theme-classic's DocSidebarItem props. */
export interface DocSidebarItemProps {
  item: SidebarItemProp;
  activePath: string;
  level: number;
  index: number;
  onItemClick?: (item: SidebarItemProp) => void;
  tabIndex?: number;
}

/** Each tongsite item's prop item, made once: a page's render walks the same sidebar as the pages before it. */
const propItems = new WeakMap<SidebarItem, SidebarItemProp>();

/** The prop item of a tongsite sidebar item at `path` (src/shared/sidebar-props.ts, with the items of a category made here). */
function toProp(item: SidebarItem, path: number[]): SidebarItemProp {
  let made = propItems.get(item);
  if (!made) {
    made = propItem(item.type === 'category' ? { ...item, items: [] } : item) as SidebarItemProp;
    if (made.type === 'category' && item.type === 'category') {
      made.items = item.items.map((child, i) => toProp(child, [...path, i]));
      if (item.lazy) made.lazy = path;
    }
    propItems.set(item, made);
  }
  return made;
}

/**
 * A category's items: its own, or for a category the page left out of a large
 * sidebar (`lazy`), those of the whole sidebar, fetched once it opens.
 */
function useItems(item: Extract<SidebarItemProp, { type: 'category' }>, expanded: boolean): SidebarItemProp[] | undefined {
  const sidebarUrl = useSite().docsSidebarUrl;
  const path = item.lazy;
  const [fetched, setFetched] = useState<SidebarItem[]>();
  const known = path && sidebarUrl ? (fetched ?? loadedItems(sidebarUrl, path)) : undefined;
  useEffect(() => {
    if (!path || !expanded || known || !sidebarUrl) return;
    let current = true;
    loadItems(sidebarUrl, path).then(
      (items) => current && setFetched(items),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [path, expanded, known, sidebarUrl]);
  if (!path) return item.items;
  return known?.map((child, i) => toProp(child, [...path, i]));
}

/**
 * Where a collapsible category without a page of its own leads in the built
 * HTML (theme-classic's useCategoryHrefWithSSRFallback): its first link, so that
 * a reader without scripts, or before hydration, still goes into it; once
 * hydrated, `#`, the click folding it. A category whose items the page left
 * out (`lazy`) has none.
 */
function firstLink(item: Extract<SidebarItemProp, { type: 'category' }>): string | undefined {
  if (item.href) return item.href;
  for (const child of item.items) {
    if (child.type === 'link') return child.href;
    if (child.type === 'category') {
      const found = firstLink(child);
      if (found) return found;
    }
  }
  return undefined;
}

/** A category, as theme-classic's DocSidebarItem/Category writes it (its class names, which sites' CSS targets), its items drawn by the site's DocSidebarItem. */
export function DocSidebarItemCategory({ item, activePath: url, level, index }: DocSidebarItemProps & { item: Extract<SidebarItemProp, { type: 'category' }> }) {
  const t = useT();
  const [expanded, setExpanded] = useState(!item.collapsible || !item.collapsed || containsUrl(item, url));
  const items = useItems(item, expanded);
  const list = useContext(OpenedInList);
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
  const current = item.href !== undefined && same(item.href, url);
  const collapsible = item.collapsible;
  const hydrated = useIsBrowser();
  const href = collapsible ? ((hydrated ? item.href : firstLink(item)) ?? '#') : item.href;
  const onClick = (event: MouseEvent) => {
    if (!collapsible) return;
    if (item.href) return setExpanded(true);
    event.preventDefault();
    toggle();
  };
  const toggleLabel = t(expanded ? 'theme.DocSidebarItem.collapseCategoryAriaLabel' : 'theme.DocSidebarItem.expandCategoryAriaLabel', { label: item.label });
  return (
    <li
      className={classNames(
        'theme-doc-sidebar-item-category',
        `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        !expanded && 'menu__list-item--collapsed',
        item.className,
      )}
    >
      <div className={classNames('menu__list-item-collapsible', current && 'menu__list-item-collapsible--active')}>
        <a
          className={classNames('menu__link', collapsible && 'menu__link--sublist', collapsible && !item.href && 'menu__link--sublist-caret', holdsPage && 'menu__link--active')}
          href={href}
          onClick={onClick}
          {...(current && { 'aria-current': 'page' as const })}
          {...(collapsible && !item.href && { 'aria-expanded': expanded })}
        >
          {item.label}
        </a>
        {item.href && collapsible && <button type="button" className="clean-btn menu__caret" aria-expanded={expanded} aria-label={toggleLabel} onClick={toggle} />}
      </div>
      {items && <DocSidebarItems items={items} activePath={url} level={level + 1} hidden={!expanded} />}
    </li>
  );
}

/** A sidebars file's raw HTML, as theme-classic's DocSidebarItem/Html writes it. */
export function DocSidebarItemHtml({ item, level }: DocSidebarItemProps & { item: Extract<SidebarItemProp, { type: 'html' }> }) {
  const className = classNames(
    'theme-doc-sidebar-item-link',
    `theme-doc-sidebar-item-link-level-${level}`,
    'menu__list-item-html',
    item.defaultStyle && 'menu__list-item',
    item.className,
  );
  return <li className={className} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

/** A link, as theme-classic's DocSidebarItem/Link: a doc's is active on its page. */
export function DocSidebarItemLink({ item, activePath: url, level }: DocSidebarItemProps & { item: Extract<SidebarItemProp, { type: 'link' }> }) {
  const active = item.docId !== undefined && same(item.href, url);
  return (
    <li className={classNames('theme-doc-sidebar-item-link', `theme-doc-sidebar-item-link-level-${level}`, 'menu__list-item', item.className)}>
      <a className={classNames('menu__link', active && 'menu__link--active')} href={item.href} {...(active && { 'aria-current': 'page' as const })}>
        {item.label}
      </a>
    </li>
  );
}

/**
 * tongsite's sidebar item, by its type as theme-classic's DocSidebarItem dispatches them to its parts (which a site
 * that ejects the item imports: `@theme/DocSidebarItem/Category`, `/Link`, `/Html`).
 */
export function OwnDocSidebarItem(props: DocSidebarItemProps) {
  const { item } = props;
  if (item.type === 'category') return <DocSidebarItemCategory {...props} item={item} />;
  if (item.type === 'html') return <DocSidebarItemHtml {...props} item={item} />;
  return <DocSidebarItemLink {...props} item={item} />;
}

const keyOf = (item: SidebarItemProp, index: number) => (item.type === 'category' ? `${item.label}:${item.href ?? ''}` : item.type === 'html' ? `html:${index}` : item.href);

function DocSidebarItems({ items, activePath, level, hidden }: { items: SidebarItemProp[]; activePath: string; level: number; hidden?: boolean }) {
  const autoCollapse = useSite().docsSidebarAutoCollapse;
  // `@theme/DocSidebarItem`: the site's swizzled one where it has one (its `@theme-original/DocSidebarItem` is tongsite's).
  const DocSidebarItem = (useContext(FrameContext).DocSidebarItem as typeof OwnDocSidebarItem | undefined) ?? OwnDocSidebarItem;
  const [opened, open] = useState<number>();
  const list = (
    <ul className={level === 1 ? 'theme-doc-sidebar-menu menu__list' : 'menu__list'} hidden={hidden}>
      {items.map((item, index) => (
        <DocSidebarItem key={keyOf(item, index)} item={item} activePath={activePath} level={level} index={index} />
      ))}
    </ul>
  );
  return autoCollapse ? <OpenedInList.Provider value={{ opened, open }}>{list}</OpenedInList.Provider> : list;
}

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
    <nav className="menu thin-scrollbar" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
      <DocSidebarItems items={(part ?? site.docsSidebar).map((item, i) => toProp(item, [i]))} activePath={url} level={1} />
    </nav>
  );
  if (!site.docsSidebarHideable) return <aside className="theme-doc-sidebar-container doc-sidebar">{menu}</aside>;
  // theme-classic's DocRoot/Layout/Sidebar with hideable: a button under the menu hides it, leaving a strip that shows it again.
  return (
    <aside className={`theme-doc-sidebar-container doc-sidebar doc-sidebar--hideable${hidden ? ' doc-sidebar--hidden' : ''}`}>
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

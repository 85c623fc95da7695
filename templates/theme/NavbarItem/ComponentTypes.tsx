// `@theme/NavbarItem/ComponentTypes`: the navbar item types of Docusaurus'
// classic theme a site's own map spreads (`...ComponentTypes`, from
// `@theme-original/NavbarItem/ComponentTypes`) before it adds its `custom-*`
// types, and the NavbarItem that draws those. Only the bundle of a site that
// swizzles the map imports this module (src/render/site-frame.ts): tongsite's
// navbar draws its own items without it.
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode, RefObject } from 'react';
import { useContext, useEffect, useRef, useState } from 'react';
import type { NavbarItemComponent, NavbarItemTypes, NavItem } from '../../../src/model.js';
import { ExternalIcon } from '../../components/Icons.js';
import { isActive } from '../../components/nav-active.js';
import { FramePageContext } from '../../frame.js';
import { SiteCodeScope } from '../../site-content.js';
import { isInternalUrl } from '../environment.js';
import Link from '../Link.js';
import useBaseUrl from '../use-base-url.js';
import { classNames } from '../../class-names.js';

/** Where an item is drawn: the bar, the drawer (`mobile`), or a dropdown's menu. */
interface Placement {
  mobile?: boolean;
  isDropdownItem?: boolean;
  /** Read by the navbar to place the item; not the item's own. */
  position?: 'left' | 'right';
}

/** A link item's props, as theme-classic's DefaultNavbarItem and NavbarNavLink take them; the rest go to the link. */
interface DefaultItemProps extends Placement, Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  label?: ReactNode;
  to?: string;
  href?: string;
  /** Markup the link shows instead of its label. */
  html?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  activeClassName?: string;
  prependBaseUrlToHref?: boolean;
}

/**
 * A link: in the bar `navbar__item navbar__link`, in the drawer in a `menu__list-item`, in a dropdown in an <li>;
 * active on the pages under its `to` or activeBasePath, or matching activeBaseRegex; an external link with a
 * label gets the icon.
 */
function DefaultNavbarItem({
  mobile,
  isDropdownItem,
  position: _position,
  label,
  to,
  href,
  html,
  activeBasePath,
  activeBaseRegex,
  activeClassName,
  // Link puts a path of the site under its base URL whether or not the item asks.
  prependBaseUrlToHref: _prepend,
  className,
  ...rest
}: DefaultItemProps) {
  const page = useContext(FramePageContext);
  const activeBase = useBaseUrl(activeBasePath ?? to ?? '');
  // An `href` link is never active, as NavbarNavLink marks only `to` links.
  const active = !href && page !== null && isActive({ activeRegex: activeBaseRegex, activeBase: activeBasePath || to ? activeBase : undefined }, page.url);
  const own = mobile ? 'menu__link' : isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link';
  const link = (
    <Link
      {...rest}
      to={to}
      href={href}
      className={classNames(own, className, active && (activeClassName ?? (mobile ? 'menu__link--active' : 'navbar__link--active')))}
      {...(active && { 'aria-current': 'page' as const })}
      {...(html !== undefined
        ? { dangerouslySetInnerHTML: { __html: html } }
        : {
            children: (
              <>
                {label}
                {label && href && !isInternalUrl(href) && <ExternalIcon />}
              </>
            ),
          })}
    />
  );
  if (mobile) return <li className="menu__list-item">{link}</li>;
  return isDropdownItem ? <li>{link}</li> : link;
}

/** The site's markup (`value`), as theme-classic's HtmlNavbarItem writes it. */
function HtmlNavbarItem({ value, className, mobile, isDropdownItem }: Placement & { value: string; className?: string }) {
  const Tag = isDropdownItem ? 'li' : 'div';
  return (
    <Tag className={classNames(!mobile && !isDropdownItem && 'navbar__item', mobile && 'menu__list-item', className) || undefined} dangerouslySetInnerHTML={{ __html: value }} />
  );
}

/** A dropdown's item: a link (DefaultNavbarItem's props) or an item of another type. */
type DropdownChild = DefaultItemProps & { type?: string };

/** A dropdown's props, as theme-classic's DropdownNavbarItem takes them; the rest go to its toggle. */
interface DropdownItemProps extends Placement, Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'onClick'> {
  label?: ReactNode;
  items: DropdownChild[];
  to?: string;
  href?: string;
  /** In the drawer: what closes it, handed to the items that have no onClick of their own. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One item of a dropdown, drawn by the component of its type (a link by default). */
function DropdownChildItem({ type, ...props }: DropdownChild & Placement & { activeClassName?: string; onClick?: DropdownItemProps['onClick'] }) {
  const Type = ComponentTypes[type ?? 'default'] ?? DefaultNavbarItem;
  return <Type {...props} />;
}

/**
 * A dropdown of items, as theme-classic's DropdownNavbarItem draws it: in the bar a `dropdown--hoverable` menu that a
 * click or Enter also opens (and a click elsewhere closes); in the drawer a collapsible sub-list. Its toggle is a link
 * when the item has `to` or `href`, else a button-like `#` link.
 */
function DropdownNavbarItem({ mobile, position, label, items, to, href, className, onClick, isDropdownItem: _inner, ...rest }: DropdownItemProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open || mobile) return;
    const away = (event: Event) => ref.current && !ref.current.contains(event.target as Node) && setOpen(false);
    for (const type of ['mousedown', 'touchstart', 'focusin']) document.addEventListener(type, away);
    return () => {
      for (const type of ['mousedown', 'touchstart', 'focusin']) document.removeEventListener(type, away);
    };
  }, [open, mobile]);
  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mobile || (!to && !href)) event.preventDefault();
    setOpen(!open);
  };
  if (mobile) {
    return (
      <li ref={ref as RefObject<HTMLLIElement>} className={classNames('menu__list-item', !open && 'menu__list-item--collapsed')}>
        {/* biome-ignore lint/a11y/useValidAnchor: theme-classic's markup (its sub-list toggle is an <a href="#">), which sites' CSS selects */}
        <a role="button" href="#" className={classNames('menu__link menu__link--sublist menu__link--sublist-caret', className)} onClick={toggle} {...rest}>
          {label}
        </a>
        <ul className="menu__list">
          {items.map((item, i) => (
            <DropdownChildItem key={i} mobile isDropdownItem onClick={onClick} activeClassName="menu__link--active" {...item} />
          ))}
        </ul>
      </li>
    );
  }
  return (
    <div
      ref={ref as RefObject<HTMLDivElement>}
      className={classNames('navbar__item dropdown dropdown--hoverable', position === 'right' && 'dropdown--right', open && 'dropdown--show')}
    >
      <Link
        {...rest}
        to={to}
        href={href ?? (to ? undefined : '#')}
        aria-haspopup="true"
        aria-expanded={open}
        role="button"
        className={classNames('navbar__link', className)}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {label}
      </Link>
      <ul className="dropdown__menu">
        {items.map((item, i) => (
          <DropdownChildItem key={i} isDropdownItem activeClassName="dropdown__link--active" {...item} />
        ))}
      </ul>
    </div>
  );
}

const ComponentTypes: NavbarItemTypes = { default: DefaultNavbarItem, html: HtmlNavbarItem, dropdown: DropdownNavbarItem };

/** The item components a site's own item imports from theme-classic (`@theme/NavbarItem/DropdownNavbarItem`…). */
export { DefaultNavbarItem, DropdownNavbarItem, HtmlNavbarItem };

export default ComponentTypes;

/**
 * The frame's NavbarItem over the site's map: a `custom-*` item drawn by the component of its type, given the item's
 * fields as theme-classic's NavbarItem gives them (`position` among them; in the drawer `mobile` first and an
 * `onClick` that closes it last, as its PrimaryMenu has them), in the site's context, so that its links and words
 * resolve as in a page. A type the map lacks draws nothing: the build warned about it.
 */
export function navbarItem(types: NavbarItemTypes): NavbarItemComponent {
  function NavbarItem({ item, close }: { item: NavItem; close?: () => void }) {
    const Type = item.custom && types[item.custom.type];
    if (!Type) return null;
    const fields = { ...item.custom!.props, position: item.position };
    return <SiteCodeScope>{close ? <Type mobile {...fields} onClick={close} /> : <Type {...fields} />}</SiteCodeScope>;
  }
  return Object.assign(NavbarItem, { types });
}

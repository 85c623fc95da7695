import { useContext, useEffect, useRef, useState } from 'react';
import type { NavItem, PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { FrameContext } from '../frame.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { ExternalIcon, MenuIcon } from './Icons.js';
import { LocaleSwitcher } from './LocaleSwitcher.js';
import { LogoImage } from './LogoImage.js';
import { isActive } from './nav-active.js';
import { SiteCodeScope } from '../site-content.js';
import { SearchBox } from './SearchBox.js';
import { useVersionCandidate, VersionDropdown } from './VersionDropdown.js';

function NavLink({ item, page, className = 'navbar__link' }: { item: NavItem; page: PageData; className?: string }) {
  const active = isActive(item, page.url, page);
  // A link into the docs follows the version read, preferred or latest.
  const version = useVersionCandidate(page, item.docsPluginId);
  // The site's own markup (Docusaurus' html item, or a link's html), written as it is.
  if (item.html !== undefined && !item.href) return <div className="navbar__item" dangerouslySetInnerHTML={{ __html: item.html }} />;
  const props = {
    className: `${className}${active ? ` ${className}--active` : ''}${item.className ? ` ${item.className}` : ''}`,
    href: (version && item.versionUrls?.[version.name]) || item.href,
    ...(item.external && { target: '_blank', rel: 'noopener noreferrer' }),
    ...(item.target && { target: item.target }),
    ...(item.rel && { rel: item.rel }),
    ...(item.ariaLabel && { 'aria-label': item.ariaLabel }),
    ...(active && { 'aria-current': 'page' as const }),
  };
  if (item.html !== undefined) return <a {...props} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <a {...props}>
      {item.versionLabel && version ? version.label : item.label}
      {/* As NavbarNavLink: an external link with a label gets the icon; one without (drawn by the site's CSS) none. */}
      {item.external && item.label && !item.noExternalIcon && <ExternalIcon />}
    </a>
  );
}

/** A dropdown of links: opens on hover or focus, no script needed (as the language switcher). */
function NavDropdown({ item, page }: { item: NavItem; page: PageData }) {
  const active = !item.activeClassDisabled && (item.items ?? []).some((link) => isActive(link, page.url, page));
  const toggleClass = `navbar__link dropdown__toggle${active ? ' navbar__link--active' : ''}${item.className ? ` ${item.className}` : ''}`;
  return (
    <div className="dropdown dropdown--hoverable navbar__item">
      {item.href ? (
        <a className={toggleClass} href={item.href} aria-haspopup="true">
          {item.label}
        </a>
      ) : (
        <button type="button" className={toggleClass} aria-haspopup="true">
          {item.label}
        </button>
      )}
      <ul className="dropdown__menu">
        {(item.items ?? []).map((link, i) => (
          <li key={`${link.href}\0${i}`}>
            <NavLink item={link} page={page} className="dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An item of the bar: a link, a dropdown, the docs versions' dropdown, the site's markup, or an item of the site's own type (in the drawer, given `close`). */
function NavEntry({ item, page, close }: { item: NavItem; page: PageData; close?: () => void }) {
  // Drawn by the frame's bundle, only loaded where the site swizzles NavbarItem/ComponentTypes.
  const Custom = useContext(FrameContext).NavbarItem;
  if (item.custom) return Custom && <Custom item={item} close={close} />;
  if (item.versionDropdown) return <VersionDropdown page={page} item={item} link={(link) => <NavLink item={link} page={page} className="dropdown__link" />} />;
  return item.items ? <NavDropdown item={item} page={page} /> : <NavLink item={item} page={page} />;
}

/** True while the reader scrolls down past the navbar (when the site enables hiding). */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last.current && y > 60);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/** The top bar: brand, links, language switcher, colour mode, search; a drawer below 996 px. */
export function Navbar({ page }: { page: PageData }) {
  const site = useSite();
  const t = useT();
  const home = `${site.baseUrl}${site.locale.urlPrefix.slice(1)}`;
  const [open, setOpen] = useState(false);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll);
  useEffect(() => setOpen(false), [page.url]);
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 997px)');
    const close = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);
  const { SearchBar } = useContext(FrameContext);
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav
      className={`navbar${site.navbar.style ? ` navbar--${site.navbar.style}` : ''}${site.navbar.hideOnScroll ? ' navbar--hideable' : ''}${hidden ? ' navbar--hidden' : ''}`}
      aria-label={t('theme.NavBar.navAriaLabel')}
    >
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__toggle"
          aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
          aria-expanded={open}
          aria-controls="navbar-drawer"
          onClick={() => setOpen(!open)}
        >
          <MenuIcon />
        </button>
        <a className="navbar__brand" href={site.navbar.logo?.href ?? home} {...(site.navbar.logo?.target && { target: site.navbar.logo.target, rel: 'noopener noreferrer' })}>
          {site.navbar.logo && <LogoImage logo={site.navbar.logo} className="navbar__logo" height={32} width={32} />}
          <b className="navbar__title">{site.navbar.title}</b>
        </a>
        <div className="navbar__items">
          {left.map((item, i) => (
            <NavEntry key={`${item.href}\0${i}`} item={item} page={page} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavEntry key={`${item.href}\0${i}`} item={item} page={page} />
          ))}
          <LocaleSwitcher page={page} />
          <ColorModeToggle />
          {site.searchBox ? (
            <SearchBox />
          ) : (
            // The site's own search box, where theme-classic's navbar draws @theme/SearchBar.
            SearchBar && (
              <div className="navbar__search">
                <SiteCodeScope>
                  <SearchBar />
                </SiteCodeScope>
              </div>
            )
          )}
        </div>
      </div>
      <div id="navbar-drawer" className="navbar-drawer" hidden={!open}>
        <ul className="navbar-drawer__list">
          {/* A dropdown's links are listed in the drawer after its label. */}
          {site.navbar.items
            .flatMap((item, i) => [item, ...(item.items ?? [])].map((entry, j) => ({ entry, key: `${i}.${j}` })))
            .map(({ entry, key }) =>
              // The site's item draws its own <li>, as in Docusaurus' drawer.
              entry.custom ? (
                <NavEntry key={key} item={entry} page={page} close={() => setOpen(false)} />
              ) : (
                <li key={key}>{entry.items ? <span className="navbar__link">{entry.label}</span> : <NavEntry item={entry} page={page} />}</li>
              ),
            )}
          {/* The locales, as the desktop switcher lists them: only where there is another to go to. */}
          {site.locales.length > 1 &&
            site.locales.map((locale) => (
              <li key={locale.code}>
                <a className="navbar__link" href={page.alternates.find((a) => a.locale === locale.code)?.url ?? home} lang={locale.htmlLang} hrefLang={locale.htmlLang}>
                  {locale.label}
                </a>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}

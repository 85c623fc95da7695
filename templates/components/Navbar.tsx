import type { NavItem, PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { ExternalIcon, MenuIcon } from './Icons.js';
import { LocaleSwitcher } from './LocaleSwitcher.js';
import { SearchBox } from './SearchBox.js';

const isActive = (item: NavItem, url: string) => {
  if (!item.activeBase) return false;
  const base = decodeURIComponent(item.activeBase).replace(/\/$/, '');
  const here = decodeURIComponent(url).replace(/\/$/, '');
  return here === base || here.startsWith(`${base}/`);
};

function NavLink({ item, url }: { item: NavItem; url: string }) {
  const active = isActive(item, url);
  return (
    <a
      className={`navbar__link${active ? ' navbar__link--active' : ''}`}
      href={item.href}
      {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}
      {...(active && { 'aria-current': 'page' as const })}
    >
      {item.label}
      {item.external && <ExternalIcon />}
    </a>
  );
}

/** The top bar: brand, links, language switcher, colour mode, search; a drawer below 996 px. */
export function Navbar({ page }: { page: PageData }) {
  const site = useSite();
  const t = useT();
  const home = `${site.baseUrl}${site.locale.urlPrefix.slice(1)}`;
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className={`navbar${site.navbar.hideOnScroll ? ' navbar--hideable' : ''}`} aria-label={t('theme.NavBar.navAriaLabel')}>
      <div className="navbar__inner">
        <button type="button" className="navbar__toggle" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded="false" aria-controls="navbar-drawer">
          <MenuIcon />
        </button>
        <a className="navbar__brand" href={home}>
          {site.navbar.logo && <img className="navbar__logo" src={site.navbar.logo.src} alt={site.navbar.logo.alt} width="32" height="32" />}
          <b className="navbar__title">{site.navbar.title}</b>
        </a>
        <div className="navbar__items">
          {left.map((item) => (
            <NavLink key={item.href} item={item} url={page.url} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item) => (
            <NavLink key={item.href} item={item} url={page.url} />
          ))}
          <LocaleSwitcher page={page} />
          <ColorModeToggle />
          <SearchBox />
        </div>
      </div>
      <div id="navbar-drawer" className="navbar-drawer" hidden>
        <ul className="navbar-drawer__list">
          {site.navbar.items.map((item) => (
            <li key={item.href}>
              <NavLink item={item} url={page.url} />
            </li>
          ))}
          {site.locales.map((locale) => (
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

import type { PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { GlobeIcon } from './Icons.js';

/** Links to the same page in every locale; opens on hover or focus, no script needed. */
export function LocaleSwitcher({ page }: { page: PageData }) {
  const site = useSite();
  const t = useT();
  if (site.locales.length < 2) return null;
  return (
    <div className="dropdown locale-switcher">
      {/* The name says what the button is for and keeps the visible label in it (WCAG 2.5.3, label in name). */}
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true">
        <GlobeIcon />
        <span className="visually-hidden">{t('theme.navbar.mobileLanguageDropdown.label')}: </span>
        <span>{site.locale.label}</span>
      </button>
      <ul className="dropdown__menu">
        {site.locales.map((locale) => {
          const alternate = page.alternates.find((a) => a.locale === locale.code);
          const href = alternate?.url ?? `${site.baseUrl}${locale.urlPrefix.slice(1)}`;
          const current = locale.code === site.locale.code;
          return (
            <li key={locale.code}>
              <a
                className={`dropdown__link${current ? ' dropdown__link--active' : ''}`}
                href={href}
                lang={locale.htmlLang}
                hrefLang={locale.htmlLang}
                {...(current && { 'aria-current': 'true' as const })}
              >
                {locale.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

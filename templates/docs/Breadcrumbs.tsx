import type { Crumb } from '../../src/model.js';
import { HomeIcon } from '../components/Icons.js';
import { useT } from '../context.js';

/** Home, then the categories above the page; the page itself last, unlinked. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ul className="breadcrumbs__list">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${i}:${crumb.label}`} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`}>
              {i === 0 && crumb.url ? (
                <a className="breadcrumbs__link" href={crumb.url} aria-label={crumb.label}>
                  <HomeIcon />
                </a>
              ) : crumb.url && !last ? (
                <a className="breadcrumbs__link" href={crumb.url}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link" {...(last && { 'aria-current': 'page' as const })}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

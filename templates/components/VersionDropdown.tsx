import type { PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { savePreferredVersion, usePreferredVersion } from '../docs/preferred-version.js';

/**
 * The docs version a link into the docs follows: the version of the doc being read, else the reader's
 * preferred one, else the latest (theme-common's useDocsVersionCandidates).
 */
export function useVersionCandidate(page: PageData) {
  const versions = useSite().docsVersions;
  const preferred = usePreferredVersion(versions);
  const active = page.kind === 'doc' ? versions?.find((v) => v.name === page.versionName) : undefined;
  return active ?? preferred ?? versions?.find((v) => v.isLast);
}

/**
 * theme-classic's DocsVersionDropdownNavbarItem: labelled with the candidate version, it lists every
 * version, each linking to the doc being read in that version, else to that version's main doc; a
 * reader's pick is remembered as the preferred version.
 */
export function VersionDropdown({ page }: { page: PageData }) {
  const site = useSite();
  const t = useT();
  const shown = useVersionCandidate(page);
  if (!site.docsVersions || !shown) return null;
  const sameDoc = page.kind === 'doc' ? page.versionUrls : undefined;
  return (
    <div className="dropdown version-dropdown">
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true">
        <span className="visually-hidden">{t('theme.navbar.mobileVersionsDropdown.label')}: </span>
        <span>{shown.label}</span>
      </button>
      <ul className="dropdown__menu">
        {site.docsVersions.map((version) => {
          const current = version.name === shown.name;
          return (
            <li key={version.name}>
              <a
                className={`dropdown__link${current ? ' dropdown__link--active' : ''}`}
                href={sameDoc?.[version.name] ?? version.url}
                onClick={() => savePreferredVersion(version.name)}
                {...(current && { 'aria-current': 'true' as const })}
              >
                {version.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

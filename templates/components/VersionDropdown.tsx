import type { ReactNode } from 'react';
import type { NavItem, PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { DEFAULT_DOCS_ID, useSavePreferredVersion, usePreferredVersion, versionsOf } from '../docs/preferred-version.js';

/**
 * The version of a docs instance a link into its docs follows: the version of the doc being read when it
 * is one of that instance's, else the reader's preferred one, else the latest (theme-common's
 * useDocsVersionCandidates).
 */
export function useVersionCandidate(page: PageData, pluginId = DEFAULT_DOCS_ID) {
  const versions = versionsOf(useSite().docsVersions, pluginId);
  const preferred = usePreferredVersion(versions, pluginId);
  const reads = page.kind === 'doc' && (page.docsPluginId ?? DEFAULT_DOCS_ID) === pluginId;
  const active = reads ? versions?.find((v) => v.name === page.versionName) : undefined;
  return active ?? preferred ?? versions?.find((v) => v.isLast);
}

/**
 * theme-classic's DocsVersionDropdownNavbarItem: labelled with the candidate version, it lists every
 * version of its instance, each linking to the doc being read in that version, else to that version's
 * main doc, between the site's own links before and after them (dropdownItemsBefore/After, drawn by
 * `link`); a reader's pick is remembered as the instance's preferred version.
 */
export function VersionDropdown({ page, item, link }: { page: PageData; item: NavItem; link: (item: NavItem) => ReactNode }) {
  const pluginId = item.docsPluginId ?? DEFAULT_DOCS_ID;
  const versions = versionsOf(useSite().docsVersions, pluginId);
  const t = useT();
  const shown = useVersionCandidate(page, pluginId);
  const savePreferredVersion = useSavePreferredVersion();
  if (!versions?.length || !shown) return null;
  const sameDoc = page.kind === 'doc' && (page.docsPluginId ?? DEFAULT_DOCS_ID) === pluginId ? page.versionUrls : undefined;
  return (
    <div className="dropdown version-dropdown">
      {/* Marked active on its docs' pages, where one of its links is the page read (DropdownNavbarItem's containsActiveItems). */}
      <button type="button" className={`navbar__link dropdown__toggle${sameDoc && !item.activeClassDisabled ? ' navbar__link--active' : ''}`} aria-haspopup="true">
        <span className="visually-hidden">{t('theme.navbar.mobileVersionsDropdown.label')}: </span>
        <span>{shown.label}</span>
      </button>
      <ul className="dropdown__menu">
        {item.before?.map((own, i) => (
          <li key={`before-${i}`}>{link(own)}</li>
        ))}
        {versions.map((version) => {
          const current = version.name === shown.name;
          return (
            <li key={version.name}>
              <a
                className={`dropdown__link${current ? ' dropdown__link--active' : ''}`}
                href={sameDoc?.[version.name] ?? version.url}
                onClick={() => savePreferredVersion(pluginId, version.name)}
                {...(current && { 'aria-current': 'true' as const })}
              >
                {version.label}
              </a>
            </li>
          );
        })}
        {item.after?.map((own, i) => (
          <li key={`after-${i}`}>{link(own)}</li>
        ))}
      </ul>
    </div>
  );
}

import type { PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';
import { DEFAULT_DOCS_ID, useSavePreferredVersion, versionsOf } from './preferred-version.js';

type DocPageData = Extract<PageData, { kind: 'doc' }>;

/**
 * theme-classic's DocVersionBanner: an unreleased or unmaintained version says so and links to the same
 * doc in the latest version, or to that version's main doc when it has no such doc; following the link
 * makes the latest version the reader's preferred one.
 */
export function DocVersionBanner({ page }: { page: DocPageData }) {
  const site = useSite();
  const t = useT();
  const savePreferredVersion = useSavePreferredVersion();
  if (!page.versionBanner) return null;
  const pluginId = page.docsPluginId ?? DEFAULT_DOCS_ID;
  const latest = versionsOf(site.docsVersions, pluginId)?.find((v) => v.isLast);
  // The version's label in bold, as theme-classic's banner gives it (`versionLabel: <b>…</b>`).
  const label = t(`theme.docs.versions.${page.versionBanner}VersionLabel`, { siteTitle: site.title, versionLabel: '\u0000' }).split('\u0000');
  const suggestion = latest && t('theme.docs.versions.latestVersionSuggestionLabel', { versionLabel: latest.label, latestVersionLink: '\u0000' }).split('\u0000');
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {label[0]}
        {label.length > 1 && <b>{page.versionLabel}</b>}
        {label[1]}
      </div>
      {latest && suggestion && (
        <div className="margin-top--md">
          {suggestion[0]}
          <b>
            <a href={page.versionUrls?.[latest.name] ?? latest.url} onClick={() => savePreferredVersion(pluginId, latest.name)}>
              {t('theme.docs.versions.latestVersionLinkLabel')}
            </a>
          </b>
          {suggestion[1]}
        </div>
      )}
    </div>
  );
}

import { useContent } from '../context.js';

/**
 * `import useDocusaurusContext from '@docusaurus/useDocusaurusContext'`: the
 * site config and i18n as Docusaurus gives them to a component, the base URL
 * that of the current locale (`/en/` for English), as in a Docusaurus build.
 */
export default function useDocusaurusContext() {
  const { site } = useContent();
  const localeBase = `${site.baseUrl}${site.locale.urlPrefix ? `${site.locale.urlPrefix.slice(1)}/` : ''}`;
  const defaultLocale = site.locales.find((l) => l.isDefault)?.code ?? site.locale.code;
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: localeBase, customFields: {} },
    i18n: {
      currentLocale: site.locale.code,
      defaultLocale,
      locales: site.locales.map((l) => l.code),
      localeConfigs: Object.fromEntries(site.locales.map((l) => [l.code, { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: l.calendar, path: l.path }])),
    },
  };
}

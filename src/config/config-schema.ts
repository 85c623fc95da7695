import { arrayOf, boolean, either, localized, object, oneOf, positiveInteger, recordOf, string, type Check } from './schema.js';

// Mirrors UserConfig in ./define-config.ts.

/** A base URL, or Docusaurus' function of the page giving its edit link. */
const editUrl: Check = (v, p) => (typeof v === 'string' || typeof v === 'function' ? [] : [{ path: p, message: 'must be a URL, or a function of the page returning one' }]);

/** CSS declarations as prism-react-renderer's themes write them: a property's name and a string or number. */
const cssValues = recordOf((v, p) => (['string', 'number'].includes(typeof v) ? [] : [{ path: p, message: 'must be a CSS value' }]), 'an object of CSS values');

/**
 * A prism-react-renderer theme: `plain` colours and `styles` by token type. `plain` is
 * CSS like a style (oneDark and synthwave84 give it a textShadow too); Docusaurus takes
 * its color and backgroundColor alone (theme-common's getPrismCssVariables), as tongsite does.
 */
const prismTheme = object({
  plain: cssValues,
  styles: arrayOf(
    object({
      types: arrayOf(string),
      // prism-react-renderer's themeToDict applies such an entry to these languages only (vsDark's markup colours).
      languages: arrayOf(string),
      style: cssValues,
    }),
  ),
});

/** A heading level a table of contents can start or end at (theme-classic's options.ts: 2 to 6). */
const headingLevel: Check = (v, p) => (Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? [] : [{ path: p, message: 'must be a whole number from 2 to 6' }]);

/** A navbar or footer logo (LogoConfig). */
const size = either('a number or a CSS length', (v, p) => (typeof v === 'number' ? [] : [{ path: p, message: 'must be a number' }]), string);
const logo = object({ src: string, srcDark: string, alt: localized, href: string, target: string, width: size, height: size, className: string }, ['src']);

const docLinkFields = { docId: string, sidebarId: string, docsPluginId: string };

/** What a link of the navbar carries beside where it goes, in the bar or in a dropdown (theme-classic's NavbarNavLink props). */
const linkAttributeFields = {
  className: string,
  activeBasePath: string,
  activeBaseRegex: string,
  prependBaseUrlToHref: boolean,
  target: string,
  rel: string,
  'aria-label': string,
};

/** An item of a dropdown: a link, a doc, a sidebar, a docs version or markup (theme-classic's DropdownNavbarItem items). */
const navbarLink = object({
  type: oneOf('link', 'doc', 'docSidebar', 'docsVersion', 'html'),
  label: localized,
  to: string,
  href: string,
  html: localized,
  ...docLinkFields,
  ...linkAttributeFields,
});

/** A type of the site's own, drawn by its src/theme/NavbarItem/ComponentTypes. */
const customType: Check = (v, p) => (typeof v === 'string' && v.startsWith('custom-') ? [] : [{ path: p, message: 'must start with "custom-"' }]);

const navbarItem = object({
  type: either(
    'one of "link", "doc", "docSidebar", "localeDropdown", "dropdown", "html", "docsVersionDropdown", "docsVersion", or "custom-<name>"',
    oneOf('link', 'doc', 'docSidebar', 'localeDropdown', 'dropdown', 'html', 'docsVersionDropdown', 'docsVersion'),
    customType,
  ),
  props: recordOf(() => [], 'an object of the props of a custom-* item'),
  ...docLinkFields,
  label: localized,
  to: string,
  href: string,
  position: oneOf('left', 'right'),
  items: arrayOf(navbarLink),
  dropdownItemsBefore: arrayOf(navbarLink),
  dropdownItemsAfter: arrayOf(navbarLink),
  dropdownActiveClassDisabled: boolean,
  html: localized,
  ...linkAttributeFields,
});

const docsVersion = object({
  label: string,
  path: string,
  banner: oneOf('none', 'unreleased', 'unmaintained'),
  badge: boolean,
  noIndex: boolean,
  className: string,
});

/** The options of a docs instance (DocsUserOptions). */
const docsOptions = {
  path: string,
  routeBasePath: string,
  editUrl,
  editCurrentVersion: boolean,
  editLocalizedFiles: boolean,
  versionLabel: string,
  versionBanner: oneOf('none', 'unreleased', 'unmaintained'),
  versionBadge: boolean,
  versioning: object({
    lastVersion: string,
    onlyIncludeVersions: arrayOf(string),
    includeCurrentVersion: boolean,
    disableVersioning: boolean,
    versions: recordOf(docsVersion, 'an object of version options by version name'),
  }),
  sidebarCollapsible: boolean,
  sidebarCollapsed: boolean,
  breadcrumbs: boolean,
  showLastUpdateTime: boolean,
  showLastUpdateAuthor: boolean,
  sidebarPath: either('a path to a sidebars file, or false', string, boolean),
  tags: either('a tags file of the docs folder, or false', string, boolean),
  tagsBasePath: string,
  onInlineTags: oneOf('ignore', 'log', 'warn', 'throw'),
  include: arrayOf(string),
  exclude: arrayOf(string),
};

const isNull: Check = (v, p) => (v === null ? [] : [{ path: p, message: 'must be null' }]);
const isFalse: Check = (v, p) => (v === false ? [] : [{ path: p, message: 'must be false' }]);

/** The options of a blog instance (BlogUserOptions). */
const blogOptions = {
  path: string,
  routeBasePath: string,
  postsPerPage: either('a positive integer or "ALL"', positiveInteger, oneOf('ALL')),
  showReadingTime: boolean,
  sidebarTitle: localized,
  sidebarCount: either('a whole number or "ALL"', positiveInteger, oneOf(0, 'ALL')),
  title: localized,
  description: localized,
  authorsMapPath: string,
  authorPages: boolean,
  include: arrayOf(string),
  exclude: arrayOf(string),
  showLastUpdateTime: boolean,
  showLastUpdateAuthor: boolean,
  feed: object({
    types: arrayOf(oneOf('rss', 'atom', 'json')),
    title: string,
    description: string,
    copyright: string,
    limit: either('a positive integer or false', positiveInteger, isFalse),
  }),
  editUrl,
  editLocalizedFiles: boolean,
};

const footerItem = object({
  label: localized,
  to: string,
  href: string,
  prependBaseUrlToHref: boolean,
  html: localized,
  className: string,
  target: string,
  rel: string,
  'aria-label': string,
});

const stringRecord = recordOf(string, 'an object of strings');

const exampleRunner = object(
  {
    aliases: arrayOf(string),
    extension: string,
    steps: arrayOf(object({ name: string, run: string }, ['name', 'run'])),
    env: stringRecord,
    timeout: positiveInteger,
  },
  ['extension', 'steps'],
);

const examples = object(
  {
    runners: recordOf(exampleRunner, 'an object of runners by fence language'),
    variables: recordOf(object({ default: string, values: arrayOf(string) }, ['default']), 'an object of variables by front matter key'),
    env: stringRecord,
    replace: stringRecord,
    timeout: positiveInteger,
    concurrency: positiveInteger,
  },
  ['runners'],
);

/** The check for a whole site.config.ts export. */
export const configSchema: Check = object(
  {
    title: localized,
    tagline: localized,
    url: string,
    baseUrl: string,
    trailingSlash: boolean,
    siteDir: string,
    favicon: string,
    customCss: either('a path or a list of paths', string, arrayOf(string)),
    codeTheme: object({ light: prismTheme, dark: prismTheme }),
    sitemap: either(
      'false or the sitemap options',
      isFalse,
      object({
        changefreq: either('a frequency or null', oneOf('always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'), isNull),
        priority: either('a number from 0 to 1, or null', (v, p) => (typeof v === 'number' && v >= 0 && v <= 1 ? [] : [{ path: p, message: 'must be from 0 to 1' }]), isNull),
        lastmod: either('"date", "datetime" or null', oneOf('date', 'datetime'), isNull),
        ignorePatterns: arrayOf(string),
        filename: string,
      }),
    ),
    i18n: object(
      {
        defaultLocale: string,
        locales: arrayOf(string),
        localeConfigs: recordOf(
          object({ label: string, direction: oneOf('ltr', 'rtl'), htmlLang: string, calendar: string, path: string }),
          'an object of locale settings by locale code',
        ),
      },
      ['defaultLocale', 'locales'],
    ),
    docs: object({ enabled: boolean, ...docsOptions }),
    docsPlugins: arrayOf(object({ id: string, ...docsOptions }, ['id'])),
    docsVersionPersistence: oneOf('localStorage', 'none'),
    docsSidebar: object({ hideable: boolean, autoCollapseCategories: boolean }),
    blogSidebarGroupByYear: boolean,
    repeatSiteTitle: boolean,
    titleDelimiter: string,
    tableOfContents: object({ minHeadingLevel: headingLevel, maxHeadingLevel: headingLevel }),
    pages: object({ path: string }),
    blog: object({ enabled: boolean, ...blogOptions }),
    blogPlugins: arrayOf(object({ id: string, ...blogOptions }, ['id'])),
    navbar: object({
      title: localized,
      logo,
      hideOnScroll: boolean,
      style: oneOf('dark', 'primary'),
      items: arrayOf(navbarItem),
    }),
    footer: object({
      links: arrayOf(object({ title: localized, items: arrayOf(footerItem) }, ['items'])),
      copyright: localized,
      logo,
      style: oneOf('light', 'dark'),
    }),
    announcementBar: object({ id: string, content: localized, backgroundColor: string, textColor: string, isCloseable: boolean }, ['id', 'content']),
    colorMode: object({ defaultMode: oneOf('light', 'dark'), respectPrefersColorScheme: boolean, disableSwitch: boolean }),
    markdown: object({
      katex: either(
        '{ href, integrity } (a stylesheet URL) or { selfHost: true }',
        object({ href: string, integrity: string }, ['href']),
        object({ selfHost: boolean }, ['selfHost']),
      ),
      extraLanguages: arrayOf(string),
      mermaid: boolean,
    }),
    mermaid: object({ theme: object({ light: string, dark: string }), options: recordOf(() => [], 'an object (mermaid.initialize options)') }),
    examples,
    // false: no search; an object's own problems are reported as they are.
    search: (v, p) => (v === false ? [] : object({ synonyms: arrayOf(arrayOf(string)), page: either('a path or false', string, isFalse) })(v, p)),
    contentSecurityPolicy: either('a policy string or false', string, isFalse),
    onBrokenLinks: oneOf('throw', 'warn'),
    onBrokenAnchors: oneOf('throw', 'warn', 'ignore'),
    onMissingFiles: oneOf('throw', 'warn'),
    headTags: arrayOf(
      object(
        {
          tagName: string,
          attributes: recordOf(either('a string or a boolean', string, boolean), 'an object of attributes'),
          innerHTML: string,
        },
        ['tagName'],
      ),
    ),
    image: string,
    customFields: recordOf(() => [], 'an object'),
    clientModules: arrayOf(string),
    redirects: arrayOf(
      object({
        redirects: arrayOf(object({ from: either('a path or a list of paths', string, arrayOf(string)), to: string }, ['from', 'to'])),
        fromExtensions: arrayOf(string),
        toExtensions: arrayOf(string),
        createRedirects: (v, p) => (typeof v === 'function' ? [] : [{ path: p, message: 'must be a function of a path' }]),
      }),
    ),
  },
  ['title', 'url'],
);

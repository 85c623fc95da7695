import path from 'node:path';
import type { BlogInstance, BlogUserOptions, DocsInstance, DocsUserOptions, DocsVersioningOptions, LocaleInfo, ResolvedConfig } from '../model.js';
import { codeColoursCss } from './code-colours.js';
import { CURRENT_VERSION, DEFAULT_DOCS_ID, resolveDocsVersions } from './docs-versions.js';
import type { LocalizedString, UserConfig } from './define-config.js';

const KNOWN_LOCALES: Record<string, { label: string; htmlLang: string }> = {
  'zh-cn': { label: '中文（中国）', htmlLang: 'zh-cn' },
  'zh-CN': { label: '中文（中国）', htmlLang: 'zh-CN' },
  en: { label: 'English', htmlLang: 'en' },
};

const DEFAULT_KATEX = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css',
  integrity: 'sha384-odtC+0UGzzFL/6PNoE8rX/SPcQDXBJ+uRepguP4QkPCm2LBxH3FA3y+fKSiJ+AmM',
};

/** The KaTeX stylesheet: the config's link, self-hosted, or the CDN link Docusaurus sites use. */
function resolveKatex(katex: NonNullable<UserConfig['markdown']>['katex']): ResolvedConfig['katex'] {
  if (katex && 'selfHost' in katex) return katex.selfHost ? { selfHost: true } : DEFAULT_KATEX;
  return katex ?? DEFAULT_KATEX;
}

/**
 * The Content-Security-Policy of a site whose config says nothing else: scripts
 * from the site only (its inline ones are added by hash); styles, images, fonts,
 * media and frames may also come over https (a KaTeX stylesheet, images of posts,
 * embedded videos); no plugins, no other base, forms post to the site.
 */
export const DEFAULT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; font-src 'self' data: https:; connect-src 'self'; media-src 'self' https:; frame-src https:; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Where a site keeps what its builds cache: beside its config file, whatever the config says. */
export const cacheDirOf = (configFile: string) => path.resolve(path.dirname(configFile), '.tongsite-cache');

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** The versioning options, with tongsite's own names for the current version's label, banner and badge. */
function versioningOf(docs: DocsUserOptions | undefined): DocsVersioningOptions {
  const options = docs?.versioning ?? {};
  const current = {
    ...(docs?.versionLabel !== undefined && { label: docs.versionLabel }),
    ...(docs?.versionBanner !== undefined && { banner: docs.versionBanner }),
    ...(docs?.versionBadge !== undefined && { badge: docs.versionBadge }),
  };
  if (!Object.keys(current).length) return options;
  return { ...options, versions: { ...options.versions, [CURRENT_VERSION]: { ...current, ...options.versions?.[CURRENT_VERSION] } } };
}

/** A base URL without its trailing slashes (the file's path is put after it); a function as the site wrote it. */
function editBase<F extends (...args: never[]) => unknown>(editUrl: string | F): string | F {
  return typeof editUrl === 'string' ? editUrl.replace(/\/+$/, '') : editUrl;
}

/** One docs instance's options resolved: its folder from the site's, its sidebars file from the config's folder. */
function resolveDocsInstance(id: string, docs: DocsUserOptions | undefined, dirs: { siteDir: string; configDir: string; configFile: string }): DocsInstance {
  const dir = path.resolve(dirs.siteDir, docs?.path ?? 'docs');
  const routeBasePath = trimSlashes(docs?.routeBasePath ?? 'docs');
  return {
    id,
    dir,
    routeBasePath,
    ...(docs?.editUrl !== undefined && { editUrl: editBase(docs.editUrl) }),
    editCurrentVersion: docs?.editCurrentVersion ?? false,
    editLocalizedFiles: docs?.editLocalizedFiles ?? false,
    versions: resolveDocsVersions({ siteDir: dirs.siteDir, pluginId: id, docsDir: dir, routeBasePath, options: versioningOf(docs), at: dirs.configFile }),
    sidebarCollapsible: docs?.sidebarCollapsible ?? true,
    sidebarCollapsed: docs?.sidebarCollapsed ?? true,
    breadcrumbs: docs?.breadcrumbs ?? true,
    showLastUpdateTime: docs?.showLastUpdateTime ?? false,
    showLastUpdateAuthor: docs?.showLastUpdateAuthor ?? false,
    ...(typeof docs?.sidebarPath === 'string' && { sidebarPath: path.resolve(dirs.configDir, docs.sidebarPath) }),
    ...(docs?.tags !== undefined && { tags: docs.tags }),
    tagsBasePath: trimSlashes(docs?.tagsBasePath ?? 'tags'),
    onInlineTags: docs?.onInlineTags ?? 'warn',
    // The content plugins' default (packages/docusaurus-utils/src/globUtils.ts: every Markdown file).
    include: docs?.include ?? ['**/*.{md,mdx}'],
    ...(docs?.exclude !== undefined && { exclude: docs.exclude }),
  };
}

/** Fills in defaults and makes paths absolute (relative to the config file's folder). */
export function resolveConfig(user: UserConfig, configFile: string): ResolvedConfig {
  const configDir = path.dirname(configFile);
  const siteDir = path.resolve(configDir, user.siteDir ?? 'content');
  const defaultCode = user.i18n?.defaultLocale ?? 'en';
  const codes = user.i18n?.locales ?? [defaultCode];
  const locales = codes.map((code): LocaleInfo => {
    const own = user.i18n?.localeConfigs?.[code] ?? {};
    const known = KNOWN_LOCALES[code];
    const isDefault = code === defaultCode;
    return {
      code,
      label: own.label ?? known?.label ?? code,
      direction: own.direction ?? 'ltr',
      htmlLang: own.htmlLang ?? known?.htmlLang ?? code,
      calendar: own.calendar ?? 'gregory',
      path: own.path ?? code,
      urlPrefix: isDefault ? '' : `/${code}`,
      isDefault,
    };
  });
  const baseUrl = `/${trimSlashes(user.baseUrl ?? '/')}/`.replace(/^\/\/$/, '/');
  const docsDir = path.resolve(siteDir, user.docs?.path ?? 'docs');
  const dirs = { siteDir, configDir, configFile };
  const i18nDir = path.resolve(siteDir, 'i18n');
  return {
    configFile,
    configDir,
    siteDir,
    docsDir,
    blogDir: path.resolve(siteDir, user.blog?.path ?? 'blog'),
    staticDir: path.resolve(siteDir, 'static'),
    pagesDir: path.resolve(siteDir, user.pages?.path ?? path.join('src', 'pages')),
    i18nDir,
    cacheDir: cacheDirOf(configFile),
    title: user.title,
    tagline: user.tagline ?? '',
    url: user.url.replace(/\/+$/, ''),
    baseUrl,
    ...(user.trailingSlash !== undefined && { trailingSlash: user.trailingSlash }),
    ...(user.favicon !== undefined && { favicon: user.favicon }),
    customCss: [user.customCss ?? []].flat().map((file) => path.resolve(configDir, file)),
    codeColoursCss: codeColoursCss(user.codeTheme ?? {}),
    locales,
    defaultLocale: locales.find((l) => l.isDefault)!,
    docs: { ...resolveDocsInstance(DEFAULT_DOCS_ID, user.docs, dirs), enabled: user.docs?.enabled ?? true },
    docsPlugins: (user.docsPlugins ?? []).map((options) => resolveDocsInstance(options.id, options, dirs)),
    docsVersionPersistence: user.docsVersionPersistence ?? 'localStorage',
    blogSidebarGroupByYear: user.blogSidebarGroupByYear ?? false,
    repeatSiteTitle: user.repeatSiteTitle ?? false,
    titleDelimiter: user.titleDelimiter ?? '|',
    tableOfContents: { minHeadingLevel: user.tableOfContents?.minHeadingLevel ?? 2, maxHeadingLevel: user.tableOfContents?.maxHeadingLevel ?? 3 },
    docsSidebar: { hideable: user.docsSidebar?.hideable ?? false, autoCollapseCategories: user.docsSidebar?.autoCollapseCategories ?? false },
    blog: { ...resolveBlogInstance(DEFAULT_BLOG_ID, user.blog, siteDir), enabled: user.blog?.enabled ?? true },
    blogPlugins: (user.blogPlugins ?? []).map((options) => resolveBlogInstance(options.id, options, siteDir)),
    navbar: user.navbar ?? {},
    footer: user.footer ?? {},
    ...(user.announcementBar !== undefined && { announcementBar: user.announcementBar }),
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? 'light',
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? true,
      disableSwitch: user.colorMode?.disableSwitch ?? false,
    },
    katex: resolveKatex(user.markdown?.katex),
    extraLanguages: user.markdown?.extraLanguages ?? [],
    ...(user.examples !== undefined && { examples: user.examples }),
    searchSynonyms: (user.search && user.search.synonyms) || [],
    ...(user.search !== false && { search: user.search?.page === false ? {} : { page: (user.search?.page ?? 'search').replace(/^\/+|\/+$/g, '') } }),
    ...(user.contentSecurityPolicy !== false && { contentSecurityPolicy: user.contentSecurityPolicy ?? DEFAULT_POLICY }),
    onBrokenLinks: user.onBrokenLinks ?? 'throw',
    onBrokenAnchors: user.onBrokenAnchors ?? 'warn',
    onMissingFiles: user.onMissingFiles ?? 'throw',
    headTags: user.headTags ?? [],
    ...(user.image !== undefined && { image: /^[a-z][a-z0-9+.-]*:/i.test(user.image) ? user.image : `${user.url.replace(/\/+$/, '')}${baseUrl}${user.image.replace(/^\/+/, '')}` }),
    customFields: user.customFields ?? {},
    siteConfig: {
      ...(user.favicon !== undefined && { favicon: user.favicon }),
      ...(user.trailingSlash !== undefined && { trailingSlash: user.trailingSlash }),
      customFields: user.customFields ?? {},
      themeConfig: {},
    },
    clientModules: (user.clientModules ?? []).map((file) => path.resolve(configDir, file)),
    redirects: user.redirects ?? [],
    // plugin-sitemap's DEFAULT_OPTIONS.
    sitemap: user.sitemap === false ? false : { changefreq: 'weekly', priority: 0.5, lastmod: null, ignorePatterns: [], filename: 'sitemap.xml', ...user.sitemap },
    markdownPlugins: {},
    format: 'tongsite',
    warnings: [],
    sitePlugins: [],
    fileTests: [],
    resolveFallback: {},
  };
}

/** Picks a LocalizedString's text for a locale, falling back to the default locale's. */
export function localize(value: LocalizedString | undefined, locale: string, defaultLocale: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value[defaultLocale] ?? Object.values(value)[0] ?? '';
}

/** The id of the preset's blog, as Docusaurus names a plugin instance without one (DEFAULT_PLUGIN_ID, packages/docusaurus-utils/src/constants.ts). */
export const DEFAULT_BLOG_ID = 'default';

/** One blog instance's options with Docusaurus' defaults (packages/docusaurus-plugin-content-blog/src/options.ts, DEFAULT_OPTIONS). */
function resolveBlogInstance(id: string, options: BlogUserOptions | undefined, siteDir: string): BlogInstance {
  const dir = path.resolve(siteDir, options?.path ?? 'blog');
  return {
    id,
    dir,
    // getPluginI18nPath (packages/docusaurus-utils/src/i18nUtils.ts): the plugin's name, `-<id>` for an instance other than the default.
    i18nFolder: `docusaurus-plugin-content-blog${id === DEFAULT_BLOG_ID ? '' : `-${id}`}`,
    routeBasePath: trimSlashes(options?.routeBasePath ?? 'blog'),
    postsPerPage: options?.postsPerPage ?? 10,
    showReadingTime: options?.showReadingTime ?? true,
    sidebarTitle: options?.sidebarTitle ?? 'Recent posts',
    sidebarCount: options?.sidebarCount ?? 5,
    ...(options?.title !== undefined && { title: options.title }),
    ...(options?.description !== undefined && { description: options.description }),
    ...(options?.authorsMapPath !== undefined && { authorsMapPath: path.resolve(dir, options.authorsMapPath) }),
    authorPages: options?.authorPages ?? false,
    // The content plugins' default (packages/docusaurus-utils/src/globUtils.ts: every Markdown file).
    include: options?.include ?? ['**/*.{md,mdx}'],
    ...(options?.exclude !== undefined && { exclude: options.exclude }),
    showLastUpdateTime: options?.showLastUpdateTime ?? false,
    showLastUpdateAuthor: options?.showLastUpdateAuthor ?? false,
    feed: { ...options?.feed, types: options?.feed?.types ?? ['rss', 'atom'], limit: options?.feed?.limit ?? 20 },
    ...(options?.editUrl !== undefined && { editUrl: editBase(options.editUrl) }),
    editLocalizedFiles: options?.editLocalizedFiles ?? false,
  };
}

// The site config: as a site writes it (UserConfig, checked by config/schema.ts)
// and as every stage reads it (ResolvedConfig: defaults filled in, paths absolute).
import type { Diagnostic } from './content.js';
import type { DocsInstance, DocsUserOptions } from './docs-config.js';
import type { ExamplesConfig } from './examples-config.js';
import type { SitePlugin } from './plugins.js';
import type { LocaleInfo } from './site-data.js';

/**
 * Docusaurus' sitemap plugin options (plugin-sitemap options.ts): each URL's changefreq and priority
 * (null: left out), its lastmod (the page's last update, as a date or a date and time; null: none),
 * the pages left out (globs of their paths), and the file's name in the output.
 */
export interface SitemapOptions {
  changefreq?: string | null;
  lastmod?: 'date' | 'datetime' | null;
  priority?: number | null;
  ignorePatterns?: string[];
  filename?: string;
}

/** A Prism theme, as prism-react-renderer's themes are written: the plain colours, then colours by token type. */
export interface PrismTheme {
  plain?: { color?: string; backgroundColor?: string };
  /** Colours by token type; an entry with `languages` colours blocks of those languages only. */
  styles?: { types?: string[]; languages?: string[]; style?: { color?: string } }[];
}

/** Docusaurus' blog editUrl as a function of the post (plugin-content-blog options.ts, EditUrlFunction). */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined;

/** A text in the default locale, or one text per locale code. */
export type LocalizedString = string | Record<string, string>;

export interface NavbarItemConfig {
  /**
   * `docSidebar` links to the first doc of a sidebar; `doc` to a doc by id; `localeDropdown` is the language
   * switcher; `dropdown` opens a list of links (`items`); `html` shows `html`;
   * `docsVersionDropdown` lists the docs versions; `docsVersion` links to the main doc of the version
   * read, preferred or latest (its label that version's unless `label` is given, its link `to` when given);
   * `custom-<name>` is drawn by the site's component of that type (src/theme/NavbarItem/ComponentTypes), given `props`.
   */
  type?: 'link' | 'doc' | 'docSidebar' | 'localeDropdown' | 'dropdown' | 'html' | 'docsVersionDropdown' | 'docsVersion' | `custom-${string}`;
  /** A `custom-*` item's props: the item's other fields, as Docusaurus' NavbarItem hands them to the component (with `position`). */
  props?: Record<string, unknown>;
  label?: LocalizedString;
  /** A path inside the site, prefixed with the locale automatically. */
  to?: string;
  /** An external URL. */
  href?: string;
  position?: 'left' | 'right';
  /** A dropdown's links. */
  items?: NavbarItemConfig[];
  /** An `html` item's markup, written as it is. */
  html?: LocalizedString;
  /** A `doc` item's doc: it links to that doc in the version read, preferred or latest. */
  docId?: string;
  /** A `docSidebar` item's sidebar (default: the instance's first). */
  sidebarId?: string;
  /** The docs instance of a `doc`, `docSidebar`, `docsVersion` or `docsVersionDropdown` item (default: `default`). */
  docsPluginId?: string;
  /** A `docsVersionDropdown`'s links before and after its versions (Docusaurus' dropdownItemsBefore/After). */
  dropdownItemsBefore?: NavbarItemConfig[];
  dropdownItemsAfter?: NavbarItemConfig[];
  /** A dropdown (or `docsVersionDropdown`) not marked active where one of its links is the page read (Docusaurus' dropdownActiveClassDisabled). */
  dropdownActiveClassDisabled?: boolean;
  /** `href` is a path of the site, put after its base URL (Docusaurus' prependBaseUrlToHref). */
  prependBaseUrlToHref?: boolean;
  /** Classes added to the item's link (a site's CSS may draw an icon with it, as for a GitHub link without a label). */
  className?: string;
  /** The link is marked active on pages under this path (Docusaurus' activeBasePath), or whose path matches this regular expression (activeBaseRegex). */
  activeBasePath?: string;
  activeBaseRegex?: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
}

/**
 * A navbar or footer logo, as theme-classic's Logo and FooterLogo take it: `srcDark` shown in dark mode,
 * a link (`href`, the home page for the navbar's by default) and its `target`, the image's size and class.
 */
export interface LogoConfig {
  src: string;
  srcDark?: string;
  alt?: LocalizedString;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
}

export interface FooterItemConfig {
  label?: LocalizedString;
  to?: string;
  href?: string;
  prependBaseUrlToHref?: boolean;
  /** On the link, as theme-classic's FooterLinkItem passes them. */
  className?: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
  /** Raw HTML, for items such as a QR image shown on hover. */
  html?: LocalizedString;
}

/** An element written into every page's head, as Docusaurus' `headTags` (`<link>`, `<meta>`, `<script>`). */
export interface HeadTagConfig {
  tagName: string;
  /** true writes the attribute without a value (`async`); false leaves it out. */
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

/** A remark or rehype plugin a site's config lists, as a compile worker loads it: the module's file, its export, the options. */
export interface MarkdownPluginRef {
  /** As the config names it, for messages. */
  name: string;
  /** The module's resolved file, required as the config required it. */
  module: string;
  /** The export that is the plugin; '' for the module itself (`module.exports = plugin`). */
  exportName: string;
  /** Structured-cloneable: it travels to the compile workers. */
  options?: unknown;
  /**
   * Set when the plugin cannot travel to a worker (its options hold functions, or the config writes the plugin
   * itself): the process that read the config holds it by `key` (src/markdown/in-thread-plugins.ts), and its pages
   * compile there; `fingerprint` (its source and options) keys the compile cache. `options` is then left out.
   */
  inThread?: { key: string; fingerprint: string };
}

/** Docusaurus' `themeConfig.mermaid` (docusaurus-theme-mermaid's validateThemeConfig.ts). */
export interface MermaidThemeConfig {
  /** Mermaid's theme name in each colour mode; Docusaurus' defaults: `default` and `dark`. */
  theme?: { light?: string; dark?: string };
  /** Passed to `mermaid.initialize` as they are. */
  options?: Record<string, unknown>;
}

/** The renderer a site with diagrams ships, and the options the browser draws them with. */
export interface ResolvedMermaid {
  /** The folder of mermaid's browser build (its `dist/`) in the site's node_modules. */
  distDir: string;
  /** The ES module the browser imports, relative to distDir; it imports its chunks by relative paths. */
  entry: string;
  version: string;
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

/** The plugins one content plugin (docs, blog) runs, in Docusaurus' order: before tongsite's own, and after. */
export interface SiteMarkdownPlugins {
  beforeRemark: MarkdownPluginRef[];
  remark: MarkdownPluginRef[];
  beforeRehype: MarkdownPluginRef[];
  rehype: MarkdownPluginRef[];
  /** The content plugin's `admonitions` option, where it is not the default: the container directives that are admonitions. */
  admonitions?: AdmonitionKeywords;
}

/** The four lists of plugins of SiteMarkdownPlugins, by Docusaurus' option names. */
export type MarkdownPluginList = Exclude<keyof SiteMarkdownPlugins, 'admonitions'>;

/** Docusaurus' `admonitions: { keywords, extendDefaults }` (false: `{ keywords: [], extendDefaults: false }`). */
export interface AdmonitionKeywords {
  keywords: string[];
  /** The keywords come beside the default ones (note, tip, info…), or instead of them. */
  extendDefaults: boolean;
}

/** The blog's feeds, as Docusaurus' `feedOptions`: which files, and what the feed says of itself. */
export interface BlogFeedConfig {
  /** rss.xml, atom.xml, feed.json; [] for none. Default rss and atom. */
  types?: ('rss' | 'atom' | 'json')[];
  /** Default `<site title> Blog`. */
  title?: string;
  description?: string;
  copyright?: string;
  /** The newest posts a feed holds (default 20); false: all of them. */
  limit?: number | false;
}

/**
 * Redirect pages, as @docusaurus/plugin-client-redirects makes them (one entry per instance of
 * the plugin): from old paths to pages of the site, each a page that sends the reader on.
 */
export interface RedirectsConfig {
  /** Paths from the base URL: `{ from: '/old', to: '/docs/new' }`; `from` may list several. */
  redirects?: { from: string | string[]; to: string }[];
  /** For each page `/a`, a redirect from `/a.<ext>` (old `.html` links). */
  fromExtensions?: string[];
  /** For each page `/a.<ext>`, a redirect from `/a`. */
  toExtensions?: string[];
  /** Called with each page's path: the old paths that lead to it. */
  createRedirects?: (path: string) => string | string[] | undefined;
}

/** The options of one blog instance (Docusaurus' plugin-content-blog options, in tongsite's names). */
export interface BlogUserOptions {
  path?: string;
  routeBasePath?: string;
  /** Posts per list page, or 'ALL' for one page. */
  postsPerPage?: number | 'ALL';
  showReadingTime?: boolean;
  sidebarTitle?: LocalizedString;
  /** How many posts the blog sidebar lists: a number (0: no sidebar) or 'ALL'. */
  sidebarCount?: number | 'ALL';
  /** The title of the blog's list pages (default: "Blog", translated), and their description for search engines. */
  title?: LocalizedString;
  description?: LocalizedString;
  /** The authors file, from the blog folder (default authors.yml). */
  authorsMapPath?: string;
  /**
   * Author pages as Docusaurus 3.5+ makes them: /blog/authors lists the authors of the authors file, and
   * each author whose entry has `page: true` (or `page: {permalink}`) gets a page of their posts. Default
   * false; a Docusaurus site gets it when its installed blog plugin is 3.5 or later.
   */
  authorPages?: boolean;
  /** Docusaurus' `include`/`exclude`: globs of the blog folder's posts (default every .md/.mdx; `exclude` replaces the `_` rule). */
  include?: string[];
  exclude?: string[];
  /** Each post shows when (and by whom) it was last changed, as the docs options of the same names. */
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  feed?: BlogFeedConfig;
  /** The base the post file's path is put after, or a function of the post. */
  editUrl?: string | BlogEditUrlFunction;
  /** With a base editUrl: a translated post links to its translation's file (editLocalizedFiles). */
  editLocalizedFiles?: boolean;
}

export interface UserConfig {
  title: LocalizedString;
  tagline?: LocalizedString;
  /** Production origin, e.g. https://tongsuo.net (canonical links, sitemap, feeds). */
  url: string;
  baseUrl?: string;
  /**
   * `false`: each page is the file `<path>.html` (Docusaurus' trailingSlash:
   * false); else `<path>/index.html`, as when it is unset or true.
   */
  trailingSlash?: boolean;
  /** Folder holding docs/, blog/, i18n/, static/ (Docusaurus layout). Default `content`. */
  siteDir?: string;
  favicon?: string;
  i18n?: {
    defaultLocale: string;
    locales: string[];
    localeConfigs?: Record<string, { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string; calendar?: string; path?: string }>;
  };
  docs?: DocsUserOptions & {
    /** false: the site has no docs (Docusaurus' `docs: false`): the docs folder is not read, no doc route is made. */
    enabled?: boolean;
  };
  /**
   * More docs instances beside `docs` (Docusaurus' `plugins: [['@docusaurus/plugin-content-docs', {id, …}]]`),
   * each with its own folder, route base, sidebars and versions (`<id>_versions.json`, `<id>_versioned_docs/`).
   */
  docsPlugins?: (DocsUserOptions & { id: string })[];
  /**
   * Where the reader's choice of docs version is kept (Docusaurus' `themeConfig.docs.versionPersistence`):
   * 'localStorage' (default) across visits; 'none' for the pages read in one visit only.
   */
  docsVersionPersistence?: 'localStorage' | 'none';
  /**
   * The docs sidebar's behaviours (Docusaurus' themeConfig.docs.sidebar): a button that hides it, and
   * opening a category closes the others of its level.
   */
  docsSidebar?: { hideable?: boolean; autoCollapseCategories?: boolean };
  /** The heading levels the table of contents of docs and posts lists, unless front matter says (Docusaurus' themeConfig.tableOfContents; default 2 to 3). */
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  /** The blog sidebar lists its posts under their years (Docusaurus 3.5+'s themeConfig.blog.sidebar.groupByYear). */
  blogSidebarGroupByYear?: boolean;
  /**
   * A page whose title is the site's own is titled `<title> | <site title>`, as Docusaurus before 3.8 titles it;
   * by default it is titled with the site's title alone (3.8's TitleFormatterFnDefault).
   */
  repeatSiteTitle?: boolean;
  /** What stands between a page's title and the site's in its `<title>` (Docusaurus' `titleDelimiter`; default `|`). */
  titleDelimiter?: string;
  /** Docusaurus' pages plugin: `path`, the folder of React and Markdown pages (default `src/pages`), from the site's folder. */
  pages?: { path?: string };
  blog?: BlogUserOptions & {
    /** false: the site has no blog (Docusaurus' `blog: false`): no post, list, tag or archive page, no feed. */
    enabled?: boolean;
  };
  /**
   * More blog instances beside `blog` (Docusaurus' `plugins: [['@docusaurus/plugin-content-blog', {id, …}]]`),
   * each with its own folder, route base, list, tag, archive and author pages, sidebar and feeds.
   */
  blogPlugins?: (BlogUserOptions & { id: string })[];
  navbar?: {
    title?: LocalizedString;
    logo?: LogoConfig;
    hideOnScroll?: boolean;
    /** Infima's dark or primary-coloured navbar (Docusaurus' navbar.style), in both colour modes. */
    style?: 'dark' | 'primary';
    items?: NavbarItemConfig[];
  };
  footer?: {
    links?: { title?: LocalizedString; items: FooterItemConfig[] }[];
    copyright?: LocalizedString;
    logo?: LogoConfig;
    /** Docusaurus' footer styles: 'light' (the default) or 'dark' (the `footer--dark` class). */
    style?: 'light' | 'dark';
  };
  announcementBar?: {
    id: string;
    content: LocalizedString;
    backgroundColor?: string;
    textColor?: string;
    isCloseable?: boolean;
  };
  colorMode?: {
    defaultMode?: 'light' | 'dark';
    respectPrefersColorScheme?: boolean;
    disableSwitch?: boolean;
  };
  markdown?: {
    /**
     * The KaTeX stylesheet linked from pages with math: a URL (a CDN, with its
     * integrity hash), or `{ selfHost: true }` to serve KaTeX's stylesheet and
     * fonts from the site as hashed assets (no network beyond the site).
     */
    katex?: { href: string; integrity?: string } | { selfHost: boolean };
    /** Languages highlighted besides those the content uses. */
    extraLanguages?: string[];
    /** ```mermaid blocks drawn as diagrams in the browser (Docusaurus' `markdown.mermaid`), by the site's own `mermaid` package. */
    mermaid?: boolean;
  };
  /** How diagrams are drawn (Docusaurus' `themeConfig.mermaid`): mermaid's theme in each colour mode, and its other options. */
  mermaid?: MermaidThemeConfig;
  /** How `tongsite check --examples` runs the code blocks that opt in (fence meta `test`). */
  examples?: ExamplesConfig;
  /** tongsite's search: a box in the navbar, an index of every page, a results page. false: none of them (no box, no index). */
  search?:
    | false
    | {
        /** Names of the same thing in either language (`['TLCP', '国密传输协议']`), added to the built-in table: a query with one finds pages with another. */
        synonyms?: string[][];
        /** The results page's path under each locale's root (default `search`); false: none, the box's dropdown lists every result itself. */
        page?: string | false;
      };
  /**
   * The Content-Security-Policy every page declares (a meta element; the dev
   * server sends it as a header too). The site's own inline scripts are added
   * to its script-src by their hashes. false: no policy. Default: the site's
   * own scripts only, see DEFAULT_POLICY in src/config/resolve-config.ts.
   */
  contentSecurityPolicy?: string | false;
  onBrokenLinks?: 'throw' | 'warn';
  onBrokenAnchors?: 'throw' | 'warn' | 'ignore';
  /** A link to a file (PDF, archive) that does not exist; default 'throw'. */
  onMissingFiles?: 'throw' | 'warn';
  /** Elements added to every page's head (stylesheets, scripts, meta tags), in order. */
  headTags?: HeadTagConfig[];
  /** The social card of pages without their own (front matter `image`): a path under the site, or a URL. */
  image?: string;
  /** Values the site's own code reads as `useDocusaurusContext().siteConfig.customFields`. */
  customFields?: Record<string, unknown>;
  /**
   * The site's own stylesheets (Docusaurus' classic theme `customCss`), after
   * the theme's: CSS, or SCSS/Sass compiled by the `sass` package the site
   * installs. Paths from the config file's folder. They restyle the theme
   * through Infima's custom properties and class names, as in Docusaurus.
   */
  customCss?: string | string[];
  /**
   * The colours of code blocks, as Prism themes (prism-react-renderer's format, Docusaurus'
   * themeConfig.prism.theme and darkTheme): the light one, and the dark one (else the light one in both modes).
   */
  codeTheme?: { light?: PrismTheme; dark?: PrismTheme };
  /** sitemap.xml as Docusaurus' sitemap plugin writes it (its options), or false for none. */
  sitemap?: SitemapOptions | false;
  /** Modules every page loads in the browser (Docusaurus' `clientModules`), relative to the config file. */
  clientModules?: string[];
  redirects?: RedirectsConfig[];
}

/** One blog instance, its defaults filled in and its paths absolute. */
export interface BlogInstance {
  /** The plugin's `id` (`default` for the preset's blog). */
  id: string;
  /** The folder of its posts. */
  dir: string;
  /** Its translations' folder under each locale's i18n folder: docusaurus-plugin-content-blog, with `-<id>` for another instance (getPluginI18nPath). */
  i18nFolder: string;
  routeBasePath: string;
  postsPerPage: number | 'ALL';
  showReadingTime: boolean;
  sidebarTitle: LocalizedString;
  sidebarCount: number | 'ALL';
  title?: LocalizedString;
  description?: LocalizedString;
  /** Absolute; the file need not exist. */
  authorsMapPath?: string;
  authorPages: boolean;
  include: string[];
  exclude?: string[];
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  feed: { types: ('rss' | 'atom' | 'json')[]; title?: string; description?: string; copyright?: string; limit: number | false };
  editUrl?: string | BlogEditUrlFunction;
  editLocalizedFiles: boolean;
}

/** The config every stage reads: defaults filled in, paths absolute. */
export interface ResolvedConfig {
  configFile: string;
  configDir: string;
  siteDir: string;
  docsDir: string;
  blogDir: string;
  staticDir: string;
  /** `src/pages`: React and Markdown pages routed by their path. */
  pagesDir: string;
  i18nDir: string;
  cacheDir: string;
  title: LocalizedString;
  tagline: LocalizedString;
  url: string;
  /** Always starts and ends with '/'. */
  baseUrl: string;
  /** `false`: pages are written as `<path>.html` (UserConfig.trailingSlash). */
  trailingSlash?: boolean;
  favicon?: string;
  /** The locales this build makes: all of the site's, or the one `--locale` names. */
  locales: LocaleInfo[];
  /** Set when the build makes only some (`--locale`): all of the site's, which the locale dropdown still offers. */
  siteLocales?: LocaleInfo[];
  defaultLocale: LocaleInfo;
  /** The preset's docs instance (`id` `default`; `dir` is `docsDir`). */
  docs: DocsInstance & { enabled: boolean };
  /** The other docs instances, in the config's order. */
  docsPlugins: DocsInstance[];
  docsVersionPersistence: 'localStorage' | 'none';
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
  blogSidebarGroupByYear: boolean;
  repeatSiteTitle: boolean;
  titleDelimiter: string;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** The preset's blog (`id` `default`; `dir` is `blogDir`). */
  blog: BlogInstance & { enabled: boolean };
  /** The other blog instances, in the config's order. */
  blogPlugins: BlogInstance[];
  navbar: NonNullable<UserConfig['navbar']>;
  footer: NonNullable<UserConfig['footer']>;
  announcementBar?: UserConfig['announcementBar'];
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  katex: { href: string; integrity?: string } | { selfHost: true };
  /** Set when ```mermaid blocks are diagrams: where the site's renderer is, and how it draws. */
  mermaid?: ResolvedMermaid;
  extraLanguages: string[];
  /** As written; `check --examples` fills in a page's variables. */
  examples?: ExamplesConfig;
  /** The site's additions to search's domain-term table. */
  searchSynonyms: string[][];
  /**
   * tongsite's search box and index; undefined: none (no box, no index, no
   * results page), as on a Docusaurus site that configures no search plugin.
   * `page`: the results page's path under each locale's root; undefined: the
   * box's dropdown is the only place results are listed (docusaurus-lunr-search has no page).
   */
  search?: { page?: string };
  /** The policy pages declare, before their inline scripts' hashes are added; undefined: none. */
  contentSecurityPolicy?: string;
  onBrokenLinks: 'throw' | 'warn';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
  onMissingFiles: 'throw' | 'warn';
  headTags: HeadTagConfig[];
  /** Absolute URL. */
  image?: string;
  customFields: Record<string, unknown>;
  /**
   * What the site's code reads as `useDocusaurusContext().siteConfig`: a
   * Docusaurus config as JSON (as Docusaurus' codegen writes it for the
   * browser, functions left out), or a site.config.ts's equivalents.
   */
  siteConfig: Record<string, unknown>;
  /** Absolute paths of the site's stylesheets, in order. */
  customCss: string[];
  /** Rules giving code blocks the site's colours (codeTheme), before its stylesheets; empty for the theme's own. */
  codeColoursCss: string;
  /** Absolute paths. */
  clientModules: string[];
  redirects: RedirectsConfig[];
  /** Docusaurus' sitemap options, its defaults filled in; false: no sitemap. */
  sitemap: Required<SitemapOptions> | false;
  /** The remark and rehype plugins a Docusaurus config gives its docs, its blog and the Markdown pages of src/pages. */
  markdownPlugins: {
    docs?: SiteMarkdownPlugins;
    blog?: SiteMarkdownPlugins;
    pages?: SiteMarkdownPlugins;
    docsPlugins?: Record<string, SiteMarkdownPlugins>;
    blogPlugins?: Record<string, SiteMarkdownPlugins>;
  };
  /** Which format the config was written in: tongsite's site.config.ts, or a Docusaurus config read as it is. */
  format: 'tongsite' | 'docusaurus';
  /** What loading the config found to say (a Docusaurus option tongsite does not do), given with every build. */
  warnings: Diagnostic[];
  /** A Docusaurus site's own plugins (local modules and functions in `plugins`), made when the config was read. */
  sitePlugins: SitePlugin[];
  /**
   * The kinds of file its plugins' webpack rules hand to a file loader (`/\.wasm$/i`): an import of one is its URL, as
   * an image's is (src/config/docusaurus/webpack-rules.ts).
   */
  fileTests: RegExp[];
  /**
   * What its plugins' webpack config gives the browser's bundle where a module cannot be resolved (Node's `fs`,
   * `path`): a module (a path, or a package) or false for an empty one (src/render/resolve-fallback.ts).
   */
  resolveFallback: Record<string, string | false>;
  /**
   * The site installed React 18 or older, as whose function components take their `defaultProps`: its code runs
   * with React's element functions made so (src/shared/default-props.ts).
   */
  functionDefaultProps?: true;
}

// The chrome of a locale, which every page of it shares (SiteData), and the
// pieces of it a page's data names too: sidebars, navbar items, breadcrumbs.

export interface LocaleInfo {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** Folder name under i18n/. */
  path: string;
  /** '' for the default locale, '/en' for the others (no trailing slash). */
  urlPrefix: string;
  isDefault: boolean;
}

/** A card of <DocCardList />: a doc or a category of the current category. */
export interface DocCard {
  label: string;
  url: string;
  description?: string;
  /** Number of items, for a category. */
  count?: number;
}

export interface Crumb {
  label: string;
  url?: string;
}

export interface PageLink {
  label: string;
  url: string;
}

/** A post in the blog sidebar; with its date (ISO) where the sidebar groups posts by year. */
export interface BlogSidebarLink extends PageLink {
  date?: string;
}

export type SidebarItem =
  | { type: 'doc'; label: string; url: string; docId: string; className?: string; customProps?: Record<string, unknown> }
  | { type: 'link'; label: string; href: string; className?: string; customProps?: Record<string, unknown> }
  /** Raw HTML of a sidebars file's `html` item; `defaultStyle` gives it a link's padding. */
  | { type: 'html'; value: string; className?: string; defaultStyle?: boolean }
  | {
      type: 'category';
      label: string;
      url?: string;
      className?: string;
      customProps?: Record<string, unknown>;
      /** The category's page is a generated index (link `generated-index`): its title and description, listing its items as cards. */
      generatedIndex?: { title: string; description?: string; keywords?: string[]; image?: string };
      docId?: string;
      collapsible: boolean;
      collapsed: boolean;
      items: SidebarItem[];
      /** Its items are left out of this page's part of a large sidebar: the browser fetches them from `SiteData.docsSidebarUrl` when the category opens. */
      lazy?: true;
    };

/** A logo as the templates draw it: URLs resolved, its link, its size (the site's or measured). */
export interface LogoData {
  src: string;
  srcDark?: string;
  alt: string;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
}

export interface NavItem {
  label: string;
  href: string;
  position: 'left' | 'right';
  /** It leaves the site: it opens apart, and a link with a label gets the external-link icon unless `noExternalIcon`. */
  external: boolean;
  /**
   * A whole URL written `to`: Docusaurus' Link opens it apart as any URL of another site, but theme-classic's
   * NavbarNavLink draws the icon for `href` items only.
   */
  noExternalIcon?: true;
  /** The navbar entry that is active on docs pages. */
  activeBase?: string;
  /**
   * A `docSidebar` or `doc` item: active on the docs of its instance (`pluginId`, none for the default one, as a
   * doc page's `docsPluginId`) that belong to its sidebar, and on its doc (theme-classic's DocSidebarNavbarItem and
   * DocNavbarItem), not on every page below the docs' path.
   */
  activeDoc?: { pluginId?: string; sidebarId?: string; docId?: string };
  /** Active instead on the pages whose path this regular expression matches (Docusaurus' activeBaseRegex). */
  activeRegex?: string;
  /** A versions dropdown's links before and after the versions. */
  before?: NavItem[];
  after?: NavItem[];
  /** A dropdown (of links or versions) that is not marked active where one of its links is the page read. */
  activeClassDisabled?: true;
  /** The site's own classes, label for assistive technology, target and rel, on the item's link. */
  className?: string;
  ariaLabel?: string;
  target?: string;
  rel?: string;
  /** A dropdown: the links it opens (its own href is its label's link, or empty). */
  items?: NavItem[];
  /** An item that is markup of the site's own, written as it is. */
  html?: string;
  /**
   * A link into the docs (`docSidebar`, `docsVersion`): its URL in each version, by version name; the
   * browser follows the version read, else the reader's preferred one, else the latest (`href`).
   */
  versionUrls?: Record<string, string>;
  /** The docs instance whose version `versionUrls`, `versionLabel` and `versionDropdown` follow, unless the default one. */
  docsPluginId?: string;
  /** `docsVersion` without a label of its own: labelled with the version it links to. */
  versionLabel?: true;
  /** `docsVersionDropdown`: the versions' menu (`SiteData.docsVersions`). */
  versionDropdown?: true;
  /** A `custom-*` item: drawn by the site's component of its type, given its props (the frame's NavbarItem, FrameComponents). */
  custom?: { type: string; props: Record<string, unknown> };
}

/** A docs version as the navbar and banners show it. */
export interface DocsVersionLink {
  /** Its docs instance (`default`, or another's id): search scopes each instance to one of its versions. */
  pluginId: string;
  name: string;
  /** Its label in this locale. */
  label: string;
  /** Its main doc: the first doc of its first sidebar, else its first doc. */
  url: string;
  /** The URL its docs start with (`/docs/next/`): which version a page belongs to, for search. */
  base: string;
  isLast: boolean;
}

export interface FooterColumn {
  title?: string;
  items: {
    label?: string;
    href?: string;
    html?: string;
    className?: string;
    target?: string;
    rel?: string;
    ariaLabel?: string;
    /** A whole URL written `to`: it opens apart without the icon, which theme-classic's FooterLinkItem draws for `href` links only. */
    noExternalIcon?: true;
  }[];
}

/** The chrome of one locale: what every page of that locale shares. */
export interface SiteData {
  title: string;
  /** A page titled as the site is titled `<title> | <site title>` too (ResolvedConfig.repeatSiteTitle). */
  repeatSiteTitle?: true;
  /** Between a page's title and the site's, when not `|` (ResolvedConfig.titleDelimiter). */
  titleDelimiter?: string;
  tagline: string;
  url: string;
  baseUrl: string;
  locale: LocaleInfo;
  locales: LocaleInfo[];
  strings: Record<string, string>;
  navbar: {
    title: string;
    /** `width` is the site's, or what a 32 px high logo takes, from the file's own size. */
    logo?: LogoData;
    items: NavItem[];
    hideOnScroll: boolean;
    style?: 'dark' | 'primary';
  };
  footer: {
    columns: FooterColumn[];
    copyright?: string;
    /** `width` is the site's, or what a 40 px high logo takes, from the file's own size (no layout shift). */
    logo?: LogoData;
    style: 'light' | 'dark';
  };
  announcementBar?: {
    id: string;
    html: string;
    backgroundColor?: string;
    textColor?: string;
    isCloseable: boolean;
  };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** The docs sidebar; empty when it is too large to send with every page (`docsSidebarUrl`). */
  docsSidebar: SidebarItem[];
  /** The whole docs sidebar as a JSON file, when each doc page carries only its own part of it (`sidebar` of its page data). */
  docsSidebarUrl?: string;
  blogSidebar: { title: string; items: BlogSidebarLink[] };
  /** The first doc of the sidebar; '' when the site has no docs. */
  docsHomeUrl: string;
  /** The docs versions of each instance that has more than one, each instance's newest first (the version dropdown, banners, preferred version, search scope). */
  docsVersions?: DocsVersionLink[];
  /** 'none' (themeConfig.docs.versionPersistence): the reader's version choice holds for this visit only, never stored. */
  docsVersionPersistence?: 'none';
  /** The docs sidebar can be hidden by a button (themeConfig.docs.sidebar.hideable). */
  docsSidebarHideable?: true;
  /** Opening a sidebar category closes the others of its level (themeConfig.docs.sidebar.autoCollapseCategories). */
  docsSidebarAutoCollapse?: true;
  blogUrl: string;
  /** Each blog's feeds, each linked from every page's head: none of a blog with no post, or whose config asks for none. */
  feeds: { type: 'rss' | 'atom' | 'json'; url: string; title: string; blogId: string }[];
  /** Whether the navbar has tongsite's search box: not on a site read from a Docusaurus config that configures no search plugin tongsite stands in for. */
  searchBox: boolean;
  /** The search results page; none when the site's search plugin routes none (the box's dropdown then lists every result). */
  searchUrl?: string;
  /**
   * The locale's search index (`/search-index.json?_=<hash>`); set by the
   * search stage. The hash is the tool's, not the index's content (a page
   * stays the same when only the index changes): the browser revalidates the
   * index whenever it fetches it.
   */
  searchIndexUrl?: string;
  /** The default locale's index, when this locale's index takes untranslated pages from it: fetched beside searchIndexUrl, not after it. */
  searchSharedIndexUrl?: string;
  katex: { href: string; integrity?: string };
  /** On a site whose ```mermaid blocks are diagrams: the renderer's URL (imported only by pages with one) and how it draws. */
  mermaid?: { url: string; theme: { light: string; dark: string }; options: Record<string, unknown> };
  /** The bundle of the site's swizzled frame components (Root, Footer): the client loads it before it hydrates the page. */
  frameScript?: string;
  /** The bundle of the site's swizzled blog components (BlogPostItem, BlogLayout…): the client loads it before it renders a blog page. */
  blogScript?: string;
}

// The shape of site.config.ts, as a writer types it. Every field is checked at
// load time by ./schema.ts; keep the two in step.

/** A text in the default locale, or one text per locale code. */
export type LocalizedString = string | Record<string, string>;

export interface NavbarItemConfig {
  /** `docSidebar` links to the docs home; `localeDropdown` is the language switcher. */
  type?: 'link' | 'docSidebar' | 'localeDropdown';
  label?: LocalizedString;
  /** A path inside the site, prefixed with the locale automatically. */
  to?: string;
  /** An external URL. */
  href?: string;
  position?: 'left' | 'right';
}

export interface FooterItemConfig {
  label?: LocalizedString;
  to?: string;
  href?: string;
  /** Raw HTML, for items such as a QR image shown on hover. */
  html?: LocalizedString;
}

export interface UserConfig {
  title: LocalizedString;
  tagline?: LocalizedString;
  /** Production origin, e.g. https://tongsuo.net (canonical links, sitemap, feeds). */
  url: string;
  baseUrl?: string;
  /** Folder holding docs/, blog/, i18n/, static/ (Docusaurus layout). Default `content`. */
  siteDir?: string;
  favicon?: string;
  i18n?: {
    defaultLocale: string;
    locales: string[];
    localeConfigs?: Record<
      string,
      { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string; calendar?: string; path?: string }
    >;
  };
  docs?: {
    path?: string;
    routeBasePath?: string;
    editUrl?: string;
    versionLabel?: string;
    versionBanner?: 'none' | 'unreleased' | 'unmaintained';
    sidebarCollapsible?: boolean;
    sidebarCollapsed?: boolean;
  };
  blog?: {
    path?: string;
    routeBasePath?: string;
    postsPerPage?: number;
    showReadingTime?: boolean;
    sidebarTitle?: LocalizedString;
    /** How many posts the blog sidebar lists: a number or 'ALL'. */
    sidebarCount?: number | 'ALL';
    editUrl?: string;
  };
  navbar?: {
    title?: LocalizedString;
    logo?: { src: string; alt?: LocalizedString };
    hideOnScroll?: boolean;
    items?: NavbarItemConfig[];
  };
  footer?: {
    links?: { title?: LocalizedString; items: FooterItemConfig[] }[];
    copyright?: LocalizedString;
    logo?: { src: string; alt?: LocalizedString; href?: string };
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
    /** The KaTeX stylesheet linked from pages with math. */
    katex?: { href: string; integrity?: string };
    /** Languages highlighted besides those the content uses. */
    extraLanguages?: string[];
  };
  home?: {
    primaryAction?: { label: LocalizedString; to: string };
    secondaryAction?: { label: LocalizedString; to: string };
    features?: { title: LocalizedString; description: LocalizedString }[];
  };
  onBrokenLinks?: 'throw' | 'warn';
  onBrokenAnchors?: 'throw' | 'warn' | 'ignore';
  /** A link to a file (PDF, archive) that does not exist; default 'throw'. */
  onMissingFiles?: 'throw' | 'warn';
}

/** Types a site config; returns it unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

// A docs instance's options: as a site writes them (DocsUserOptions), its
// versions as they are built, and the instance as every stage reads it.

/** One version's options, as Docusaurus' docs option `versions` takes them. */
export interface DocsVersionOptions {
  label?: string;
  path?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  badge?: boolean;
  noIndex?: boolean;
  className?: string;
}

/** Which docs versions are built and how (Docusaurus' docs options of the same names). */
export interface DocsVersioningOptions {
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  includeCurrentVersion?: boolean;
  disableVersioning?: boolean;
  versions?: Record<string, DocsVersionOptions>;
}

/**
 * One docs version as it is built: `current` (the docs folder) or a name of versions.json
 * (versioned_docs/version-<name>/), with what packages/docusaurus-plugin-content-docs/src/versions/version.ts
 * makes of its options.
 */
export interface DocsVersion {
  /** The docs instance it belongs to: `default`, or the `id` of another plugin-content-docs instance. */
  pluginId: string;
  name: string;
  label: string;
  /** The version's docs folder, absolute. */
  dir: string;
  /** Its translations' folder below i18n/<locale>/: `docusaurus-plugin-content-docs[-<pluginId>]/current`, `…/version-<name>`. */
  localizedDir: string;
  /** The route base below the base URL and locale: the docs' routeBasePath and the version's path (`docs/next`, `docs`). */
  routeBasePath: string;
  banner?: 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** The version at the docs' own base (`lastVersion`). */
  isLast: boolean;
  /** Its sidebars file, absolute: the current version's `sidebarPath`, or versioned_sidebars/version-<name>-sidebars.json. */
  sidebarPath?: string;
  /** What the sidebars file exports (id → items); unset: the folder sidebar (current) or no sidebar (a version without its file). */
  sidebars?: Record<string, unknown>;
}

/**
 * Docusaurus' editUrl as a function of the doc (plugin-content-docs options.ts, EditUrlFunction):
 * the edit link of each page, or none when it returns nothing.
 */
export type DocsEditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;

/** The options of one docs instance, as a site writes them. */
export interface DocsUserOptions {
  path?: string;
  routeBasePath?: string;
  /** The base the file's path is put after, or a function of the doc. */
  editUrl?: string | DocsEditUrlFunction;
  /** With a base editUrl: every version's pages link to the current version's file (Docusaurus' editCurrentVersion). */
  editCurrentVersion?: boolean;
  /** With a base editUrl: a translated page links to its translation's file, not the original's (editLocalizedFiles). */
  editLocalizedFiles?: boolean;
  /** The current version's label, banner and badge (tongsite's names for `versions.current`). */
  versionLabel?: string;
  versionBanner?: 'none' | 'unreleased' | 'unmaintained';
  versionBadge?: boolean;
  /** versions.json and the version options, as Docusaurus' docs plugin reads them. */
  versioning?: DocsVersioningOptions;
  sidebarCollapsible?: boolean;
  sidebarCollapsed?: boolean;
  /** Doc pages show breadcrumbs (Docusaurus' `breadcrumbs`, default true). */
  breadcrumbs?: boolean;
  /** Docusaurus' options of the same names: each doc shows when (and by whom) it was last changed, from git or its `last_update` front matter. */
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  /**
   * A sidebars file (`sidebars.{js,ts,json,yml}`, as Docusaurus' docs plugin reads it), from the
   * config's folder; unset or false: one sidebar made from the docs folders.
   */
  sidebarPath?: string | false;
  /**
   * Docusaurus' tags options: the tags file (`tags.yml` of the docs folder when it exists; false: none),
   * where tag pages are (`tags`, below each version's route), and what a front matter tag the file does
   * not define gets when there is a file (`warn`).
   */
  tags?: string | false;
  tagsBasePath?: string;
  onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
  /** Which files of the docs folder (and of each version's) are docs: globs from the folder (Docusaurus' `include`; default every .md and .mdx file). */
  include?: string[];
  /** Globs of files left out; given, they replace Docusaurus' default (`_`-prefixed files and folders, tests). */
  exclude?: string[];
}

/** One docs instance as every stage reads it (Docusaurus' plugin-content-docs, options resolved). */
export interface DocsInstance {
  /** `default` for the preset's docs; another instance's `id`. */
  id: string;
  /** Its current version's docs folder, absolute. */
  dir: string;
  routeBasePath: string;
  editUrl?: string | DocsEditUrlFunction;
  editCurrentVersion: boolean;
  editLocalizedFiles: boolean;
  /** The versions built, newest first (current, then the versions file's order); one, `current`, without versions. */
  versions: DocsVersion[];
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  breadcrumbs: boolean;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** The sidebars file, absolute; its sidebars are loaded with the config. */
  sidebarPath?: string;
  /** What the sidebars file exports: sidebar id → items, as written (read by content/sidebars-file.ts). */
  sidebars?: Record<string, unknown>;
  /** The tags file's name in each version's folder (undefined: `tags.yml` if there is one; false: none). */
  tags?: string | false;
  /** Tag pages' folder below each version's route. */
  tagsBasePath: string;
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw';
  /** The files of each version's folder that are docs: those the `include` globs match and the `exclude` globs do not. */
  include: string[];
  /** Unset: Docusaurus' default (`_`-prefixed files and folders, tests) is left out. */
  exclude?: string[];
}

// What one stage of the pipeline hands to the next (src/README.md shows the order).

import type { SiteMarkdownPlugins } from './config.js';
import type { Author, Compiled, Diagnostic, Entry, PageData, Route, SourceFile, TagRef } from './content.js';
import type { DocsVersion } from './docs-config.js';
import type { LocaleInfo, SidebarItem, SiteData } from './site-data.js';

/** Everything tongsite reads from a content tree, before parsing. */
export interface ContentTree {
  /** Files that are not UTF-8 (errors) or hold NUL bytes (warnings). */
  problems: Diagnostic[];
  /** Default-locale docs, keyed by path relative to the docs folder. */
  docs: Map<string, SourceFile>;
  /** Markdown partials (a path part starting with `_`) of docs, blog, their translations and src/, by site path: compiled (those of docs and blog once a file imports them: read-content.ts), imported, not routed. */
  partials: Map<string, SourceFile>;
  /** `_category_.json|yml` files, keyed by their folder relative to the docs folder ('.' for the root). */
  categories: Map<string, SourceFile>;
  /** The default instance's current docs' tags file (`tags.yml`), when it has one. */
  docsTagsFile?: SourceFile;
  /** Its translations, by locale code (`i18n/<locale>/docusaurus-plugin-content-docs/current/tags.yml`). */
  docsTranslatedTagsFiles?: Map<string, SourceFile>;
  /** Default-locale blog posts, keyed by path relative to the blog folder. */
  posts: Map<string, SourceFile>;
  authors?: SourceFile;
  /** Translated files per locale code, keyed like `docs` / `posts`. */
  translatedDocs: Map<string, Map<string, SourceFile>>;
  translatedPosts: Map<string, Map<string, SourceFile>>;
  /** The posts of each blog instance other than the default one, by its id. */
  blogPlugins: Map<string, BlogTree>;
  /** Markdown pages of `src/pages` (default locale), keyed by path relative to it. */
  pages: Map<string, SourceFile>;
  /** React pages of `src/pages` (`.js`, `.jsx`, `.ts`, `.tsx`), keyed like `pages`: one module for every locale. */
  reactPages: Map<string, SourceFile>;
  /** The site's swizzled `src/theme/NotFound`: the 404 page renders it, as a React page, in every locale. */
  notFoundPage?: SourceFile;
  /** Translated Markdown pages per locale code (`i18n/<locale>/docusaurus-plugin-content-pages`), keyed like `pages`. */
  translatedPages: Map<string, Map<string, SourceFile>>;
  /** Files under static/, relative to it, but hidden ones. */
  staticFiles: string[];
  /** Hidden files under static/ (a name or folder starting with `.`: .env, .git/): never copied into the site. */
  hiddenStaticFiles: string[];
  /** The docs of each version but the default instance's `current` (versioned_docs/version-<name>/, another instance's folders), by versionKey. */
  versionedDocs: Map<string, VersionDocsTree>;
}

/** One blog instance's files, laid out as a ContentTree's `posts`, `authors` and `translatedPosts`. */
export interface BlogTree {
  posts: Map<string, SourceFile>;
  authors?: SourceFile;
  translatedPosts: Map<string, Map<string, SourceFile>>;
}

/** One docs version's files, laid out as a ContentTree's `docs`, `categories` and `translatedDocs`. */
export interface VersionDocsTree {
  docs: Map<string, SourceFile>;
  categories: Map<string, SourceFile>;
  translatedDocs: Map<string, Map<string, SourceFile>>;
  /** Its tags file (`tags.yml`, or the one the docs option `tags` names), when it has one. */
  tagsFile?: SourceFile;
  /** The same file in a locale's translations of the version, by locale code, where there is one. */
  translatedTagsFiles?: Map<string, SourceFile>;
}

/** One doc as it appears in one locale. */
export interface DocRecord {
  id: string;
  /** The name of its docs version (`current`, or a name of versions.json). */
  version: string;
  /** Folder relative to the docs folder, '.' at the root. */
  sourceDir: string;
  fileName: string;
  entry: Entry;
  compiled: Compiled;
  /** The default-locale file (edit links point at it). */
  defaultSitePath: string;
  translated: boolean;
  isCategoryIndex: boolean;
  url: string;
  title: string;
  sidebarLabel: string;
  paginationLabel: string;
  sidebarPosition?: number;
  description?: string;
  unlisted: boolean;
  /** `sidebar_class_name`: the class of its sidebar item. */
  className?: string;
  /** `sidebar_custom_props`: its sidebar item's custom props, where the sidebars file gives none. */
  customProps?: Record<string, unknown>;
  /** Its front matter tags, each linking to its version's tag page. */
  tags: TagRef[];
  /** When (ms since 1970) and by whom it was last changed, as the config's showLastUpdateTime/Author ask: front matter `last_update`, else git. */
  lastUpdate?: { at?: number; by?: string };
}

/** When each committed file of the site was created and last changed, and by whom (src/content/git-history.ts). */
export interface FileHistory {
  /** By absolute path; times in ms since 1970. */
  files: Map<string, { updatedAt: number; updatedBy: string; createdAt: number }>;
}

/** One blog post as it appears in one locale. */
export interface PostRecord {
  /** Path relative to the blog folder: the same in every locale. */
  key: string;
  /** The id of its blog instance (`default`: the preset's blog). */
  blogId: string;
  entry: Entry;
  compiled: Compiled;
  defaultSitePath: string;
  date: string;
  url: string;
  title: string;
  description?: string;
  authors: Author[];
  tags: TagRef[];
  readingMinutes: number;
  truncated: boolean;
  unlisted: boolean;
  /** When and by whom it was last changed, as the blog's showLastUpdateTime/Author ask (front matter `last_update`, else git). */
  lastUpdate?: { at?: number; by?: string };
}

/** One docs version in one locale: its docs and sidebars. */
export interface VersionModel {
  version: DocsVersion;
  /** Its label in this locale: `version.label` of its translation file, else its own. */
  label: string;
  docs: DocRecord[];
  sidebars: Map<string, SidebarItem[]>;
  /** Each doc's sidebar id. */
  sidebarOfDoc: Map<string, string>;
}

/** Everything one locale of the site consists of. */
export interface LocaleModel {
  locale: LocaleInfo;
  site: SiteData;
  /** The docs of every version. */
  docs: DocRecord[];
  /** The docs versions of every instance, each instance's newest first (one, `current`, on most sites). */
  versions: VersionModel[];
  posts: PostRecord[];
  /** The latest version's first sidebar: the one the navbar's docs link and the site's docs home follow. */
  sidebar: SidebarItem[];
  /** Every sidebar of the latest version's docs, by id (one, `tutorialSidebar`, made from the folders when there is no sidebars file). */
  sidebars: Map<string, SidebarItem[]>;
  routes: Route[];
}

/** One file to compile: where it is, its text, and where its body starts. */
export interface CompileInput {
  absPath: string;
  sitePath: string;
  text: string;
  bodyLine: number;
  /** The site's own remark and rehype plugins for this file (its docs' or its blog's). */
  plugins?: SiteMarkdownPlugins;
  /** ```mermaid blocks are diagrams (the config's `markdown.mermaid`), not code. */
  mermaid?: true;
  /** The Markdown links of the page that lead to a doc or post, written target → URL, for the site's remark plugins (content/markdown-link-urls.ts). */
  markdownLinks?: [string, string][];
}

/** What compiling a file gives, on a worker or here: the page's data with its code. */
export type CompileOutput = Omit<Compiled, 'codeKey' | 'importsBrowserOnly'> & { code: string };

/** The time one of the site's own remark/rehype plugins took on a page (this compile's, never cached). */
export interface PluginTime {
  /** As the config's plugin list names it. */
  plugin: string;
  ms: number;
}

export type CompileResult =
  | {
      ok: true;
      compiled: CompileOutput;
      sitePluginTimes?: PluginTime[];
      /** The compile read neither the file's path nor its site path: the same text elsewhere compiles the same (path-reads.ts). */
      pathFree?: true;
    }
  | { ok: false; diagnostics: Diagnostic[] };

/** A link or image found in content, with where it is written. */
export interface FoundLink {
  /** The URL as the page has it. */
  url: string;
  /** What the compiled page had, to report a broken link once for all locales. */
  written: string;
  kind: 'link' | 'image';
  file: string;
  line?: number;
  column?: number;
  /**
   * A plain href the site's own code rendered (a JSX `<a href>`), not through
   * @docusaurus/Link or Markdown: Docusaurus' build collects only those for its
   * broken-link check, so a Docusaurus site's broken one is a warning.
   */
  plain?: true;
}

/** A redirect page (plugin-client-redirects): written at `outFile`, sending the reader from `from` to `to`. */
export interface RedirectPage {
  /** The old path, from the site's root (with the base URL). */
  from: string;
  /** Where it leads: a path of the site (with the base URL), or a URL. */
  to: string;
  outFile: string;
  html: string;
}

/**
 * How a page differs from the previous build's: not at all, in its own data
 * only (the browser may swap it in place), or in what every page shares
 * (templates, assets, the locale's chrome): then the page must be reloaded.
 */
export type PageChange = 'none' | 'page' | 'chrome';

/** A page rendered to HTML, with the links its content wrote. */
export interface RenderedPage {
  route: Route;
  /** The route's page data with its body and excerpts filled in. */
  page: PageData;
  html: string;
  /** The page's data as JSON: what `page-data.json` holds. */
  data: string;
  found: FoundLink[];
  change: PageChange;
  /** What it was made from: a later build may keep it when these are the same. */
  inputs: PageInputs;
}

/** What a page was made from (as one hash), and the files its bodies linked with the URL each had then. */
export interface PageInputs {
  key: string;
  assets: [string, string | undefined][];
  /** A body read its DocCardList cards: the key holds them (a page without cards does not change with other docs' descriptions). */
  readsCards?: true;
}

/**
 * The last build's pages, which a one-off build keeps instead of rendering
 * again when a page's inputs hash the same (its files are linked from the last
 * build, its links come from the record of it).
 */
export interface KeptPages {
  /** The inputs of the last build's page at `url`, when it may be kept. */
  inputsOf(url: string): PageInputs | undefined;
  /** Keeps the last build's page of `route`; false when it cannot, and the page is rendered. */
  keep(route: Route): boolean;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Pages written per locale code (404 pages not counted). */
  pages: Record<string, number>;
  durationMs: number;
  outDir: string;
  /** Milliseconds per stage, for benchmarks; `indexing` is the search indexes' time, spent beside the stages after `search`. */
  timings: Record<string, number>;
  /** CPU milliseconds of the building process per stage, and `before` the first (StageRun.cpuTimings). */
  cpuTimings?: Record<string, number>;
  /** Files compiled in this build (the others came from the cache). */
  compiledFresh: number;
  /** One-off builds: pages taken as the last build left them, nothing they show having changed (the others were rendered). */
  keptPages?: number;
  /** Nothing the build reads changed since the last build into its folder, which holds what that build left: nothing was built or written. */
  unchanged?: true;
  /** The output when `memory` is set. */
  files?: Map<string, string | Uint8Array>;
  /** Incremental builds: the output paths written or removed. */
  changedFiles?: string[];
  /** Incremental builds: the pages that differ from the previous build's, by URL, and how. */
  changedPages?: Map<string, Exclude<PageChange, 'none'>>;
  /** Incremental builds: work left for after the pages are served (the search indexes; readying the compiler for the next edit). */
  deferred?: () => Promise<void>;
}

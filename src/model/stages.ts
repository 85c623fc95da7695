// What one stage of the pipeline hands to the next (src/README.md shows the order).

import type { Author, Compiled, Diagnostic, DocCard, Entry, LocaleInfo, PageData, PageLink, Route, Section, SidebarItem, SiteData, SourceFile, TagRef } from './content.js';
import type { ResolvedConfig, SiteMarkdownPlugins } from './config.js';
import type { DocsVersion } from './docs-config.js';
import type { ContentContextValue, PageAssets, PageModule, TemplatesBundle } from './templates.js';

/** Everything tongsite reads from a content tree, before parsing. */
export interface ContentTree {
  /** Files that are not UTF-8 (errors) or hold NUL bytes (warnings). */
  problems: Diagnostic[];
  /** Default-locale docs, keyed by path relative to the docs folder. */
  docs: Map<string, SourceFile>;
  /** Markdown partials (a path part starting with `_`) of docs, blog, their translations and src/, by site path: compiled, imported, not routed. */
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
}

/** What compiling a file gives, on a worker or here: the page's data with its code. */
export type CompileOutput = Omit<Compiled, 'codeKey' | 'importsBrowserOnly'> & { code: string };

export type CompileResult = { ok: true; compiled: CompileOutput } | { ok: false; diagnostics: Diagnostic[] };

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
}

/**
 * How a page differs from the previous build's: not at all, in its own data
 * only (the browser may swap it in place), or in what every page shares
 * (templates, assets, the locale's chrome): then the page must be reloaded.
 */
/** A redirect page (plugin-client-redirects): written at `outFile`, sending the reader from `from` to `to`. */
export interface RedirectPage {
  /** The old path, from the site's root (with the base URL). */
  from: string;
  /** Where it leads: a path of the site (with the base URL), or a URL. */
  to: string;
  outFile: string;
  html: string;
}

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

/** One locale's index, ready to write. */
export interface SearchIndexFile {
  locale: string;
  /** Path under the output folder: `search-index.json`, `en/search-index.json`. */
  file: string;
  /** URL path of the file, without the hash query (for the link check). */
  url: string;
  json: string;
}

/** A page as search sees it: where it is, what it is called, its text cut at its headings. */
export interface SearchDocument {
  url: string;
  title: string;
  /** Other names the title field indexes: the page's h1 when it differs, and its URL slug (English words of a Chinese page: certificate-compression). */
  aliases: string[];
  sections: Section[];
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

/** The URLs pages link a locale's index by (`SiteData.searchIndexUrl`, `searchSharedIndexUrl`). */
export type SearchUrls = Map<string, { index: string; shared?: string }>;

/** What the search stage gives the rest of the build at once, before its indexes are done. */
export interface StartedSearch {
  files: Omit<SearchIndexFile, 'json'>[];
  urls: SearchUrls;
  /** The indexes to write with the pages (none when they come later or not at all). */
  indexes: Promise<SearchIndexFile[]>;
  /** Settles when the work has left this thread (sent to the worker, or found in the cache): rendering may then take it. */
  handedOver: Promise<void>;
  /** The file giving each index's content hash by its URL, when indexes are written with the pages. */
  versions?: { file: string; url: string; text: string };
}

/** The island bundles of one build. */
export interface IslandBundles {
  /** The URL of each page's bundle, by site path: only pages with islands have one. */
  urls: Map<string, string>;
  /** Output path (relative to the build folder) → code. */
  files: [string, string][];
  diagnostics: Diagnostic[];
}

/** A position in a source file, 1-based. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** A page's module: its key (for render caches) and the module itself, evaluated on first use. */
export interface PageModuleRef {
  key: string;
  load(): PageModule;
  /**
   * Lets go of the evaluated module and its code, kept on disk (a one-off
   * build, once the page's last render is done; a long-lived process keeps
   * them). A later load evaluates it again.
   */
  release(): void;
  /** Files the page imports for their URL (images, fonts…), relative to the site folder: the build copies them. */
  assets: string[];
  /**
   * The page's code uses the site's own components or npm packages: in the
   * browser it is hydrated whole, with a bundle of its own, so that their
   * effects, state and handlers run. A page of Markdown and the theme's
   * components stays static.
   */
  hydrates: boolean;
  /** The place in the site's own code where an error thrown while rendering the page was raised, when it was raised there. */
  locate(thrown: unknown): SourcePlace | undefined;
}

/** An evaluated bundle and the key of what it was built from. */
export interface LoadedTemplates {
  bundle: TemplatesBundle;
  /** Changes whenever a template (or the tool) does: renders made with another key are stale. */
  key: string;
}

/** What building the indexes needs. */
export interface SearchStageParams {
  config: ResolvedConfig;
  locales: LocaleModel[];
  cacheDir?: string;
  /** Fingerprint of the tool's code: a new tokenizer must not reuse old indexes. */
  salt: string;
}

/** The browser code of the site: files to write and what each page must load. */
export interface ClientBundle {
  /** Output path (relative to the build folder) → contents. */
  files: [string, string][];
  /** URL path of the early entry (what works without React: src/client/early.ts), below the base URL. */
  early: string;
  /** Chunks the early entry imports at once. */
  earlyPreload: string[];
  /** URL path of the React client's entry, below the base URL. */
  entry: string;
  /** Chunks the entry imports at once, to preload in parallel with it. */
  preload: string[];
  /** Per template module (e.g. templates/docs/DocPage.tsx): its chunk and the chunks it imports. */
  pageChunks: Record<string, string[]>;
}

export interface KatexAssets {
  /** URL of the stylesheet pages with math link. */
  href: string;
  /** The stylesheet: path below the build folder, and text. */
  css: { file: string; text: string };
  /** Fonts to copy: path below the build folder → source file. */
  fonts: [string, string][];
}

/** The site's one stylesheet, which every page carries in its head. */
export interface Stylesheet {
  css: string;
  /** Files the site's stylesheets name in url(): output path → source file. */
  files?: [string, string][];
}

/** The stylesheet and the browser bundle: made from the tool's own files alone. */
export interface BrowserAssets {
  styles: Stylesheet;
  client: ClientBundle;
}

/** What one locale needs to render its pages. */
export interface LocaleRenderContext {
  site: SiteData;
  resolver: LinkResolver;
  /** Absolute path of each content file by site path. */
  files: Map<string, string>;
  /** Cards for <DocCardList /> on a doc, by doc id. */
  docCards: (docId: string) => DocCard[];
  /** A doc page's part of the sidebar, when the sidebar is too large to send whole (`SiteData.docsSidebarUrl`). */
  sidebarOf?: (url: string) => SidebarItem[];
  /** The blog sidebar's posts, when they are too many to send with every page: blog pages carry them. */
  blogSidebarPosts?: PageLink[];
  /** Changes whenever anything above does: the site data, the URLs links resolve to, the cards. */
  key: string;
  /** `key` but for the cards (the docs' descriptions): a body that shows no cards does not change with them. */
  keyButCards: string;
  /** The site data as JSON. */
  siteJson: string;
  /** The files and policy every page of the locale declares… */
  assets: PageAssets;
  /** …and those of its pages with math (KaTeX's stylesheet, when the site serves it, is inline too). */
  mathAssets: PageAssets;
  /** Changes with the locale's site data or what its pages declare (`assets`, `mathAssets`): a page whose chrome changed must be reloaded. */
  chromeKey: string;
}

/** Files of the site given hashed URLs as pages render (assets/asset-registry.ts). */
export interface AssetLookup {
  /** The hashed URL of a file by its site path; undefined when there is no such file. */
  urlOf(sitePath: string): string | undefined;
  /** The output path and source file of a URL this lookup gave out. */
  outputOf(url: string): [string, string] | undefined;
  /** Runs `render`, noting in `sink` each file it asked for and the URL it got. */
  recording<T>(sink: [string, string | undefined][], render: () => T): T;
}

/** A locale's link and image resolution, for one content file whose links it records (render/link-resolver.ts). */
export type LinkResolver = (file: string, sitePath: string, found: FoundLink[]) => Pick<ContentContextValue, 'resolveHref' | 'resolveSrc' | 'imageSize' | 'eagerImage'>;

/** What the prepare stage gives rendering, the link check and the writer. */
export interface PreparedLocales {
  locales: Map<string, LocaleRenderContext>;
  client: ClientBundle;
  assets: AssetLookup;
  /** KaTeX's stylesheet and fonts, when the site serves them itself. */
  katex: KatexAssets | undefined;
  /** Each locale's sidebar as a file (output path, JSON), when it is too large to send with every page. */
  sidebarFiles: [string, string][];
  /** Files the site's stylesheets name in url(): output path → source file. */
  styleFiles: [string, string][];
  /** URLs of every built file that is not a page, given the images the pages use (see renderPages). */
  fileUrls(images: Map<string, string>): string[];
}

/**
 * The site's swizzled theme components (`src/theme`): each file is the
 * component `@theme/<name>` names, its name its path there without the
 * extension and without a final `/index` (as Docusaurus' theme aliases name
 * them).
 */
export interface SiteTheme {
  /** Absolute file of each overridden name (`Admonition`, `BlogPostItem/Header`). */
  overrides: Map<string, string>;
}

// What rendering takes: each locale's render context, the page modules and
// island bundles of the site's own code, and the resolution of its links and
// assets.

import type { ClientBundle, KatexAssets } from './assets.js';
import type { Diagnostic } from './content.js';
import type { DocClientContext } from './docs-client.js';
import type { BlogSidebarLink, DocCard, SidebarItem, SiteData } from './site-data.js';
import type { FoundLink } from './stages.js';
import type { ContentContextValue, PageAssets, PageModule, TemplatesBundle } from './templates.js';

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
  /** Writes V8's code cache of the bundle, after a render, when it has none to use (templates-bundle.ts). */
  saveCodeCache: () => Promise<void>;
}

/** What one locale needs to render its pages. */
export interface LocaleRenderContext {
  site: SiteData;
  resolver: LinkResolver;
  /** Absolute path of each content file by site path. */
  files: Map<string, string>;
  /** Cards for <DocCardList /> on a doc, by doc id. */
  docCards: (docId: string) => DocCard[];
  /** What the docs client's page hooks give a doc's body, by the doc's site path (src/content/doc-client-context.ts). */
  docClient: (sitePath: string) => DocClientContext | undefined;
  /** A doc page's part of the sidebar, when the sidebar is too large to send whole (`SiteData.docsSidebarUrl`). */
  sidebarOf?: (url: string) => SidebarItem[];
  /** The blog sidebar's posts, when they are too many to send with every page: blog pages carry them. */
  blogSidebarPosts?: BlogSidebarLink[];
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
  /** The files given a URL so far, by absolute path. */
  usedFiles(): Set<string>;
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
  /**
   * Absolute file of each component the site's installed themes provide
   * (their `getThemePath()` folders, later themes over earlier ones): between
   * tongsite's and the site's own, as Docusaurus stacks theme folders.
   */
  installed: Map<string, string>;
}

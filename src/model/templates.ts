// The contract between the renderer (node) and the templates bundle: what a
// template module exports and what the renderer passes to it.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { HeadTagConfig } from './config.js';
import type { DocClientContext } from './docs-client.js';
import type { PageData } from './content.js';
import type { DocCard, NavItem, SiteData } from './site-data.js';

/** What MDX components need while one page's content renders. */
export interface ContentContextValue {
  /** The locale's site data: what `useDocusaurusContext()` and `useBaseUrl()` read. */
  site: SiteData;
  strings: Record<string, string>;
  lang: string;
  /** Turns a compiled link (md:…, /absolute, …) into this locale's URL; records it for the link check. */
  resolveHref(href: string, position: string | undefined): string;
  /** Turns a compiled image source (asset:…, /static) into its URL; records it for the link check. */
  resolveSrc(src: string, position: string | undefined): string;
  /** The intrinsic size of an image of the site (by its resolved URL); undefined when unknown or external. */
  imageSize?(url: string): { width: number; height: number } | undefined;
  /**
   * Whether an image, as the page's images render in order, loads at once:
   * until the first one of known size (small badges of unknown size before it
   * come along), the rest lazily.
   */
  eagerImage?(sized: boolean): boolean;
  docCards: DocCard[];
  /** On a doc's body: what `@docusaurus/plugin-content-docs/client`'s useDoc, useDocsVersion and useDocsSidebar give it. */
  doc?: DocClientContext;
  /**
   * Takes what a page's `<Layout>` (`@theme/Layout`) asks of the page around it: its title, description, wrapper
   * class; theme-common's `<PageMetadata>` its keywords and social image (an absolute URL) too; `<Head>` the
   * document's whole `<title>` (`documentTitle`).
   */
  onLayout?(props: { title?: string; documentTitle?: string; description?: string; wrapperClassName?: string; noFooter?: boolean; keywords?: string[]; image?: string }): void;
  /** The URL of the browser bundle of the page's islands (templates/islands.tsx), when it has any. */
  islandScript?: string;
  /** The path of the page this content is rendered for, decoded: what `useLocation()` gives at build time. */
  pageUrl?: string;
  /** The URL of the browser bundle that hydrates the page's content whole (templates/page-root.tsx), when its code uses the site's components or packages. */
  pageScript?: string;
}

/** What every page carries: the stylesheet, and the client script once there is one. */
export interface PageAssets {
  /**
   * The site's stylesheet, written into every page's head: no request stands
   * between the HTML and its first paint. It is sent once per visit, since
   * navigation fetches page data and keeps the head.
   */
  css: string;
  /** KaTeX's stylesheet when the site serves it itself, written into pages with math (`site.katex.href` serves it to pages reached by navigation). */
  katexCss?: string;
  /** The early entry, loaded at first paint (copy buttons, tabs, diagrams), with the chunks it imports. */
  early?: { script: string; preload: string[] };
  /** The React client's entry (hydration, navigation); absent, the page works as plain HTML. */
  script?: string;
  /** Chunks the entry imports at once. */
  preload?: string[];
  /** Chunks of each page kind's code, preloaded on pages of that kind. */
  pageChunks?: Partial<Record<PageData['kind'], string[]>>;
  /** The search code's chunk and the chunks it imports, preloaded together when the search box is first used (not before). */
  searchChunks?: string[];
  /**
   * What else the search code and the code that shows the first results need on
   * a page whose React client has not come (not in searchChunks): preloaded with
   * searchChunks by the early entry.
   */
  earlySearchChunks?: string[];
  favicon?: string;
  /** The site's own head elements (its config's headTags, stylesheets, scripts, metadata), in order. */
  headTags?: HeadTagConfig[];
  /** The site's social card (absolute URL), for pages without their own. */
  image?: string;
  /** The Content-Security-Policy the page declares, its inline scripts (src/shared/inline-scripts.ts) allowed by their hashes. */
  contentSecurityPolicy?: string;
}

/** A compiled MDX module as esbuild bundles it, with the CSS of the CSS modules its components import. */
export interface PageModule {
  /** The compiled MDX: a plain function of its props (no hooks), so calling it gives the tree it renders. */
  default: (props: { components?: Record<string, unknown> }) => ReactElement;
  __tongsiteCss?: string;
  /** The components its Markdown renders with, when the site overrides some of tongsite's (src/render/site-imports.ts). */
  __tongsiteComponents?: Record<string, unknown>;
  /** The site's Root and Layout/Provider by name, when it overrides them (src/render/site-imports.ts, PAGE_WRAPPERS_EXPORT). */
  __tongsiteWrappers?: Record<string, ComponentType<{ children?: ReactNode }>>;
}

/**
 * The site's swizzled parts of the page frame (src/theme/Root, Navbar, Footer),
 * rendered in place of tongsite's by the server and, from their own bundle, by
 * the client (src/render/site-frame.ts).
 */
export interface FrameComponents {
  Root?: ComponentType<{ children?: ReactNode }>;
  Navbar?: ComponentType;
  Footer?: ComponentType;
  /** The site's search bar, or its search theme's, where tongsite has no search of its own (src/render/site-theme.ts, SEARCH_BAR). */
  SearchBar?: ComponentType;
  /**
   * Where the site swizzles NavbarItem/ComponentTypes: what draws a `custom-*` navbar item (in the drawer, given
   * `close`), its component of that type from `types`, the site's map (templates/theme/NavbarItem/ComponentTypes.tsx).
   */
  NavbarItem?: NavbarItemComponent;
  /** The blog's components the site swizzles (src/render/site-theme.ts, BLOG_OVERRIDES), by name (`BlogPostItem/Footer`). */
  // biome-ignore lint/suspicious/noExplicitAny: each name has its own props (Docusaurus' component of that name).
  [name: string]: ComponentType<any> | undefined;
}

/** The component types a site's src/theme/NavbarItem/ComponentTypes exports, by type (`default`, `custom-…`). */
// biome-ignore lint/suspicious/noExplicitAny: each type has its own props (the item's fields).
export type NavbarItemTypes = Record<string, ComponentType<any>>;

/** The frame's NavbarItem: a `custom-*` item drawn by the site's component, the map it takes them from as `types`. */
export type NavbarItemComponent = ComponentType<{ item: NavItem; close?: () => void }> & { types: NavbarItemTypes };

/** The exports of templates/server-entry.tsx. */
export interface TemplatesBundle {
  renderContent(module: PageModule, context: ContentContextValue): string;
  renderPage(site: SiteData, page: PageData, assets: PageAssets, frame?: FrameComponents): string;
  TRUNCATE_MARK: string;
  /** The site's content wrappers left out of page content so far, because they render markup of their own (templates/content-wrappers.tsx). */
  wrappersLeftOut(): string[];
  /** What compiled pages import from the templates' copies, by import specifier. */
  shared: Record<string, unknown>;
}

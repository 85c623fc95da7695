// A Docusaurus site's own plugins (a local module, or a function written in the
// config's `plugins`), as the config stage made them and the later stages run
// them: the lifecycle of packages/docusaurus-types/src/plugin.d.ts.
import type { HeadTagConfig } from './config.js';

/** Docusaurus' `RouteConfig` as a plugin hands it to `actions.addRoute`. */
export interface PluginRouteConfig {
  path: string;
  component: string;
  exact?: boolean;
  /** Prop name → module: a path, `{ __import: true, path, query }`, or objects and arrays of them. */
  modules?: Record<string, unknown>;
  /** Props given as they are (Docusaurus' `props`). */
  props?: Record<string, unknown>;
  routes?: PluginRouteConfig[];
  [key: string]: unknown;
}

/** The methods of a plugin instance tongsite calls; any other is named in a warning. */
export interface SitePluginInstance {
  name: string;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: PluginActions; allContent?: unknown }) => unknown;
  allContentLoaded?: (args: { allContent: unknown; actions: PluginActions }) => unknown;
  injectHtmlTags?: (args: { content: unknown }) => unknown;
  getClientModules?: () => unknown;
  configurePostCss?: (options: { plugins: unknown[] }) => unknown;
  postBuild?: (props: Record<string, unknown>) => unknown;
  [key: string]: unknown;
}

export interface PluginActions {
  addRoute(route: PluginRouteConfig): void;
  createData(name: string, data: unknown): Promise<string>;
  setGlobalData(data: unknown): void;
}

/** One plugin of the site, made by its constructor when the config was read. */
export interface SitePlugin {
  /** The instance's `name`. */
  name: string;
  /** `options.id`, else `default`. */
  id: string;
  /** The module it was loaded from, else the config that writes it. */
  file: string;
  options: Record<string, unknown>;
  instance: SitePluginInstance;
  /** It is (or spreads) `@docusaurus/plugin-content-blog` or `-docs`: tongsite builds that content itself. */
  wraps?: { kind: 'blog' | 'docs'; options: Record<string, unknown> };
  /** The folder of theme components its `getThemePath()` names, absolute. */
  themePath?: string;
  /** What Docusaurus calls a plugin's constructor with (`LoadContext`); each locale's is made from it. */
  context: Record<string, unknown>;
  /**
   * A new instance for another locale, made as Docusaurus makes one for each locale it builds: a local module
   * evaluated anew (its module-level state starts afresh), the constructor called with the context and options.
   */
  remake: () => Promise<SitePluginInstance | null>;
}

/** What the site's plugins add to every page: `injectHtmlTags`. */
export interface PluginHtmlTags {
  headTags: HeadTagConfig[];
}

/** What `useGlobalData()` gives a site's code: plugin name → instance id → the data it set. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** The global data of each locale (Docusaurus builds each locale apart, each with its own URLs), by locale code. */
export interface SiteGlobalData {
  defaultLocale: string;
  byLocale: Record<string, GlobalData>;
}

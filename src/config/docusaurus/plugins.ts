// The plugins, themes and presets a Docusaurus config lists: their names as
// Docusaurus resolves them, and what tongsite does instead of each one it does
// not run.
import { isObj } from './theme-config.js';

/** A plugin, theme or preset entry: `name`, `[name, options]`, a function, `[function, options]`, or false (switched off). */
export interface PluginEntry {
  name: string;
  options: Record<string, unknown>;
}

/** The package a resolved path is in (`…/node_modules/@scope/name/lib/index.js` → `@scope/name`), else the entry as written. */
export function packageName(spec: string): string {
  const inModules = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(spec);
  return inModules ? inModules[1]!.replace(/\\/g, '/') : spec;
}

/** Docusaurus' own packages a short name can stand for (`<kind>-<name>` below `@docusaurus/`). */
const OWN_PACKAGES = new Set([
  'preset-classic',
  'plugin-content-docs',
  'plugin-content-blog',
  'plugin-content-pages',
  'plugin-sitemap',
  'plugin-debug',
  'plugin-google-analytics',
  'plugin-google-gtag',
  'plugin-google-tag-manager',
  'plugin-ideal-image',
  'plugin-pwa',
  'plugin-client-redirects',
  'plugin-svgr',
  'plugin-rsdoctor',
  'plugin-vercel-analytics',
  'theme-classic',
  'theme-search-algolia',
  'theme-live-codeblock',
  'theme-mermaid',
]);

/**
 * Docusaurus' short names: `classic` is `@docusaurus/preset-classic`, `content-docs` is
 * `@docusaurus/plugin-content-docs`; any other bare name is the package of that name, which Docusaurus tries
 * first (packages/docusaurus/src/server/moduleShorthand.ts).
 */
function longName(name: string, kind: 'plugin' | 'theme' | 'preset'): string {
  if (name.startsWith('.') || name.startsWith('/') || name.startsWith('@') || name.startsWith('docusaurus-')) return name;
  return OWN_PACKAGES.has(`${kind}-${name}`) ? `@docusaurus/${kind}-${name}` : name;
}

/** The name a preset entry is reported by (`classic` is `@docusaurus/preset-classic`). */
export const presetName = (spec: string) => longName(packageName(spec), 'preset');

/** The entries of a list; `siteEntries`: the site's own plugins, each as the content plugin it wraps or left out (null). */
export function pluginEntries(list: unknown, kind: 'plugin' | 'theme' | 'preset', siteEntries?: Map<unknown, PluginEntry | null>): PluginEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): PluginEntry[] => {
    if (entry === false || entry === null || entry === undefined) return [];
    const own = siteEntries?.get(entry);
    if (own !== undefined) return own ? [own] : [];
    const [head, options] = Array.isArray(entry) ? entry : [entry, {}];
    const name = typeof head === 'string' ? longName(packageName(head), kind) : typeof head === 'function' ? head.name || `(an unnamed ${kind} function)` : String(head);
    return [{ name, options: isObj(options) ? options : {} }];
  });
}

/** What tongsite does in place of Docusaurus' debug pages (plugin-debug's contentLoaded: /__docusaurus/debug and the six below it). */
export const DEBUG_PAGES_NOT_BUILT = "its debug pages (/__docusaurus/debug and below: Docusaurus' views of the site's config, routes and data) are not built";

/** What happens instead of each plugin or theme tongsite knows but does not run; `null`: tongsite does what it does itself. */
export const INSTEAD: Record<string, string | null> = {
  '@docusaurus/theme-classic': null,
  '@docusaurus/plugin-sitemap': null,
  '@docusaurus/plugin-svgr': null,
  // Listed by the config, it adds its pages to a production build too (the classic preset's `debug` option alone does not).
  '@docusaurus/plugin-debug': DEBUG_PAGES_NOT_BUILT,
  '@docusaurus/plugin-content-blog': 'this blog instance is not built',
  '@docusaurus/plugin-content-pages': 'these pages are not built',
  '@docusaurus/plugin-ideal-image': 'images are shown as they are, not resized',
  '@docusaurus/plugin-pwa': 'no service worker or web manifest is made',
  '@docusaurus/plugin-google-analytics': 'no analytics script is added',
  '@docusaurus/plugin-google-tag-manager': 'no tag manager script is added',
  '@docusaurus/plugin-rsdoctor': 'no bundle report is made',
  // Its diagrams are drawn by tongsite (markdown.mermaid), with the site's own `mermaid` package.
  '@docusaurus/theme-mermaid': null,
};

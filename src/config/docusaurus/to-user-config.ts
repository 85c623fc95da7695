// A Docusaurus site config, as its module gave it, in the terms of tongsite's
// own config (UserConfig): the two then resolve the same way. What has no place
// in tongsite is a warning (notes.ts), never dropped in silence.
import path from 'node:path';
import type { RedirectsConfig, UserConfig } from '../../model.js';
import { DEFAULT_DOCS_ID } from '../docs-versions.js';
import { mapBlogPlugin, mapClassicPreset, mapDefaultDocs, mapDocsPlugin, type PresetContext } from './classic-preset.js';
import { mapHeadTags } from './head-tags.js';
import { atLeast, installedVersion } from './installed-version.js';
import type { ConfigNotes } from './notes.js';
import { INSTEAD, pluginEntries } from './plugins.js';
import { noSearch, ownSearchFor, SEARCH_PLUGINS } from './search-plugins.js';
import { isObj, mapThemeConfig, type Obj } from './theme-config.js';

const CLASSIC = ['@docusaurus/preset-classic', 'docusaurus-preset-classic'];

/** Top-level options that say nothing about what a build writes (deployment, Docusaurus' own build). */
const NO_OUTPUT = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'baseUrlIssueBanner',
  'onDuplicateRoutes',
  'future',
  'noIndex',
  'ssrTemplate',
  'webpack',
]);

const brokenPolicy = (v: unknown): 'throw' | 'warn' | undefined => (v === 'throw' ? 'throw' : v === 'warn' || v === 'log' || v === 'ignore' ? 'warn' : undefined);

function mapI18n(value: Obj): UserConfig['i18n'] {
  const locales = Array.isArray(value.locales) ? value.locales.filter((l): l is string => typeof l === 'string') : [];
  const defaultLocale = typeof value.defaultLocale === 'string' ? value.defaultLocale : (locales[0] ?? 'en');
  const localeConfigs: NonNullable<NonNullable<UserConfig['i18n']>['localeConfigs']> = {};
  for (const [code, own] of Object.entries(isObj(value.localeConfigs) ? value.localeConfigs : {})) {
    if (!isObj(own)) continue;
    localeConfigs[code] = Object.fromEntries(['label', 'direction', 'htmlLang', 'calendar', 'path'].filter((k) => typeof own[k] === 'string').map((k) => [k, own[k]]));
  }
  return { defaultLocale, locales: locales.length ? locales : [defaultLocale], ...(Object.keys(localeConfigs).length && { localeConfigs }) };
}

function mapMarkdown(value: Obj, user: UserConfig, notes: ConfigNotes): void {
  for (const [key, v] of Object.entries(value)) {
    // hooks.onBrokenMarkdownLinks: a broken link in Markdown is a broken link of its page, reported as onBrokenLinks says.
    if (v === undefined || key === 'hooks') continue;
    if (key === 'format') {
      if (v !== 'mdx') notes.unsupported('markdown.format', 'every .md and .mdx file is compiled as MDX', 'format');
    } else if (key === 'mermaid') {
      // Diagrams in the browser, by the site's `mermaid` (src/config/mermaid.ts); themeConfig.mermaid says how.
      if (v === true) user.markdown = { ...user.markdown, mermaid: true };
    } else if (key === 'mdx1Compat' || key === 'emoji') {
      // tongsite reads <!-- comments --> and {#id} headings, as mdx1Compat does; emoji are text.
    } else notes.unsupported(`markdown.${key}`, 'pages are compiled without it', key);
  }
}

function mapPlugins(site: Obj, user: UserConfig, context: PresetContext): void {
  const { notes } = context;
  for (const preset of pluginEntries(site.presets, 'preset')) {
    if (CLASSIC.includes(preset.name)) mapClassicPreset(preset.options, user, context);
    else {
      const failure = context.presetFailures?.get(preset.name);
      notes.notRun('preset', preset.name, `${failure ? `it could not be run (${failure}), so ` : ''}none of its plugins or themes are run`);
    }
  }
  for (const kind of ['plugin', 'theme'] as const) {
    for (const entry of pluginEntries(site[`${kind}s`], kind, context.siteEntries)) {
      if (entry.name === '@docusaurus/plugin-content-docs') {
        docsPlugin(entry.options, user, context);
        continue;
      }
      if (entry.name === '@docusaurus/plugin-client-redirects') {
        (user.redirects ??= []).push(redirectOptions(entry.options, notes));
        continue;
      }
      if (entry.name === '@docusaurus/plugin-content-blog' && mapBlogPlugin(entry.options, user, context)) continue;
      const searchPage = SEARCH_PLUGINS[entry.name];
      if (searchPage !== undefined) {
        ownSearchFor(`the ${kind} \`${entry.name}\``, searchPage, user, notes, entry.name);
        continue;
      }
      // Listed or not, it is what `themeConfig.algolia` configures (theme-config.ts).
      if (entry.name === '@docusaurus/theme-search-algolia') continue;
      const instead = INSTEAD[entry.name];
      if (instead === null) continue;
      // A package tongsite neither does itself nor replaces runs when installed (site-plugins.ts): this one is not.
      const missing = !entry.name.startsWith('@docusaurus/') && !entry.name.startsWith('.') && !path.isAbsolute(entry.name);
      notes.notRun(
        kind,
        entry.name,
        instead ??
          `${missing ? 'it is not installed in the site (npm install it there, as `docusaurus build` needs it too), so ' : ''}what it adds to the site (pages, scripts, data) is not there`,
      );
    }
  }
}

/**
 * A plugin-content-docs entry: without an id (or with `default`) it is the default instance, which the
 * preset's `docs: false` left free; with another id, one more instance (Docusaurus' DEFAULT_PLUGIN_ID rule,
 * packages/docusaurus-utils/src/constants.ts).
 */
function docsPlugin(options: Obj, user: UserConfig, context: PresetContext): void {
  const id = typeof options.id === 'string' ? options.id : DEFAULT_DOCS_ID;
  if (id === DEFAULT_DOCS_ID) {
    mapDefaultDocs(options, 'plugin-content-docs', user, context);
    user.docs!.enabled = true;
  } else (user.docsPlugins ??= []).push({ id, ...mapDocsPlugin(options, id, context) });
}

/** The options of @docusaurus/plugin-client-redirects (its src/options.ts); the schema checks their types. */
function redirectOptions(options: Obj, notes: ConfigNotes): RedirectsConfig {
  const known: RedirectsConfig = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === 'redirects' || key === 'fromExtensions' || key === 'toExtensions' || key === 'createRedirects') Object.assign(known, { [key]: value });
    else if (key !== 'id') notes.unsupported(`plugin-client-redirects.${key}`, 'redirect pages are made without it', key);
  }
  return known;
}

/** Maps the config (`context.configDir` is the site's folder, Docusaurus' siteDir); the Markdown plugins go into `context.markdownPlugins`. */
export function toUserConfig(site: Obj, context: PresetContext): UserConfig {
  const { notes } = context;
  const user: UserConfig = {
    title: typeof site.title === 'string' ? site.title : '',
    url: typeof site.url === 'string' ? site.url : '',
    siteDir: '.',
    // Docusaurus has no Content-Security-Policy: a site's scripts, head tags and embeds are its author's choice.
    contentSecurityPolicy: false,
    // Docusaurus checks the links of pages, not the images and files their HTML names: a missing one is worth a warning, not a failed build.
    onMissingFiles: 'warn',
  };
  mapPlugins(site, user, context);
  for (const [key, value] of Object.entries(site)) {
    if (value === undefined || key === 'title' || key === 'url' || NO_OUTPUT.has(key)) continue;
    if (key === 'tagline' || key === 'baseUrl' || key === 'favicon' || key === 'titleDelimiter') {
      if (typeof value === 'string') user[key] = value;
    } else if (key === 'i18n' && isObj(value)) user.i18n = mapI18n(value);
    else if (key === 'onBrokenLinks' || key === 'onBrokenAnchors') {
      const policy = brokenPolicy(value);
      if (policy) user[key] = policy;
    } else if (key === 'onBrokenMarkdownLinks') {
      // A broken link in Markdown is a broken link of its page, reported as onBrokenLinks says.
    } else if (key === 'markdown' && isObj(value)) mapMarkdown(value, user, notes);
    else if (key === 'themeConfig' && isObj(value)) mapThemeConfig(value, user, notes, context.pluginSources ?? []);
    else if (key === 'customFields' && isObj(value)) user.customFields = value;
    else if (key === 'clientModules' && Array.isArray(value)) {
      user.clientModules = value.filter((m): m is string => typeof m === 'string');
    } else if (key === 'trailingSlash') {
      if (typeof value === 'boolean') user.trailingSlash = value;
    } else if (key === 'staticDirectories') {
      if (!(Array.isArray(value) && value.length === 1 && value[0] === 'static'))
        notes.unsupported('staticDirectories', 'static files are copied from static/ only', 'staticDirectories');
    } else if (key === 'presets' || key === 'plugins' || key === 'themes') {
      // Below, in order.
    } else if (key === 'stylesheets' || key === 'scripts' || key === 'headTags') {
      // Below, with the theme's metadata.
    } else notes.unsupported(key, 'no part of tongsite reads it', key);
  }
  mapHeadTags(site, user, notes);
  if (user.search === undefined) noSearch(user, notes);
  // Author pages came with Docusaurus 3.5 (plugin-content-blog's authors routes): a site is built as the version it installs.
  const authorPages = atLeast(installedVersion(context.configDir, '@docusaurus/plugin-content-blog'), 3, 5);
  if (user.blog?.enabled !== false) (user.blog ??= {}).authorPages = authorPages;
  // So did the blog sidebar's year groups, on unless themeConfig.blog.sidebar.groupByYear says otherwise.
  user.blogSidebarGroupByYear ??= atLeast(installedVersion(context.configDir, '@docusaurus/theme-classic'), 3, 5);
  for (const blog of user.blogPlugins ?? []) blog.authorPages = authorPages;
  // blogDescription defaults to 'Blog' (plugin-content-blog's options.ts): the description of the list pages.
  if (user.blog && user.blog.enabled !== false) user.blog.description ??= 'Blog';
  for (const blog of user.blogPlugins ?? []) blog.description ??= 'Blog';
  // Before 3.8 (theme-common's useTitleFormatter), a page titled as the site was titled `<site> | <site>`.
  user.repeatSiteTitle = !atLeast(installedVersion(context.configDir, '@docusaurus/theme-common'), 3, 8);
  return user;
}

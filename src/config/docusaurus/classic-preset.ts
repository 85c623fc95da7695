// The options of @docusaurus/preset-classic (docs, blog, pages, theme,
// sitemap, gtag…) in tongsite's terms.
import { DEFAULT_BLOG_ID } from '../resolve-config.js';
import type { BlogUserOptions, DocsUserOptions, MarkdownPluginList, DocsVersionOptions, ResolvedConfig, SiteMarkdownPlugins, SitemapOptions, UserConfig } from '../../model.js';
import { markdownPlugins } from './markdown-plugins.js';
import type { ConfigNotes } from './notes.js';
import type { PluginOrigins } from './plugin-modules.js';
import { DEBUG_PAGES_NOT_BUILT, type PluginEntry } from './plugins.js';
import { isObj, type Obj } from './theme-config.js';

/** One version's options as Docusaurus validates them (options.ts, VersionOptionsSchema): what is not one of them is named. */
function versionOptions(raw: Obj, at: string, notes: ConfigNotes): DocsVersionOptions {
  const options: DocsVersionOptions = {};
  for (const [key, value] of Object.entries(raw)) {
    if ((key === 'label' || key === 'path' || key === 'className') && typeof value === 'string') options[key] = value;
    else if ((key === 'badge' || key === 'noIndex') && typeof value === 'boolean') options[key] = value;
    else if (key === 'banner' && (value === 'none' || value === 'unreleased' || value === 'unmaintained')) options.banner = value;
    else notes.unsupported(`${at}.${key}`, 'the version gets its default for it', key);
  }
  return options;
}

/** What a docs option sets in one docs instance's options (the preset's `docs`, or a plugin-content-docs entry's). */
type DocsHandler = (value: unknown, docs: DocsUserOptions, notes: ConfigNotes, at: string) => void;

const docsNot =
  (instead: string): DocsHandler =>
  (_value, _docs, notes, at) =>
    notes.unsupported(at, instead);

const versioning = (docs: DocsUserOptions) => (docs.versioning ??= {});

export const DOCS: Record<string, DocsHandler> = {
  path: (v, docs) => void (typeof v === 'string' && (docs.path = v)),
  routeBasePath: (v, docs) => void (typeof v === 'string' && (docs.routeBasePath = v)),
  editUrl: (v, docs, notes, at) => {
    if (typeof v === 'string' || typeof v === 'function') docs.editUrl = v as DocsUserOptions['editUrl'];
    else if (v !== undefined) notes.unsupported(at, 'an editUrl that is neither a URL nor a function is left out: docs pages show no edit link', 'editUrl');
  },
  sidebarCollapsible: (v, docs) => void (typeof v === 'boolean' && (docs.sidebarCollapsible = v)),
  sidebarCollapsed: (v, docs) => void (typeof v === 'boolean' && (docs.sidebarCollapsed = v)),
  // A string is read from the config's folder (the site folder); a file that is not there gives the
  // folder sidebar, as Docusaurus' loadSidebarsFile falls back to its default sidebars.
  sidebarPath: (v, docs, notes, at) => {
    if (typeof v === 'string') docs.sidebarPath = v;
    else if (v === false) notes.unsupported(at, 'the docs get a sidebar made from their folders all the same');
  },
  showLastUpdateTime: (v, docs) => void (typeof v === 'boolean' && (docs.showLastUpdateTime = v)),
  showLastUpdateAuthor: (v, docs) => void (typeof v === 'boolean' && (docs.showLastUpdateAuthor = v)),
  // Which versions are built and how: src/config/docs-versions.ts reads them with versions.json.
  versions: (v, docs, notes, at) => {
    if (!isObj(v)) return notes.unsupported(at, 'the versions get their default label, path, banner and badge');
    const versions: Record<string, DocsVersionOptions> = {};
    for (const [name, raw] of Object.entries(v)) if (isObj(raw)) versions[name] = versionOptions(raw, `${at}.${name}`, notes);
    versioning(docs).versions = versions;
  },
  lastVersion: (v, docs) => void (typeof v === 'string' && (versioning(docs).lastVersion = v)),
  onlyIncludeVersions: (v, docs) => void (Array.isArray(v) && (versioning(docs).onlyIncludeVersions = v.filter((n): n is string => typeof n === 'string'))),
  includeCurrentVersion: (v, docs) => void (typeof v === 'boolean' && (versioning(docs).includeCurrentVersion = v)),
  disableVersioning: (v, docs) => void (typeof v === 'boolean' && (versioning(docs).disableVersioning = v)),
  editCurrentVersion: (v, docs) => void (typeof v === 'boolean' && (docs.editCurrentVersion = v)),
  editLocalizedFiles: (v, docs) => void (typeof v === 'boolean' && (docs.editLocalizedFiles = v)),
  breadcrumbs: (v, docs) => void (typeof v === 'boolean' && (docs.breadcrumbs = v)),
  include: (v, docs, notes, at) => globs(v, notes, at, (list) => (docs.include = list)),
  exclude: (v, docs, notes, at) => globs(v, notes, at, (list) => (docs.exclude = list)),
  numberPrefixParser: docsNot("number prefixes are read by tongsite's own rule"),
  // Tags: packages/docusaurus-utils-validation/src/tagsFile.ts (getTagsFile) and docusaurus-utils/src/tags.ts.
  tags: (v, docs, notes, at) => {
    if (typeof v === 'string' || v === false) docs.tags = v;
    else if (v === null) docs.tags = false;
    else notes.unsupported(at, 'the docs read tags.yml of their folder when there is one');
  },
  tagsBasePath: (v, docs) => void (typeof v === 'string' && (docs.tagsBasePath = v)),
  onInlineTags: (v, docs) => void ((v === 'ignore' || v === 'log' || v === 'warn' || v === 'throw') && (docs.onInlineTags = v)),
  // The instance's id: read by the caller (to-user-config.ts) before the other options.
  id: () => undefined,
};

/** What a blog option sets in one blog instance's options (the preset's `blog`, or a plugin-content-blog entry's). */
type BlogHandler = (value: unknown, blog: BlogUserOptions, notes: ConfigNotes, at: string) => void;

const blogNot =
  (instead: string): BlogHandler =>
  (_value, _blog, notes, at) =>
    notes.unsupported(at, instead);

// Docusaurus' option schema: packages/docusaurus-plugin-content-blog/src/options.ts.
const BLOG: Record<string, BlogHandler> = {
  path: (v, blog) => void (typeof v === 'string' && (blog.path = v)),
  routeBasePath: (v, blog) => void (typeof v === 'string' && (blog.routeBasePath = v)),
  editUrl: (v, blog, notes, at) => {
    if (typeof v === 'string' || typeof v === 'function') blog.editUrl = v as BlogUserOptions['editUrl'];
    else if (v !== undefined) notes.unsupported(at, 'an editUrl that is neither a URL nor a function is left out: blog pages show no edit link', 'editUrl');
  },
  editLocalizedFiles: (v, blog) => void (typeof v === 'boolean' && (blog.editLocalizedFiles = v)),
  showReadingTime: (v, blog) => void (typeof v === 'boolean' && (blog.showReadingTime = v)),
  blogSidebarTitle: (v, blog) => void (typeof v === 'string' && (blog.sidebarTitle = v)),
  blogSidebarCount: (v, blog, notes, at) => {
    if (v === 'ALL' || (typeof v === 'number' && Number.isInteger(v) && v >= 0)) blog.sidebarCount = v as number | 'ALL';
    else notes.unsupported(at, 'the blog sidebar lists the 5 newest posts');
  },
  postsPerPage: (v, blog, notes, at) => {
    if (v === 'ALL' || (typeof v === 'number' && Number.isInteger(v) && v > 0)) blog.postsPerPage = v as number | 'ALL';
    else notes.unsupported(at, 'the blog lists 10 posts a page');
  },
  blogTitle: (v, blog) => void (typeof v === 'string' && (blog.title = v)),
  blogDescription: (v, blog) => void (typeof v === 'string' && (blog.description = v)),
  feedOptions: (v, blog, notes, at) => {
    if (isObj(v)) blog.feed = feedOptions(v, notes, at);
  },
  authorsMapPath: (v, blog) => void (typeof v === 'string' && (blog.authorsMapPath = v)),
  showLastUpdateTime: (v, blog) => void (typeof v === 'boolean' && (blog.showLastUpdateTime = v)),
  showLastUpdateAuthor: (v, blog) => void (typeof v === 'boolean' && (blog.showLastUpdateAuthor = v)),
  // How Docusaurus reports its own warnings: tongsite has its own.
  onInlineAuthors: () => undefined,
  onInlineTags: () => undefined,
  onUntruncatedBlogPosts: () => undefined,
  truncateMarker: blogNot('posts are cut at <!-- truncate --> or {/* truncate */}'),
  tagsBasePath: blogNot('tag pages are at tags/'),
  archiveBasePath: blogNot('the archive is at archive/'),
  pageBasePath: blogNot('list pages are at page/<n>'),
  include: (v, blog, notes, at) => globs(v, notes, at, (list) => (blog.include = list)),
  exclude: (v, blog, notes, at) => globs(v, notes, at, (list) => (blog.exclude = list)),
  sortPosts: blogNot('posts are listed newest first'),
  // The instance's id: read by the caller (mapBlogPlugin) before the other options.
  id: () => undefined,
};

/** The sitemap plugin's options tongsite writes by (plugin-sitemap options.ts); the others, a warning each. */
function sitemapOptions(value: Obj, notes: ConfigNotes): SitemapOptions {
  const options: SitemapOptions = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'changefreq' && (typeof v === 'string' || v === null)) options.changefreq = v;
    else if (k === 'priority' && (typeof v === 'number' || v === null)) options.priority = v;
    else if (k === 'ignorePatterns' && Array.isArray(v)) options.ignorePatterns = v.filter((p): p is string => typeof p === 'string');
    else if (k === 'filename' && typeof v === 'string') options.filename = v;
    else if (k === 'lastmod' && (v === 'date' || v === 'datetime' || v === null)) options.lastmod = v;
    else notes.unsupported(`presets.classic.sitemap.${k}`, 'sitemap.xml is written without it', k);
  }
  return options;
}

/** A list of globs (the content plugins' include/exclude), else a warning saying what is built instead. */
function globs(value: unknown, notes: ConfigNotes, at: string, set: (list: string[]) => void): void {
  if (Array.isArray(value) && value.every((g) => typeof g === 'string')) set(value);
  else notes.unsupported(at, 'it is not a list of globs: the plugin reads its default files');
}

const FEED_TYPES = ['rss', 'atom', 'json'] as const;

/** feedOptions: `type` is one type, 'all', a list, or null (no feed); the texts the feeds say of themselves; how many posts. */
function feedOptions(options: Obj, notes: ConfigNotes, at: string): NonNullable<BlogUserOptions['feed']> {
  const feed: NonNullable<BlogUserOptions['feed']> = {};
  for (const [key, v] of Object.entries(options)) {
    if (v === undefined) continue;
    if (key === 'type') {
      const types = v === null ? [] : v === 'all' ? [...FEED_TYPES] : [v].flat();
      feed.types = FEED_TYPES.filter((t) => types.includes(t));
    } else if ((key === 'title' || key === 'description' || key === 'copyright') && typeof v === 'string') feed[key] = v;
    else if (key === 'limit' && (v === false || v === null || (typeof v === 'number' && v > 0))) feed.limit = typeof v === 'number' ? v : false;
    else notes.unsupported(`${at}.${key}`, key === 'createFeedItems' ? "feed items are made by tongsite's own rules" : 'the feeds are written without it', key);
  }
  return feed;
}

/** The options that list remark and rehype plugins, by where tongsite runs them. */
const PLUGIN_LISTS: Record<string, MarkdownPluginList> = {
  beforeDefaultRemarkPlugins: 'beforeRemark',
  remarkPlugins: 'remark',
  beforeDefaultRehypePlugins: 'beforeRehype',
  rehypePlugins: 'rehype',
};

/** What mapping the preset needs besides the config: where plugin functions come from, and where their lists go. */
export interface PresetContext {
  notes: ConfigNotes;
  origins: PluginOrigins;
  markdownPlugins: ResolvedConfig['markdownPlugins'];
  configDir: string;
  /** The site's own plugins among the listed entries (site-plugins.ts): each as the content plugin it wraps, or left out. */
  siteEntries?: Map<unknown, PluginEntry | null>;
  /** The source of each of the site's plugins that runs: a `themeConfig` key one of them reads is not warned about. */
  pluginSources?: string[];
  /** Why each third-party preset that could not be run was not (third-party-presets.ts), by package. */
  presetFailures?: Map<string, string>;
}

const noPlugins = (): SiteMarkdownPlugins => ({ beforeRemark: [], remark: [], beforeRehype: [], rehype: [] });

/**
 * A content plugin's `admonitions` (packages/docusaurus-mdx-loader/src/remark/admonitions: `true`, `false` for none,
 * or `{ keywords, extendDefaults }`, extendDefaults true by default since Docusaurus 3), with its Markdown plugins:
 * it says how that plugin's pages compile.
 */
function admonitionsOption(value: unknown, plugins: () => SiteMarkdownPlugins, notes: ConfigNotes, at: string): void {
  const keywords = isObj(value) && Array.isArray(value.keywords) ? value.keywords.filter((k): k is string => typeof k === 'string' && /^[\w-]+$/.test(k)) : undefined;
  if (value === false) plugins().admonitions = { keywords: [], extendDefaults: false };
  else if (isObj(value) && keywords) plugins().admonitions = { keywords, extendDefaults: value.extendDefaults !== false };
  else if (value !== true) notes.unsupported(at, 'the admonitions are the default ones (note, tip, info, warning, danger, caution)');
}

/** A content plugin's options, each by its handler; its remark and rehype plugin lists into `plugins()`. */
function mapOptions<T>(
  value: Obj,
  at: string,
  table: Record<string, (v: unknown, target: T, notes: ConfigNotes, at: string) => void>,
  target: T,
  plugins: () => SiteMarkdownPlugins,
  context: PresetContext,
): void {
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const list = PLUGIN_LISTS[key];
    if (list) plugins()[list].push(...markdownPlugins(v, `${at}.${key}`, context.notes, context.origins));
    else if (key === 'admonitions') admonitionsOption(v, plugins, context.notes, `${at}.${key}`);
    else if (table[key]) table[key](v, target, context.notes, `${at}.${key}`);
    else context.notes.unsupported(`${at}.${key}`, 'no part of tongsite reads it');
  }
}

/**
 * A plugin-content-blog entry of `plugins` (or a site plugin wrapping one). Without an id (or with
 * `default`) it is the default instance, which the preset's `blog: false` left free (else false: the
 * preset's blog is built, and this entry is another with the same id, which Docusaurus refuses too);
 * with another id, one more blog (Docusaurus' DEFAULT_PLUGIN_ID rule, packages/docusaurus-utils/src/constants.ts).
 */
export function mapBlogPlugin(options: Obj, user: UserConfig, context: PresetContext): boolean {
  const id = typeof options.id === 'string' ? options.id : DEFAULT_BLOG_ID;
  if (id !== DEFAULT_BLOG_ID) {
    const blog: BlogUserOptions = {};
    mapOptions(options, `plugin-content-blog(${id})`, BLOG, blog, () => ((context.markdownPlugins.blogPlugins ??= {})[id] ??= noPlugins()), context);
    (user.blogPlugins ??= []).push({ id, ...blog });
    return true;
  }
  if (user.blog?.enabled !== false) return false;
  user.blog.enabled = true;
  mapOptions(options, 'plugin-content-blog', BLOG, user.blog, () => (context.markdownPlugins.blog ??= noPlugins()), context);
  return true;
}

/** The options of a plugin-content-docs instance other than the default one (`plugins: [['@docusaurus/plugin-content-docs', {id, …}]]`). */
export function mapDocsPlugin(options: Obj, id: string, context: PresetContext): DocsUserOptions {
  const docs: DocsUserOptions = {};
  const plugins = () => ((context.markdownPlugins.docsPlugins ??= {})[id] ??= noPlugins());
  mapOptions(options, `plugin-content-docs(${id})`, DOCS, docs, plugins, context);
  return docs;
}

/** The preset's docs options, or a plugin-content-docs entry of the default instance, into `user.docs`. */
export function mapDefaultDocs(options: Obj, at: string, user: UserConfig, context: PresetContext): void {
  const docs = (user.docs ??= {});
  mapOptions(options, at, DOCS, docs, () => (context.markdownPlugins.docs ??= noPlugins()), context);
}

export function mapClassicPreset(options: Obj, user: UserConfig, context: PresetContext): void {
  const { notes } = context;
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key === 'docs' || key === 'blog') {
      // `docs: false`, `blog: false`: the plugin is not loaded at all (packages/docusaurus-preset-classic/src/index.ts).
      if (value === false) (user[key] ??= {}).enabled = false;
      else if (isObj(value) && key === 'docs') mapDefaultDocs(value, 'presets.classic.docs', user, context);
      else if (isObj(value)) mapOptions(value, 'presets.classic.blog', BLOG, (user.blog ??= {}), () => (context.markdownPlugins.blog ??= noPlugins()), context);
    } else if (key === 'theme' && isObj(value)) {
      const css = value.customCss;
      const files = (Array.isArray(css) ? css : [css]).filter((f): f is string => typeof f === 'string');
      if (files.length) user.customCss = files;
    } else if (key === 'pages') {
      if (isObj(value))
        for (const [k, v] of Object.entries(value)) {
          if (k === 'path' && typeof v === 'string') user.pages = { path: v };
          else if (PLUGIN_LISTS[k] && v !== undefined)
            (context.markdownPlugins.pages ??= noPlugins())[PLUGIN_LISTS[k]].push(...markdownPlugins(v, `presets.classic.pages.${k}`, notes, context.origins));
          else if (k === 'admonitions') admonitionsOption(v, () => (context.markdownPlugins.pages ??= noPlugins()), notes, `presets.classic.pages.${k}`);
          else notes.unsupported(`presets.classic.pages.${k}`, 'pages are built with the default options', k);
        }
    } else if (key === 'sitemap') {
      if (value === false) user.sitemap = false;
      else if (isObj(value)) user.sitemap = sitemapOptions(value, notes);
    } else if (key === 'gtag' && isObj(value)) gtag(value, user);
    else if (key === 'debug') {
      // Unset, the preset adds the debug plugin in development only (preset-classic's index.ts); true adds it to a build.
      if (value === true) notes.unsupported('presets.classic.debug', DEBUG_PAGES_NOT_BUILT, key);
    } else if (key === 'svgr') {
      // SVG imports are tongsite's own.
    } else
      notes.unsupported(`presets.classic.${key}`, key === 'googleTagManager' || key === 'googleAnalytics' ? 'no analytics script is added' : 'no part of tongsite reads it', key);
  }
}

/** Google's gtag.js as @docusaurus/plugin-google-gtag adds it to every page's head. */
function gtag(options: Obj, user: UserConfig): void {
  const ids = (Array.isArray(options.trackingID) ? options.trackingID : [options.trackingID]).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return;
  const config = options.anonymizeIP ? ', { anonymize_ip: true }' : '';
  (user.headTags ??= []).push(
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
    { tagName: 'script', attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${ids[0]}` } },
    {
      tagName: 'script',
      innerHTML: `window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());${ids.map((id) => `gtag('config', ${JSON.stringify(id)}${config});`).join('')}`,
    },
  );
}

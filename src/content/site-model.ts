import type {
  Compiled,
  ContentTree,
  Diagnostic,
  DocRecord,
  DocsVersion,
  Entry,
  FileHistory,
  LocaleInfo,
  LocaleModel,
  ResolvedConfig,
  Route,
  SidebarItem,
  SourceFile,
  VersionDocsTree,
  VersionModel,
} from '../model.js';
import { CURRENT_VERSION } from '../config/docs-versions.js';
import path from 'node:path';
import { builtVersions, configOfInstance, instanceOf, isDefaultCurrent, versionKey } from './docs-instances.js';
import { error, warning } from '../diagnostics/build-error.js';
import { buildPosts, parseAuthors } from './blog.js';
import { type BlogPosts, blogInstances, blogTreeOf } from './blog-instances.js';
import { buildDocs } from './docs.js';
import { lastUpdateOf } from './last-update.js';
import { withPartialHeadings } from './partial-headings.js';
import { paginationProblems } from './doc-page-fields.js';
import { entryFieldPosition } from './front-matter.js';
import { buildRoutes, linkAlternates } from './routes.js';
import GithubSlugger from 'github-slugger';
import { buildSidebar, type CategoryMeta, parseCategories, SIDEBAR_ID } from './sidebar.js';
import { docIdsIn, type SidebarsFromFile, sidebarsFromFile } from './sidebars-file.js';
import { sitePageRoutes } from './site-pages.js';
import { parseTagsFile } from './tags.js';
import { joinUrl } from './urls.js';
import { buildSiteData } from './site-data.js';
import { blogMessages, docsVersionMessages, loadTranslations } from './translations.js';
import { uiLocaleWarnings } from './ui-locale.js';
import { unusedFrontMatter } from './unused-front-matter.js';

/**
 * From parsed and compiled files to the pages of every locale: docs, sidebar,
 * posts, chrome and routes, with alternates linking the locales.
 */
export function buildSiteModel(params: {
  config: ResolvedConfig;
  tree: ContentTree;
  entries: Map<string, Entry>;
  compiled: Map<string, Compiled>;
  /** Git's history of the site's files, when docs show their last update or posts have no date (src/content/git-history.ts). */
  history?: FileHistory;
}): {
  locales: LocaleModel[];
  diagnostics: Diagnostic[];
} {
  const { config, tree } = params;
  const diagnostics: Diagnostic[] = [];
  const categoriesOf = new Map(
    builtVersions(config).map((version) => {
      const parsed = parseCategories(versionTree(tree, version).categories);
      diagnostics.push(...parsed.diagnostics);
      return [version, parsed.categories];
    }),
  );
  // Each locale's tags file of each version: its translation where it has one (getTagsFile), else the version's own.
  const tagsOf = new Map(
    builtVersions(config).map((version) => {
      const files = versionTree(tree, version);
      const own = versionTagsFile(config, version, files.tagsFile, diagnostics);
      const byLocale = new Map([...(files.translatedTagsFiles ?? [])].map(([code, file]) => [code, versionTagsFile(config, version, file, diagnostics)]));
      return [version, (code: string) => byLocale.get(code) ?? own];
    }),
  );
  const blogs = blogInstances(config).map((blog) => ({ blog, files: blogTreeOf(config, tree, blog) }));
  const authorsOf = new Map(blogs.map(({ blog, files }) => [blog, parseAuthors(files.authors, diagnostics)]));
  const locales = config.locales.map((locale): LocaleModel => {
    const translations = loadTranslations(config, locale, diagnostics);
    const common = { config, locale, entries: params.entries, compiled: params.compiled };
    const versions = builtVersions(config).map((version): VersionModel => {
      const files = versionTree(tree, version);
      const messages = isDefaultCurrent(version) ? translations.docs : docsVersionMessages(config, locale, version.localizedDir, diagnostics);
      const draftIds = new Set<string>();
      const instanceConfig = configOfInstance(config, version.pluginId);
      const docs = buildDocs({
        ...common,
        config: instanceConfig,
        version,
        docs: files.docs,
        translations: files.translatedDocs.get(locale.code),
        draftIds,
        tagsFile: tagsOf.get(version)!(locale.code),
        // Translations have the same tags: each file's report is given once, for the default locale.
        diagnostics: locale.isDefault ? diagnostics : [],
      });
      for (const doc of docs) {
        const lastUpdate = lastUpdateOf(doc.entry, instanceConfig.docs, params.history);
        if (lastUpdate) doc.lastUpdate = lastUpdate;
        doc.compiled = withPartialHeadings(doc.compiled, params.compiled);
      }
      if (locale.isDefault) diagnostics.push(...paginationProblems(docs));
      const made = docsSidebars({ config: instanceConfig, locale, version, docs, draftIds, categories: categoriesOf.get(version)!, labels: messages });
      if (locale.isDefault) diagnostics.push(...made.diagnostics);
      return { version, label: messages['version.label'] || version.label, docs, sidebars: made.sidebars, sidebarOfDoc: made.sidebarOfDoc };
    });
    // The first instance's latest version gives the site's shared sidebar: the default one's, unless it is switched off.
    const latest = versions.find((v) => v.version.isLast);
    const docs = versions.flatMap((v) => v.docs);
    const blogPosts = blogs.map(({ blog, files }): BlogPosts => {
      const authors = authorsOf.get(blog);
      const translations = files.translatedPosts.get(locale.code);
      const posts = buildPosts({ ...common, blog, posts: files.posts, translations, authors, history: params.history, diagnostics });
      for (const post of posts) {
        post.compiled = withPartialHeadings(post.compiled, params.compiled);
        const lastUpdate = lastUpdateOf(post.entry, blog, params.history);
        if (lastUpdate) post.lastUpdate = lastUpdate;
      }
      return { blog, posts, authors, messages: blogMessages(config, locale, blog, diagnostics) };
    });
    const posts = blogPosts.flatMap((b) => b.posts);
    const sidebars = latest?.sidebars ?? new Map<string, SidebarItem[]>();
    const sidebar = sidebars.values().next().value ?? [];
    const site = buildSiteData({ config, locale, translations, sidebar, blogs: blogPosts, versions });
    const pages = sitePageRoutes({ config, locale, tree, entries: params.entries, compiled: params.compiled });
    const routes = [...buildRoutes({ config, locale, site, versions, blogs: blogPosts, notFound: tree.notFoundPage?.sitePath }), ...pages];
    return { locale, site, docs, versions, posts, sidebar, sidebars, routes };
  });
  linkAlternates(locales.flatMap((l) => l.routes));
  diagnostics.push(...sharedRoutes(locales[0]?.routes ?? [], params.entries));
  diagnostics.push(...translationsWithoutSource(tree));
  diagnostics.push(
    ...uiLocaleWarnings(
      config.locales.map((l) => l.code),
      config.configFile,
    ),
  );
  diagnostics.push(
    ...unusedFrontMatter(tree, params.entries, {
      docs: config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor,
      posts: config.blog.showLastUpdateTime || config.blog.showLastUpdateAuthor,
    }),
  );
  return { locales, diagnostics };
}

/** A docs version's files: the default instance's current version's are the tree's own. */
export function versionTree(tree: ContentTree, version: DocsVersion): VersionDocsTree {
  if (isDefaultCurrent(version))
    return {
      docs: tree.docs,
      categories: tree.categories,
      translatedDocs: tree.translatedDocs,
      ...(tree.docsTagsFile && { tagsFile: tree.docsTagsFile }),
      ...(tree.docsTranslatedTagsFiles && { translatedTagsFiles: tree.docsTranslatedTagsFiles }),
    };
  return tree.versionedDocs.get(versionKey(version)) ?? { docs: new Map(), categories: new Map(), translatedDocs: new Map() };
}

/** A version's tags file read (getTagsFile): a file the docs option `tags` names must exist. */
function versionTagsFile(config: ResolvedConfig, version: DocsVersion, file: SourceFile | undefined, diagnostics: Diagnostic[]) {
  const { tags: option, onInlineTags: policy } = instanceOf(config, version.pluginId);
  const name = typeof option === 'string' ? option : 'tags.yml';
  if (typeof option === 'string' && !file) {
    diagnostics.push(
      error('tags-file-missing', `no tags file '${option}' in ${path.relative(config.siteDir, version.dir) || '.'}`, {
        file: config.configFile,
        hint: `create ${path.join(path.relative(config.siteDir, version.dir), option)}, or leave the docs option \`tags\` unset to read tags.yml only when there is one`,
      }),
    );
  }
  return { tags: parseTagsFile(file, diagnostics), name, policy };
}

/**
 * The sidebars of one docs version in one locale: those of its sidebars file, else, for the current
 * version, one made from the docs folders (Docusaurus' default sidebars: one autogenerated sidebar of
 * the whole docs folder); a version without a sidebars file has none. One category slugger serves
 * them all, as one serves a docs version in Docusaurus.
 */
function docsSidebars(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  version: DocsVersion;
  docs: DocRecord[];
  draftIds: Set<string>;
  categories: Map<string, CategoryMeta>;
  labels: Record<string, string>;
}): SidebarsFromFile {
  const { config, locale, version, docs, categories, labels } = params;
  const slugger = new GithubSlugger();
  const localBase = joinUrl(config.baseUrl, locale.urlPrefix);
  const docsBase = joinUrl(localBase, version.routeBasePath);
  const slug = (label: string) => slugger.slug(label);
  if (version.sidebars && version.sidebarPath) {
    return sidebarsFromFile({
      file: version.sidebarPath,
      sidebars: version.sidebars,
      docs,
      draftIds: params.draftIds,
      categories,
      labels,
      config,
      docsBase,
      localBase,
      slug,
    });
  }
  if (version.name !== CURRENT_VERSION) return { sidebars: new Map(), sidebarOfDoc: new Map(), diagnostics: [] };
  const sidebar = buildSidebar(docs, categories, labels, config, { sidebarId: SIDEBAR_ID, docsBase, slug });
  return { sidebars: new Map([[SIDEBAR_ID, sidebar]]), sidebarOfDoc: new Map(docIdsIn(sidebar).map((id) => [id, SIDEBAR_ID])), diagnostics: [] };
}

/** A translated doc or post whose default-locale file does not exist is not published: say so at the file, as Docusaurus does. */
function translationsWithoutSource(tree: ContentTree): Diagnostic[] {
  const orphans = (translated: Map<string, Map<string, SourceFile>>, sources: Map<string, SourceFile>, kind: string) =>
    [...translated].flatMap(([locale, files]) =>
      [...files]
        .filter(([rel]) => !sources.has(rel))
        .map(([rel, file]) =>
          warning('translation-without-source', `this ${locale} translation has no ${kind} to translate (no ${rel} in the default locale): it is not published`, {
            file: file.absPath,
            hint: `give it the same path as the ${kind} it translates, or delete it`,
          }),
        ),
    );
  return [
    ...orphans(tree.translatedDocs, tree.docs, 'doc'),
    ...[...tree.versionedDocs.values()].flatMap((v) => orphans(v.translatedDocs, v.docs, 'doc')),
    ...orphans(tree.translatedPosts, tree.posts, 'post'),
    ...[...tree.blogPlugins.values()].flatMap((b) => orphans(b.translatedPosts, b.posts, 'post')),
    ...orphans(tree.translatedPages, tree.pages, 'page'),
  ];
}

/**
 * Two pages at one URL: a doc whose slug is another's, or a page written over a
 * list, tag or home page. Only one could be written, so each one after the
 * first is an error at its file (its `slug:` line when it has one). The default
 * locale is checked: the others have the same routes.
 */
function sharedRoutes(routes: Route[], entries: Map<string, Entry>): Diagnostic[] {
  const first = new Map<string, Route>();
  const problems: Diagnostic[] = [];
  for (const route of routes) {
    const earlier = first.get(route.outFile);
    if (!earlier) {
      first.set(route.outFile, route);
      continue;
    }
    const [kept, extra] = route.sitePath ? [earlier, route] : [route, earlier];
    const entry = extra.sitePath ? entries.get(extra.sitePath) : undefined;
    const other = kept.sitePath ?? `the ${kept.kind} page`;
    problems.push(
      error('duplicate-route', `${decodeURI(extra.url)} is the route of ${other} already: this page would replace it`, {
        ...(entry && { file: entry.source.absPath }),
        ...(entry?.frontMatter.slug !== undefined && entryFieldPosition(entry!, 'slug')),
        hint: 'give one of the two pages another slug (or file name), so that each has a URL of its own',
      }),
    );
  }
  return problems;
}

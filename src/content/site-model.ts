import type { ResolvedConfig } from '../config/resolve-config.js';
import type { Compiled, Diagnostic, Entry, LocaleInfo, Route, SidebarItem, SiteData } from '../model.js';
import { buildPosts, parseAuthors, type PostRecord } from './blog.js';
import { buildDocs, type DocRecord } from './docs.js';
import { buildRoutes, linkAlternates } from './routes.js';
import type { ContentTree } from './scan.js';
import { buildSidebar, parseCategories } from './sidebar.js';
import { buildSiteData } from './site-data.js';
import { loadTranslations } from './translations.js';

/** Everything one locale of the site consists of. */
export interface LocaleModel {
  locale: LocaleInfo;
  site: SiteData;
  docs: DocRecord[];
  posts: PostRecord[];
  sidebar: SidebarItem[];
  routes: Route[];
}

/**
 * From parsed and compiled files to the pages of every locale: docs, sidebar,
 * posts, chrome and routes, with alternates linking the locales.
 */
export function buildSiteModel(params: {
  config: ResolvedConfig;
  tree: ContentTree;
  entries: Map<string, Entry>;
  compiled: Map<string, Compiled>;
}): { locales: LocaleModel[]; diagnostics: Diagnostic[] } {
  const { config, tree } = params;
  const diagnostics: Diagnostic[] = [];
  const { categories, diagnostics: categoryProblems } = parseCategories(tree.categories);
  diagnostics.push(...categoryProblems);
  const authors = parseAuthors(tree.authors, diagnostics);
  const locales = config.locales.map((locale): LocaleModel => {
    const translations = loadTranslations(config, locale, diagnostics);
    const common = { config, locale, entries: params.entries, compiled: params.compiled };
    const docs = buildDocs({ ...common, docs: tree.docs, translations: tree.translatedDocs.get(locale.code) });
    const posts = buildPosts({ ...common, posts: tree.posts, translations: tree.translatedPosts.get(locale.code), authors, diagnostics });
    const sidebar = buildSidebar(docs, categories, translations.docs, config);
    const site = buildSiteData({ config, locale, translations, sidebar, posts });
    return { locale, site, docs, posts, sidebar, routes: buildRoutes({ config, locale, site, docs, posts, sidebar }) };
  });
  linkAlternates(locales.flatMap((l) => l.routes));
  return { locales, diagnostics };
}

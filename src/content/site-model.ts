import type { Compiled, ContentTree, Diagnostic, Entry, LocaleModel, ResolvedConfig, Route, SourceFile } from '../model.js';
import { error, warning } from '../diagnostics/build-error.js';
import { buildPosts, parseAuthors } from './blog.js';
import { buildDocs } from './docs.js';
import { paginationProblems } from './doc-page-fields.js';
import { entryFieldPosition } from './front-matter.js';
import { buildRoutes, linkAlternates } from './routes.js';
import { buildSidebar, parseCategories } from './sidebar.js';
import { sitePageRoutes, withSiteHome } from './site-pages.js';
import { buildSiteData } from './site-data.js';
import { loadTranslations } from './translations.js';

/**
 * From parsed and compiled files to the pages of every locale: docs, sidebar,
 * posts, chrome and routes, with alternates linking the locales.
 */
export function buildSiteModel(params: { config: ResolvedConfig; tree: ContentTree; entries: Map<string, Entry>; compiled: Map<string, Compiled> }): {
  locales: LocaleModel[];
  diagnostics: Diagnostic[];
} {
  const { config, tree } = params;
  const diagnostics: Diagnostic[] = [];
  const { categories, diagnostics: categoryProblems } = parseCategories(tree.categories);
  diagnostics.push(...categoryProblems);
  const authors = parseAuthors(tree.authors, diagnostics);
  const locales = config.locales.map((locale): LocaleModel => {
    const translations = loadTranslations(config, locale, diagnostics);
    const common = { config, locale, entries: params.entries, compiled: params.compiled };
    const docs = buildDocs({ ...common, docs: tree.docs, translations: tree.translatedDocs.get(locale.code) });
    if (locale.isDefault) diagnostics.push(...paginationProblems(docs));
    const posts = buildPosts({ ...common, posts: tree.posts, translations: tree.translatedPosts.get(locale.code), authors, diagnostics });
    const sidebar = buildSidebar(docs, categories, translations.docs, config);
    const site = buildSiteData({ config, locale, translations, sidebar, posts });
    const pages = sitePageRoutes({ config, locale, tree, entries: params.entries, compiled: params.compiled });
    return { locale, site, docs, posts, sidebar, routes: withSiteHome(buildRoutes({ config, locale, site, docs, posts, sidebar }), pages) };
  });
  linkAlternates(locales.flatMap((l) => l.routes));
  diagnostics.push(...sharedRoutes(locales[0]?.routes ?? [], params.entries));
  diagnostics.push(...translationsWithoutSource(tree));
  return { locales, diagnostics };
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
  return [...orphans(tree.translatedDocs, tree.docs, 'doc'), ...orphans(tree.translatedPosts, tree.posts, 'post'), ...orphans(tree.translatedPages, tree.pages, 'page')];
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

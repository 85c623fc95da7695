import type { ContentSlot, LocaleInfo, PageData, ResolvedConfig, Route, SiteData, VersionModel } from '../model.js';
import type { BlogPosts } from './blog-instances.js';
import { dateFormatter } from './blog.js';
import { docRoutes } from './doc-routes.js';
import { blogRoutes } from './blog-routes.js';
import type { PageBaseFields } from './route-kit.js';
import { hrefOf, joinUrl, outFileOf, searchPageUrl } from './urls.js';

/**
 * Every page of one locale: docs, blog posts and lists, tags, archive,
 * the search page when the site's search has one, and 404 (the home page is the site's src/pages/index), each with the data its template renders. Content HTML and
 * alternates are filled in later (render, and once all locales are known).
 */
export function buildRoutes(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  site: SiteData;
  versions: VersionModel[];
  /** Each blog's posts in this locale (none when the config switches the blog off: Docusaurus' `blog: false`). */
  blogs: BlogPosts[];
  /** The site path of the site's swizzled NotFound, which the 404 page renders. */
  notFound?: string | undefined;
}): Route[] {
  const { config, locale, site } = params;
  const s = site.strings;
  const formatDate = dateFormatter(locale);
  const local = (...parts: string[]) => hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, ...parts));
  /** A page of another locale than the default showing the default locale's file: its original's URL comes with the alternates. */
  const untranslated = (showsOriginal: boolean) => (showsOriginal && !locale.isDefault ? { original: { locale: config.defaultLocale.code, url: '' } } : {});
  const base = (url: string, title: string, extra: Partial<PageBaseFields> = {}): PageBaseFields => ({
    url,
    locale: locale.code,
    title,
    noindex: false,
    alternates: [],
    hasMath: false,
    ...extra,
  });
  const route = (key: string, page: PageData, contents: ContentSlot[] = [], sitePath?: string): Route => ({
    key,
    url: page.url,
    outFile:
      page.kind === 'notFound' ? outFileOf(locale.urlPrefix).replace(/index\.html$/, '404.html') : outFileOf(page.url.slice(config.baseUrl.length - 1), config.trailingSlash),
    locale: locale.code,
    kind: page.kind,
    ...(sitePath && { sitePath }),
    page,
    contents,
  });
  const routes: Route[] = [];

  routes.push(...docRoutes({ config, site, versions: params.versions, route, base, untranslated, home: local('/') }));

  for (const blog of params.blogs) routes.push(...blogRoutes({ config, locale, strings: s, blog }, { base, route, untranslated, local, formatDate }));

  // The search plugin's results page, where it has one (ResolvedConfig.search).
  const searchPage = searchPageUrl(config, locale.urlPrefix);
  if (searchPage) routes.push(route('search', { ...base(searchPage, s['theme.SearchPage.emptyResultsTitle']!, { noindex: true }), kind: 'search' }));
  const notFound = params.notFound;
  routes.push(
    route(
      '404',
      { ...base(local('404.html'), s['theme.NotFound.title']!, { noindex: true }), kind: 'notFound' },
      notFound ? [{ sitePath: notFound, mode: 'full', target: 'body' }] : [],
      notFound,
    ),
  );
  return routes;
}

/**
 * Links each route to the same page in the other locales (language switcher,
 * hreflang), marking those that show the original text untranslated, and gives
 * such a page its original's URL.
 */
export function linkAlternates(routes: Route[]): void {
  const byKey = new Map<string, Route[]>();
  for (const r of routes) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  for (const r of routes) {
    const same = byKey.get(r.key)!;
    r.page.alternates = same.map((o) => ({ locale: o.locale, url: o.url, ...(o.page.original && { untranslated: true }) }));
    const original = r.page.original && same.find((o) => o.locale === r.page.original!.locale);
    if (original) r.page.original = { locale: original.locale, url: original.url };
    else delete r.page.original;
  }
}

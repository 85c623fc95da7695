import type { LocalizedString } from '../config/define-config.js';
import { localize } from '../config/resolve-config.js';
import type { ContentSlot, HomeData, LocaleInfo, PageData, PostRecord, ResolvedConfig, Route, SiteData, VersionModel } from '../model.js';
import { dateFormatter } from './blog.js';
import { docRoutes } from './doc-routes.js';
import { blogRoutes } from './blog-routes.js';
import type { PageBaseFields } from './route-kit.js';
import { hrefOf, joinUrl, outFileOf } from './urls.js';

/**
 * Every page of one locale: docs, blog posts and lists, tags, archive, home,
 * search and 404, each with the data its template renders. Content HTML and
 * alternates are filled in later (render, and once all locales are known).
 */
export function buildRoutes(params: { config: ResolvedConfig; locale: LocaleInfo; site: SiteData; versions: VersionModel[]; posts: PostRecord[] }): Route[] {
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

  // Blog: none when the config switches it off (Docusaurus' `blog: false`).
  const listed = params.posts.filter((p) => !p.unlisted);
  if (config.blog.enabled) routes.push(...blogRoutes({ config, locale, strings: s, posts: params.posts, listed }, { base, route, untranslated, local, formatDate }));

  // Pages every site has
  // The home page's title is its tagline: `Tagline | Site`, as every page is `Page | Site`.
  // Docs-only mode: a doc at the site root (docs' routeBasePath '/', slug '/') is the home page
  // (Docusaurus' website/docs/guides/docs/docs-introduction.mdx, "Docs-only mode"): no other home is made.
  if (!routes.some((r) => r.url === local('/')))
    routes.push(route('home', { ...base(local('/'), site.tagline, { description: site.tagline }), kind: 'home', ...homeData(params, local, formatDate, listed) }));
  routes.push(route('search', { ...base(local('search'), s['theme.SearchPage.emptyResultsTitle']!, { noindex: true }), kind: 'search' }));
  routes.push(route('404', { ...base(local('404.html'), s['theme.NotFound.title']!, { noindex: true }), kind: 'notFound' }));
  return routes;
}

/** The home page's actions, cards, quick start, release and newest posts, in the route's locale. */
function homeData(params: Parameters<typeof buildRoutes>[0], local: (...parts: string[]) => string, formatDate: (date: string) => string, listed: PostRecord[]): HomeData {
  const { config, locale, site } = params;
  const home = config.home;
  const text = (value: LocalizedString) => localize(value, locale.code, config.defaultLocale.code);
  const link = (label: LocalizedString, to?: string, href?: string) =>
    href !== undefined ? { label: text(label), url: href, external: true } : { label: text(label), url: local(to ?? '/'), external: false };
  const primary = home.primaryAction
    ? link(home.primaryAction.label, home.primaryAction.to)
    : site.docsHomeUrl
      ? { label: site.strings['tongsite.home.docs']!, url: site.docsHomeUrl, external: false }
      : undefined;
  return {
    actions: [
      ...(primary ? [primary] : []),
      ...(home.secondaryAction ? [link(home.secondaryAction.label, home.secondaryAction.to)] : []),
      ...(home.actions ?? []).map((a) => link(a.label, a.to, a.href)),
    ],
    features: (home.features ?? []).map((f) => ({ title: text(f.title), description: text(f.description), ...(f.to !== undefined && { url: local(f.to) }) })),
    ...(home.quickStart && {
      quickStart: { title: text(home.quickStart.title), ...(home.quickStart.description && { description: text(home.quickStart.description) }), code: text(home.quickStart.code) },
    }),
    ...(home.release && {
      release: {
        label: text(home.release.label),
        url: local(home.release.to),
        ...(home.release.date && { date: home.release.date, formattedDate: formatDate(home.release.date) }),
        ...(home.release.description && { description: text(home.release.description) }),
      },
    }),
    latestPosts: listed.slice(0, home.latestPosts ?? 3).map((p) => ({ url: p.url, title: p.title, formattedDate: formatDate(p.date) })),
  };
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

import type { LocalizedString } from '../config/define-config.js';
import { localize } from '../config/resolve-config.js';
import type { ContentSlot, DocRecord, HomeData, LocaleInfo, PageData, Paginator, PostRecord, PostSummary, ResolvedConfig, Route, SidebarItem, SiteData, TagRef } from '../model.js';
import { translate } from '../shared/translate.js';
import { dateFormatter } from './blog.js';
import { editUrlOf, headFields, paginationLink, shownTitle, tocOf } from './doc-page-fields.js';
import { docCardsOfItems } from './doc-cards.js';
import { docNavigation, generatedIndexes } from './doc-navigation.js';
import { hrefOf, joinUrl, outFileOf } from './urls.js';

/** A post's text for search engines when its front matter gives no description: its first paragraph, cut at 160 characters. */
const firstParagraph = (post: PostRecord) => {
  const text = post.compiled.sections.find((s) => s.text)?.text.trim() ?? '';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text || undefined;
};

const withDescription = (description: string | undefined) => (description ? { description } : {});

type Base = {
  url: string;
  locale: string;
  title: string;
  noindex: boolean;
  alternates: [];
  hasMath: boolean;
  description?: string;
  keywords?: string[];
  image?: string;
  original?: { locale: string; url: string };
};

/**
 * Every page of one locale: docs, blog posts and lists, tags, archive, home,
 * search and 404, each with the data its template renders. Content HTML and
 * alternates are filled in later (render, and once all locales are known).
 */
export function buildRoutes(params: {
  config: ResolvedConfig;
  locale: LocaleInfo;
  site: SiteData;
  docs: DocRecord[];
  posts: PostRecord[];
  sidebars: Map<string, SidebarItem[]>;
  sidebarOfDoc: Map<string, string>;
}): Route[] {
  const { config, locale, site } = params;
  const s = site.strings;
  const lang = locale.htmlLang;
  const formatDate = dateFormatter(locale);
  const local = (...parts: string[]) => hrefOf(joinUrl(config.baseUrl, locale.urlPrefix, ...parts));
  /** A page of another locale than the default showing the default locale's file: its original's URL comes with the alternates. */
  const untranslated = (showsOriginal: boolean) => (showsOriginal && !locale.isDefault ? { original: { locale: config.defaultLocale.code, url: '' } } : {});
  const base = (url: string, title: string, extra: Partial<Base> = {}): Base => ({ url, locale: locale.code, title, noindex: false, alternates: [], hasMath: false, ...extra });
  const route = (key: string, page: PageData, contents: ContentSlot[] = [], sitePath?: string): Route => ({
    key,
    url: page.url,
    outFile: page.kind === 'notFound' ? outFileOf(locale.urlPrefix).replace(/index\.html$/, '404.html') : outFileOf(page.url.slice(config.baseUrl.length - 1)),
    locale: locale.code,
    kind: page.kind,
    ...(sitePath && { sitePath }),
    page,
    contents,
  });
  const routes: Route[] = [];

  // Docs
  const navigationOf = docNavigation(params.sidebars, params.sidebarOfDoc);
  const firstSidebar = params.sidebars.keys().next().value;
  const byId = new Map(params.docs.map((d) => [d.id, d]));
  for (const doc of params.docs) {
    const nav = navigationOf(doc);
    const previous = paginationLink(doc, 'pagination_prev', nav.previous, byId);
    const next = paginationLink(doc, 'pagination_next', nav.next, byId);
    const editUrl = editUrlOf(doc.entry, config.docs.editUrl, doc.defaultSitePath);
    const heading = shownTitle(doc.entry, doc.compiled, doc.title);
    const banner = config.docs.versionBanner;
    routes.push(
      route(
        `doc:${doc.id}`,
        {
          ...base(doc.url, doc.title, {
            noindex: doc.unlisted,
            hasMath: doc.compiled.hasMath,
            ...(doc.description && { description: doc.description }),
            ...headFields(doc.entry, config),
            ...untranslated(!doc.translated),
          }),
          kind: 'doc',
          docId: doc.id,
          ...(heading !== undefined && { heading }),
          contentHtml: '',
          toc: tocOf(doc.entry, doc.compiled.headings),
          breadcrumbs: [{ label: s['theme.docs.breadcrumbs.home']!, url: local('/') }, ...(nav.trail ?? [{ label: doc.sidebarLabel }])],
          // The site's data carries the first sidebar; a page of another carries its own, and with a
          // sidebars file, one in no sidebar has none (without one, every doc shows the folder sidebar).
          ...(((nav.sidebarId !== undefined && nav.sidebarId !== firstSidebar) || (nav.sidebarId === undefined && config.docs.sidebars)) && { sidebar: nav.items }),
          ...(previous && { previous }),
          ...(next && { next }),
          ...(editUrl && { editUrl }),
          versionLabel: config.docs.versionLabel,
          ...(banner !== 'none' && { versionBanner: banner }),
          unlisted: doc.unlisted,
          tags: [],
        },
        [{ sitePath: doc.entry.source.sitePath, mode: 'full', target: 'body' }],
        doc.entry.source.sitePath,
      ),
    );
  }

  // Generated-index pages of categories: title, description and a card per item (DocCategoryGeneratedIndexPage).
  const descriptions = new Map(params.docs.map((d) => [d.id, d.description]));
  for (const { sidebarId, category, trail } of generatedIndexes(params.sidebars)) {
    const index = category.generatedIndex!;
    const url = category.url!;
    routes.push(
      route(`generated:${url.slice(local('/').length)}`, {
        ...base(url, index.title, { ...withDescription(index.description), ...(index.keywords && { keywords: index.keywords }) }),
        kind: 'doc',
        docId: '',
        heading: index.title,
        contentHtml: '',
        toc: [],
        breadcrumbs: [{ label: s['theme.docs.breadcrumbs.home']!, url: local('/') }, ...trail],
        versionLabel: config.docs.versionLabel,
        unlisted: false,
        tags: [],
        cards: docCardsOfItems(category.items, descriptions),
        ...(sidebarId !== firstSidebar && { sidebar: params.sidebars.get(sidebarId)! }),
      }),
    );
  }

  // Blog
  const listed = params.posts.filter((p) => !p.unlisted);
  const summary = (post: PostRecord): PostSummary => ({
    url: post.url,
    title: post.title,
    date: post.date,
    formattedDate: formatDate(post.date),
    ...(config.blog.showReadingTime && { readingMinutes: post.readingMinutes }),
    authors: post.authors,
    tags: post.tags,
    ...(post.description !== undefined && { description: post.description }),
    truncated: post.truncated,
  });
  const listedAt = new Map(listed.map((post, i) => [post, i]));
  params.posts.forEach((post) => {
    const i = listedAt.get(post) ?? -1;
    const newer = i > 0 ? listed[i - 1] : undefined;
    const older = i >= 0 ? listed[i + 1] : undefined;
    const editUrl = editUrlOf(post.entry, config.blog.editUrl, post.defaultSitePath);
    routes.push(
      route(
        `post:${post.key}`,
        {
          ...base(post.url, post.title, {
            noindex: post.unlisted,
            hasMath: post.compiled.hasMath,
            ...withDescription(post.description ?? firstParagraph(post)),
            ...headFields(post.entry, config),
            ...untranslated(post.entry.source.sitePath === post.defaultSitePath),
          }),
          kind: 'blogPost',
          post: summary(post),
          contentHtml: '',
          toc: tocOf(post.entry, post.compiled.headings),
          ...(newer && { newer: { label: newer.title, url: newer.url } }),
          ...(older && { older: { label: older.title, url: older.url } }),
          ...(editUrl && { editUrl }),
          unlisted: post.unlisted,
        },
        [{ sitePath: post.entry.source.sitePath, mode: 'full', target: 'body' }],
        post.entry.source.sitePath,
      ),
    );
  });
  const blogTitle = s['tongsite.blog.title']!;
  const paginate = (posts: PostRecord[], firstUrl: string, keyBase: string, make: (page: { posts: PostSummary[]; url: string; paginator: Paginator }) => PageData) => {
    const size = config.blog.postsPerPage;
    const totalPages = Math.max(1, Math.ceil(posts.length / size));
    const urlOf = (n: number) => (n === 1 ? firstUrl : hrefOf(joinUrl(firstUrl, 'page', String(n))));
    for (let n = 1; n <= totalPages; n++) {
      const slice = posts.slice((n - 1) * size, n * size);
      const page = make({
        posts: slice.map(summary),
        url: urlOf(n),
        paginator: { page: n, totalPages, ...(n > 1 && { newer: urlOf(n - 1) }), ...(n < totalPages && { older: urlOf(n + 1) }) },
      });
      const contents = slice.map((p, index): ContentSlot => ({ sitePath: p.entry.source.sitePath, mode: 'excerpt', target: { post: index } }));
      routes.push(route(`${keyBase}:${n}`, { ...page, hasMath: slice.some((p) => p.compiled.hasMath) }, contents));
    }
  };
  const blogUrl = local(config.blog.routeBasePath);
  paginate(listed, blogUrl, 'blogList', ({ posts, url, paginator }) => ({
    ...base(url, blogTitle),
    kind: 'blogList',
    heading: blogTitle,
    posts,
    paginator,
  }));
  const tags = new Map<string, { tag: TagRef; posts: PostRecord[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const group = tags.get(tag.url) ?? { tag, posts: [] };
      group.posts.push(post);
      tags.set(tag.url, group);
    }
  }
  const tagRefs = [...tags.values()].map(({ tag, posts }) => ({ ...tag, count: posts.length })).sort((a, b) => a.label.localeCompare(b.label, lang));
  const tagsUrl = local(config.blog.routeBasePath, 'tags');
  routes.push(route('blogTags', { ...base(tagsUrl, s['theme.tags.tagsPageTitle']!), kind: 'blogTags', tags: tagRefs }));
  for (const { tag, posts } of tags.values()) {
    const nPosts = translate(s['theme.blog.post.plurals']!, { count: posts.length }, lang);
    const title = translate(s['theme.blog.tagTitle']!, { nPosts, tagName: tag.label }, lang);
    paginate(posts, tag.url, `blogTag:${tag.url.slice(tagsUrl.length)}`, ({ posts: summaries, url, paginator }) => ({
      ...base(url, title),
      kind: 'blogTag',
      tag: { ...tag, count: posts.length },
      allTagsUrl: tagsUrl,
      posts: summaries,
      paginator,
    }));
  }
  const years = new Map<string, { url: string; title: string; date: string; formattedDate: string }[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    const entry = { url: post.url, title: post.title, date: post.date, formattedDate: formatDate(post.date) };
    const inYear = years.get(year);
    if (inYear) inYear.push(entry);
    else years.set(year, [entry]);
  }
  routes.push(
    route('blogArchive', {
      ...base(local(config.blog.routeBasePath, 'archive'), s['theme.blog.archive.title']!),
      kind: 'blogArchive',
      years: [...years].map(([year, posts]) => ({ year, posts })),
    }),
  );

  // Pages every site has
  // The home page's title is its tagline: `Tagline | Site`, as every page is `Page | Site`.
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

// The blog's pages of one locale: each post, the paginated lists, the tags and
// the archive, by Docusaurus' rules (packages/docusaurus-plugin-content-blog/src/routes.ts,
// buildAllRoutes, and blogUtils.ts, paginateBlogPosts).
import { localize } from '../config/resolve-config.js';
import type { Author, AuthorItem, BlogInstance, ContentSlot, LocaleInfo, PageData, Paginator, PostRecord, PostSummary, ResolvedConfig, Route, TagRef } from '../model.js';
import { type BlogPosts, blogSidebarOf } from './blog-instances.js';
import { translate } from '../shared/translate.js';
import { headFields, postEditUrl, tocOf } from './doc-page-fields.js';
import { lastUpdateFields } from './last-update.js';
import type { RouteKit } from './route-kit.js';
import { hrefOf, joinUrl } from './urls.js';
import { markdownExcerpt } from './excerpt.js';

const withDescription = (description: string | undefined) => (description ? { description } : {});

/**
 * The pages of one blog instance in one locale. Another instance than the default one has its own
 * route keys, and its pages carry its sidebar (SiteData's is the default blog's).
 */
export function blogRoutes(params: { config: ResolvedConfig; locale: LocaleInfo; strings: Record<string, string>; blog: BlogPosts }, given: RouteKit): Route[] {
  const { config, locale, strings: s } = params;
  const { blog, posts: allPosts, authors: blogAuthors, messages } = params.blog;
  const listed = allPosts.filter((p) => !p.unlisted);
  const own = blog !== config.blog;
  const sidebar = own ? blogSidebarOf(config, locale, params.blog) : undefined;
  const kit: RouteKit = {
    ...given,
    route: (key, page, contents, sitePath) => ({
      ...given.route(own ? `blog(${blog.id}):${key}` : key, sidebar ? { ...page, blogSidebar: sidebar.items, blogSidebarTitle: sidebar.title } : page, contents, sitePath),
      blogId: blog.id,
    }),
  };
  const { base, route, local, formatDate } = kit;
  const lang = locale.htmlLang;
  const routes: Route[] = [];
  // An author with a page is linked to it (theme-classic's Blog/Components/Author: `page?.permalink || url`).
  const authorsUrl = local(blog.routeBasePath, 'authors');
  const withPage = (author: Author): Author => (blog.authorPages && author.pageSlug !== undefined ? { ...author, pageUrl: hrefOf(joinUrl(authorsUrl, author.pageSlug)) } : author);
  const summary = (post: PostRecord): PostSummary => ({
    url: post.url,
    title: post.title,
    date: post.date,
    formattedDate: formatDate(post.date),
    ...(blog.showReadingTime && { readingMinutes: post.readingMinutes }),
    authors: post.authors.map(withPage),
    tags: post.tags,
    ...(post.description !== undefined && { description: post.description }),
    truncated: post.truncated,
    frontMatter: post.entry.frontMatter,
  });
  const listedAt = new Map(listed.map((post, i) => [post, i]));
  for (const post of allPosts) {
    const i = listedAt.get(post) ?? -1;
    const newer = i > 0 ? listed[i - 1] : undefined;
    const older = i >= 0 ? listed[i + 1] : undefined;
    const editUrl = postEditUrl(config, blog, post, locale.code);
    routes.push(
      route(
        `post:${post.key}`,
        {
          ...base(post.url, post.title, {
            noindex: post.unlisted,
            hasMath: post.compiled.hasMath,
            ...withDescription(post.description ?? markdownExcerpt(post.entry.body)),
            ...headFields(post.entry, config),
            ...kit.untranslated(post.entry.source.sitePath === post.defaultSitePath),
          }),
          kind: 'blogPost',
          post: summary(post),
          contentHtml: '',
          toc: tocOf(post.entry, post.compiled.headings, config.tableOfContents),
          ...(newer && { newer: { label: newer.title, url: newer.url } }),
          ...(older && { older: { label: older.title, url: older.url } }),
          ...(post.lastUpdate && { lastUpdate: lastUpdateFields(post.lastUpdate, lang) }),
          ...(editUrl && { editUrl }),
          unlisted: post.unlisted,
        },
        [{ sitePath: post.entry.source.sitePath, mode: 'full', target: 'body' }],
        post.entry.source.sitePath,
      ),
    );
  }
  const text = (value: BlogInstance['title']) => (value === undefined ? undefined : localize(value, locale.code, config.defaultLocale.code));
  // The list pages' title and description, translated by the blog's options.json (translations.ts, translateListPage).
  const blogTitle = messages.title || text(blog.title) || s['tongsite.blog.title']!;
  const blogDescription = messages.description || text(blog.description);
  // paginateBlogPosts: `postsPerPage: 'ALL'` is one page of every post; a list with no post is still one page.
  // An author's pages are numbered below `authors/` (routes.ts passes authorsBasePath as their pageBasePath).
  const paginate = (
    posts: PostRecord[],
    firstUrl: string,
    keyBase: string,
    make: (page: { posts: PostSummary[]; url: string; paginator: Paginator }) => PageData,
    pageBasePath = 'page',
  ) => {
    const size = blog.postsPerPage === 'ALL' ? Math.max(1, posts.length) : blog.postsPerPage;
    const totalPages = Math.max(1, Math.ceil(posts.length / size));
    const urlOf = (n: number) => (n === 1 ? firstUrl : hrefOf(joinUrl(firstUrl, pageBasePath, String(n))));
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
  // A blog of no post at all (the preset's default blog of a site with no blog/ folder) has no list page: the
  // plugin's loadContent returns an empty blogListPaginated then (plugin-content-blog/src/index.ts).
  if (allPosts.length) {
    paginate(listed, local(blog.routeBasePath), 'blogList', ({ posts, url, paginator }) => ({
      ...base(url, blogTitle, withDescription(blogDescription)),
      kind: 'blogList',
      heading: blogTitle,
      posts,
      paginator,
    }));
  }
  const tags = new Map<string, { tag: TagRef; posts: PostRecord[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const group = tags.get(tag.url) ?? { tag, posts: [] };
      group.posts.push(post);
      tags.set(tag.url, group);
    }
  }
  // createTagsRoutes: no tag, no tags page.
  if (tags.size) {
    const tagRefs = [...tags.values()].map(({ tag, posts }) => ({ ...tag, count: posts.length })).sort((a, b) => a.label.localeCompare(b.label, lang));
    const tagsUrl = local(blog.routeBasePath, 'tags');
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
  }
  // createArchiveRoute: only when some post is listed.
  if (listed.length) routes.push(archiveRoute(blog, s, listed, kit));
  // createAuthorsRoutes (Docusaurus 3.5+): a list when the authors file has an author, a page for each author with `page`.
  if (blog.authorPages && blogAuthors?.size) {
    const postsOf = (key: string) => listed.filter((post) => post.authors.some((a) => a.key === key));
    const itemOf = (author: Author): AuthorItem => ({
      name: author.name,
      ...(author.title && { title: author.title }),
      ...(author.imageUrl && { imageUrl: author.imageUrl }),
      ...(author.pageSlug !== undefined && { pageUrl: hrefOf(joinUrl(authorsUrl, author.pageSlug)) }),
      count: postsOf(author.key).length,
    });
    const authors = [...blogAuthors.values()];
    routes.push(route('blogAuthors', { ...base(authorsUrl, s['theme.blog.authorsList.pageTitle']!), kind: 'blogAuthors', authors: authors.map(itemOf) }));
    for (const author of authors) {
      const item = itemOf(author);
      if (!item.pageUrl) continue;
      const nPosts = translate(s['theme.blog.post.plurals']!, { count: item.count }, lang);
      const title = translate(s['theme.blog.author.pageTitle']!, { authorName: author.name, nPosts }, lang);
      const make = ({ posts, url, paginator }: { posts: PostSummary[]; url: string; paginator: Paginator }): PageData => ({
        ...base(url, title),
        kind: 'blogList',
        heading: title,
        posts,
        paginator,
        author: { ...item, allAuthorsUrl: authorsUrl },
      });
      paginate(postsOf(author.key), item.pageUrl, `blogAuthor:${author.key}`, make, 'authors');
    }
  }
  return routes;
}

function archiveRoute(blog: BlogInstance, s: Record<string, string>, listed: PostRecord[], kit: RouteKit): Route {
  const years = new Map<string, { url: string; title: string; date: string; formattedDate: string }[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    const entry = { url: post.url, title: post.title, date: post.date, formattedDate: kit.formatDate(post.date) };
    const inYear = years.get(year);
    if (inYear) inYear.push(entry);
    else years.set(year, [entry]);
  }
  return kit.route('blogArchive', {
    ...kit.base(kit.local(blog.routeBasePath, 'archive'), s['theme.blog.archive.title']!),
    kind: 'blogArchive',
    years: [...years].map(([year, posts]) => ({ year, posts })),
  });
}

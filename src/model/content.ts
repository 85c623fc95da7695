// The data every stage of the pipeline passes on:
// SourceFile → Entry → Compiled → (DocRecord | PostRecord) → Route → rendered HTML.
// Everything a template receives (SiteData, PageData) is plain JSON so that the
// browser can receive the same data to hydrate and to navigate.

import type { BlogSidebarLink, Crumb, DocCard, PageLink, SidebarItem } from './site-data.js';

/** `info`: what the build did in place of something, worth knowing but asking nothing of the author. */
export type Severity = 'error' | 'warning' | 'info';

/** A problem found anywhere in the build, positioned in a source file when known. */
export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable kind, e.g. `broken-link`, `mdx-syntax`. */
  code: string;
  message: string;
  /** What the writer can do about it. */
  hint?: string;
  /** Absolute path of the file the problem is written in. */
  file?: string;
  line?: number;
  column?: number;
}

/** A content file as read from disk. */
export interface SourceFile {
  absPath: string;
  /** Path relative to the site folder, with forward slashes. */
  sitePath: string;
  text: string;
}

/** A Markdown file split into front matter and body. */
export interface Entry {
  source: SourceFile;
  frontMatter: Record<string, unknown>;
  body: string;
  /** 1-based line in the file where the body starts (front matter is stripped). */
  bodyLine: number;
}

export interface TocItem {
  depth: number;
  id: string;
  text: string;
}

/** The text under one heading (or before the first), for search. */
export interface Section {
  /** Heading id; '' for the text before the first heading. */
  id: string;
  heading: string;
  text: string;
  /** Text of the code blocks in the section. */
  code: string;
}

/** One Markdown/MDX file compiled to an ES module, locale-independent. */
export interface Compiled {
  sitePath: string;
  /**
   * Names the page's code, the ES module @mdx-js/mdx produced (imports
   * unresolved): the file's compile key (tool, path and text), so equal keys
   * mean equal code. The code itself stays in the compile cache
   * (CompileCache.code): a site's pages hold hundreds of megabytes of it, and
   * only the stage that bundles a changed page reads it.
   */
  codeKey: string;
  /** The code imports @docusaurus/BrowserOnly: the page gets an island bundle for the browser. */
  importsBrowserOnly: boolean;
  /** Text of a leading `# h1`, removed from the body; or of the first heading when it is an h1 further down (then `titleInBody`). */
  contentTitle?: string;
  /** The content title stays in the body where it is written (text or markup comes before it): the page shows no title of its own. */
  titleInBody?: true;
  /** Every heading h2–h6 with its id, in document order. */
  headings: TocItem[];
  /** Partials (imported .md/.mdx) the page renders at its top level, after how many of its headings: their headings join its table of contents there. */
  partialTocs?: { at: number; sitePath: string }[];
  /** Every id an `#anchor` can target on the page. */
  anchors: string[];
  /** The page's text cut at its headings, for search. */
  sections: Section[];
  /** The words its reading time counts, as Docusaurus counts them (markdown/reading-words.ts). */
  words: number;
  hasMath: boolean;
  /** True when a truncate marker splits an excerpt from the rest. */
  truncated: boolean;
  /** Non-fatal problems found while compiling (KaTeX errors, ...). */
  warnings: Diagnostic[];
}

export interface Author {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** authors.yml's `page`: the author's page below the blog's authors/ (`true`: the key in kebab case; `{permalink}`: that). */
  pageSlug?: string;
  /** That page's URL, when the blog makes author pages: the author's name links there rather than to `url`. */
  pageUrl?: string;
}

/** An author as the authors list and an author's page show them (theme-classic's BlogAuthorsListPage, BlogAuthorsPostsPage). */
export interface AuthorItem {
  name: string;
  title?: string;
  imageUrl?: string;
  /** The author's page, when authors.yml gives the author one. */
  pageUrl?: string;
  /** Listed posts. */
  count: number;
}

export interface TagRef {
  label: string;
  url: string;
  /** From the tags file (`tags.yml`), shown on the tag's page. */
  description?: string;
  count?: number;
}

export interface PostSummary {
  url: string;
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  formattedDate: string;
  readingMinutes?: number;
  authors: Author[];
  tags: TagRef[];
  description?: string;
  /** Rendered excerpt (list pages) or undefined on the post's own page. */
  excerptHtml?: string;
  truncated: boolean;
  /** The post's front matter, sent only to a site that swizzles the blog's components (they read it through useBlogPost()). */
  frontMatter?: Record<string, unknown>;
}

export interface Paginator {
  newer?: string;
  older?: string;
  page: number;
  totalPages: number;
}

interface PageBase {
  url: string;
  locale: string;
  /** The `<title>` before ` | Site`; empty for the home page. */
  title: string;
  /** The whole `<title>`, as a React page's `<Head>` writes it: not followed by the site's title. */
  documentTitle?: string;
  description?: string;
  /** Front matter `keywords`, for `<meta name="keywords">`. */
  keywords?: string[];
  /** Front matter `image` as an absolute URL, for the social cards (`og:image`, `twitter:image`). */
  image?: string;
  noindex: boolean;
  /** The same page in every locale, for the language switcher and hreflang; `untranslated` when that locale shows the original text. */
  alternates: { locale: string; url: string; untranslated?: boolean }[];
  hasMath: boolean;
  /** On blog pages, the blog sidebar's posts when there are too many to send with every page (`SiteData.blogSidebar` then lists none). */
  blogSidebar?: BlogSidebarLink[];
  /** On the pages of a blog other than the default one: its sidebar's title (`SiteData.blogSidebar` is the default blog's). */
  blogSidebarTitle?: string;
  /**
   * Set when this page has no translation in its locale and shows the default
   * locale's text: that original's locale and URL (its canonical URL, linked
   * from a notice at the top). Crawlers are not told it is a translation.
   */
  original?: { locale: string; url: string };
}

export type PageData =
  | (PageBase & {
      kind: 'doc';
      docId: string;
      /** The title shown above the content; none when the Markdown shows its own h1 or hides the title (`hide_title`). */
      heading?: string;
      contentHtml: string;
      toc: TocItem[];
      breadcrumbs: Crumb[];
      previous?: PageLink;
      next?: PageLink;
      editUrl?: string;
      /** "Last updated on … by …" (Docusaurus' LastUpdated): the date as ISO and as the locale writes it, the author. */
      lastUpdate?: { iso?: string; date?: string; by?: string };
      /** The docs instance it belongs to, unless the default one (`docs-preferred-version-<id>`, the instance's versions). */
      docsPluginId?: string;
      /** The sidebar the doc belongs to (Docusaurus' `doc.sidebar`): the navbar's items of that sidebar are active on it. */
      sidebarId?: string;
      /** Its docs version's name, label, banner and whether the version badge shows (Docusaurus' DocVersionBadge). */
      versionName: string;
      versionLabel: string;
      versionBanner?: 'unreleased' | 'unmaintained';
      versionBadge: boolean;
      /** The same doc in the other versions that have it: version name → URL (the dropdown and the banner link to it). */
      versionUrls?: Record<string, string>;
      unlisted: boolean;
      tags: TagRef[];
      /** A category's generated index: a card for each of its items, shown under its description. */
      cards?: DocCard[];
      /** This page's part of a large sidebar (see `SiteData.docsSidebarUrl`): the categories open on it with their items, the others without. */
      sidebar?: SidebarItem[];
    })
  | (PageBase & {
      kind: 'blogPost';
      post: PostSummary;
      contentHtml: string;
      toc: TocItem[];
      newer?: PageLink;
      older?: PageLink;
      editUrl?: string;
      /** "Last updated on … by …" under the post, as on a doc page. */
      lastUpdate?: { iso?: string; date?: string; by?: string };
      unlisted: boolean;
    })
  | (PageBase & {
      kind: 'blogList';
      heading: string;
      posts: PostSummary[];
      paginator: Paginator;
      /** An author's page (/blog/authors/<key>): the author above the posts, with a link to every author. */
      author?: AuthorItem & { allAuthorsUrl: string };
    })
  | (PageBase & { kind: 'blogAuthors'; authors: AuthorItem[] })
  | (PageBase & { kind: 'blogTags'; tags: TagRef[] })
  | (PageBase & { kind: 'blogTag'; tag: TagRef; allTagsUrl: string; posts: PostSummary[]; paginator: Paginator })
  /** A docs version's tags (/docs/tags) and one tag's docs (/docs/tags/<tag>); the instance and version they belong to. */
  | (PageBase & { kind: 'docTags'; docsPluginId?: string; versionName: string; tags: TagRef[] })
  | (PageBase & {
      kind: 'docTag';
      docsPluginId?: string;
      versionName: string;
      tag: TagRef;
      allTagsUrl: string;
      unlisted: boolean;
      docs: { url: string; title: string; description?: string }[];
    })
  | (PageBase & { kind: 'blogArchive'; years: { year: string; posts: { url: string; title: string; date: string; formattedDate: string }[] }[] })
  | (PageBase & {
      /** A page of `src/pages`: a React page renders its own `<Layout>`, a Markdown page is wrapped as Docusaurus' MDXPage wraps it. */
      kind: 'sitePage';
      markdown: boolean;
      /** The page's `# h1` (Markdown pages; React pages write their own). */
      heading?: string;
      contentHtml: string;
      toc: TocItem[];
      /** `wrapperClassName` of the page's `<Layout>` or front matter: a class on the element around the page. */
      wrapperClassName?: string;
      unlisted: boolean;
    })
  | (PageBase & { kind: 'search' })
  /** `contentHtml`: what the site's swizzled NotFound renders, when it has one. */
  | (PageBase & { kind: 'notFound'; contentHtml?: string });

export type PageKind = PageData['kind'];

/** A page to write: its URL, its output file and the data its template renders. */
export interface Route {
  /** The same page in every locale shares a key (doc id, post path, list page number…). */
  key: string;
  url: string;
  /** Path of the HTML file under the output folder. */
  outFile: string;
  locale: string;
  kind: PageKind;
  /** The content file behind the page, when there is one. */
  sitePath?: string;
  /** On a blog's pages, the id of its blog instance (whose feeds list its posts). */
  blogId?: string;
  /** Build the page's data; content HTML is filled in by the renderer. */
  page: PageData;
  /** Compiled modules whose rendered HTML this page needs (body, or excerpts). */
  contents: ContentSlot[];
}

/** A compiled module rendered into a page: the whole body or an excerpt. */
export interface ContentSlot {
  sitePath: string;
  mode: 'full' | 'excerpt';
  /** Where the HTML goes: the page body, or the excerpt of post N of a list. */
  target: 'body' | { post: number };
}

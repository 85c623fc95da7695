import type { HeadTagConfig, PageAssets, PageData, SiteData } from '../src/model.js';
import { escapeXml as escapeHtml } from '../src/shared/escape.js';
import { inlineScripts } from '../src/shared/inline-scripts.js';
import { styleText } from '../src/shared/inline-styles.js';
import { hreflangAlternates } from '../src/shared/hreflang.js';
import { CLIENT_SCRIPT_ID, DATA_SCRIPT_ID } from '../src/shared/page-data.js';
import { ISLAND_TAG, PAGE_ROOT_ATTRIBUTE } from '../src/shared/islands.js';
import { documentTitle, pageTitle } from '../src/shared/page-title.js';

/** JSON safe inside <script>: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Elements that have no end tag. */
/** The media type of each blog feed, as Docusaurus' blog plugin links them (injectHtmlTags). */
const FEED_MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

const VOID = new Set(['base', 'link', 'meta']);

/** One of the site's own head elements, as its config writes it (innerHTML is the author's, written as it is). */
function headTagHtml(tag: HeadTagConfig): string {
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
  return VOID.has(tag.tagName) ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/** The kinds of page a site's swizzled blog components draw (templates/blog/BlogPages.tsx). */
const BLOG_KINDS = new Set<PageData['kind']>(['blogPost', 'blogList', 'blogTag', 'blogTags', 'blogAuthors']);

/** A page drawn by the site's swizzled blog components, which the client renders with them. */
export const swizzledBlogPage = (site: SiteData, page: PageData) => site.blogScript !== undefined && BLOG_KINDS.has(page.kind);

/**
 * The page's data without its bodies: the client reads those back from the
 * rendered HTML. Not where the site's blog components placed them, which the
 * client cannot tell: those pages keep them.
 */
function withoutBodies(site: SiteData, page: PageData): PageData {
  if (swizzledBlogPage(site, page)) return page;
  if (page.kind === 'doc' || page.kind === 'blogPost') return { ...page, contentHtml: '' };
  if (page.kind === 'blogList' || page.kind === 'blogTag') return { ...page, posts: page.posts.map(({ excerptHtml: _, ...post }) => post) };
  return page;
}

/**
 * A page with code of its own, which only React brings to life: its islands,
 * its content hydrated whole, the site's swizzled frame; and the search page,
 * whose results the client lists. Its client loads as
 * soon as the page has loaded; other pages wait for the reader's first interaction.
 */
function hasCodeOfItsOwn(site: SiteData, page: PageData, body: string): boolean {
  return page.kind === 'search' || site.frameScript !== undefined || swizzledBlogPage(site, page) || body.includes(` ${PAGE_ROOT_ATTRIBUTE}=`) || body.includes(`<${ISLAND_TAG}`);
}

/** The HTML document around a rendered page: head (title, SEO, alternates, styles) and body. */
export function documentHtml(site: SiteData, page: PageData, assets: PageAssets, body: string): string {
  const title = pageTitle(page.title, site);
  // <Head>'s <title> is the document's only: og:title is the one theme-common's PageMetadata formats, as under Docusaurus.
  const absolute = (url: string) => `${site.url}${url}`;
  // Every page has a description (search engines show it): its own, else the site's tagline.
  const description = page.description || site.tagline;
  const katexInline = page.hasMath && assets.katexCss !== undefined;
  // The page's own social card, else the site's (Docusaurus: front matter image over themeConfig.image).
  const image = page.image ?? assets.image;
  const head = [
    '<meta charset="utf-8">',
    assets.contentSecurityPolicy ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(assets.contentSecurityPolicy)}">` : '',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(page, site))}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    page.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">` : '',
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`] : []),
    // A page without a translation names its original as canonical: the text is the original's.
    page.noindex ? '<meta name="robots" content="noindex, nofollow">' : `<link rel="canonical" href="${escapeHtml(absolute(page.original?.url ?? page.url))}">`,
    ...(page.noindex || page.kind === 'notFound'
      ? []
      : hreflangAlternates(page, site.locales).map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(absolute(a.url))}">`)),
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    ...(assets.headTags ?? []).map(headTagHtml),
    ...site.feeds.map((f) => `<link rel="alternate" type="${FEED_MIME[f.type]}" href="${escapeHtml(f.url)}" title="${escapeHtml(f.title)}">`),
    `<style>${styleText(assets.css)}</style>`,
    // The router looks for KaTeX's stylesheet by its URL before adding it: the inline copy names it.
    katexInline ? `<style data-href="${escapeHtml(site.katex.href)}">${styleText(assets.katexCss!)}</style>` : '',
    page.hasMath && !katexInline
      ? `<link rel="stylesheet" href="${escapeHtml(site.katex.href)}"${site.katex.integrity ? ` integrity="${escapeHtml(site.katex.integrity)}" crossorigin="anonymous"` : ''}>`
      : '',
    ...inlineScripts(site).map((code) => `<script>${code}</script>`),
    // The React client is named, not loaded: the inline loader above fetches it when the page needs it (inline-scripts.ts).
    assets.script
      ? `<script id="${CLIENT_SCRIPT_ID}" type="application/json">${scriptJson({
          entry: assets.script,
          preload: [...(assets.preload ?? []), ...(assets.pageChunks?.[page.kind] ?? [])],
          eager: hasCodeOfItsOwn(site, page, body),
          ...(site.searchIndexUrl && assets.searchChunks?.length && { search: assets.searchChunks }),
          ...(site.searchIndexUrl && assets.earlySearchChunks?.length && { searchEarly: assets.earlySearchChunks }),
        })}</script>`
      : '',
    // What works without React (copy buttons, tabs, diagrams) loads at once: a module script, run once the document is parsed.
    ...(assets.script && assets.early
      ? [...assets.early.preload.map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`), `<script type="module" src="${escapeHtml(assets.early.script)}"></script>`]
      : []),
  ]
    .filter(Boolean)
    .join('\n');
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" class="no-js">\n<head>\n${head}\n</head>\n<body>\n<div id="__tongsite">${body}</div>\n${assets.script ? `<script id="${DATA_SCRIPT_ID}" type="application/json">${scriptJson({ site, page: withoutBodies(site, page) })}</script>\n` : ''}</body>\n</html>\n`;
}

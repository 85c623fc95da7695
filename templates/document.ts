import type { PageData, SiteData } from '../src/model.js';
import { allowScripts, allowStyles } from '../src/render/content-security-policy.js';
import { escapeXml as escapeHtml } from '../src/shared/escape.js';
import { hreflangAlternates } from '../src/shared/hreflang.js';
import { DATA_SCRIPT_ID } from '../src/shared/page-data.js';

/** What every page carries: the stylesheet, and the client script once there is one. */
export interface PageAssets {
  /**
   * The site's stylesheet, written into every page's head: no request stands
   * between the HTML and its first paint. It is sent once per visit, since
   * navigation fetches page data and keeps the head.
   */
  css: string;
  /** KaTeX's stylesheet when the site serves it itself, written into pages with math (`site.katex.href` serves it to pages reached by navigation). */
  katexCss?: string;
  /** The client entry (hydration, navigation); absent, the page works as plain HTML. */
  script?: string;
  /** Chunks the entry imports at once. */
  preload?: string[];
  /** Chunks of each page kind's code, preloaded on pages of that kind. */
  pageChunks?: Partial<Record<PageData['kind'], string[]>>;
  favicon?: string;
  /** The Content-Security-Policy to declare, before the page's inline scripts are added by hash. */
  contentSecurityPolicy?: string;
}


/** JSON safe inside <script>: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's data without its bodies: the client reads those back from the rendered HTML. */
function withoutBodies(page: PageData): PageData {
  if (page.kind === 'doc' || page.kind === 'blogPost') return { ...page, contentHtml: '' };
  if (page.kind === 'blogList' || page.kind === 'blogTag') return { ...page, posts: page.posts.map(({ excerptHtml: _, ...post }) => post) };
  return page;
}

/**
 * Shows "Your site did not load properly" when the page is served outside the
 * configured base URL (its styles and scripts then fail to load).
 */
function baseUrlScript(site: SiteData): string {
  return `(function(){var b=${JSON.stringify(site.baseUrl)};if(location.pathname.indexOf(b)===0)return;document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.className='base-url-banner';d.setAttribute('role','alert');d.textContent=${JSON.stringify(site.strings['baseUrl.banner'] ?? 'Your site did not load properly.')};document.body.insertBefore(d,document.body.firstChild)})})()`;
}


/**
 * Runs before first paint: applies the stored or system colour mode (no flash of
 * the wrong theme), marks that script runs, and hides a dismissed announcement.
 */
export function themeScript(site: SiteData): string {
  const respect = site.colorMode.respectPrefersColorScheme;
  const barId = JSON.stringify(site.announcementBar?.id ?? null);
  return `(function(){var d=document.documentElement,t=null;d.classList.remove('no-js');try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t=${respect ? `window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':` : ''}${JSON.stringify(site.colorMode.defaultMode)}}d.setAttribute('data-theme',t);try{if(localStorage.getItem('docusaurus.announcement.id')===${barId}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','true')}catch(e){}})()`;
}

/** The scripts every page runs inline, in its head, in order; the policy allows each by its hash. */
const inlineScriptsOf = new WeakMap<SiteData, string[]>();
function inlineScripts(site: SiteData): string[] {
  let scripts = inlineScriptsOf.get(site);
  if (!scripts) inlineScriptsOf.set(site, (scripts = [themeScript(site), baseUrlScript(site)]));
  return scripts;
}

/** CSS safe inside <style>: no `</style` can close it early (in CSS, `\/` is `/`). */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The HTML document around a rendered page: head (title, SEO, alternates, styles) and body. */
export function documentHtml(site: SiteData, page: PageData, assets: PageAssets, body: string): string {
  const title = page.title ? `${page.title} | ${site.title}` : site.title;
  const absolute = (url: string) => `${site.url}${url}`;
  // Every page has a description (search engines show it): its own, else the site's tagline.
  const description = page.description || site.tagline;
  const katexInline = page.hasMath && assets.katexCss !== undefined;
  const styles = [styleText(assets.css), ...(katexInline ? [styleText(assets.katexCss!)] : [])];
  const policy = assets.contentSecurityPolicy && allowStyles(allowScripts(assets.contentSecurityPolicy, inlineScripts(site)), styles);
  const head = [
    '<meta charset="utf-8">',
    policy ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">` : '',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    // A page without a translation names its original as canonical: the text is the original's.
    page.noindex ? '<meta name="robots" content="noindex, nofollow">' : `<link rel="canonical" href="${escapeHtml(absolute(page.original?.url ?? page.url))}">`,
    ...(page.noindex || page.kind === 'notFound'
      ? []
      : hreflangAlternates(page, site.locales).map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(absolute(a.url))}">`)),
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(site.blogUrl)}/rss.xml" title="${escapeHtml(site.title)} RSS Feed">`,
    `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(site.blogUrl)}/atom.xml" title="${escapeHtml(site.title)} Atom Feed">`,
    `<style>${styles[0]}</style>`,
    // The router looks for KaTeX's stylesheet by its URL before adding it: the inline copy names it.
    katexInline ? `<style data-href="${escapeHtml(site.katex.href)}">${styles[1]}</style>` : '',
    page.hasMath && !katexInline
      ? `<link rel="stylesheet" href="${escapeHtml(site.katex.href)}"${site.katex.integrity ? ` integrity="${escapeHtml(site.katex.integrity)}" crossorigin="anonymous"` : ''}>`
      : '',
    ...inlineScripts(site).map((code) => `<script>${code}</script>`),
    // The client enhances a page that is whole without it: at low priority, its code yields the
    // connection to what the first paint needs (fonts, the images in view).
    ...(assets.script
      ? [
          `<script type="module" src="${escapeHtml(assets.script)}" fetchpriority="low"></script>`,
          ...[...(assets.preload ?? []), ...(assets.pageChunks?.[page.kind] ?? [])].map((p) => `<link rel="modulepreload" href="${escapeHtml(p)}" fetchpriority="low">`),
        ]
      : []),
  ]
    .filter(Boolean)
    .join('\n');
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" class="no-js">\n<head>\n${head}\n</head>\n<body>\n<div id="__tongsite">${body}</div>\n${assets.script ? `<script id="${DATA_SCRIPT_ID}" type="application/json">${scriptJson({ site, page: withoutBodies(page) })}</script>\n` : ''}</body>\n</html>\n`;
}

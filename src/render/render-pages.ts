import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type {
  AssetLookup,
  ContentContextValue,
  Diagnostic,
  FoundLink,
  FrameComponents,
  KeptPages,
  LoadedTemplates,
  LocaleRenderContext,
  PageData,
  PageInputs,
  PageModuleRef,
  PostSummary,
  RenderedPage,
  Route,
} from '../model.js';
import { error, positionAt } from '../diagnostics/build-error.js';
import { ParkedContents } from './parked-contents.js';
import { pageKey, withCards } from './page-inputs.js';
import { PAGE_RECORD_ATTRIBUTE, PAGE_ROOT_ATTRIBUTE } from '../shared/islands.js';

interface RenderedContent {
  /** The whole body, truncate marker removed. */
  html: string;
  /** The part before the truncate marker (the whole body when there is none). */
  excerpt: string;
  found: FoundLink[];
  /** The images and files it linked, with the URL each had: it is stale when one of them changes. */
  assets: [string, string | undefined][];
  /** What a React page's `<Layout>` asked of the page around it. */
  layout?: LayoutRequest;
  /** It read the DocCardList cards of its doc. */
  readsCards: boolean;
}

type LayoutRequest = Parameters<NonNullable<ContentContextValue['onLayout']>>[0];

/**
 * Renders of the previous build, kept by a long-lived process: a body is
 * rendered again only when its module or its locale's context changed, a page
 * only when its inputs did.
 */
export interface RenderMemo {
  contents: Map<string, RenderedContent & { key: string }>;
  pages: Map<string, { source: PageData; chrome: string; skeleton: string; bodies: string[]; data: string; html: string; found: FoundLink[] }>;
}

export const createRenderMemo = (): RenderMemo => ({ contents: new Map(), pages: new Map() });

/** The kinds of page that show the blog sidebar (templates/blog/BlogLayout.tsx). */
const BLOG_KINDS = new Set<PageData['kind']>(['blogPost', 'blogList', 'blogTag', 'blogTags', 'blogAuthors']);

/** A post's summary as pages carry it: its front matter only for a site whose swizzled blog components read it (useBlogPost). */
const summaryFor = (post: PostSummary, frontMatter: boolean): PostSummary => {
  if (frontMatter) return { ...post };
  const { frontMatter: _, ...rest } = post;
  return rest;
};

/** A copy of a page's data whose body and excerpts the renderer may fill in. */
function withBodiesToFill(page: PageData, frontMatter: boolean): PageData {
  if (page.kind === 'blogList' || page.kind === 'blogTag') return { ...page, posts: page.posts.map((post) => summaryFor(post, frontMatter)) };
  if (page.kind === 'blogPost') return { ...page, post: summaryFor(page.post, frontMatter) };
  return { ...page };
}

/**
 * Renders every route: each content file once per locale (bodies and excerpts
 * share it), then the page around it. A body whose module and locale did not
 * change since the memo's build is taken from it.
 */
export function renderPages(params: {
  templates: LoadedTemplates;
  modules: Map<string, PageModuleRef>;
  routes: Route[];
  locales: Map<string, LocaleRenderContext>;
  registry: AssetLookup;
  /** The URL of each page's island bundle, by site path, for the pages that have islands. */
  islands: Map<string, string>;
  /** Bodies rendered by the previous build (serve --watch), or an empty memo. */
  memo: RenderMemo;
  /**
   * Keep every page and body in the memo for the next build (serve --watch). A
   * one-off build keeps a body only until the last page that shows it (a post
   * and the list pages of its excerpt) is rendered.
   */
  rememberPages: boolean;
  /** Takes each page as it is rendered: nothing here holds it afterwards. */
  onPage: (page: RenderedPage) => void;
  /** The last build's pages (tongsite build): one whose inputs are the same is kept, not rendered. */
  kept?: KeptPages;
  /** The site's swizzled frame components; their bundle's URL is in the site data, so the pages' keys change with them. */
  frame?: FrameComponents;
  /** The site swizzles the blog's components: its pages carry each post's front matter, which they read. */
  blogSwizzled?: boolean;
}): { images: Map<string, string>; diagnostics: Diagnostic[] } {
  const { bundle } = params.templates;
  const { memo, rememberPages } = params;
  const diagnostics: Diagnostic[] = [];
  const usedContents = new Set<string>();
  const reported = new Set<string>();
  const contentId = (locale: string, sitePath: string, docId: string | undefined) => `${locale}\0${sitePath}\0${docId ?? ''}`;
  // How many of the pages still to render show each body, and each page module: a one-off build lets them go after their last page.
  const usesLeft = new Map<string, number>();
  const moduleUsesLeft = new Map<string, number>();
  if (!rememberPages) {
    for (const route of params.routes) {
      for (const slot of route.contents) {
        const id = contentId(route.locale, slot.sitePath, route.page.kind === 'doc' ? route.page.docId : undefined);
        usesLeft.set(id, (usesLeft.get(id) ?? 0) + 1);
        moduleUsesLeft.set(slot.sitePath, (moduleUsesLeft.get(slot.sitePath) ?? 0) + 1);
      }
    }
  }
  // The images the rendered bodies link, by output path: the files to copy.
  const images = new Map<string, string>();
  const noteImages = (assets: RenderedContent['assets']) => {
    for (const [, url] of assets) {
      const output = url && params.registry.outputOf(url);
      if (output) images.set(...output);
    }
  };
  // A one-off build's bodies still to be shown again: its memo holds none beyond the call that rendered it.
  const parked = new ParkedContents<RenderedContent>();
  /** One use of a body done (a one-off build): a body or module no page still to render shows is let go. */
  const used = (id: string, sitePath: string, content: RenderedContent | undefined, waiting: boolean) => {
    if (rememberPages) return;
    const left = (usesLeft.get(id) ?? 1) - 1;
    usesLeft.set(id, left);
    memo.contents.delete(id);
    if (left <= 0) parked.drop(id);
    else if (content && !waiting) parked.park(id, content);
    const moduleLeft = (moduleUsesLeft.get(sitePath) ?? 1) - 1;
    moduleUsesLeft.set(sitePath, moduleLeft);
    if (moduleLeft <= 0) params.modules.get(sitePath)?.release();
  };
  const renderContentOf = (locale: string, sitePath: string, docId: string | undefined, url: string): RenderedContent => {
    const id = contentId(locale, sitePath, docId);
    const waiting = rememberPages ? undefined : parked.get(id);
    const content = waiting ?? renderedContent(locale, sitePath, docId, url);
    if (!usedContents.has(id)) noteImages(content.assets);
    usedContents.add(id);
    used(id, sitePath, content, waiting !== undefined);
    return content;
  };
  /** What a body is rendered from: the templates, its locale, its module and scripts, the page that shows it whole. */
  const contentKey = (locale: string, sitePath: string, docId: string | undefined, url: string) => {
    const module = params.modules.get(sitePath);
    // A page hydrated whole brings its BrowserOnly elements to life with the rest: no islands of its own.
    const script = params.islands.get(sitePath);
    const islandScript = module?.hydrates ? undefined : script;
    const pageScript = module?.hydrates ? script : undefined;
    const ctx = params.locales.get(locale)!;
    // A body hydrated whole may read its doc's values (useDoc…): they are part of what it is made from.
    const doc = pageScript && docId ? ctx.docClient(sitePath) : undefined;
    const rest = `${module?.key ?? ''}\0${islandScript ?? ''}\0${pageScript ?? ''}\0${url}${doc ? `\0${hashOf(JSON.stringify(doc))}` : ''}`;
    // The key of the memo (serve --watch), and the one a page record holds, where the cards come apart (page-inputs.ts).
    return { module, islandScript, pageScript, key: `${params.templates.key}\0${ctx.key}\0${rest}`, keyButCards: `${params.templates.key}\0${ctx.keyButCards}\0${rest}` };
  };
  const renderedContent = (locale: string, sitePath: string, docId: string | undefined, url: string): RenderedContent => {
    const id = contentId(locale, sitePath, docId);
    const ctx = params.locales.get(locale)!;
    const { module, islandScript, pageScript, key } = contentKey(locale, sitePath, docId, url);
    const known = memo.contents.get(id);
    // A remembered body holds while each image it linked still has the URL it had (same content).
    if (known?.key === key && known.assets.every(([file, url]) => params.registry.urlOf(file) === url)) return known;
    const found: FoundLink[] = [];
    const assets: [string, string | undefined][] = [];
    const file = ctx.files.get(sitePath) ?? sitePath;
    let html = '';
    let layout: LayoutRequest | undefined;
    let readsCards = false;
    try {
      html = module
        ? params.registry.recording(assets, () => {
            // The files the page imports for their URL are published like the images it links.
            for (const asset of module.assets) params.registry.urlOf(asset);
            return bundle.renderContent(module.load(), {
              site: ctx.site,
              strings: ctx.site.strings,
              lang: ctx.site.locale.htmlLang,
              ...ctx.resolver(file, sitePath, found),
              get docCards() {
                readsCards = true;
                return docId ? ctx.docCards(docId) : [];
              },
              get doc() {
                return docId ? ctx.docClient(sitePath) : undefined;
              },
              // The page's <Layout>, then the <Head> inside it: what is said last wins, as in Docusaurus' head
              // (a title given after a <Head>'s whole title is the document's again).
              onLayout: (props) => {
                const earlier = props.title === undefined ? layout : { ...layout, documentTitle: undefined };
                layout = { ...earlier, ...Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) };
              },
              ...(url && { pageUrl: decodeURI(url) }),
              ...(islandScript && { islandScript }),
              ...(pageScript && { pageScript }),
            });
          })
        : '';
    } catch (e) {
      // Blamed on the component's own line when the error was raised in the site's code, else on the page.
      const at = module?.locate(e);
      const missing = /^Expected component `([^`]+)` to be defined/.exec((e as Error).message)?.[1];
      // theme-common's error for a hook used outside its provider: under Docusaurus, the site's Root and Layout/Provider wrap the page; here, only such as render nothing but their children.
      const outside =
        (e as Error).name === 'ReactContextError'
          ? ": its provider is missing; tongsite wraps page content in the site's src/theme/Root and src/theme/Layout/Provider only when they render nothing but their children (put providers there, markup beside them)"
          : '';
      const problem = at
        ? error('render', `page failed to render: ${(e as Error).message}`, { ...at, hint: `a component of the site threw while rendering ${file}${outside}` })
        : missing
          ? error('unknown-component', `<${missing}> is not a component this page imports or the site provides`, {
              file,
              ...firstUse(file, missing),
              hint: `import it at the top of the page (import ${missing.split('.')[0]} from '@site/src/components/${missing.split('.')[0]}'), or fix its name`,
            })
          : error('render', `page failed to render: ${(e as Error).message}`, { file, hint: 'a component used in the page threw while rendering' });
      // A page shown in several locales from one file fails the same way in each: once is enough.
      const once = `${problem.file}\0${problem.line ?? ''}\0${problem.message}`;
      if (!reported.has(once)) {
        reported.add(once);
        diagnostics.push(problem);
      }
      memo.contents.delete(id);
      return { html, excerpt: html, found, assets, readsCards };
    }
    const cut = html.indexOf(bundle.TRUNCATE_MARK);
    const rendered = {
      ...(cut === -1 ? { html, excerpt: html } : { html: html.replace(bundle.TRUNCATE_MARK, truncatedAway(html)), excerpt: excerptOf(html, cut) }),
      found,
      assets,
      readsCards,
      ...(layout && { layout }),
    };
    memo.contents.set(id, { ...rendered, key });
    return rendered;
  };
  const usedPages = new Set<string>();
  for (const route of params.routes) {
    const ctx = params.locales.get(route.locale)!;
    const chrome = `${params.templates.key}\0${ctx.chromeKey}`;
    const docId = route.page.kind === 'doc' ? route.page.docId : undefined;
    const slotUrl = (slot: Route['contents'][number]) => (slot.target === 'body' ? route.url : '');
    // Hashed only for a build that keeps pages: serve --watch compares its pages in memory.
    const baseKey = params.kept
      ? pageKey(
          chrome,
          route.contents.map((slot) => [slot.target, contentKey(route.locale, slot.sitePath, docId, slotUrl(slot)).keyButCards]),
          route.page,
        )
      : '';
    const cards = () => (docId ? ctx.docCards(docId) : []);
    const last = params.kept?.inputsOf(route.url);
    // Kept as the last build made it: the same inputs, and each file its bodies linked still at the URL it had.
    const same = last && last.key === (last.readsCards ? withCards(baseKey, cards()) : baseKey);
    // A file with no URL (linked but missing) was noted as undefined, which the record's JSON reads back as null.
    if (same && last.assets.every(([file, url]) => params.registry.urlOf(file) === (url ?? undefined)) && params.kept!.keep(route)) {
      for (const slot of route.contents) {
        const id = contentId(route.locale, slot.sitePath, docId);
        if (!usedContents.has(id)) noteImages(last.assets);
        usedContents.add(id);
        used(id, slot.sitePath, undefined, false);
      }
      continue;
    }
    // The page's data without its bodies, and the bodies apart: a body taken
    // from the memo is the very same string, so comparing it costs nothing. A
    // page object the model reused (nothing it depends on changed) is not even
    // serialized: the model's pages are never written to, only copies of them.
    const known = memo.pages.get(route.url);
    const skeleton = !rememberPages ? '' : known?.source === route.page ? known.skeleton : JSON.stringify(route.page);
    const page = withBodiesToFill(route.page, params.blogSwizzled === true);
    if (page.kind === 'doc' && ctx.sidebarOf && !page.sidebar) page.sidebar = ctx.sidebarOf(page.url);
    if (BLOG_KINDS.has(page.kind) && ctx.blogSidebarPosts && !page.blogSidebar) page.blogSidebar = ctx.blogSidebarPosts;
    const bodies: string[] = [];
    const found: FoundLink[] = [];
    const inputs: PageInputs = { key: baseKey, assets: [] };
    for (const slot of route.contents) {
      // The page that shows a body whole is where it is (useLocation); an excerpt is rendered from the same body.
      const content = renderContentOf(route.locale, slot.sitePath, docId, slotUrl(slot));
      bodies.push(content.html);
      inputs.assets.push(...content.assets);
      if (content.readsCards && params.kept && !inputs.readsCards) Object.assign(inputs, { readsCards: true, key: withCards(baseKey, cards()) });
      if (slot.target === 'body' && (page.kind === 'doc' || page.kind === 'blogPost' || page.kind === 'sitePage' || page.kind === 'notFound')) {
        page.contentHtml = content.html;
        found.push(...content.found);
        if ((page.kind === 'sitePage' && !page.markdown) || page.kind === 'notFound') withLayout(page, content.layout);
      } else if (typeof slot.target === 'object' && (page.kind === 'blogList' || page.kind === 'blogTag')) {
        page.posts[slot.target.post]!.excerptHtml = content.excerpt;
      }
    }
    usedPages.add(route.url);
    if (known && known.chrome === chrome && known.skeleton === skeleton && known.bodies.length === bodies.length && known.bodies.every((b, i) => b === bodies[i])) {
      known.source = route.page;
      params.onPage({ route, page, html: known.html, data: known.data, found: known.found, change: 'none', inputs });
      continue;
    }
    try {
      const html = bundle.renderPage(ctx.site, page, page.hasMath ? ctx.mathAssets : ctx.assets, params.frame);
      const data = JSON.stringify(page);
      params.onPage({ route, page, html, data, found, change: known && known.chrome === chrome ? 'page' : 'chrome', inputs });
      if (rememberPages) memo.pages.set(route.url, { source: route.page, chrome, skeleton, bodies, data, html, found });
    } catch (e) {
      memo.pages.delete(route.url);
      diagnostics.push(error('render', `page ${route.url} failed to render: ${(e as Error).message}`, { ...(route.sitePath && { file: ctx.files.get(route.sitePath) }) }));
    }
  }
  for (const id of memo.contents.keys()) if (!usedContents.has(id)) memo.contents.delete(id);
  for (const url of memo.pages.keys()) if (!usedPages.has(url)) memo.pages.delete(url);
  return { images, diagnostics };
}

/** A React page's title, description and wrapper class, as its `<Layout>` gave them, and its `<Head>`'s whole title. */
function withLayout(page: Extract<PageData, { kind: 'sitePage' | 'notFound' }>, layout: LayoutRequest | undefined): void {
  if (layout?.title) page.title = layout.title;
  if (layout?.documentTitle) page.documentTitle = layout.documentTitle;
  if (layout?.description) page.description = layout.description;
  if (layout?.keywords?.length) page.keywords = layout.keywords;
  if (layout?.image) page.image = layout.image;
  if (layout?.wrapperClassName && page.kind === 'sitePage') page.wrapperClassName = layout.wrapperClassName;
}

/** The line and column where a page first uses a component, read from its source: the error from the page's module carries none. */
function firstUse(file: string, component: string): { line?: number; column?: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const offset = text.search(new RegExp(`<${component.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s/>]`));
  return offset < 0 ? {} : positionAt(text, offset);
}

/** The element a body hydrated whole starts with (templates/page-root.tsx). */
const PAGE_ROOT_START = new RegExp(`<div ${PAGE_ROOT_ATTRIBUTE}="[^"]*" ${PAGE_RECORD_ATTRIBUTE}="[^"]*">`);

/**
 * The body up to its truncate mark. Of a body hydrated whole, without the
 * element its bundle hydrates: cut short, it would be left open, and its
 * bundle would render the whole body into it; the excerpt stays as built.
 */
const excerptOf = (html: string, cut: number) => html.slice(0, cut).replace(PAGE_ROOT_START, '');

/**
 * What stands where the truncate mark was: nothing, but in a body hydrated
 * whole, which renders nothing there, an empty comment, as React's server
 * render writes between two texts: the texts on either side stay two text
 * nodes, as hydration expects them.
 */
const truncatedAway = (html: string) => (PAGE_ROOT_START.test(html) ? '<!-- -->' : '');

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');

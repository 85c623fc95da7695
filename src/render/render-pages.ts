import type { DocCard, PageAssets } from '../../templates/server-entry.js';
import type { Diagnostic, Route, SidebarItem, SiteData } from '../model.js';
import { error } from '../diagnostics/build-error.js';
import type { RenderBundle } from './bundle.js';
import type { FoundLink, createResolver } from './link-resolver.js';

/** A page rendered to HTML, with the links its content wrote. */
export interface RenderedPage {
  route: Route;
  html: string;
  found: FoundLink[];
}

/** What one locale needs to render its pages. */
export interface LocaleRenderContext {
  site: SiteData;
  resolver: ReturnType<typeof createResolver>;
  /** Absolute path of each content file by site path. */
  files: Map<string, string>;
  /** Cards for <DocCardList /> on a doc, by doc id. */
  docCards: (docId: string) => DocCard[];
}

/** The cards of the category a doc is the page of (or the one it sits in). */
export function docCardsFor(sidebar: SidebarItem[], docId: string, descriptions: Map<string, string | undefined>): DocCard[] {
  const cards = (items: SidebarItem[]): DocCard[] =>
    items.map((item) => {
      if (item.type === 'doc') return { label: item.label, url: item.url, ...(descriptions.get(item.docId) && { description: descriptions.get(item.docId)! }) };
      if (item.type === 'link') return { label: item.label, url: item.href };
      const first = item.url ?? firstUrl(item.items);
      return { label: item.label, url: first ?? '#', count: item.items.length };
    });
  const find = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.docId === docId) return item.items;
      const inner = find(item.items);
      if (inner) return inner;
      if (item.items.some((i) => i.type === 'doc' && i.docId === docId)) return item.items;
    }
    return undefined;
  };
  return cards(find(sidebar) ?? sidebar);
}

function firstUrl(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.url;
    if (item.type === 'category') return item.url ?? firstUrl(item.items);
  }
  return undefined;
}

/**
 * Renders every route: each content file once per locale (bodies and excerpts
 * share it), then the page around it.
 */
export function renderPages(params: {
  bundle: RenderBundle;
  routes: Route[];
  locales: Map<string, LocaleRenderContext>;
  assets: PageAssets;
}): { pages: RenderedPage[]; diagnostics: Diagnostic[] } {
  const { bundle } = params;
  const diagnostics: Diagnostic[] = [];
  const contentCache = new Map<string, { html: string; found: FoundLink[] }>();
  const renderContentOf = (locale: string, sitePath: string, docId: string | undefined) => {
    const key = `${locale}\0${sitePath}\0${docId ?? ''}`;
    let hit = contentCache.get(key);
    if (!hit) {
      const ctx = params.locales.get(locale)!;
      const found: FoundLink[] = [];
      const file = ctx.files.get(sitePath) ?? sitePath;
      const module = bundle.pages[sitePath];
      let html = '';
      try {
        html = module
          ? bundle.renderContent(module, {
              strings: ctx.site.strings,
              lang: ctx.site.locale.htmlLang,
              ...ctx.resolver(file, sitePath, found),
              docCards: docId ? ctx.docCards(docId) : [],
            })
          : '';
      } catch (e) {
        diagnostics.push(error('render', `page failed to render: ${(e as Error).message}`, { file, hint: 'a component used in the page threw while rendering' }));
      }
      hit = { html, found };
      contentCache.set(key, hit);
    }
    return hit;
  };
  const pages: RenderedPage[] = [];
  for (const route of params.routes) {
    const ctx = params.locales.get(route.locale)!;
    const page = route.page;
    const found: FoundLink[] = [];
    for (const slot of route.contents) {
      const content = renderContentOf(route.locale, slot.sitePath, page.kind === 'doc' ? page.docId : undefined);
      const cut = content.html.indexOf(bundle.TRUNCATE_MARK);
      if (slot.target === 'body' && (page.kind === 'doc' || page.kind === 'blogPost')) {
        page.contentHtml = cut === -1 ? content.html : content.html.replace(bundle.TRUNCATE_MARK, '');
        found.push(...content.found);
      } else if (typeof slot.target === 'object' && (page.kind === 'blogList' || page.kind === 'blogTag')) {
        page.posts[slot.target.post]!.excerptHtml = cut === -1 ? content.html : content.html.slice(0, cut);
      }
    }
    try {
      pages.push({ route, html: bundle.renderPage(ctx.site, page, params.assets), found });
    } catch (e) {
      diagnostics.push(error('render', `page ${route.url} failed to render: ${(e as Error).message}`, { ...(route.sitePath && { file: ctx.files.get(route.sitePath) }) }));
    }
  }
  return { pages, diagnostics };
}

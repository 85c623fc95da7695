// The pages of the docs, version by version: each doc and each generated-index
// category, with its version's label, banner and badge, and the same doc's URL in
// the other versions (the dropdown and the banner link to it).
import type { ContentSlot, DocsVersion, PageData, ResolvedConfig, Route, SiteData, VersionModel } from '../model.js';
import { DEFAULT_DOCS_ID } from '../config/docs-versions.js';
import { instanceOf, isDefaultCurrent, versionKey } from './docs-instances.js';
import { headFields, paginationLink, shownTitle, docEditUrl, tocOf } from './doc-page-fields.js';
import { docCardsOfItems } from './doc-cards.js';
import { docNavigation, generatedIndexes } from './doc-navigation.js';
import { docTagRoutes } from './doc-tag-routes.js';
import { lastUpdateFields } from './last-update.js';
import type { PageBaseFields } from './route-kit.js';

/** What buildRoutes gives each kind of page: a route from page data, the fields every page has. */
export interface RouteMaker {
  config: ResolvedConfig;
  site: SiteData;
  versions: VersionModel[];
  route: (key: string, page: PageData, contents?: ContentSlot[], sitePath?: string) => Route;
  base: (url: string, title: string, extra?: Partial<PageBaseFields>) => PageBaseFields;
  untranslated: (showsOriginal: boolean) => { original?: { locale: string; url: string } };
  /** The locale's home page: the breadcrumbs start there. */
  home: string;
}

/** A route key names the doc in its version; the default instance's current version's keys are the docs' ids alone. */
const keyOf = (version: DocsVersion, kind: string, name: string) => (isDefaultCurrent(version) ? `${kind}:${name}` : `${kind}@${versionKey(version)}:${name}`);

/** The doc pages of every docs instance, each instance's versions apart (a doc id is an instance's own). */
export function docRoutes(params: RouteMaker): Route[] {
  const byInstance = new Map<string, VersionModel[]>();
  for (const v of params.versions) byInstance.set(v.version.pluginId, [...(byInstance.get(v.version.pluginId) ?? []), v]);
  // The site's data carries the first instance's latest version's first sidebar: other pages carry their own.
  const shared = params.versions.find((v) => v.version.isLast);
  return [...byInstance.values()].flatMap((versions) => instanceRoutes({ ...params, versions }, shared));
}

function instanceRoutes(params: RouteMaker, shared: VersionModel | undefined): Route[] {
  const { config, site, versions, route, base, untranslated } = params;
  const s = site.strings;
  const routes: Route[] = [];
  // The same doc (by id) in each version, for the dropdown and the banner's link.
  const urlsById = new Map<string, Record<string, string>>();
  if (versions.length > 1) {
    for (const v of versions) for (const doc of v.docs) urlsById.set(doc.id, { ...urlsById.get(doc.id), [v.version.name]: doc.url });
  }
  for (const v of versions) {
    const { version } = v;
    const instance = instanceOf(config, version.pluginId);
    const versionFields = {
      ...(version.pluginId !== DEFAULT_DOCS_ID && { docsPluginId: version.pluginId }),
      versionName: version.name,
      versionLabel: v.label,
      ...(version.banner && { versionBanner: version.banner }),
      versionBadge: version.badge,
    };
    const navigationOf = docNavigation(v.sidebars, v.sidebarOfDoc);
    // The site's data carries the latest version's first sidebar: pages of another sidebar or version carry their own.
    const sharedSidebar = v === shared ? v.sidebars.keys().next().value : undefined;
    const byId = new Map(v.docs.map((d) => [d.id, d]));
    for (const doc of v.docs) {
      const nav = navigationOf(doc);
      const previous = paginationLink(doc, 'pagination_prev', nav.previous, byId);
      const next = paginationLink(doc, 'pagination_next', nav.next, byId);
      const editUrl = docEditUrl(config, instance, version, doc, site.locale);
      const heading = shownTitle(doc.entry, doc.compiled, doc.title);
      // Without a sidebars file the current version's folder sidebar lists every doc; with one, a doc in none shows none.
      const ownSidebar = nav.sidebarId === undefined ? v !== shared || Boolean(version.sidebars) : nav.sidebarId !== sharedSidebar;
      const versionUrls = urlsById.get(doc.id);
      routes.push(
        route(
          keyOf(version, 'doc', doc.id),
          {
            ...base(doc.url, doc.title, {
              noindex: doc.unlisted || version.noIndex,
              hasMath: doc.compiled.hasMath,
              ...(doc.description && { description: doc.description }),
              ...headFields(doc.entry, config),
              ...untranslated(!doc.translated),
            }),
            kind: 'doc',
            docId: doc.id,
            ...(nav.sidebarId !== undefined && { sidebarId: nav.sidebarId }),
            ...(heading !== undefined && { heading }),
            contentHtml: '',
            toc: tocOf(doc.entry, doc.compiled.headings, config.tableOfContents),
            breadcrumbs: instance.breadcrumbs ? [{ label: s['theme.docs.breadcrumbs.home']!, url: params.home }, ...(nav.trail ?? [{ label: doc.sidebarLabel }])] : [],
            ...(ownSidebar && { sidebar: nav.items }),
            ...(previous && { previous }),
            ...(next && { next }),
            ...(editUrl && { editUrl }),
            ...(doc.lastUpdate && { lastUpdate: lastUpdateFields(doc.lastUpdate, site.locale.htmlLang) }),
            ...versionFields,
            ...(versionUrls && { versionUrls }),
            unlisted: doc.unlisted,
            tags: doc.tags,
          },
          [{ sitePath: doc.entry.source.sitePath, mode: 'full', target: 'body' }],
          doc.entry.source.sitePath,
        ),
      );
    }

    // Generated-index pages of categories: title, description and a card per item (DocCategoryGeneratedIndexPage).
    const descriptions = new Map(v.docs.map((d) => [d.id, d.description]));
    for (const { sidebarId, category, trail } of generatedIndexes(v.sidebars)) {
      const index = category.generatedIndex!;
      const url = category.url!;
      routes.push(
        route(keyOf(version, 'generated', url.slice(params.home.length)), {
          ...base(url, index.title, {
            noindex: version.noIndex,
            ...(index.description && { description: index.description }),
            ...(index.keywords && { keywords: index.keywords }),
          }),
          kind: 'doc',
          docId: '',
          heading: index.title,
          contentHtml: '',
          toc: [],
          breadcrumbs: instance.breadcrumbs ? [{ label: s['theme.docs.breadcrumbs.home']!, url: params.home }, ...trail] : [],
          ...versionFields,
          unlisted: false,
          tags: [],
          cards: docCardsOfItems(category.items, descriptions),
          ...(sidebarId !== sharedSidebar && { sidebar: v.sidebars.get(sidebarId)! }),
        }),
      );
    }
    const tagFields = { ...(version.pluginId !== DEFAULT_DOCS_ID && { docsPluginId: version.pluginId }), versionName: version.name };
    routes.push(...docTagRoutes(params, v, (kind, name) => keyOf(version, kind, name), tagFields));
  }
  return routes;
}

// What a doc's body is given for `@docusaurus/plugin-content-docs/client`'s
// page hooks, as Docusaurus' DocItem, DocVersionRoot and DocRoot provide it:
// useDoc() the doc (metadata, front matter, toc, content title, assets:
// packages/docusaurus-plugin-content-docs/src/client/doc.tsx, its metadata
// as src/docs.ts processDocMetadata makes it), useDocsVersion() its version
// (src/props.ts toVersionMetadataProp), useDocsSidebar() its sidebar.
import type { DocClientContext, DocRecord, DocsVersionValue, LocaleModel, PageData, VersionModel } from '../model.js';
import { joinUrl } from './urls.js';
import { propItem } from '../shared/sidebar-props.js';

/** A version as Docusaurus' theme receives it (props.ts toVersionMetadataProp), for the doc hooks and for site plugins' routes. */
export function versionValue(v: VersionModel): DocsVersionValue {
  return {
    pluginId: v.version.pluginId,
    version: v.version.name,
    label: v.label,
    banner: v.version.banner ?? null,
    badge: v.version.badge,
    noIndex: v.version.noIndex,
    className: v.version.className,
    isLast: v.version.isLast,
    docsSidebars: Object.fromEntries([...v.sidebars].map(([id, items]) => [id, items.map(propItem)])),
    docs: Object.fromEntries(
      v.docs.map((d) => [d.id, { id: d.id, title: d.title, description: d.description ?? '', ...(v.sidebarOfDoc.has(d.id) && { sidebar: v.sidebarOfDoc.get(d.id) }) }]),
    ),
  };
}

type DocPage = Extract<PageData, { kind: 'doc' }>;

/** useDoc()'s value for one doc and the page that shows it. */
function docValue(doc: DocRecord, page: DocPage, v: VersionModel, versionRoot: string): DocClientContext['doc'] {
  const frontMatter = doc.entry.frontMatter;
  const link = (l: { label: string; url: string } | undefined) => l && { title: l.label, permalink: l.url };
  const previous = link(page.previous);
  const next = link(page.next);
  const sidebar = v.sidebarOfDoc.get(doc.id);
  const slug = `/${page.url.slice(versionRoot.length).replace(/^\/+|\/+$/g, '')}`;
  return {
    metadata: {
      id: doc.id,
      title: doc.title,
      description: doc.description ?? '',
      source: `@site/${doc.entry.source.sitePath}`,
      sourceDirName: doc.sourceDir,
      slug,
      permalink: page.url,
      draft: false,
      unlisted: doc.unlisted,
      ...(page.editUrl && { editUrl: page.editUrl }),
      tags: doc.tags.map((t) => ({ label: t.label, permalink: t.url, ...(t.description && { description: t.description }) })),
      version: v.version.name,
      ...(doc.lastUpdate?.at !== undefined && { lastUpdatedAt: doc.lastUpdate.at }),
      ...(doc.lastUpdate?.by !== undefined && { lastUpdatedBy: doc.lastUpdate.by }),
      ...(doc.sidebarPosition !== undefined && { sidebarPosition: doc.sidebarPosition }),
      ...(sidebar !== undefined && { sidebar }),
      ...(previous && { previous }),
      ...(next && { next }),
      frontMatter,
    },
    frontMatter,
    toc: doc.compiled.headings.map((h) => ({ value: h.text, id: h.id, level: h.depth })),
    ...(doc.compiled.contentTitle !== undefined && { contentTitle: doc.compiled.contentTitle }),
    assets: { ...(page.image && { image: page.image }) },
  };
}

/**
 * The docs client's page values of each doc body of a locale, by the doc's
 * site path, made when first asked (only pages whose code reads them do);
 * undefined for a file that is not a doc.
 */
export function docClientContexts(model: LocaleModel, baseUrl: string): (sitePath: string) => DocClientContext | undefined {
  const base = joinUrl(baseUrl, model.locale.urlPrefix, '/');
  const pages = new Map<string, DocPage>();
  for (const route of model.routes) {
    const body = route.contents.find((slot) => slot.target === 'body');
    if (route.page.kind === 'doc' && route.page.docId && body) pages.set(body.sitePath, route.page);
  }
  const versionOf = new Map<DocRecord, VersionModel>();
  for (const v of model.versions) for (const d of v.docs) versionOf.set(d, v);
  const docs = new Map(model.docs.map((d) => [d.entry.source.sitePath, d]));
  const versions = new Map<VersionModel, DocsVersionValue>();
  const made = new Map<string, DocClientContext>();
  return (sitePath) => {
    const known = made.get(sitePath);
    if (known) return known;
    const doc = docs.get(sitePath);
    const page = pages.get(sitePath);
    const v = doc && versionOf.get(doc);
    if (!doc || !page || !v) return undefined;
    if (!versions.has(v)) versions.set(v, versionValue(v));
    const sidebarId = v.sidebarOfDoc.get(doc.id);
    const items = sidebarId === undefined ? undefined : versions.get(v)!.docsSidebars[sidebarId];
    const context: DocClientContext = {
      doc: docValue(doc, page, v, joinUrl(base, v.version.routeBasePath)),
      version: versions.get(v)!,
      sidebar: sidebarId !== undefined && items ? { name: sidebarId, items } : null,
    };
    made.set(sitePath, context);
    return context;
  };
}

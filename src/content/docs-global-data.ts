// The docs plugin's global data, as plugin-content-docs sets it in its
// contentLoaded (setGlobalData({ path, versions, breadcrumbs }), each version
// by lib/globalData.js toGlobalDataVersion): what a site's own code reads
// through useGlobalData()['docusaurus-plugin-content-docs'][pluginId] or
// usePluginData('docusaurus-plugin-content-docs').
import type { DocsInstance, LocaleModel, ResolvedConfig, VersionModel } from '../model.js';
import { flattenSidebar } from './sidebar.js';
import { joinUrl } from './urls.js';

/** toGlobalDataVersion: its docs with their sidebar, its drafts (none are built), each sidebar's first link. */
function versionData(v: VersionModel, base: string) {
  const root = joinUrl(base, v.version.routeBasePath);
  const firstOfFirst = flattenSidebar(v.sidebars.values().next().value ?? [])[0];
  // getMainDocId: the doc at the version's root (slug /), else the first doc of its first sidebar, else its first doc.
  const main = v.docs.find((d) => d.url.replace(/\/$/, '') === root) ?? v.docs.find((d) => d.id === firstOfFirst?.docId) ?? v.docs[0];
  return {
    name: v.version.name,
    label: v.label,
    isLast: v.version.isLast,
    path: root,
    mainDocId: main?.id ?? '',
    docs: v.docs.map((d) => ({ id: d.id, path: d.url, ...(d.unlisted && { unlisted: true }), sidebar: v.sidebarOfDoc.get(d.id) })),
    draftIds: [] as string[],
    sidebars: Object.fromEntries(
      [...v.sidebars].map(([id, items]) => {
        const first = flattenSidebar(items)[0];
        return [id, first ? { link: { path: first.url, label: first.label } } : {}];
      }),
    ),
  };
}

/** Each docs instance's data, by plugin id, for one locale's URLs. */
export function docsGlobalData(config: ResolvedConfig, model: LocaleModel): Record<string, unknown> {
  const instances: DocsInstance[] = [...(config.docs.enabled ? [config.docs] : []), ...config.docsPlugins];
  const base = joinUrl(config.baseUrl, model.locale.urlPrefix, '/');
  return Object.fromEntries(
    instances.map((instance) => [
      instance.id,
      {
        path: joinUrl(base, instance.routeBasePath),
        versions: model.versions.filter((v) => v.version.pluginId === instance.id).map((v) => versionData(v, base)),
        breadcrumbs: instance.breadcrumbs,
      },
    ]),
  );
}

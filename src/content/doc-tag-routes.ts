// The tag pages of one docs version, as packages/docusaurus-plugin-content-docs/src/routes.ts
// (buildVersionTagsRoutes) and props.ts make them: at the version's tags path a list of its
// tags (none when no doc has a tag), and a page per tag listing its docs by title. A tag whose
// docs are all unlisted still has its page, unlisted, and is left out of the list
// (docusaurus-utils/src/tags.ts, getTagVisibility); a listed tag lists only listed docs.
import type { DocRecord, PageData, Route, TagRef, VersionModel } from '../model.js';
import { translate } from '../shared/translate.js';
import type { RouteMaker } from './doc-routes.js';
import { instanceOf } from './docs-instances.js';
import { hrefOf, joinUrl } from './urls.js';

type DocTagFields = Pick<Extract<PageData, { kind: 'docTag' }>, 'docsPluginId' | 'versionName'>;

export function docTagRoutes(params: RouteMaker, v: VersionModel, key: (kind: string, name: string) => string, fields: DocTagFields): Route[] {
  const { config, site, route, base } = params;
  const s = site.strings;
  const lang = site.locale.htmlLang;
  const groups = new Map<string, { tag: TagRef; docs: DocRecord[] }>();
  for (const doc of v.docs) {
    for (const tag of doc.tags) {
      const group = groups.get(tag.url) ?? { tag, docs: [] };
      group.docs.push(doc);
      groups.set(tag.url, group);
    }
  }
  if (!groups.size) return [];
  const { tagsBasePath } = instanceOf(config, v.version.pluginId);
  const allTagsUrl = hrefOf(joinUrl(config.baseUrl, site.locale.urlPrefix, v.version.routeBasePath, tagsBasePath));
  const noindex = v.version.noIndex;
  const routes: Route[] = [];
  const listedTags: TagRef[] = [];
  for (const { tag, docs } of groups.values()) {
    const unlisted = docs.every((d) => d.unlisted);
    const shown = (unlisted ? docs : docs.filter((d) => !d.unlisted)).sort((a, b) => a.title.localeCompare(b.title));
    if (!unlisted) listedTags.push({ ...tag, count: shown.length });
    const nDocsTagged = translate(s['theme.docs.tagDocListPageTitle.nDocsTagged']!, { count: shown.length }, lang);
    const title = translate(s['theme.docs.tagDocListPageTitle']!, { nDocsTagged, tagName: tag.label }, lang);
    routes.push(
      route(key('docTag', tag.url.slice(allTagsUrl.length)), {
        ...base(tag.url, title, { noindex: noindex || unlisted, ...(tag.description && { description: tag.description }) }),
        kind: 'docTag',
        ...fields,
        tag: { ...tag, count: shown.length },
        allTagsUrl,
        unlisted,
        docs: shown.map((d) => ({ url: d.url, title: d.title, ...(d.description && { description: d.description }) })),
      }),
    );
  }
  // A version's tags all unlisted: Docusaurus makes no list page (buildTagsListRoute: no listed tag).
  if (listedTags.length) {
    listedTags.sort((a, b) => a.label.localeCompare(b.label, lang));
    routes.unshift(route(key('docTags', ''), { ...base(allTagsUrl, s['theme.tags.tagsPageTitle']!, { noindex }), kind: 'docTags', ...fields, tags: listedTags }));
  }
  return routes;
}

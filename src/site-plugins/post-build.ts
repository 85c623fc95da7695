// `postBuild`, once the site is written, with what Docusaurus gives it
// (packages/docusaurus/src/commands/build/buildLocale.ts: the site's props, its
// routes, `routesPaths`, the plugin's content): per locale, its output folder.
// The routes are Docusaurus' route config tree as plugins read it: each
// route's `plugin` ({ name, id }), the docs nested by version with each
// version's `props.version.docs` (plugin-content-docs/src/routes.ts).
import { versionValue } from '../content/doc-client-context.js';
import { docsInstances } from '../content/docs-instances.js';
import path from 'node:path';
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic, LocaleModel, PageKind, ResolvedConfig, SitePlugin, SitePluginInstance } from '../model.js';
import { joinUrl, withTrailingSlash } from '../content/urls.js';
import type { LocalePluginsRun } from './lifecycle.js';
import { routesPathsOf, sortRoutes } from './route-order.js';

interface RouteConfig {
  path: string;
  component: string;
  exact?: boolean;
  plugin: { name: string; id: string };
  props?: Record<string, unknown>;
  routes?: Omit<RouteConfig, 'plugin'>[];
  [key: string]: unknown;
}

const BLOG = { name: 'docusaurus-plugin-content-blog', id: 'default' };
const PAGES = { name: 'docusaurus-plugin-content-pages', id: 'default' };
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The theme component Docusaurus renders each kind of page with. */
const COMPONENTS: Partial<Record<PageKind, [string, { name: string; id: string }]>> = {
  blogPost: ['@theme/BlogPostPage', BLOG],
  blogList: ['@theme/BlogListPage', BLOG],
  blogTags: ['@theme/BlogTagsListPage', BLOG],
  blogTag: ['@theme/BlogTagsPostsPage', BLOG],
  blogArchive: ['@theme/BlogArchivePage', BLOG],
  sitePage: ['@theme/MDXPage', PAGES],
};

/** Each docs instance's tree: its root, a route per version, the docs below it (plugin-content-docs/src/routes.ts). */
function docsRoutes(config: ResolvedConfig, model: LocaleModel): RouteConfig[] {
  if (!model.docs.length) return [];
  return docsInstances(config).flatMap((instance) => instanceRoutes(config, model, instance.id, instance.routeBasePath));
}

function instanceRoutes(config: ResolvedConfig, model: LocaleModel, pluginId: string, routeBasePath: string): RouteConfig[] {
  const base = (part: string) => withTrailingSlash(joinUrl(config.baseUrl, model.locale.urlPrefix, part), config.trailingSlash, config.baseUrl);
  const own = model.versions.filter((v) => v.version.pluginId === pluginId);
  if (!own.some((v) => v.docs.length)) return [];
  const versions = own.map((v) => {
    const versionPath = base(v.version.routeBasePath);
    return {
      path: versionPath,
      component: '@theme/DocVersionRoot',
      exact: false,
      props: {
        version: versionValue(v),
      },
      routes: [
        {
          path: versionPath,
          component: '@theme/DocRoot',
          exact: false,
          routes: v.docs.map((d) => ({ path: d.url, component: '@theme/DocItem', exact: true, ...(v.sidebarOfDoc.get(d.id) && { sidebar: v.sidebarOfDoc.get(d.id) }) })),
        },
        // The version's tag pages follow its docs (routes.ts, buildVersionSubRoutes).
        ...model.routes.flatMap((r) =>
          (r.page.kind === 'docTags' || r.page.kind === 'docTag') && r.page.versionName === v.version.name && (r.page.docsPluginId ?? 'default') === pluginId
            ? [{ path: r.url, component: r.page.kind === 'docTags' ? '@theme/DocTagsListPage' : '@theme/DocTagDocListPage', exact: true }]
            : [],
        ),
      ],
    };
  });
  return [{ path: base(routeBasePath), component: '@theme/DocsRoot', exact: false, plugin: { name: DOCS_PLUGIN, id: pluginId }, routes: versions }];
}

/** The locale's routes as Docusaurus' route config: the docs' tree, the other pages flat, then the plugins' own. */
function routeTree(config: ResolvedConfig, model: LocaleModel, run: LocalePluginsRun): RouteConfig[] {
  const flat = model.routes.flatMap((r): RouteConfig[] => {
    const known = COMPONENTS[r.kind];
    return known ? [{ path: r.url, component: known[0], exact: true, plugin: known[1] }] : [];
  });
  const added = run.routes.map(({ route, plugin }) => ({ ...route, plugin: { name: plugin.name, id: plugin.id } }));
  return [...docsRoutes(config, model), ...flat, ...added];
}

/** Runs each plugin's postBuild for each locale; a throw is an error naming the plugin. */
export async function runPostBuild(params: { config: ResolvedConfig; outDir: string; models: LocaleModel[]; runs: LocalePluginsRun[] }): Promise<Diagnostic[]> {
  const { config } = params;
  if (!config.sitePlugins.some((p) => typeof p.instance.postBuild === 'function')) return [];
  const diagnostics: Diagnostic[] = [];
  for (const model of params.models) {
    const run = params.runs.find((r) => r.locale === model.locale.code)!;
    const routes = sortRoutes(routeTree(config, model, run), config.baseUrl);
    // Docusaurus' paths of its routes, then the pages of kinds the tree does not hold.
    const routesPaths = [...new Set([...routesPathsOf(routes, config.baseUrl), ...model.routes.map((r) => r.url), ...run.routes.map((r) => r.route.path)])];
    const outDir = model.locale.urlPrefix ? path.join(params.outDir, model.locale.urlPrefix.slice(1)) : params.outDir;
    // Each locale's own instances (lifecycle.ts), as Docusaurus calls postBuild on those that built it.
    const plugins = [...run.instances].filter(([, instance]) => typeof instance.postBuild === 'function');
    await Promise.all(
      plugins.map(async ([plugin, instance]: [SitePlugin, SitePluginInstance]) => {
        try {
          await instance.postBuild!({
            ...plugin.context,
            outDir,
            routes,
            routesPaths,
            plugins: [...run.instances.values()],
            content: run.contents.get(plugin),
            head: {},
          });
        } catch (e) {
          diagnostics.push(
            error('plugin-run', `the plugin \`${plugin.name}\` failed in postBuild: ${(e as Error)?.message ?? String(e)}`, {
              file: plugin.file,
              hint: 'its postBuild threw, as it would under `docusaurus build`',
            }),
          );
        }
      }),
    );
  }
  return diagnostics;
}

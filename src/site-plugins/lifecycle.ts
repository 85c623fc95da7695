// The content lifecycle of the site's own plugins, for one locale, as
// Docusaurus runs it (packages/docusaurus/src/server/plugins/plugins.ts): every
// plugin's `loadContent`, then each one's `contentLoaded` with its content and
// its actions (actions.ts: `addRoute`, `createData`, `setGlobalData`), then
// `allContentLoaded` with every plugin's content. A plugin wrapping tongsite's
// blog gets the blog's posts as Docusaurus' blog plugin gives them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic, LocaleModel, PluginActions, PluginRouteConfig, ResolvedConfig, SitePlugin, SitePluginInstance } from '../model.js';
import { contentPluginMark } from '../config/docusaurus/content-plugin-shims.js';
import { blogContent } from './blog-content.js';

/** A route one plugin added, with the plugin that added it (Docusaurus' `toPluginRoute`). */
export interface AddedRoute {
  route: PluginRouteConfig;
  plugin: SitePlugin;
}

export interface LocalePluginsRun {
  locale: string;
  routes: AddedRoute[];
  /** `useGlobalData()`: plugin name → id → data. */
  globalData: Record<string, Record<string, unknown>>;
  /** Each plugin's content, by plugin (for injectHtmlTags and postBuild). */
  contents: Map<SitePlugin, unknown>;
  /** The instance of each plugin that ran in this locale (postBuild's). */
  instances: Map<SitePlugin, SitePluginInstance>;
  diagnostics: Diagnostic[];
}

/** Where createData writes: `<generated>/<plugin name>/<id>/`, as Docusaurus' actions do. */
export const dataDirOf = (plugin: SitePlugin) => path.join(String(plugin.context.generatedFilesDir), plugin.name, plugin.id);

function actionsFor(plugin: SitePlugin, routes: AddedRoute[], setGlobal: (data: unknown) => void): PluginActions {
  return {
    addRoute(route) {
      routes.push({ route, plugin });
    },
    async createData(name, data) {
      const file = path.join(dataDirOf(plugin), name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
      return file;
    },
    setGlobalData: setGlobal,
  };
}

/** Each plugin's context in this locale: Docusaurus builds a locale with its own base URL and current locale. */
function contextIn(plugin: SitePlugin, config: ResolvedConfig, model: LocaleModel): void {
  const i18n = plugin.context.i18n as Record<string, unknown>;
  Object.assign(plugin.context, {
    baseUrl: `${config.baseUrl}${model.locale.urlPrefix ? `${model.locale.urlPrefix.slice(1)}/` : ''}`,
    i18n: { ...i18n, currentLocale: model.locale.code },
    localizationDir: path.join(config.siteDir, 'i18n', model.locale.code),
  });
}

/**
 * The lifecycle in one locale. The first locale built runs the instances the config load made; each other one new
 * instances (SitePlugin.remake), as Docusaurus loads the site anew for each locale it builds.
 */
export async function runPluginsContent(config: ResolvedConfig, model: LocaleModel, first: boolean): Promise<LocalePluginsRun> {
  const run: LocalePluginsRun = { locale: model.locale.code, routes: [], globalData: {}, contents: new Map(), instances: new Map(), diagnostics: [] };
  const failed = (plugin: SitePlugin, method: string, e: unknown) =>
    run.diagnostics.push(
      error('plugin-run', `the plugin \`${plugin.name}\` failed in ${method}: ${(e as Error)?.message ?? String(e)}`, {
        file: plugin.file,
        hint: `its ${method} threw, as it would under \`docusaurus build\``,
      }),
    );
  const plugins: SitePlugin[] = [];
  for (const plugin of config.sitePlugins) {
    contextIn(plugin, config, model);
    let instance: SitePluginInstance | null = plugin.instance;
    try {
      if (!first) instance = await plugin.remake();
    } catch (e) {
      failed(plugin, `its constructor (locale ${model.locale.code})`, e);
      continue;
    }
    // A plugin that returns null for this locale disables itself in it.
    if (!instance) continue;
    run.instances.set(plugin, instance);
    plugins.push(plugin);
    const mark = contentPluginMark(instance);
    if (mark?.kind === 'blog') mark.load = () => blogContent(config, model, mark.options);
  }
  await Promise.all(
    plugins.map(async (plugin) => {
      try {
        run.contents.set(plugin, await run.instances.get(plugin)!.loadContent?.());
      } catch (e) {
        failed(plugin, 'loadContent', e);
      }
    }),
  );
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const plugin of plugins) (allContent[plugin.name] ??= {})[plugin.id] = run.contents.get(plugin);
  const setGlobal = (plugin: SitePlugin) => (data: unknown) => {
    (run.globalData[plugin.name] ??= {})[plugin.id] = data;
  };
  for (const method of ['contentLoaded', 'allContentLoaded'] as const) {
    await Promise.all(
      plugins.map(async (plugin) => {
        const instance = run.instances.get(plugin)!;
        const call = instance[method];
        if (typeof call !== 'function') return;
        const actions = actionsFor(plugin, run.routes, setGlobal(plugin));
        try {
          await call.call(instance, { content: run.contents.get(plugin), allContent, actions });
        } catch (e) {
          failed(plugin, method, e);
        }
      }),
    );
  }
  return run;
}

// The site's plugins between the model and the render stages: their content
// lifecycle in every locale, the pages of the routes they added, their head
// tags and client modules, and the global data their pages' code reads.
import type { Diagnostic, HeadTagConfig, LocaleModel, ResolvedConfig } from '../model.js';
import { pluginClientModules, pluginHeadTags } from './html-tags.js';
import { runPluginsContent, type LocalePluginsRun } from './lifecycle.js';
import { pluginPages, type PluginPages } from './plugin-pages.js';

export interface SitePluginsResult {
  runs: LocalePluginsRun[];
  pages: PluginPages;
  headTags: HeadTagConfig[];
  clientModules: string[];
  diagnostics: Diagnostic[];
}

export async function runSitePlugins(config: ResolvedConfig, models: LocaleModel[]): Promise<SitePluginsResult> {
  const runs: LocalePluginsRun[] = [];
  // One locale after another: each gives the plugins' context its own locale.
  for (const model of models) runs.push(await runPluginsContent(config, model, !runs.length));
  const taken = new Set(models.flatMap((m) => m.routes.map((r) => r.url)));
  const pages = pluginPages(config, runs, models, taken);
  const first = runs.find((r) => r.locale === config.defaultLocale.code) ?? runs[0];
  const tags = await pluginHeadTags(config.sitePlugins, first?.contents ?? new Map());
  return {
    runs,
    pages,
    headTags: tags.headTags,
    clientModules: pluginClientModules(config.sitePlugins),
    diagnostics: [...runs.flatMap((r) => r.diagnostics), ...pages.diagnostics, ...tags.diagnostics],
  };
}

// The site's own remark and rehype plugins (from its Docusaurus config), loaded
// where the page is compiled: on a worker thread, by the module file and export
// the config's loader found them at, once per thread.
import { createRequire } from 'node:module';
import type { CompileOptions } from '@mdx-js/mdx';
import type { MarkdownPluginRef, SiteMarkdownPlugins } from '../model.js';

type PluggableList = NonNullable<CompileOptions['remarkPlugins']>;

const modules = new Map<string, unknown>();

function pluggable(ref: MarkdownPluginRef): PluggableList[number] {
  let loaded = modules.get(ref.module);
  if (loaded === undefined) {
    // Required, not imported: the config's loader required it the same way, so the export names match.
    loaded = createRequire(ref.module)(ref.module) as unknown;
    modules.set(ref.module, loaded);
  }
  const plugin = ref.exportName ? (loaded as Record<string, unknown>)[ref.exportName] : loaded;
  if (typeof plugin !== 'function') throw new Error(`the plugin ${ref.name} (${ref.module}) is no longer a function`);
  return (ref.options === undefined ? plugin : [plugin, ref.options]) as PluggableList[number];
}

export type LoadedSitePlugins = Record<keyof SiteMarkdownPlugins, PluggableList>;

const NONE: LoadedSitePlugins = { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };

export function sitePlugins(plugins: SiteMarkdownPlugins | undefined): LoadedSitePlugins {
  if (!plugins) return NONE;
  return {
    beforeRemark: plugins.beforeRemark.map(pluggable),
    remark: plugins.remark.map(pluggable),
    beforeRehype: plugins.beforeRehype.map(pluggable),
    rehype: plugins.rehype.map(pluggable),
  };
}

// The docs instances a site builds (Docusaurus' plugin-content-docs, once per `id`), and how their
// versions are told apart once all are listed together.
import { CURRENT_VERSION, DEFAULT_DOCS_ID } from '../config/docs-versions.js';
import type { DocsInstance, DocsVersion, ResolvedConfig } from '../model.js';

/** The instances built: the preset's unless switched off (`docs: false`), then the plugins', in the config's order. */
export const docsInstances = (config: ResolvedConfig): DocsInstance[] => [...(config.docs.enabled ? [config.docs] : []), ...config.docsPlugins];

/** Every version of every instance built, each instance's newest first. */
export const builtVersions = (config: ResolvedConfig): DocsVersion[] => docsInstances(config).flatMap((instance) => instance.versions);

/** A version's key among all instances' versions: its name in the default instance, `<id>/<name>` in another (a name has no slash). */
export const versionKey = (version: DocsVersion): string => (version.pluginId === DEFAULT_DOCS_ID ? version.name : `${version.pluginId}/${version.name}`);

/** The default instance's current version: its files are the content tree's own `docs`. */
export const isDefaultCurrent = (version: DocsVersion): boolean => version.pluginId === DEFAULT_DOCS_ID && version.name === CURRENT_VERSION;

export function instanceOf(config: ResolvedConfig, pluginId: string): DocsInstance {
  return pluginId === DEFAULT_DOCS_ID ? config.docs : (config.docsPlugins.find((i) => i.id === pluginId) ?? config.docs);
}

/**
 * The config as one instance's sidebars and pages read it: that instance's options (collapsible
 * categories, edit URL, route base) in `docs`, where the sidebar makers look for them.
 */
export function configOfInstance(config: ResolvedConfig, pluginId: string): ResolvedConfig {
  const instance = instanceOf(config, pluginId);
  return instance === config.docs ? config : { ...config, docs: { ...instance, enabled: true } };
}

// Reads a Docusaurus site's own config into tongsite's config terms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError, error } from '../../diagnostics/build-error.js';
import type { Diagnostic, ResolvedConfig, SitePlugin, UserConfig } from '../../model.js';
import { cacheDirOf } from '../resolve-config.js';
import { loadDocusaurusModule } from './load-module.js';
import { ConfigNotes } from './notes.js';
import { pluginOrigins } from './plugin-modules.js';
import { loadContext, loadSitePlugins } from './site-plugins.js';
import { isObj } from './theme-config.js';
import { expandPresets } from './third-party-presets.js';
import { toUserConfig } from './to-user-config.js';

/** The names Docusaurus looks for in a site folder, in its order (packages/docusaurus/src/server/config.ts). */
export const DOCUSAURUS_CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

export const isDocusaurusConfig = (file: string) => DOCUSAURUS_CONFIG_NAMES.includes(path.basename(file));

/** The config as tongsite's own, what it could not take (warnings), and the local files it was compiled from. */
export interface DocusaurusConfigRead {
  user: UserConfig;
  warnings: Diagnostic[];
  inputs: string[];
  markdownPlugins: ResolvedConfig['markdownPlugins'];
  sitePlugins: SitePlugin[];
  /** The kinds of file the plugins' webpack rules hand to a file loader (ResolvedConfig.fileTests). */
  fileTests: RegExp[];
  /** The plugins' `resolve.fallback` (ResolvedConfig.resolveFallback). */
  resolveFallback: Record<string, string | false>;
  /** The config as the site's code reads it from useDocusaurusContext(). */
  siteConfig: Record<string, unknown>;
}

/**
 * The config as Docusaurus hands it to the browser: its codegen writes it with
 * JSON.stringify (packages/docusaurus/src/server/codegen/codegen.ts), so
 * functions are left out; `customFields` and `themeConfig` default to {} as its
 * config schema gives them. A value JSON cannot write (a cycle, a BigInt)
 * leaves that top-level field out.
 */
function clientSiteConfig(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { customFields: {}, themeConfig: {} };
  for (const [key, value] of Object.entries(config)) {
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) out[key] = JSON.parse(json) as unknown;
    } catch {}
  }
  return out;
}

export async function readDocusaurusConfig(file: string): Promise<DocusaurusConfigRead> {
  // `docusaurus build` sets it before it loads the config and plugins (packages/docusaurus/src/commands/build/build.ts),
  // and plugins read it: docusaurus-plugin-matomo adds its script only in production, trpc's config adds cssnano then.
  process.env.NODE_ENV ??= 'production';
  const { value, inputs, packages } = await loadDocusaurusModule(file);
  if (!isObj(value)) {
    throw new BuildError([
      error('config-export', `the Docusaurus config gave ${value === null ? 'null' : typeof value}, not a config object`, {
        file,
        hint: 'export the config object (export default config, or module.exports = config), or a function or promise that gives it',
      }),
    ]);
  }
  const notes = new ConfigNotes(file, readFileSync(file, 'utf8'));
  // Docusaurus writes createData's files under .docusaurus/; tongsite under its cache, leaving the site's folder as it is.
  const generatedFilesDir = path.join(cacheDirOf(file), 'generated');
  // A third-party preset is read as the plugins and themes it gives.
  const failed = expandPresets(value, file, loadContext(value, file, generatedFilesDir));
  const sitePlugins = await loadSitePlugins(value, file, generatedFilesDir);
  const context = {
    notes,
    origins: pluginOrigins(file, packages),
    markdownPlugins: {},
    configDir: path.dirname(file),
    siteEntries: sitePlugins.entries,
    pluginSources: sitePlugins.sources,
    presetFailures: new Map(failed.map((f) => [f.name, f.reason])),
  };
  const user = toUserConfig(value, context);
  return {
    user,
    warnings: [...notes.warnings, ...sitePlugins.warnings],
    inputs: [...inputs, ...sitePlugins.inputs],
    markdownPlugins: context.markdownPlugins,
    sitePlugins: sitePlugins.plugins,
    fileTests: sitePlugins.fileTests,
    resolveFallback: sitePlugins.resolveFallback,
    siteConfig: clientSiteConfig(value),
  };
}

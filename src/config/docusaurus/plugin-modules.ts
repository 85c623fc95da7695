// Where each plugin function of a config comes from: the compile workers load a
// remark or rehype plugin by its module and export, since a function cannot be
// sent to another thread. The packages the config imports are required again
// from the config's folder (Node's module cache gives the same objects the
// config got), and their exported functions indexed. A plugin a preset added
// from one of its own files (a company's preset wrapping the classic one) is
// found in Node's module cache, which holds every CommonJS file the config and
// its presets required.
import { builtinModules, createRequire } from 'node:module';

export interface PluginOrigin {
  module: string;
  exportName: string;
}

export type PluginOrigins = (plugin: unknown) => PluginOrigin | undefined;

/** Indexes the functions a module exports (itself, or its object's members), the first module to export one keeping it. */
function indexExports(found: Map<unknown, PluginOrigin>, module: string, exported: unknown): void {
  if (typeof exported === 'function' && !found.has(exported)) found.set(exported, { module, exportName: '' });
  if (typeof exported === 'object' && exported !== null) {
    for (const [name, value] of Object.entries(exported)) if (typeof value === 'function' && !found.has(value)) found.set(value, { module, exportName: name });
  }
}

export function pluginOrigins(configFile: string, packages: string[]): PluginOrigins {
  let index: Map<unknown, PluginOrigin> | undefined;
  let cached: Map<unknown, PluginOrigin> | undefined;
  const build = () => {
    const found = new Map<unknown, PluginOrigin>();
    const require = createRequire(configFile);
    for (const spec of packages) {
      if (builtinModules.includes(spec)) continue;
      let module: string;
      let exported: unknown;
      try {
        module = require.resolve(spec);
        exported = require(spec);
      } catch {
        continue; // The config loaded, so it did not need this one at load time (a type-only or lazy import).
      }
      indexExports(found, module, exported);
    }
    return found;
  };
  // Read when a plugin is not an export of the config's packages: by then every preset has run.
  const buildCached = () => {
    const found = new Map<unknown, PluginOrigin>();
    for (const [module, entry] of Object.entries(createRequire(configFile).cache)) if (entry?.loaded) indexExports(found, module, entry.exports);
    return found;
  };
  return (plugin) => (index ??= build()).get(plugin) ?? (cached ??= buildCached()).get(plugin);
}

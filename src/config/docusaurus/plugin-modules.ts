// Where each plugin function of a config comes from: the compile workers load a
// remark or rehype plugin by its module and export, since a function cannot be
// sent to another thread. The packages the config imports are required again
// from the config's folder (Node's module cache gives the same objects the
// config got), and their exported functions indexed.
import { builtinModules, createRequire } from 'node:module';

export interface PluginOrigin {
  module: string;
  exportName: string;
}

export type PluginOrigins = (plugin: unknown) => PluginOrigin | undefined;

export function pluginOrigins(configFile: string, packages: string[]): PluginOrigins {
  let index: Map<unknown, PluginOrigin> | undefined;
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
      if (typeof exported === 'function' && !found.has(exported)) found.set(exported, { module, exportName: '' });
      if (typeof exported === 'object' && exported !== null) {
        for (const [name, value] of Object.entries(exported)) if (typeof value === 'function' && !found.has(value)) found.set(value, { module, exportName: name });
      }
    }
    return found;
  };
  return (plugin) => (index ??= build()).get(plugin);
}

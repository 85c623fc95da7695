// The remark and rehype plugins a Docusaurus config gives its docs and blog,
// as references the compile workers load (module file, export, options).
// Those whose work tongsite's compiler already does are taken as done; one that
// cannot be sent to a worker is named in a warning.
import path from 'node:path';
import type { MarkdownPluginRef } from '../../model.js';
import type { ConfigNotes } from './notes.js';
import type { PluginOrigin, PluginOrigins } from './plugin-modules.js';

/** Plugins whose work tongsite's Markdown compiler does itself (src/markdown/compile.ts), by their functions' names. */
const BUILT_IN = new Set(['remarkMath', 'rehypeKatex', 'remarkGfm', 'remarkDirective']);

/** The name a plugin function goes by: its own, else "an unnamed function". */
const UNNAMED = 'an unnamed function';
const nameOf = (plugin: unknown) => (typeof plugin === 'function' && plugin.name ? plugin.name : UNNAMED);

/**
 * A plugin's name in messages: its function's, else its package's (a minified
 * build's default export has none: remark-shiki-twoslash under NODE_ENV=production).
 */
function labelOf(name: string, origin: PluginOrigin): string {
  if (name !== UNNAMED) return name;
  const parts = origin.module.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  const from = at < 0 ? path.basename(origin.module) : parts.slice(at + 1, parts[at + 1]?.startsWith('@') ? at + 3 : at + 2).join('/');
  return origin.exportName && origin.exportName !== 'default' ? `${from} (its export ${origin.exportName})` : from;
}

/** Whether options can travel to a worker thread as they are (no functions, no class instances a clone would change). */
function cloneable(options: unknown): boolean {
  try {
    structuredClone(options);
    return true;
  } catch {
    return false;
  }
}

export function markdownPlugins(list: unknown, at: string, notes: ConfigNotes, origins: PluginOrigins): MarkdownPluginRef[] {
  if (!Array.isArray(list)) return [];
  const refs: MarkdownPluginRef[] = [];
  for (const entry of list) {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (plugin === false || plugin === null || plugin === undefined) continue;
    const name = nameOf(plugin);
    if (BUILT_IN.has(name)) continue;
    const origin = origins(plugin);
    if (!origin) {
      notes.unsupported(
        `${at}: ${name}`,
        'the plugin is not run, since it is not the export of a package the config imports (a function written in the config cannot be sent to the compile workers): pages are compiled without it',
        name,
      );
    } else if (options !== undefined && !cloneable(options)) {
      notes.unsupported(
        `${at}: ${name}`,
        'the plugin is not run, since its options hold functions that cannot be sent to the compile workers: pages are compiled without it',
        name,
      );
    } else refs.push({ name: labelOf(name, origin), ...origin, ...(options !== undefined && { options }) });
  }
  return refs;
}

// The remark and rehype plugins a Docusaurus config gives its docs and blog,
// as references the compile workers load (module file, export, options).
// Those whose work tongsite's compiler already does are taken as done; one that
// cannot be sent to a worker is named in a warning.
import type { MarkdownPluginRef } from '../../model.js';
import type { ConfigNotes } from './notes.js';
import type { PluginOrigins } from './plugin-modules.js';

/** Plugins whose work tongsite's Markdown compiler does itself (src/markdown/compile.ts), by their functions' names. */
const BUILT_IN = new Set(['remarkMath', 'rehypeKatex', 'remarkGfm', 'remarkDirective']);

/** The name a plugin function goes by: its own, else "an unnamed function". */
const nameOf = (plugin: unknown) => (typeof plugin === 'function' && plugin.name ? plugin.name : 'an unnamed function');

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
    } else refs.push({ name, ...origin, ...(options !== undefined && { options }) });
  }
  return refs;
}

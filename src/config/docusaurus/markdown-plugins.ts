// The remark and rehype plugins a Docusaurus config gives its docs and blog,
// as references the compile workers load (module file, export, options).
// Those whose work tongsite's compiler already does are taken as done; one that
// cannot be sent to a worker (a function of the config's own, options holding
// functions) is held in this process and runs on its main thread.
import path from 'node:path';
import type { MarkdownPluginRef } from '../../model.js';
import { holdPlugin } from '../../markdown/in-thread-plugins.js';
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
  // The list's own key (`remarkPlugins`), after which the config names its plugins.
  const listKey = at.slice(at.lastIndexOf('.') + 1);
  list.forEach((entry: unknown, index) => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (plugin === false || plugin === null || plugin === undefined) return;
    const name = nameOf(plugin);
    if (BUILT_IN.has(name)) return;
    const origin = origins(plugin);
    const why = !origin ? 'it is a function the config writes itself' : options !== undefined && !cloneable(options) ? 'its options hold functions' : undefined;
    if (why === undefined) {
      refs.push({ name: labelOf(name, origin!), ...origin!, ...(options !== undefined && { options }) });
      return;
    }
    if (typeof plugin !== 'function') {
      notes.unsupported(`${at}: ${name}`, 'the entry is not a plugin function (nor a package the config imports): pages are compiled without it', name, listKey);
      return;
    }
    notes.info(
      'docusaurus-markdown-plugin',
      `\`${at}\`: ${name} runs on the main thread, since ${why}, which cannot be sent to the compile workers: the pages it applies to compile there, one at a time`,
      name,
      listKey,
    );
    const label = origin ? labelOf(name, origin) : name;
    refs.push({ name: label, module: origin?.module ?? '', exportName: origin?.exportName ?? '', inThread: holdPlugin(`${at}[${index}]`, plugin as never, options) });
  });
  return refs;
}

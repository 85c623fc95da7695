// The remark and rehype plugins a Docusaurus config gives its docs and blog.
// Those whose work tongsite's compiler already does are taken as done; the
// others are named in a warning.
import type { ConfigNotes } from './notes.js';

/** Plugins whose work tongsite's Markdown compiler does itself (src/markdown/compile.ts). */
const BUILT_IN: Record<string, string> = {
  remarkMath: 'remark-math',
  rehypeKatex: 'rehype-katex',
  remarkGfm: 'remark-gfm',
  remarkDirective: 'remark-directive',
};

/** The name a plugin function goes by: its own, else "an unnamed function". */
const nameOf = (plugin: unknown) => (typeof plugin === 'function' && plugin.name ? plugin.name : 'an unnamed function');

export function markdownPlugins(list: unknown, at: string, notes: ConfigNotes): void {
  if (!Array.isArray(list)) return;
  for (const entry of list) {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    if (plugin === false || plugin === null || plugin === undefined) continue;
    const name = nameOf(plugin);
    if (BUILT_IN[name]) continue;
    notes.unsupported(`${at}: ${name}`, 'the plugin is not run: pages are compiled without it', name);
  }
}

// Site remark and rehype plugins that run only in the process that read the
// config: a plugin whose options hold functions (remark-typescript-tools'
// `transformVirtualFilepath`), or a plugin the config writes as a function of
// its own, cannot travel to a compile worker, which gets plugins by module file
// and cloned options. The config reader holds them here by key; the pages they
// apply to compile on the main thread, where the same objects are.
//
// The table hangs on globalThis: the CLI's bundle (which reads the config) and
// the main thread's compiler bundle (dist/compile-local.cjs) each have their own
// copy of this module.
import { createHash } from 'node:crypto';
import type { MarkdownPluginRef, SiteMarkdownPlugins } from '../model.js';

type Attacher = (this: unknown, ...args: unknown[]) => unknown;

/** A plugin as the config gave it, and its options object (the same one for every page, as Docusaurus gives it). */
export interface HeldPlugin {
  plugin: Attacher;
  options: unknown;
}

const TABLE = Symbol.for('tongsite.in-thread-markdown-plugins');

function table(): Map<string, HeldPlugin> {
  const global = globalThis as { [TABLE]?: Map<string, HeldPlugin> };
  global[TABLE] ??= new Map();
  return global[TABLE];
}

/**
 * The options as text for the compile cache: JSON with each function written as its source, so that an edit of the
 * config's function compiles the pages again.
 */
function optionsText(options: unknown): string {
  return JSON.stringify(options ?? null, (_key, value: unknown) => (typeof value === 'function' ? `function ${value.toString()}` : value)) ?? '';
}

/** Holds `plugin` with `options` under `key` (where the config lists it) and returns what the compile stage keys it by. */
export function holdPlugin(key: string, plugin: Attacher, options: unknown): NonNullable<MarkdownPluginRef['inThread']> {
  table().set(key, { plugin, options });
  const fingerprint = createHash('sha1').update(plugin.toString()).update('\0').update(optionsText(options)).digest('hex');
  return { key, fingerprint };
}

/** The plugin held under `key`; an error when this thread does not hold it (a worker thread, or a config not read here). */
export function heldPlugin(ref: MarkdownPluginRef): HeldPlugin {
  const held = ref.inThread && table().get(ref.inThread.key);
  if (!held) throw new Error(`the plugin ${ref.name} runs only in the process that read the site config (its options hold functions), and this thread does not hold it`);
  return held;
}

/** Whether any of the plugins runs only in this process: then the page compiles on the main thread. */
export function needsMainThread(plugins: SiteMarkdownPlugins | undefined): boolean {
  if (!plugins) return false;
  return [plugins.beforeRemark, plugins.remark, plugins.beforeRehype, plugins.rehype].some((refs) => refs.some((ref) => ref.inThread !== undefined));
}

// The site's own remark and rehype plugins (from its Docusaurus config), loaded
// where the page is compiled: on a worker thread, by the module file and export
// the config's loader found them at, once per thread. Each runs timed (see
// plugin-clock.ts): its time is the site's, not tongsite's.
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import type { CompileOptions } from '@mdx-js/mdx';
import type { MarkdownPluginList, MarkdownPluginRef, PluginTime, SiteMarkdownPlugins } from '../model.js';
import { heldPlugin } from './in-thread-plugins.js';
import { type PluginClock, sitePluginList } from './plugin-clock.js';

type PluggableList = NonNullable<CompileOptions['remarkPlugins']>;
type Attacher = (this: unknown, ...args: unknown[]) => unknown;
type Transformer = (this: unknown, tree: unknown, file: unknown, next?: (...args: unknown[]) => void) => unknown;

const modules = new Map<string, unknown>();
/**
 * One options object per plugin and value, as Docusaurus gives every page the
 * config's own object: remark-shiki-twoslash keeps its highlighters by the
 * options object, and a fresh copy per page (as each job brings) made it load
 * shiki and its themes again for every page. Beside the object, its value as it
 * came (`first`): a plugin may write into its options (shiki-twoslash sets
 * `customTags` on every type-checked block), and the object it wrote into no
 * longer equals the next page's copy, which is still the same value.
 */
const optionObjects = new Map<string, { first: unknown; kept: unknown }>();

function pluginFunction(ref: MarkdownPluginRef): Attacher {
  if (ref.inThread) return heldPlugin(ref).plugin;
  let loaded = modules.get(ref.module);
  if (loaded === undefined) {
    // Required, not imported: the config's loader required it the same way, so the export names match.
    loaded = createRequire(ref.module)(ref.module) as unknown;
    modules.set(ref.module, loaded);
  }
  const plugin = ref.exportName ? (loaded as Record<string, unknown>)[ref.exportName] : loaded;
  if (typeof plugin !== 'function') throw new Error(`the plugin ${ref.name} (${ref.module}) is no longer a function`);
  return plugin as Attacher;
}

/**
 * The options object this thread first got for the plugin and value, whatever
 * the plugin has since written into it; options JSON does not tell apart from
 * the first (a Map) are left as they came.
 */
function sameOptions(ref: MarkdownPluginRef): unknown {
  if (ref.inThread) return heldPlugin(ref).options;
  if (ref.options === undefined) return undefined;
  const key = `${ref.module}\0${ref.exportName}\0${JSON.stringify(ref.options)}`;
  const seen = optionObjects.get(key);
  if (seen) return isDeepStrictEqual(seen.first, ref.options) ? seen.kept : ref.options;
  // A copy, taken before any plugin runs: options come from a structured clone, so they clone again.
  optionObjects.set(key, { first: structuredClone(ref.options), kept: ref.options });
  return ref.options;
}

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** Runs `work` with the clock on `index`; a promise is timed until it settles. */
function timedCall<T>(clock: PluginClock, index: number, tally: number[], work: () => T): T {
  const stop = clock.start(index);
  const end = () => {
    tally[index] = (tally[index] ?? 0) + stop();
  };
  let out: T;
  try {
    out = work();
  } catch (e) {
    end();
    throw e;
  }
  if (isPromise(out)) return out.finally(end) as T;
  end();
  return out;
}

/**
 * The plugin with its setup and its transformer timed. unified tells a
 * transformer that takes a callback by its arity (trough's wrap: more
 * parameters than tree and file), so the wrapper keeps it.
 */
function timed(plugin: Attacher, index: number, clock: PluginClock, tally: number[]): Attacher {
  return function (this: unknown, ...args: unknown[]) {
    const transformer = timedCall(clock, index, tally, () => plugin.apply(this, args));
    if (typeof transformer !== 'function') return transformer;
    const transform = transformer as Transformer;
    if (transform.length > 2) {
      return function (this: unknown, tree: unknown, file: unknown, next: (...args: unknown[]) => void) {
        const stop = clock.start(index);
        let ended = false;
        const end = () => {
          if (!ended) tally[index] = (tally[index] ?? 0) + stop();
          ended = true;
        };
        try {
          transform.call(this, tree, file, (...result: unknown[]) => {
            end();
            next(...result);
          });
        } catch (e) {
          end();
          throw e;
        }
      };
    }
    return function (this: unknown, tree: unknown, file: unknown) {
      return timedCall(clock, index, tally, () => transform.call(this, tree, file));
    };
  };
}

export type LoadedSitePlugins = Record<MarkdownPluginList, PluggableList>;

/** A page's site plugins, timed on `clock`, and the time each took once the compile is done. */
export function sitePlugins(plugins: SiteMarkdownPlugins | undefined, clock: PluginClock): { loaded: LoadedSitePlugins; times: () => PluginTime[] } {
  const tally: number[] = [];
  // Numbered in sitePluginList's order, which the watchdog names them by.
  let index = 0;
  const load = (refs: MarkdownPluginRef[]) =>
    refs.map((ref) => {
      const plugin = timed(pluginFunction(ref), index++, clock, tally);
      const options = sameOptions(ref);
      return (options === undefined ? plugin : [plugin, options]) as PluggableList[number];
    });
  const loaded = plugins
    ? { beforeRemark: load(plugins.beforeRemark), remark: load(plugins.remark), beforeRehype: load(plugins.beforeRehype), rehype: load(plugins.rehype) }
    : { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };
  const refs = sitePluginList(plugins);
  return { loaded, times: () => refs.map((ref, i) => ({ plugin: ref.name, ms: tally[i] ?? 0 })) };
}

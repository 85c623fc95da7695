// Several pages' bundles made by one esbuild context, one page after another,
// instead of one build each at once: a module several pages import (the
// site's components, their packages) is read and parsed once, since a rebuild
// of the context reuses what an earlier one parsed, and one page at a time is
// linked. esbuild links the entry points of one build in parallel, each over
// its own copy of what it reaches: h3's 81 pages in one build, 17 of them
// with two copies of h3-js, then those 17 (they reach a stylesheet, whose
// class names a shared build renames) in builds of their own at once, held
// 1.2–1.4 GB in esbuild; one page at a time over one context holds what the
// largest page needs. Each output is the file a build of that page alone
// writes; the callers build a page alone when the context could not make it,
// for diagnostics that name the page.
import { type BuildOptions, context as esbuildContext, type Message, type Metafile, type Plugin } from 'esbuild';

/** One entry's bundle, as a build of it alone makes it. */
export interface EntryBundle {
  js: string;
  /** The CSS of the stylesheets it imports (CSS modules), when it imports any. */
  css?: string;
  /** Every input it reached, as its metafile lists them (namespaced virtual modules included). */
  inputs: string[];
  warnings: Message[];
  /** Its build's metafile, which holds the entry's graph (`entryInputs` walks it). */
  metafile: Metafile;
}

/** Below this many entries a context saves nothing worth its own start: the callers build the entry alone. */
export const SHARED_RUN_MIN = 2;

/** The context's one entry point, which its plugin resolves to the entry of the current run. */
const ENTRY_OF_THE_RUN = 'tongsite-entry-of-the-run';

/** The plugin that resolves ENTRY_OF_THE_RUN as `entry()` resolves, through the other plugins. */
function entryOfTheRun(entry: () => string): Plugin {
  return {
    name: 'tongsite-entry-of-the-run',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ENTRY_OF_THE_RUN}$`) }, async (args) => {
        const resolved = await b.resolve(entry(), { kind: 'entry-point', resolveDir: args.resolveDir });
        if (resolved.errors.length) return { errors: resolved.errors };
        const { path, namespace, external, sideEffects, pluginData, suffix } = resolved;
        return { path, namespace, external, sideEffects, pluginData, suffix };
      });
    },
  };
}

/**
 * Bundles each of `entries` (esbuild entry points, as a build of one would be
 * given them) with `options`, one after another over one esbuild context:
 * the bundle of each that built, by entry point; none below SHARED_RUN_MIN
 * entries.
 */
export async function bundleTogether(options: BuildOptions, entries: string[]): Promise<Map<string, EntryBundle>> {
  const bundles = new Map<string, EntryBundle>();
  if (entries.length < SHARED_RUN_MIN) return bundles;
  let current = '';
  const plugins = [entryOfTheRun(() => current), ...(options.plugins ?? [])];
  const context = await esbuildContext({ ...options, entryPoints: [ENTRY_OF_THE_RUN], plugins, metafile: true, write: false }).catch(() => undefined);
  if (!context) return bundles;
  try {
    for (const entry of entries) {
      current = entry;
      const result = await context.rebuild().catch(() => undefined);
      if (!result) continue;
      const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
      if (!js) continue;
      const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text;
      bundles.set(entry, { js: js.text, ...(css !== undefined && { css }), inputs: Object.keys(result.metafile.inputs), warnings: result.warnings, metafile: result.metafile });
    }
  } finally {
    await context.dispose();
  }
  return bundles;
}

/**
 * A queue that runs the builds given to it one after another, for the entries a
 * shared run could not make and that the callers build alone: built at once,
 * each build holds its own copy of every module it reaches, and when a module
 * all pages import fails (a syntax esbuild does not read), that is every page:
 * 150 pages reaching mermaid and monaco-editor held 19 GB in esbuild at once.
 */
export function oneAfterAnother(): <T>(build: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (build) => {
    const run = last.then(build);
    last = run.catch(() => undefined);
    return run;
  };
}

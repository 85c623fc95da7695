// Several pages' bundles made by one esbuild run instead of one run each: the
// modules they share (the theme, the site's components, their packages) are
// resolved, read and parsed once, and each import goes through the plugins'
// JavaScript callbacks once instead of once per page. Each entry's output is
// the file a build of that entry alone writes (esbuild links every entry on
// its own when it does not split code); the callers fall back to one build per
// page when the run fails, for diagnostics that name the page.
import path from 'node:path';
import { build, type BuildOptions, type Message, type Metafile } from 'esbuild';
import { entryInputs } from '../files/bundle-cache.js';

/** Stylesheets, whatever loader or plugin reads them. */
const STYLESHEET = /\.(?:css|scss|sass|less|styl)$/;

/** One entry's part of a shared run: one that imports no stylesheet (whose output has no CSS). */
export interface EntryBundle {
  js: string;
  /** Every input it reached, as the metafile of a build of it alone would list them (namespaced virtual modules included). */
  inputs: string[];
  /** The whole run's metafile, which holds the entry's graph (`entryInputs` walks it). */
  metafile: Metafile;
}

/** Below this many entries a shared run saves nothing worth its own start. */
export const SHARED_RUN_MIN = 2;

/**
 * Bundles `entries` (esbuild entry points, as a build of one would be given
 * them) with `options` in one run: the output of each that reaches no
 * stylesheet, by entry point (the others are the caller's to bundle alone).
 * Rejects with esbuild's errors, or with `warnings` when the run gave any that
 * `keepWarning` keeps (a shared run cannot tell which page they are about).
 */
export async function bundleTogether(
  options: BuildOptions & { absWorkingDir: string },
  entries: string[],
  keepWarning: (warning: Message) => boolean = () => false,
): Promise<Map<string, EntryBundle>> {
  // Named by position: two pages of the same file name in different folders must not share an output path.
  const entryPoints = Object.fromEntries(entries.map((entry, i) => [`entry-${i}`, entry]));
  const result = await build({ ...options, entryPoints, metafile: true, write: false });
  if (result.warnings.some(keepWarning)) throw Object.assign(new Error('bundle warnings'), { warnings: result.warnings });
  const text = new Map(result.outputFiles.map((file) => [path.relative(options.absWorkingDir, file.path).split(path.sep).join('/'), file.text]));
  const bundles = new Map<string, EntryBundle>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint || !output.endsWith('.js')) continue;
    const inputs = entryInputs(result.metafile, meta.entryPoint);
    // esbuild makes the local names of CSS modules unique across the whole run (`styles_cta` becomes `styles_cta7`
    // when another entry's stylesheet has one too): an entry that reaches any stylesheet is left to a run of its own.
    if (inputs.some((input) => STYLESHEET.test(input))) continue;
    bundles.set(meta.entryPoint, { js: text.get(output)!, inputs, metafile: result.metafile });
  }
  return bundles;
}

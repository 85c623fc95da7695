// The compiler of the main thread, which compiles the few pages of an edit's
// build itself: the CommonJS bundle beside the CLI (dist/compile-local.cjs),
// run with V8's code cache kept in the site's cache folder (files/code-cache.ts),
// or the source modules (tests under tsx, where there is no bundle).
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { runCodeCached } from '../files/code-cache.js';

export type LocalCompiler = typeof import('./compile-local.js');

/** The compiler loaded, and what keeps its code cache. */
export interface LoadedCompiler {
  compiler: LocalCompiler;
  /** Writes the code cache once pages are compiled (see runCodeCached), removing those of other versions of the tool. */
  saveCodeCache(): Promise<void>;
}

/** Where a site's cache keeps the code cache of the compiler of the tool's version `toolCodeHash`. */
export const localCodeCacheOf = (cacheDir: string, toolCodeHash: string) => path.join(cacheDir, 'compiler', `compile-local-${toolCodeHash}.v8`);

/**
 * Loads the compiler: the bundle `file` with the code cache `codeCache` (none
 * without the site's cache), or the source modules without a bundle.
 */
export async function loadLocalCompiler(file: string | undefined, codeCache: string | undefined): Promise<LoadedCompiler> {
  if (!file) return { compiler: await import('./compile-local.js'), saveCodeCache: async () => undefined };
  // The bundle's import() of shiki's grammars, themes and engines (scripts/build-tool.js), made from here, whose
  // node_modules are the bundle's.
  const run = runCodeCached<LocalCompiler>(await readFile(file, 'utf8'), file, codeCache, (specifier) => import(specifier));
  return {
    compiler: run.exports,
    saveCodeCache: async () => {
      if (!codeCache || !(await run.saveCodeCache())) return;
      const dir = path.dirname(codeCache);
      for (const name of await readdir(dir)) if (path.join(dir, name) !== codeCache) await rm(path.join(dir, name), { force: true });
    },
  };
}

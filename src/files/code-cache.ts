// A CommonJS bundle run with V8's code cache: the cache holds the bundle
// compiled (its top level and every function run before the cache was made),
// so that the next process deserializes it instead of parsing megabytes of
// JavaScript again. Node 20 keeps no cache of ES modules (no
// module.enableCompileCache before Node 22), hence CommonJS bundles for what
// each build loads whole: the templates, the main thread's compiler.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { writeFileAtomically } from './replace-file.js';

/** A bundle run once, and what keeps its code cache. */
export interface CodeCached<T> {
  exports: T;
  /**
   * Writes the code cache, once the process has run what it needed of the
   * bundle (the functions it compiled go in too), and only when V8 had none it
   * would take: none yet, or one of another Node or other V8 flags. True when written.
   */
  saveCodeCache(): Promise<boolean>;
}

/**
 * Runs `code` as the CommonJS module `file` with the code cache of
 * `cacheFile`, if there is one and V8 takes it. V8 checks a cache against the
 * length of the source only: `cacheFile` must be named by the code's version.
 * `dynamicImport`, when given, is the parameter `__tongsiteImport` of the
 * module's function: code compiled by `vm.Script` cannot call `import()`
 * without --experimental-vm-modules, so a bundle that loads ES modules calls
 * this instead.
 */
export function runCodeCached<T>(code: string, file: string, cacheFile: string | undefined, dynamicImport?: (specifier: string) => Promise<unknown>): CodeCached<T> {
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = readFileSync(cacheFile);
  } catch {
    // Not made yet: compiled from the source, and made once the bundle has run.
  }
  // A function of the module's parameters, on the bundle's first line (its source map's lines stay as they are).
  const script = new Script(`(function (module, exports, require, __filename, __dirname, __tongsiteImport) {${code}\n})`, { filename: file, ...(cachedData && { cachedData }) });
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void)(module, module.exports, createRequire(file), file, path.dirname(file), dynamicImport);
  let stale = cacheFile !== undefined && (!cachedData || script.cachedDataRejected === true);
  return {
    exports: module.exports,
    saveCodeCache: async () => {
      if (!stale || !cacheFile) return false;
      stale = false;
      await writeFileAtomically(cacheFile, script.createCachedData());
      return true;
    },
  };
}

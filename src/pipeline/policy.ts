// What sets `tongsite build`, `tongsite check` and `serve --watch` apart. They
// run the same stages (session.ts); each difference between them is one of
// these values, read where it matters, never inferred from what a caller passed.

export interface BuildPolicy {
  /**
   * Where the site goes. `swap`: into a new folder, swapped in whole when the
   * build succeeds. `diff`: into the served folder, only the files that
   * changed, once everything is checked. `memory`: nowhere (the result holds it).
   * `none`: nowhere, each page let go once its links are read (`tongsite check`).
   */
  output: 'swap' | 'diff' | 'memory' | 'none';
  /**
   * `with-pages`: each index is built beside the rendering and pages link it
   * by a hash of its content. `after-pages`: built once the pages are live,
   * linked without a hash (the server makes browsers revalidate). `off`: not built.
   */
  search: 'with-pages' | 'after-pages' | 'off';
  /**
   * `per-build`: compile workers end with the compile stage, and the search
   * process with the build. `kept`: both stay for the next build, and the local
   * compiler is readied after each build for the next edit.
   */
  workers: 'per-build' | 'kept';
  /** `site`: broken anchors as the config's onBrokenAnchors says; `all`: always reported (as warnings when the config ignores them). */
  anchors: 'site' | 'all';
  /**
   * Each stage keeps its results in memory for the next build, which redoes
   * only what changed. Otherwise nothing outlives a build, and bundled page
   * modules are kept in the disk cache for the next process.
   */
  incremental: boolean;
  /**
   * With the cache, a build whose inputs are the last build's and whose output
   * folder holds what that build left builds nothing (unchanged-build.ts).
   */
  skipUnchanged: boolean;
}

/** `tongsite build`, and the API's build. */
export const BUILD: BuildPolicy = { output: 'swap', search: 'with-pages', workers: 'per-build', anchors: 'site', incremental: false, skipUnchanged: true };

/** `tongsite check`: the whole build, nothing kept of a page but its links and ids, every anchor reported, no search index. */
export const CHECK: BuildPolicy = { output: 'none', search: 'off', workers: 'per-build', anchors: 'all', incremental: false, skipUnchanged: false };

/** `serve --watch`: rebuilds that redo only what changed, written into the served folder, search after the pages. */
export const WATCH: BuildPolicy = { output: 'diff', search: 'after-pages', workers: 'kept', anchors: 'site', incremental: true, skipUnchanged: false };

// Which folder a build may replace. A build swaps its output folder whole, so
// a mistyped --out-dir could replace the site's sources or its config: it is
// refused when it is, holds or lies inside any of them, and an existing folder
// is replaced only when a build of tongsite made it (a marker file says so).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic, ResolvedConfig } from '../model.js';

/** The file every build writes into its output folder: the folder is tongsite's to replace. */
export const OWNED_MARKER = '.tongsite-build';

export const OWNED_MARKER_TEXT = 'This folder is written by `tongsite build`, which replaces it whole on every build.\n';

const inside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** A site built before builds left their marker: its home page and its 404 page at the top. */
const looksBuilt = (dir: string) => existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, '404.html'));

/** Why the build must not write into `outDir`, as errors; none when it may. */
export function outDirProblems(outDir: string, config: ResolvedConfig, cwd = process.cwd()): Diagnostic[] {
  const shown = path.relative(cwd, outDir) || '.';
  const refuse = (why: string, hint: string) => [error('out-dir', `the output folder ${shown} ${why}`, { hint })];
  const elsewhere = 'choose a folder of its own for the output, such as build/ beside the config (the default)';
  // The site folder itself may hold the output (Docusaurus writes build/ beside
  // docs/ and blog/); the folders of sources inside it may not.
  const sources = [
    config.docsDir,
    ...config.docsPlugins.map((i) => i.dir),
    config.blogDir,
    ...config.blogPlugins.map((b) => b.dir),
    config.i18nDir,
    config.staticDir,
    path.join(config.siteDir, 'src'),
  ];
  const guarded: [string, string, 'whole' | 'not-inside'][] = [
    [config.configFile, 'the site config', 'whole'],
    [config.siteDir, "the site's sources", 'whole'],
    ...sources.map((dir): [string, string, 'not-inside'] => [dir, "the site's sources", 'not-inside']),
    [config.cacheDir, "the site's cache", 'not-inside'],
  ];
  for (const [guardedPath, name, rule] of guarded) {
    const rel = path.relative(cwd, guardedPath) || '.';
    if (outDir === guardedPath) return refuse(`is ${name} (${rel}): a build would replace it`, elsewhere);
    if (inside(guardedPath, outDir)) return refuse(`holds ${name} (${rel}): a build would replace it`, elsewhere);
    if (rule === 'not-inside' && inside(outDir, guardedPath)) return refuse(`lies inside ${name} (${rel}): a build would write into it`, elsewhere);
  }
  if (!existsSync(outDir)) return [];
  if (!statSync(outDir).isDirectory()) return refuse('is a file, not a folder', elsewhere);
  if (readdirSync(outDir).length > 0 && !existsSync(path.join(outDir, OWNED_MARKER)) && !looksBuilt(outDir)) {
    return refuse(
      `already holds files that a build of tongsite did not write (it has no ${OWNED_MARKER} file), and a build replaces the folder whole`,
      `choose another folder, or empty this one (or delete it) if its files can go`,
    );
  }
  return [];
}

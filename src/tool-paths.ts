import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where tongsite itself is installed: the folder of its package.json. */
export function toolRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('tongsite: cannot find its own package.json');
    dir = parent;
  }
  return dir;
}

/** A file bundled into dist/ beside the CLI, when the tool runs from there. */
function distFile(root: string, name: string): string | undefined {
  const file = path.join(root, 'dist', name);
  return existsSync(file) ? file : undefined;
}

/**
 * Where building tongsite (npm install, npm test) leaves the bundles made from
 * its own files alone: templates, stylesheet, browser code (see prebuild-bundles.ts).
 * A site's first build takes them instead of bundling: measured on a one-page
 * site, 370 ms against 440 ms (5 interleaved rounds); on the corpus the bundling
 * hides behind the compile stage (no measurable difference).
 */
export const prebuiltBundlesDir = (root: string) => path.join(root, 'dist', 'bundles');

/** The compile worker's script (src/markdown/compile-worker.ts). */
export const compileWorkerFile = (root: string) => distFile(root, 'compile-worker.js');

/** The compiler bundled for the main thread (src/markdown/compile-local.ts, a CommonJS bundle: local-compiler.ts). */
export const compileLocalFile = (root: string) => distFile(root, 'compile-local.cjs');

/** The search worker's script (src/search/search-worker.ts). */
export const searchWorkerFile = (root: string) => distFile(root, 'search-worker.js');

/** Where building tongsite leaves the fingerprint of its bundled code (see `distCodeHash`). */
const distHashFile = (root: string) => path.join(root, 'dist', 'code-hash.txt');

/**
 * A fingerprint of the bundled code in dist/ (not the compile worker's chunks:
 * they are named by content hash in compile-worker.js, which is hashed; nor
 * dist/bundles, made from the files hashed here, which holds no .js file).
 */
export function hashDistCode(root: string): string {
  const dist = path.join(root, 'dist');
  const hash = createHash('sha1');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && !f.startsWith('compile-chunks'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(dist, file)));
  return hash.digest('hex');
}

/** Written when tongsite is built (prebuild-bundles.ts): a build then reads 40 bytes instead of hashing megabytes of its own code before it starts. */
export const writeDistCodeHash = (root: string) => writeFileSync(distHashFile(root), hashDistCode(root));

/**
 * A fingerprint of all of tongsite's own code (dist/ and templates/): bundles cached
 * by an earlier version of the renderer, client or stylesheet are not reused.
 */
export const toolCodeHash = oncePerRoot((root) => {
  const dist = path.join(root, 'dist');
  const hash = createHash('sha1').update(readFileSync(path.join(root, 'package.json')));
  if (!existsSync(dist)) return hash.update(`dev-${Date.now()}`).digest('hex').slice(0, 16);
  // Hashing dist/ took 0.3 s to over a second at the start of every build, before anything else could run.
  hash.update(existsSync(distHashFile(root)) ? readFileSync(distHashFile(root), 'utf8') : hashDistCode(root));
  // The templates and the stylesheet are bundled from templates/ (into dist/bundles, not hashed above): an edit of
  // them alone must not leave a build that looks unchanged, nor bundles of the old ones in a site's cache.
  const templates = path.join(root, 'templates');
  const sources = existsSync(templates) ? readdirSync(templates, { recursive: true, encoding: 'utf8' }).sort() : [];
  for (const file of sources) if (/\.(?:tsx?|css)$/.test(file)) hash.update(file).update(readFileSync(path.join(templates, file)));
  return hash.digest('hex').slice(0, 16);
});

/**
 * A fingerprint of the code that compiles Markdown: cached pages made by another
 * version of that code are not reused. (The worker's file names its chunks by
 * content hash, so it changes whenever any compile code does.)
 */
export const toolHash = oncePerRoot((root) => {
  const worker = compileWorkerFile(root);
  const hash = createHash('sha1').update(readFileSync(path.join(root, 'package.json')));
  if (worker) hash.update(readFileSync(worker));
  else hash.update(`dev-${Date.now()}`);
  return hash.digest('hex').slice(0, 16);
});

/** `hashOf(root)`, computed once per process: the tool's code does not change while it runs. */
function oncePerRoot(hashOf: (root: string) => string): (root: string) => string {
  const known = new Map<string, string>();
  return (root) => {
    let hash = known.get(root);
    if (hash === undefined) known.set(root, (hash = hashOf(root)));
    return hash;
  };
}

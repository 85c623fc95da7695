import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The compile worker bundled beside the CLI, when the tool runs from dist/. */
export function compileWorkerFile(root: string): string | undefined {
  const file = path.join(root, 'dist', 'compile-worker.js');
  return existsSync(file) ? file : undefined;
}

/** The search worker bundled beside the CLI, when the tool runs from dist/. */
export function searchWorkerFile(root: string): string | undefined {
  const file = path.join(root, 'dist', 'search-worker.js');
  return existsSync(file) ? file : undefined;
}

/**
 * A fingerprint of all of tongsite's own code (dist/): bundles cached by an
 * earlier version of the renderer or client are not reused.
 */
export function toolCodeHash(root: string): string {
  let known = codeHashes.get(root);
  if (!known) codeHashes.set(root, (known = hashDist(root)));
  return known;
}

/** The tool's code does not change while it runs: hashed once per process. */
const codeHashes = new Map<string, string>();

function hashDist(root: string): string {
  const dist = path.join(root, 'dist');
  const hash = createHash('sha1').update(readFileSync(path.join(root, 'package.json')));
  if (!existsSync(dist)) return hash.update(`dev-${Date.now()}`).digest('hex').slice(0, 16);
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(dist, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fingerprint of the code that compiles Markdown: cached pages made by another
 * version of that code are not reused. (The worker's file names its chunks by
 * content hash, so it changes whenever any compile code does.)
 */
export function toolHash(root: string): string {
  let known = compileHashes.get(root);
  if (!known) compileHashes.set(root, (known = hashCompileCode(root)));
  return known;
}

const compileHashes = new Map<string, string>();

function hashCompileCode(root: string): string {
  const worker = compileWorkerFile(root);
  const hash = createHash('sha1').update(readFileSync(path.join(root, 'package.json')));
  if (worker) hash.update(readFileSync(worker));
  else hash.update(`dev-${Date.now()}`);
  return hash.digest('hex').slice(0, 16);
}

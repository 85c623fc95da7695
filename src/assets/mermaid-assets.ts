// The mermaid renderer a site with diagrams ships (src/config/mermaid.ts):
// the browser build of the site's own package, copied as it is under a folder
// named by its version, so that its files, which import each other by relative
// paths, keep working and are cacheable forever. Only the files the entry
// reaches are copied (not its source maps or other builds).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedMermaid } from '../model.js';

/** Relative module paths in a built file: `from"./x.mjs"`, `import"./x.mjs"`, `import("./x.mjs")`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g;

/** Where the renderer's entry is served, from the site's root. */
export function mermaidEntryFile(mermaid: ResolvedMermaid): string {
  return `assets/mermaid-${mermaid.version}/${mermaid.entry}`;
}

const made = new Map<string, [string, string][]>();

/** Each file of the renderer as [its path in the package, its path in the site], the entry first. */
export function mermaidFiles(mermaid: ResolvedMermaid): [string, string][] {
  const key = `${mermaid.distDir}\0${mermaid.version}`;
  let files = made.get(key);
  if (!files) made.set(key, (files = reachable(mermaid)));
  return files;
}

function reachable(mermaid: ResolvedMermaid): [string, string][] {
  const outDir = path.posix.dirname(mermaidEntryFile(mermaid));
  const seen = new Set<string>();
  const todo = [path.join(mermaid.distDir, mermaid.entry)];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) todo.push(path.resolve(path.dirname(file), spec!));
  }
  return [...seen].map((from) => [from, `${outDir}/${path.relative(mermaid.distDir, from).split(path.sep).join('/')}`]);
}

// Many pages' bundles made by one esbuild build with code splitting: a module
// two pages import is written once, in a chunk both import, as webpack's
// chunks share it under Docusaurus. Bundled apart (bundle-together.ts), every
// page carried its own copy of what it reached: flow's theme overrides
// MDXComponents with a component importing mermaid, so each of its 160 pages
// was 16 MB of JavaScript, on the server and in the browser, and the build ran
// out of memory. Class names of CSS modules do not depend on which pages are
// bundled together (css-modules.ts), nor does a page's CSS: esbuild writes one
// stylesheet per entry with all the CSS it reaches.
import path from 'node:path';
import { type BuildOptions, build, type Message, type Metafile, transform } from 'esbuild';
import { entryInputs } from '../files/bundle-cache.js';

/** One entry's module in a split build. */
export interface SplitEntry {
  /** Its own code: it imports the chunks `chunks` names. */
  js: string;
  /** The CSS of the stylesheets it reaches (CSS modules), when it reaches any. */
  css?: string;
  /** The chunks it imports, directly or through another chunk, by file name (`chunk-<hash>.js`). */
  chunks: string[];
  /** Every input it reaches, as the build's metafile names them. */
  inputs: string[];
  /** The build's warnings about files it reaches. */
  warnings: Message[];
}

export interface SplitBundles {
  entries: Map<string, SplitEntry>;
  /** Every chunk's code by file name. */
  chunks: Map<string, string>;
  /** The whole build's metafile, which holds each entry's graph (`entryInputs` walks it). */
  metafile: Metafile;
}

/** How chunks are named: by their content, so that one made again by a later build is the same file. */
export const CHUNK_NAMES = 'chunk-[hash]';

/** Whether an import in a split bundle's code names one of its chunks (`./chunk-<hash>.js`), and which. */
export const chunkOf = (specifier: string) => /^\.\/(chunk-[A-Z0-9]+\.js)$/.exec(specifier)?.[1];

/**
 * Bundles `entries` (esbuild entry points) with `options` in one build split
 * into chunks, in ES module format, or as CommonJS modules requiring each
 * other (`commonJs`: each output turned into one, its source map carried
 * through) for this process to evaluate. Throws what esbuild throws when any
 * entry fails: the callers bundle the entries apart then, for problems that
 * name each page.
 */
export async function bundleSplit(options: BuildOptions, entries: string[], commonJs: boolean): Promise<SplitBundles> {
  const outNames = new Map(entries.map((entry, i) => [`e${i}`, entry]));
  const result = await build({
    ...options,
    entryPoints: [...outNames].map(([out, entry]) => ({ in: entry, out })),
    format: 'esm',
    splitting: true,
    chunkNames: CHUNK_NAMES,
    metafile: true,
    write: false,
  });
  const workingDir = options.absWorkingDir ?? process.cwd();
  const outDir = path.resolve(workingDir, options.outdir ?? '.');
  // Outputs by their name in the output folder (`e0.js`, `chunk-<hash>.js`): the metafile names them from the working folder.
  const nameOf = (file: string) => path.relative(outDir, path.resolve(workingDir, file)).split(path.sep).join('/');
  const text = new Map(result.outputFiles.map((file) => [nameOf(file.path), file.text]));
  const asModule = async (name: string) => {
    const code = text.get(name)!;
    if (!commonJs) return code;
    const converted = await transform(code, {
      format: 'cjs',
      loader: 'js',
      target: options.target ?? 'node20',
      sourcemap: options.sourcemap ? 'inline' : false,
      sourcefile: path.join(outDir, name),
      charset: 'utf8',
      logLevel: 'silent',
    });
    return converted.code;
  };
  const outputs = new Map(Object.entries(result.metafile.outputs).map(([file, output]) => [nameOf(file), output]));
  const chunks = new Map<string, string>();
  for (const name of outputs.keys()) if (name.startsWith('chunk-') && name.endsWith('.js')) chunks.set(name, await asModule(name));
  const chunksOf = (name: string): string[] => {
    const reached = new Set<string>();
    const next = [name];
    for (let at = next.pop(); at !== undefined; at = next.pop()) {
      for (const imported of outputs.get(at)?.imports ?? []) {
        const chunk = nameOf(imported.path);
        if (!imported.external && chunks.has(chunk) && !reached.has(chunk)) {
          reached.add(chunk);
          next.push(chunk);
        }
      }
    }
    return [...reached].sort();
  };
  const built = new Map<string, SplitEntry>();
  for (const [out, entry] of outNames) {
    const output = outputs.get(`${out}.js`);
    if (!output) continue;
    const inputs = entryInputs(result.metafile, entry);
    const reached = new Set(inputs);
    const css = output.cssBundle ? text.get(nameOf(output.cssBundle)) : undefined;
    built.set(entry, {
      js: await asModule(`${out}.js`),
      ...(css !== undefined && { css }),
      chunks: chunksOf(`${out}.js`),
      inputs,
      warnings: result.warnings.filter((warning) => warning.location && reached.has(warning.location.file)),
    });
  }
  return { entries: built, chunks, metafile: result.metafile };
}

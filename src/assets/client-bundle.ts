import path from 'node:path';
import { build, type BuildResult, type Message, type Plugin } from 'esbuild';
import { BuildError, error } from '../diagnostics/build-error.js';
import { remember, reuseToolBundle, sourceInputs } from '../files/bundle-cache.js';
import type { ClientBundle } from '../model.js';

/**
 * FlexSearch's compact build in the browser instead of its full bundle (28 KB
 * minified instead of 51 KB): the search chunk is parsed and compiled between
 * the reader's first keystroke and the first results. The browser only
 * imports token lists into an Index and intersects them, which the compact
 * build does alike (same results on every token of our site's and the corpus'
 * shards); the build and Node keep the package's own entry.
 */
const compactFlexSearch: Plugin = {
  name: 'compact-flexsearch',
  setup(build) {
    build.onResolve({ filter: /^flexsearch$/ }, async (args) => {
      if (args.pluginData === 'compact-flexsearch') return undefined;
      const resolved = await build.resolve('flexsearch', { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'compact-flexsearch' });
      if (resolved.errors.length) return undefined;
      return { path: path.join(path.dirname(resolved.path), 'flexsearch.compact.module.min.js') };
    });
  },
};

/**
 * Bundles src/client for the browser with esbuild: the early entry (what works
 * without React, loaded at first paint) and the React client (the templates,
 * hydration, navigation), minified, named by content hash, split into chunks
 * so that code needed later (search) loads only then. Reused while no input changes.
 */
export async function buildClientBundle(toolRoot: string, cacheDir: string, salt: string): Promise<ClientBundle> {
  const manifest = path.join(cacheDir, 'client', 'manifest.json');
  const cached = await reuseToolBundle<ClientBundle>(toolRoot, cacheDir, path.join('client', 'manifest.json'), salt);
  if (cached) return cached;
  let result: BuildResult<{ metafile: true; write: false }>;
  try {
    result = await build({
      absWorkingDir: toolRoot,
      entryPoints: { early: 'src/client/early.ts', entry: 'src/client/entry.tsx' },
      outdir: 'assets/js',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      minify: true,
      metafile: true,
      write: false,
      charset: 'utf8',
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [compactFlexSearch],
      logLevel: 'silent',
    });
  } catch (e) {
    // A broken template or client module: report where, like any other source.
    const messages = (e as { errors?: Message[] }).errors ?? [];
    throw new BuildError(
      messages.map((m) =>
        error('client-bundle', m.text, m.location ? { file: path.resolve(toolRoot, m.location.file), line: m.location.line, column: m.location.column + 1 } : {}),
      ),
    );
  }
  const rel = (abs: string) => path.relative(toolRoot, abs).split(path.sep).join('/');
  const files = result.outputFiles.filter((f) => f.path.endsWith('.js')).map((f): [string, string] => [rel(f.path), f.text]);
  const output = (entryPoint: string) => Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === entryPoint)![0];
  const [earlyFile, entryFile] = [output('src/client/early.ts'), output('src/client/entry.tsx')];
  const staticImports = (file: string) => result.metafile.outputs[file]?.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path) ?? [];
  const preload = staticImports(entryFile);
  // Every chunk a file imports, directly or through another chunk: what its module needs before it can run.
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    for (const chunk of staticImports(file)) if (!seen.has(chunk)) closure(chunk, seen.add(chunk));
    return seen;
  };
  const earlyLoaded = closure(earlyFile).add(earlyFile);
  const pageChunks: Record<string, string[]> = {};
  const earlyChunks: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint?.startsWith('templates/')) continue;
    pageChunks[output.entryPoint] = [file, ...staticImports(file).filter((f) => !preload.includes(f))];
    earlyChunks[output.entryPoint] = [file, ...[...closure(file)].filter((f) => !earlyLoaded.has(f))];
  }
  const bundle: ClientBundle = { files, early: earlyFile, earlyPreload: staticImports(earlyFile), entry: entryFile, preload, pageChunks, earlyChunks };
  await remember(manifest, salt, sourceInputs(result.metafile, toolRoot), bundle);
  return bundle;
}

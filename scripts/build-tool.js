// Bundles tongsite's own TypeScript (src/) into dist/ with esbuild, so that the
// CLI starts without a TypeScript loader. Run by `npm install` (prepare) and `npm test`.
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds dist/cli.js, dist/index.js and the compile and search workers, then
 * the bundles made from tongsite's files alone (templates, stylesheet, browser
 * code), which every site's build would otherwise make for itself.
 */
export async function buildTool() {
  // esbuild adds chunks and never removes the old ones: they would be hashed into the tool's fingerprint and shipped.
  await Promise.all(['chunks', 'compile-chunks'].map((dir) => rm(path.join(root, 'dist', dir), { recursive: true, force: true })));
  await Promise.all([buildCli(), buildCompileWorker(), buildCompileLocal()]);
  const { prebuildBundles } = await import(pathToFileURL(path.join(root, 'dist', 'prebuild-bundles.js')).href);
  await prebuildBundles(root);
}

/** The CLI, the API and the search worker, importing their packages from node_modules. */
async function buildCli() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      cli: 'src/cli.ts',
      index: 'src/index.ts',
      'search-worker': 'src/search/search-worker.ts',
      'prebuild-bundles': 'src/prebuild-bundles.ts',
    },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Chunks keep heavy imports (MDX, shiki, KaTeX) out of start-up until used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/**
 * acorn-jsx require()s acorn where MDX imports it: the two resolve to acorn's
 * CommonJS and ES builds, and the worker parsed acorn twice (220 KB each).
 * Both get the ES build: acorn-jsx only reads the parser's token types from it.
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, async (args) => {
      if (args.kind !== 'require-call' || args.pluginData === 'one-acorn') return undefined;
      const resolved = await build.resolve('acorn', { kind: 'import-statement', resolveDir: args.resolveDir, pluginData: 'one-acorn' });
      return resolved.errors.length ? undefined : { path: resolved.path };
    });
  },
};

/**
 * The compile worker with its packages (MDX, shiki, KaTeX and the two hundred
 * small modules they import) bundled in: each worker of a build then loads a
 * few files instead of resolving and reading hundreds, a quarter of a second
 * less per worker. shiki's languages stay chunks of their own, loaded on use.
 */
async function buildCompileWorker() {
  await build({
    absWorkingDir: root,
    entryPoints: { 'compile-worker': 'src/markdown/compile-worker.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    chunkNames: 'compile-chunks/[name]-[hash]',
    // CommonJS packages bundled into an ES module still call require() (for Node's own modules).
    banner: { js: "import { createRequire as __tongsiteCreateRequire } from 'node:module'; const require = __tongsiteCreateRequire(import.meta.url);" },
    plugins: [oneAcorn],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** The ES modules the main thread's compiler leaves out of its bundle: shiki's grammars, themes and regex engines, loaded on use. */
const LOADED_ON_USE = /^(?:@shikijs\/(?:langs|themes)\/[\w.+-]+|shiki\/engine\/\w+)$/;

/**
 * The same compiler for the main thread, which compiles the few pages of an
 * edit's build itself: one CommonJS file, which src/files/code-cache.ts runs
 * with V8's code cache (an ES module gets none in Node 20), 130-160 ms of CPU
 * to load it and compile a page against 160-220 ms from the worker's ES chunks.
 * Shiki's grammars (29 MB of them) stay ES modules of node_modules, loaded on
 * use; code run by `vm.Script` cannot `import()` them, so the bundle calls
 * the `__tongsiteImport` its runner hands it instead.
 */
async function buildCompileLocal() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { 'compile-local': 'src/markdown/compile-local.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    plugins: [
      oneAcorn,
      {
        name: 'loaded-on-use',
        setup(build) {
          build.onResolve({ filter: LOADED_ON_USE }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
    // import.meta.url as an ES module has it (createRequire, the Oniguruma WebAssembly's path).
    define: { 'import.meta.url': '__tongsiteImportMetaUrl' },
    banner: { js: "const __tongsiteImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: 'warning',
  });
  const [bundle] = result.outputFiles;
  const code = bundle.text.replace(/\bimport\("([^"]+)"\)/g, (call, specifier) => (LOADED_ON_USE.test(specifier) ? `__tongsiteImport("${specifier}")` : call));
  await writeFile(bundle.path, code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildTool();
}

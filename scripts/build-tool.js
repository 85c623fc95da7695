// Bundles tongsite's own TypeScript (src/) into dist/ with esbuild, so that the
// CLI starts without a TypeScript loader. Run by `npm install` (prepare) and `npm test`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds dist/cli.js, dist/index.js and the compile and search workers. */
export async function buildTool() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      cli: 'src/cli.ts',
      index: 'src/index.ts',
      'compile-worker': 'src/markdown/compile-worker.ts',
      'search-worker': 'src/search/search-worker.ts',
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildTool();
}

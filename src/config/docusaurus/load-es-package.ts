// An installed plugin package written as ES modules, loaded as Docusaurus
// loads it: with jiti (@docusaurus/utils' loadFreshModule), which compiles ES
// modules to CommonJS as Babel does. So a relative import resolves as
// require() resolves it, extension or not (`export { default } from
// '../index'`), and a default import of a CommonJS module marked `__esModule`
// (`import logger from '@docusaurus/logger'`) is its `default`, not the whole
// module. Node's own loader does neither, and such a plugin, which builds
// under Docusaurus, would fail to load or fail when it runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileFunction } from 'node:vm';
import { build, type Loader, type Plugin } from 'esbuild';

const NS = 'tongsite-es-package';

const LOADERS: Record<string, Loader> = { '.json': 'json', '.cjs': 'js', '.mjs': 'js', '.js': 'js', '.jsx': 'jsx', '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx' };

/**
 * The package's own files, in a namespace of their own: esbuild then reads
 * them as modules of no package type, and gives imports of CommonJS modules
 * Babel's interop, as jiti does (in a `"type": "module"` package it would give
 * Node's). `import.meta` is each file's own, as jiti makes it.
 */
const ownFiles: Plugin = {
  name: 'tongsite-es-package',
  setup(b) {
    b.onResolve({ filter: /^(?:\.|\/|[A-Za-z]:[\\/])/ }, async (args) => {
      if (args.pluginData === NS) return undefined;
      const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: NS });
      if (resolved.errors.length || resolved.external) return resolved;
      return { path: resolved.path, namespace: NS };
    });
    b.onLoad({ filter: /.*/, namespace: NS }, (args) => {
      const meta = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
      const contents = readFileSync(args.path, 'utf8').replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: keyof typeof meta) => JSON.stringify(meta[key]));
      return { contents, loader: LOADERS[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/** Whether Node reads `file` as an ES module: `.mjs`, or `.js` in a package whose package.json says `"type": "module"`. */
export function isEsModuleFile(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type === 'module';
    } catch {
      if (path.dirname(dir) === dir) return false;
    }
  }
}

/** The module's exports, its own files compiled into one CommonJS module; other packages are required from its folder. */
export async function loadEsPackage(file: string): Promise<unknown> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [ownFiles],
  });
  const module = { exports: {} as unknown };
  const run = compileFunction(result.outputFiles[0]!.text, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: file });
  run(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

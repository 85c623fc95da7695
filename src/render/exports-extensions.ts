// A package whose `exports` maps a pattern to files named without their
// extension (`"./components/*": "./dist/components/*"`, imported as
// `pkg/components/card`): webpack, which Docusaurus bundles with, tries its
// resolve.extensions on the path the map gives; esbuild follows the map to the
// letter and cannot resolve it. Such an import, where esbuild finds nothing, is
// resolved again with each of Docusaurus' extensions added, as webpack does.
import type { Plugin } from 'esbuild';
import { type ResolvedModule, resolvedAs } from './resolve-fallback.js';

/** Docusaurus' `resolve.extensions` (packages/docusaurus/src/webpack/base.ts), in its order. */
const EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** A package's file: `pkg/sub/path` or `@scope/pkg/sub/path`, with no extension of its own. */
const PACKAGE_SUBPATH = /^(?:@[\w.-]+\/)?[\w][\w.-]*\/[^?#]*[^/?#]$/;
const HAS_EXTENSION = /\.[cm]?[jt]sx?$|\.json$|\.wasm$|\.css$/;
/** React is the client's (external, or given by the island loader): never a package file to try. */
const REACT = /^react(?:-dom)?\//;

const RETRYING = 'tongsite-exports-extension';

/** The plugin; last of the site's, so that every other one has had its say. */
export function exportsExtensionsPlugin(): Plugin {
  return {
    name: 'tongsite-exports-extensions',
    setup(b) {
      b.onResolve({ filter: PACKAGE_SUBPATH }, async (args) => {
        if (args.pluginData === RETRYING || HAS_EXTENSION.test(args.path) || REACT.test(args.path)) return undefined;
        const again = (spec: string) => b.resolve(spec, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RETRYING });
        const found = await again(args.path);
        if (!found.errors.length) return resolvedAs(found as ResolvedModule);
        for (const ext of EXTENSIONS) {
          const withExtension = await again(`${args.path}${ext}`);
          if (!withExtension.errors.length) return resolvedAs(withExtension as ResolvedModule);
        }
        // esbuild's own error, at the import.
        return { errors: found.errors };
      });
    },
  };
}

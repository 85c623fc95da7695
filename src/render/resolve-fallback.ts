// webpack's `resolve.fallback`, which a site's plugins give in configureWebpack
// so that packages written for Node bundle for the browser: `fs: false` (an
// empty module), `path: require.resolve('path-browserify')`. As webpack takes
// it, only where the module cannot be resolved otherwise: Node's own modules in
// a bundle for the browser (a bundle for Node resolves them as they are).
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Where the empty module of a `false` fallback is made. */
const EMPTY_NS = 'tongsite-empty-module';

/** Marks the resolution this plugin asks of esbuild first: it is not asked again. */
const RESOLVING = 'tongsite-fallback-resolving';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an onResolve callback returns for a module `build.resolve` found (its own result holds fields a callback may not return). */
export type ResolvedModule = { path: string; namespace?: string; external?: boolean; sideEffects?: boolean; suffix?: string };
export const resolvedAs = ({ path: file, namespace, external, sideEffects, suffix }: ResolvedModule) => ({
  path: file,
  ...(namespace && { namespace }),
  ...(external !== undefined && { external }),
  ...(sideEffects !== undefined && { sideEffects }),
  ...(suffix && { suffix }),
});

/** The plugin that gives a specifier esbuild cannot resolve its fallback: a module (a path, or a package from `siteDir`), or an empty one. */
export function resolveFallbackPlugin(fallback: Readonly<Record<string, string | false>>, siteDir: string): Plugin {
  const names = Object.keys(fallback);
  return {
    name: 'tongsite-resolve-fallback',
    setup(b) {
      if (!names.length) return;
      b.onResolve({ filter: new RegExp(`^(?:${names.map(escapeRegExp).join('|')})$`) }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
        const module = fallback[args.path]!;
        const resolved = !found.errors.length
          ? found
          : module === false
            ? { path: args.path, namespace: EMPTY_NS }
            : path.isAbsolute(module)
              ? { path: module }
              : await b.resolve(module, { kind: args.kind, resolveDir: siteDir, pluginData: RESOLVING });
        if ('errors' in resolved && resolved.errors.length) return { errors: resolved.errors };
        return resolvedAs(resolved as ResolvedModule);
      });
      b.onLoad({ filter: /.*/, namespace: EMPTY_NS }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

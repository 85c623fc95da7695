// Packages' own source maps, left unread in the server bundles of pages. With
// `sourcemap` on, esbuild reads and parses the map each file's
// `sourceMappingURL` comment names, to map the bundle back to the package's
// original sources: for h3's home page, mapbox-gl's 10.6 MB map among others,
// and for each of its 17 live-code pages the maps of two copies of h3-js. A
// page bundle's map serves one purpose, placing an error thrown by the site's
// own code (bundle-positions.ts skips every frame in a package), so a
// package's script is read without the comment at its end: the code is the
// same, and the map points into the package's file as it is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/** A JavaScript file of a package. */
const PACKAGE_SCRIPT = /[\\/]node_modules[\\/].*\.[cm]?js$/;

/**
 * The comment that names a script's source map (`//# sourceMappingURL=…`, the
 * older `//@`, or `/*# … *\/`), on its last line as bundlers write it: a line
 * of that form earlier in the file may be inside a string.
 */
const SOURCE_MAP_COMMENT = /(^|\n)[ \t]*(?:\/\/[#@][ \t]*sourceMappingURL=[^\r\n]*|\/\*[#@][ \t]*sourceMappingURL=[^*]*\*\/)\s*$/;

/**
 * The plugin that loads a package's script without the comments naming its
 * source map, with the loader esbuild would give it (`loaders`, the build's
 * own `loader` option, else `js`); a script without one is left to esbuild.
 */
export function packageSourceMapsPlugin(loaders: Record<string, Loader> = {}): Plugin {
  return {
    name: 'tongsite-package-source-maps',
    setup(b) {
      b.onLoad({ filter: PACKAGE_SCRIPT }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!SOURCE_MAP_COMMENT.test(text)) return undefined;
        return { contents: text.replace(SOURCE_MAP_COMMENT, '$1'), loader: loaders[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

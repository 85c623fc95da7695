// CSS modules (`x.module.css`, and `x.module.scss` compiled by the site's
// sass, as docusaurus-plugin-sass makes them) named by their file. esbuild names a module's
// classes after the file's name (`styles_box`) and tells two files of one
// name apart only within one bundle; the site's code is bundled several times
// (its pages, its swizzled frame, the browser's bundles), so two
// `styles.module.css` of different folders gave one class name to rules of
// both, and the later stylesheet restyled the other's elements. Each module is
// loaded under a name holding a hash of its path in the site, the same in
// every bundle and on every machine (`styles_1a2b3c4d_box`), as Docusaurus'
// CSS loader adds a hash to every name (`pot_1a2b3c4d_module_box` for
// `pot.module.scss`: esbuild keeps the part of the name before `.css`). A plain `.scss` import is the CSS
// the site's sass compiles it to.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { CSS_MODULE_NAMESPACE } from '../files/bundle-cache.js';
import { loadSass, SASS_FILE } from '../assets/sass.js';

/** Marks the resolution this plugin asks of the others: it is not asked again. */
const RESOLVING = 'tongsite-css-module-resolving';

export function cssModulesPlugin(siteDir: string): Plugin {
  return {
    name: 'tongsite-css-modules',
    setup(b) {
      b.onResolve({ filter: /\.module\.(?:css|s[ac]ss)$/ }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
        if (resolved.errors.length) return { errors: resolved.errors };
        if (resolved.namespace !== 'file' || resolved.external) return resolved;
        const site = path.relative(siteDir, resolved.path).split(path.sep).join('/');
        const hash = createHash('sha1').update(site).digest('hex').slice(0, 8);
        return { path: resolved.path.replace(/(\.module\.\w+)$/, `_${hash}$1`), namespace: CSS_MODULE_NAMESPACE, pluginData: resolved.path };
      });
      b.onLoad({ filter: /.*/, namespace: CSS_MODULE_NAMESPACE }, async (args) => {
        const file = args.pluginData as string;
        if (SASS_FILE.test(file)) return loadSass(file, 'local-css');
        return { contents: await readFile(file, 'utf8'), loader: 'local-css', resolveDir: path.dirname(file) };
      });
      b.onLoad({ filter: SASS_FILE }, (args) => loadSass(args.path, 'css'));
    },
  };
}

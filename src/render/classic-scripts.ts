// A classic script among the site's files: no import, export, require or
// module.exports, only code that runs for its effects, such as a vendored
// copy of require.js whose function sets `this.requirejs`, counting on
// `this` being the window. webpack gives such a file, a CommonJS module to
// it, non-strict code; a bundle of ES modules (tongsite's, for the browser and
// the server) makes all its code strict, where `this` in a function called
// plainly is undefined: flow's playground page threw on it and stayed empty.
// Such a file runs as the body of a function made by `Function`, which is
// never strict unless it says so, with the module's exports as `this`, as
// webpack runs a CommonJS module.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const MODULE_SYNTAX = /^\s*(?:import|export)\b/m;
const REQUIRE_CALL = /(?<![.\w$])require\s*\(\s*['"`]/;
const COMMONJS_EXPORTS = /\bmodule\.exports\b|(?<![.\w$])exports\./;
const USE_STRICT = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use strict['"]/;

/** Whether a file's code is a classic script that reads `this` and does not ask for strict mode. */
export const isSloppyScript = (code: string) =>
  /\bthis\b/.test(code) && !MODULE_SYNTAX.test(code) && !REQUIRE_CALL.test(code) && !COMMONJS_EXPORTS.test(code) && !USE_STRICT.test(code);

/** Runs the site's own classic scripts (not its packages') in non-strict code; must come before the plugins that load its files. */
export function classicScriptsPlugin(): Plugin {
  return {
    name: 'tongsite-classic-scripts',
    setup(b) {
      b.onLoad({ filter: /\.c?js$/ }, async (args) => {
        if (args.namespace !== 'file' || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const code = await readFile(args.path, 'utf8');
        if (!isSloppyScript(code)) return undefined;
        return { contents: `new Function(${JSON.stringify(code)}).call(module.exports);\n`, loader: 'js' };
      });
    },
  };
}

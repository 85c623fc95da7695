// A config's own CommonJS files (`require('./mdxToJsx')`, trpc's remark plugin)
// required by Node rather than bundled into the config: a remark or rehype
// plugin runs on the compile workers, which load it by its module file and
// export (plugin-modules.ts), and a function bundled into the config has no
// file of its own there. Required once here, it is the same object in the
// config and in that index, and the workers require the same file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Whether Node reads a .js file as CommonJS: the nearest package.json has no `"type": "module"`. */
function commonJsScope(file: string): boolean {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type !== 'module';
    } catch {
      if (path.dirname(dir) === dir) return true;
    }
  }
}

/**
 * Files that Node cannot take as they are stay bundled: ES modules, TypeScript
 * or JSX (which Node's require refuses before running a line), and files that
 * import Docusaurus' content plugins, which must get tongsite's shims.
 */
function nodeCanRequire(file: string): boolean {
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return false;
  if (!(file.endsWith('.cjs') || (file.endsWith('.js') && commonJsScope(file)))) return false;
  const source = readFileSync(file, 'utf8');
  if (/^\s*(?:import|export)\s/m.test(source) || source.includes('@docusaurus/plugin-content-')) return false;
  try {
    createRequire(file)(file);
    return true;
  } catch {
    return false; // Bundled instead: its error, if it has one, is reported as the config's.
  }
}

/** The esbuild plugin; `required` collects the files left to Node (inputs of the config, and where plugins may come from). */
export function localCommonJs(required: Set<string>): Plugin {
  return {
    name: 'tongsite-local-commonjs',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== 'require-call' && args.kind !== 'import-statement') return undefined;
        let file: string;
        try {
          file = createRequire(path.join(args.resolveDir, 'x.js')).resolve(args.path);
        } catch {
          return undefined;
        }
        if (!nodeCanRequire(file)) return undefined;
        required.add(file);
        return { path: file, external: true };
      });
    },
  };
}

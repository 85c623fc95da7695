// Evaluates a docusaurus.config.{ts,mts,cts,js,mjs,cjs} as Docusaurus does
// (packages/docusaurus/src/server/config.ts: the module's default export, or
// module.exports; a function is called and a promise awaited), compiled with
// esbuild like the site's other TypeScript.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError, error } from '../../diagnostics/build-error.js';
import { sourceInputs } from '../../files/bundle-cache.js';
import { compileConfigModule, evaluateBeside } from '../compile-config-module.js';
import type { Diagnostic } from '../../model.js';
import { contentPluginsAlias } from './content-plugin-shims.js';
import { localCommonJs } from './local-commonjs.js';

/** What the config module gave, with the local files it was compiled from. */
export interface LoadedModule {
  value: unknown;
  inputs: string[];
  /** The packages the config imports (bare specifiers, as it names them) and its own CommonJS files Node required (absolute paths). */
  packages: string[];
}

/**
 * Jiti, which Docusaurus loads configs with, lets `require.resolve('./sidebars.js')`
 * find `sidebars.ts`; Node's require does not. The bundle's `require` is Node's,
 * made in the config's folder, with that one fallback.
 */
const REQUIRE_WITH_TS_FALLBACK = `require = ((r) => Object.assign((id) => r(id), r, { resolve(id, options) {
  try { return r.resolve(id, options); } catch (e) {
    if (!/^\\.\\.?\\//.test(id)) throw e;
    for (const ext of ['.ts', '.tsx', '.mts', '.cts']) { try { return r.resolve(id.replace(/\\.[cm]?jsx?$/, '') + ext, options); } catch {} }
    throw e;
  } } }))(require);`;

/**
 * Compiles and evaluates the config (or a plugin's module: `kind` names it in
 * messages; `call: false` keeps its export as it is, a plugin's constructor);
 * a syntax error or a throw is a BuildError at file:line:col.
 */
export async function loadDocusaurusModule(file: string, kind = 'the Docusaurus config', call = true): Promise<LoadedModule> {
  const required = new Set<string>();
  const { code, metafile } = await compileConfigModule(
    file,
    {
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      banner: { js: REQUIRE_WITH_TS_FALLBACK },
      plugins: [contentPluginsAlias, localCommonJs(required)],
      define: {
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
        'import.meta.filename': JSON.stringify(file),
      },
    },
    'fix the syntax of the Docusaurus config; tongsite compiles it with esbuild, as the rest of the site',
  );
  const inputs = [...sourceInputs(metafile, process.cwd()), ...required];
  const packages = [
    ...new Set(
      Object.values(metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((i) => i.external && !i.path.startsWith('node:') && !i.path.startsWith('.') && !path.isAbsolute(i.path))
        .map((i) => i.path),
    ),
    ...required,
  ];
  // Evaluated beside the config, so that its require() and bare imports resolve from the site's node_modules.
  const sourceMapsWere = (process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled ?? false;
  try {
    // Stack frames then name the config's own lines (the bundle carries an inline source map).
    process.setSourceMapsEnabled(true);
    return await evaluateBeside(file, code, 'cjs', async (temp) => {
      try {
        const exported = createRequire(temp)(temp) as Record<string, unknown>;
        if (!call) return { value: exported, inputs, packages };
        const config = exported?.__esModule && 'default' in exported ? exported.default : exported;
        const value = typeof config === 'function' ? await (config as () => unknown)() : await config;
        return { value, inputs, packages };
      } catch (e) {
        if (e instanceof BuildError) throw e;
        throw new BuildError([thrownBy(e, temp, file, kind)]);
      }
    });
  } finally {
    process.setSourceMapsEnabled(sourceMapsWere);
  }
}

/** A config that throws while it loads: the error at the config's own line when the stack (source-mapped) names it. */
function thrownBy(e: unknown, temp: string, file: string, kind: string): Diagnostic {
  const message = e instanceof Error ? e.message : String(e);
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const frame = /\(?([^\s()]+?):(\d+):(\d+)\)?$/m;
  const place = stack
    .split('\n')
    .map((line) => frame.exec(line.trim()))
    .find((m) => m && !m[1]!.includes('node_modules') && !m[1]!.startsWith('node:') && path.isAbsolute(m[1]!.replace(/^file:\/\//, '')));
  const where = place && place[1] !== temp ? { file: place[1]!.replace(/^file:\/\//, ''), line: Number(place[2]), column: Number(place[3]) } : { file };
  return error('config-load', `${kind} failed to load: ${message}`, {
    ...where,
    hint: 'the config threw while it was evaluated (as under `docusaurus build`): fix it, or install the packages it imports (npm install in the site folder)',
  });
}

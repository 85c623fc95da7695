// The site's own Babel config, run on the site's own files before esbuild
// reads them, as Docusaurus' babel-loader runs it before webpack bundles:
// a site whose components carry syntax only a Babel preset or plugin reads
// (Flow types through @babel/preset-flow) is bundled as Docusaurus bundles it.
//
// Only the syntax the site's config adds matters. Docusaurus' own preset
// (`@docusaurus/core/lib/babel/preset`, in every template's babel.config.js)
// compiles JSX, TypeScript and newer JavaScript, which esbuild does itself:
// it is left out, so Babel hands esbuild JSX, TypeScript and ES modules as
// they were written, without @babel/runtime's helpers or preset-env's
// rewriting (which, run as the server side, would also turn `import()` into
// `require`). A site whose config is that preset alone needs no Babel at all,
// and none is loaded.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';
import { warning } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';

/** Where Babel finds a project's config, in the order it looks: the root config, then the site folder's own `.babelrc`. */
const CONFIG_FILES = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc', '.babelrc.js', '.babelrc.cjs', '.babelrc.mjs', '.babelrc.json'];

/** Docusaurus' preset by the names a config gives it, and by the file it resolves to. */
const DOCUSAURUS_PRESET_NAMES = new Set(['@docusaurus/core/lib/babel/preset', '@docusaurus/babel/preset']);
const DOCUSAURUS_PRESET_FILE = /[\\/]@docusaurus[\\/](?:core[\\/]lib[\\/]babel[\\/]preset|babel[\\/](?:lib[\\/])?preset)(?:\.js)?$/;

/** The site's scripts Babel reads, and the loader esbuild reads its output with (JSX in `.js` too, as siteCodeOptions). */
const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'jsx', '.cjs': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };
const SCRIPT = /\.(?:[cm]?js|jsx|tsx?)$/;

/** Names tongsite to the site's presets (`api.caller`): it reads ES modules and `import()` itself. */
const CALLER = { name: 'tongsite', supportsStaticESM: true, supportsDynamicImport: true, supportsTopLevelAwait: true, supportsExportNamespaceFrom: true };

/** The part of @babel/core tongsite calls (7 and 8 alike). */
interface BabelCore {
  loadPartialConfigAsync(options: Record<string, unknown>): Promise<{ options: Record<string, unknown> & { presets?: ConfigItem[] } } | null>;
  transformAsync(code: string, options: Record<string, unknown>): Promise<{ code?: string | null } | null>;
}
interface ConfigItem {
  file?: { resolved: string };
}

/** The site's Babel, ready to transform its files: once each file's content per build. */
export interface SiteBabel {
  /** The config file, for messages. */
  configFile: string;
  /** Changes when the config file does: part of the cache key of what is bundled with it. */
  key: string;
  /** The file's code as the site's config (without Docusaurus' preset) leaves it. */
  transform(file: string, code: string): Promise<string>;
}

/** Whether a preset entry (`name`, `[name, options]`) is Docusaurus' own. */
const isDocusaurusPreset = (entry: unknown) => {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' && (DOCUSAURUS_PRESET_NAMES.has(name) || DOCUSAURUS_PRESET_FILE.test(name));
};

/**
 * Whether a loaded config is Docusaurus' preset and nothing else that changes
 * the syntax. A config made by a function, or with `overrides`, `env` or
 * `extends`, can only be read by Babel: it is not judged default.
 */
function isDefaultConfig(config: unknown): boolean {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return false;
  const { presets = [], plugins = [], overrides, env, extends: extended } = config as Record<string, unknown>;
  if (overrides !== undefined || env !== undefined || extended !== undefined) return false;
  return Array.isArray(presets) && presets.every(isDocusaurusPreset) && Array.isArray(plugins) && plugins.length === 0;
}

/** The config as its file exports it, or undefined when tongsite cannot read it without Babel (JSON5, a failing require). */
async function loadConfig(file: string): Promise<unknown> {
  try {
    if (file.endsWith('.json') || file.endsWith('.babelrc')) return JSON.parse(readFileSync(file, 'utf8'));
    if (file.endsWith('.mjs')) return ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    const required = createRequire(file)(file) as { default?: unknown; __esModule?: boolean };
    return required.__esModule ? required.default : required;
  } catch {
    return undefined;
  }
}

/** The parser plugins Docusaurus' preset gave Babel for the file (JSX, TypeScript), which Babel now reads and keeps. */
const syntaxOf = (file: string) => (file.endsWith('.ts') ? ['typescript'] : file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['jsx']);

/** The message and place of an error Babel threw: its first line without the file name it starts with. */
function babelError(e: unknown, file: string) {
  const err = e as { message?: string; loc?: { line: number; column: number } };
  const text = String(err.message ?? e)
    .split('\n')[0]!
    .replace(`${file}: `, '');
  return { text, ...(err.loc && { location: { file, line: err.loc.line, column: err.loc.column } }) };
}

/**
 * The site's Babel when its config adds presets or plugins of its own, with a
 * warning when the site has no @babel/core to run them; nothing (and no Babel
 * loaded) when it has no config or only Docusaurus' preset.
 */
export async function siteBabel(siteDir: string): Promise<{ babel?: SiteBabel; diagnostics: Diagnostic[] }> {
  const configFile = CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
  if (!configFile || isDefaultConfig(await loadConfig(configFile))) return { diagnostics: [] };
  let core: BabelCore;
  try {
    core = createRequire(path.join(siteDir, 'package.json'))('@babel/core') as BabelCore;
  } catch {
    const hint = 'install @babel/core in the site (`npm install --save-dev @babel/core`): tongsite runs the Babel the site has, as Docusaurus does';
    return {
      diagnostics: [
        warning('babel-config', 'adds Babel presets or plugins of its own, but the site has no @babel/core to run them: its files are bundled as they are written', {
          file: configFile,
          hint,
        }),
      ],
    };
  }
  const done = new Map<string, Promise<string>>();
  const run = async (file: string, code: string) => {
    // The browsers the code is for are esbuild's `target`: the site's browserslist is not read (Babel would only
    // print, on every build, that the site's caniuse-lite is old).
    const partial = await core.loadPartialConfigAsync({ filename: file, cwd: siteDir, root: siteDir, caller: CALLER, browserslistConfigFile: false });
    // A file the config ignores (`ignore`, `only`) is read by esbuild as it is.
    if (!partial) return code;
    const { options } = partial;
    const presets = (options.presets ?? []).filter((item) => !DOCUSAURUS_PRESET_FILE.test(item.file?.resolved ?? ''));
    const parserOpts = (options.parserOpts ?? {}) as { plugins?: unknown[] };
    const result = await core.transformAsync(code, {
      ...options,
      presets,
      parserOpts: { ...parserOpts, plugins: [...(parserOpts.plugins ?? []), ...syntaxOf(file)] },
      // esbuild's errors are at the lines the file has; the inline map takes the bundle's own map back to it.
      retainLines: true,
      compact: false,
      sourceMaps: 'inline',
      ast: false,
    });
    return result?.code ?? code;
  };
  return {
    babel: {
      configFile,
      key: createHash('sha1').update(readFileSync(configFile)).digest('hex'),
      transform(file, code) {
        const key = createHash('sha1').update(file).update('\0').update(code).digest('hex');
        let out = done.get(key);
        if (!out) done.set(key, (out = run(file, code)));
        return out;
      },
    },
    diagnostics: [],
  };
}

/** The esbuild plugin that reads the site's own scripts (not its packages') through the site's Babel. */
export function siteBabelPlugin(babel: SiteBabel, siteDir: string): Plugin {
  const inSite = (file: string) => {
    const rel = path.relative(siteDir, file);
    return !rel.startsWith('..') && !path.isAbsolute(rel) && !/(?:^|[\\/])node_modules[\\/]/.test(rel);
  };
  return {
    name: 'tongsite-site-babel',
    setup(b) {
      b.onLoad({ filter: SCRIPT }, async (args) => {
        if (args.namespace !== 'file' || !inSite(args.path)) return undefined;
        const text = await readFile(args.path, 'utf8');
        try {
          const contents = await babel.transform(args.path, text);
          return { contents, loader: LOADERS[path.extname(args.path)] ?? 'jsx', resolveDir: path.dirname(args.path) };
        } catch (e) {
          return { errors: [babelError(e, args.path)] };
        }
      });
    },
  };
}

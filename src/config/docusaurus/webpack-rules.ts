// What tongsite takes from a site plugin's `configureWebpack`: the rules that
// hand a kind of file to webpack's file loaders (`type: 'asset/resource'`,
// file-loader, url-loader), as sites add them for files Docusaurus' own
// loaders do not take (`.wasm`, `.glb`). Their `test` joins the kinds of file an
// import makes a URL of (src/render/asset-imports.ts); and `resolve.fallback`,
// the modules the browser's bundle takes for Node's (`fs: false`, `path:
// require.resolve('path-browserify')`: src/render/resolve-fallback.ts); and the rules that compile Sass
// with sass-loader (docusaurus-plugin-sass'), whose files tongsite compiles with the site's sass
// (src/assets/sass.ts), without the loader's options. The rest of the webpack
// config it gives (other rules, aliases, plugins, experiments) is the webpack
// build's, which tongsite does not run: one warning names what it left out.
import type { SitePlugin } from '../../model.js';
import { isObj, type Obj } from './theme-config.js';

/** A loader's name as a rule writes it: the package (`file-loader`), or the path `require.resolve` gave. */
const FILE_LOADER = /(?:^|[\\/])(?:file|url)-loader(?:[\\/](?:dist[\\/])?(?:cjs\.js|index\.js)?)?$/;

/** Asset module types that emit the file (`asset` inlines small ones instead: a URL of the file is as good). */
const FILE_TYPES = new Set(['asset/resource', 'asset']);

/** The keys of a rule tongsite follows: which files, and how they are emitted (the name a loader gives them aside). */
const FOLLOWED_KEYS = new Set(['test', 'type', 'loader', 'use', 'options', 'generator']);

/** The entries of a rule's `loader` or `use` (a name, an object with `loader` and `options`, or a list of them). */
function loaderEntries(rule: Obj): { loader: unknown; options?: unknown }[] {
  const use = rule.use ?? (rule.loader !== undefined ? [{ loader: rule.loader, options: rule.options }] : []);
  return (Array.isArray(use) ? use : [use]).map((entry) => (isObj(entry) ? { loader: entry.loader, options: entry.options } : { loader: entry }));
}

/** The loaders a rule names, from `loader` or `use`. */
const loadersOf = (rule: Obj): unknown[] => loaderEntries(rule).map((entry) => entry.loader);

/** sass-loader as a rule names it: the package, or the path `require.resolve` gave. */
const SASS_LOADER = /(?:^|[\\/])sass-loader(?:[\\/]dist[\\/]cjs\.js)?$/;

/** The loaders of CSS a Sass rule puts before sass-loader (`utils.getStyleLoaders`), whose work tongsite does itself. */
const STYLE_LOADER = /(?:^|[\\/])(?:css-loader|style-loader|mini-css-extract-plugin)(?:[\\/].*)?$/;

/** The keys of a Sass rule and of its `oneOf` branches tongsite follows: which files, and the loaders (anything else, `include`, `exclude`, makes it a rule not followed). */
const SASS_RULE_KEYS = new Set(['test', 'oneOf', 'use', 'loader', 'options']);

/** sass-loader's options that change nothing of what a build writes: its source maps are for development. */
const SASS_OPTIONS_WITHOUT_EFFECT = new Set(['sourceMap']);

/**
 * A rule that compiles `.scss`/`.sass` files with sass-loader, itself or in each branch of its `oneOf` (as
 * docusaurus-plugin-sass's splits CSS modules from global sheets): tongsite compiles those files with the site's
 * sass, so the rule is followed but for the loader's options, which it returns (none: an empty list). Undefined
 * when the rule does something else.
 */
function sassRuleOptions(rule: unknown): string[] | undefined {
  if (!isObj(rule) || !(rule.test instanceof RegExp) || !rule.test.test('styles.scss')) return undefined;
  const branches = Array.isArray(rule.oneOf) && rule.use === undefined && rule.loader === undefined ? rule.oneOf : [rule];
  const options = new Set<string>();
  for (const branch of [rule, ...branches]) if (!isObj(branch) || Object.keys(branch).some((key) => !SASS_RULE_KEYS.has(key))) return undefined;
  for (const branch of branches as Obj[]) {
    const use = loaderEntries(branch);
    const sass = use.filter((entry) => typeof entry.loader === 'string' && SASS_LOADER.test(entry.loader));
    if (sass.length !== 1 || use.some((entry) => !sass.includes(entry) && !(typeof entry.loader === 'string' && STYLE_LOADER.test(entry.loader)))) return undefined;
    const given = sass[0]!.options;
    for (const key of isObj(given) ? Object.keys(given) : []) if (!SASS_OPTIONS_WITHOUT_EFFECT.has(key)) options.add(key);
  }
  return [...options];
}

/** The test of a rule that makes the files it matches their URL, or undefined when the rule does something else. */
function fileRuleTest(rule: unknown): RegExp | undefined {
  if (!isObj(rule) || !(rule.test instanceof RegExp) || Object.keys(rule).some((key) => !FOLLOWED_KEYS.has(key))) return undefined;
  const loaders = loadersOf(rule);
  const byType = typeof rule.type === 'string' && FILE_TYPES.has(rule.type) && loaders.length === 0;
  const byLoader = loaders.length === 1 && typeof loaders[0] === 'string' && FILE_LOADER.test(loaders[0]) && (rule.type === undefined || rule.type === 'javascript/auto');
  // A stateless copy: a `g` or `y` flag would make test() remember where it stopped.
  return byType || byLoader ? new RegExp(rule.test.source, rule.test.flags.replace(/[gy]/g, '')) : undefined;
}

/** How a rule is named in a warning: its test and its loaders or type. */
function describeRule(rule: unknown): string {
  if (!isObj(rule)) return String(rule);
  const test = rule.test instanceof RegExp ? String(rule.test) : rule.test === undefined ? 'no test' : JSON.stringify(rule.test);
  const how = loadersOf(rule).map(String).join(', ') || (typeof rule.type === 'string' ? rule.type : Object.keys(rule).join(', '));
  return `{ test: ${test}, ${how} }`;
}

/**
 * What Docusaurus gives configureWebpack, as far as a plugin reads it to add to it: a config with the fields
 * plugins push into, and the utilities (whose loaders, made for webpack, tongsite does not run).
 */
function webpackConfigGiven(): Obj {
  return { mode: 'production', module: { rules: [] }, resolve: { alias: {}, extensions: [], modules: [], fallback: {} }, plugins: [], output: {}, optimization: {} };
}

const webpackUtils = { getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'babel-loader' }), currentBundler: { name: 'webpack' } };

/** A config's shape, for telling whether the plugin changed the one it was given: what JSON cannot write, by its text. */
const shapeOf = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof RegExp || typeof v === 'function' ? String(v) : v));

export interface WebpackRead {
  /** The tests of the rules that make files their URL. */
  fileTests: RegExp[];
  /** `resolve.fallback`: a module the browser's bundle takes where one cannot be resolved (Node's `fs`), or false for an empty one. */
  fallback: Record<string, string | false>;
  /** What the config gives that tongsite does not follow, each as a phrase (`` `experiments` ``, a rule). */
  leftOut: string[];
}

/** Reads `resolve` into `read`: its `fallback` of modules (a path or a package) or false; any other key is left out. */
function readResolve(value: unknown, read: WebpackRead): void {
  if (!isObj(value)) {
    read.leftOut.push('`resolve`');
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key !== 'fallback' || !isObj(inner)) {
      read.leftOut.push(`\`resolve.${key}\``);
      continue;
    }
    for (const [name, module] of Object.entries(inner)) {
      if (module === false || typeof module === 'string') read.fallback[name] = module;
      else read.leftOut.push(`\`resolve.fallback.${name}\``);
    }
  }
}

/**
 * Calls the plugin's configureWebpack as Docusaurus calls it for the browser's bundle (its content is not
 * loaded yet: undefined), and reads the file rules and fallbacks out of what it returns or adds to the config it is given.
 */
export function readWebpackConfig(plugin: SitePlugin): WebpackRead {
  const configure = plugin.instance.configureWebpack as (config: Obj, isServer: boolean, utils: Obj, content: unknown) => unknown;
  const given = webpackConfigGiven();
  const pristine = shapeOf(given);
  let returned: unknown;
  try {
    returned = configure.call(plugin.instance, given, false, webpackUtils, undefined);
  } catch (e) {
    return { fileTests: [], fallback: {}, leftOut: [`what it gives (it threw when tongsite called it: ${(e as Error).message})`] };
  }
  const rules: unknown[] = [];
  const read: WebpackRead = { fileTests: [], fallback: {}, leftOut: [] };
  const { leftOut } = read;
  const givenRules = (given.module as { rules: unknown[] }).rules;
  rules.push(...givenRules);
  givenRules.length = 0;
  if (shapeOf(given) !== pristine) leftOut.push('the changes it makes to the webpack config it is given');
  if (isObj(returned)) {
    // mergeStrategy tells Docusaurus how to merge the rest; it changes nothing by itself.
    for (const [key, value] of Object.entries(returned)) {
      if (key === 'mergeStrategy') continue;
      if (key === 'resolve') readResolve(value, read);
      else if (key !== 'module') leftOut.push(`\`${key}\``);
      else if (isObj(value)) {
        for (const [inner, rulesGiven] of Object.entries(value)) {
          if (inner === 'rules' && Array.isArray(rulesGiven)) rules.push(...(rulesGiven as unknown[]));
          else leftOut.push(`\`module.${inner}\``);
        }
      } else leftOut.push('`module`');
    }
  }
  for (const rule of rules) {
    const test = fileRuleTest(rule);
    const sassOptions = test ? undefined : sassRuleOptions(rule);
    if (test) read.fileTests.push(test);
    else if (sassOptions?.length)
      leftOut.push(`the sass-loader options ${sassOptions.map((key) => `\`${key}\``).join(', ')} (Sass files are compiled by the site's sass without them)`);
    else if (!sassOptions) leftOut.push(`the rule ${describeRule(rule)}`);
  }
  return read;
}

/** The warning's words for what the config gives and tongsite does not follow. */
export const leftOutText = (plugin: SitePlugin, leftOut: string[]) =>
  `the plugin \`${plugin.name}\`'s \`configureWebpack\` gives ${leftOut.join(', ')}, which tongsite does not follow: the site is bundled by tongsite (esbuild), without webpack's options, loaders or plugins`;

// The site's own plugins, made as Docusaurus makes them when it loads a site
// (packages/docusaurus/src/server/plugins/configs.ts and init.ts): a local
// module's default export, a function written in `plugins`, or a package from
// the site's node_modules that tongsite does not implement itself, validated by
// the module's `validateOptions` and called with the site's context and its
// options. Their lifecycle (content, routes, tags, postBuild) runs later, in
// src/site-plugins/. A method tongsite does not call is one warning naming the
// plugin, its file and the method.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError, error, positionAt, warning } from '../../diagnostics/build-error.js';
import type { Diagnostic, SitePlugin, SitePluginInstance } from '../../model.js';
import { contentPluginMark } from './content-plugin-shims.js';
import { isEsModuleFile, loadEsPackage } from './load-es-package.js';
import { loadDocusaurusModule } from './load-module.js';
import { INSTEAD, type PluginEntry, pluginEntries } from './plugins.js';
import { SEARCH_PLUGINS } from './search-plugins.js';
import { isObj, type Obj } from './theme-config.js';
import { leftOutText, readWebpackConfig } from './webpack-rules.js';

/** The methods src/site-plugins/ calls; the shims' and these keys are never warned about. */
const RUN = new Set([
  'name',
  'loadContent',
  'contentLoaded',
  'allContentLoaded',
  'injectHtmlTags',
  'getClientModules',
  'postBuild',
  'configurePostCss',
  // Its folder of components is stacked over tongsite's (src/render/site-theme.ts); the TypeScript one is what `swizzle` copies.
  'getThemePath',
  'getTypeScriptThemePath',
]);

/**
 * Docusaurus' own themes that are only components: tongsite runs them as a
 * site's theme (their components over tongsite's, their theme config
 * validated), where it does the others' work itself (INSTEAD).
 */
const DOCUSAURUS_COMPONENT_THEMES = new Set(['@docusaurus/theme-live-codeblock']);

/**
 * Methods of Docusaurus' component themes that change nothing tongsite's
 * build needs: theme-live-codeblock's webpack config aliases `buble`, which
 * react-live 4 (the one Docusaurus 3 installs) no longer imports.
 */
const NOT_NEEDED: Record<string, string[]> = { 'docusaurus-theme-live-codeblock': ['configureWebpack'] };

/** Methods that change nothing a build writes (they serve Docusaurus' `swizzle` command). */
const NO_OUTPUT = new Set(['getSwizzleComponentList', 'getSwizzleConfig']);

/** What is missing from the site when tongsite does not call a method. */
const WITHOUT: Record<string, string> = {
  getTranslationFiles: 'its content is not translated',
  translateContent: 'its content is not translated',
  translateThemeConfig: 'its theme config is not translated',
  getDefaultCodeTranslationMessages: 'its code translations are not added',
  getPathsToWatch: '`tongsite serve --watch` does not watch the files it names',
  extendCli: 'the commands it adds are not available',
};

/** A local module (`./plugin`, or the absolute path `require.resolve` gives), not a package's (by name, or resolved into node_modules). */
const isLocal = (spec: string) => spec.startsWith('.') || (path.isAbsolute(spec) && !/[\\/]node_modules[\\/]/.test(spec));

/**
 * A package plugin or theme the site installed and tongsite runs as Docusaurus
 * would: not Docusaurus' own (`@docusaurus/…`, which tongsite does itself or
 * names in a warning) nor one tongsite replaces (INSTEAD, SEARCH_PLUGINS).
 */
function runnablePackage(entry: unknown, kind: 'plugin' | 'theme'): boolean {
  const name = pluginEntries([entry], kind)[0]?.name;
  if (name && DOCUSAURUS_COMPONENT_THEMES.has(name)) return true;
  return !!name && !name.startsWith('@docusaurus/') && !(name in INSTEAD) && !(name in SEARCH_PLUGINS);
}

/**
 * A package's module, as Docusaurus loads it: a CommonJS module required, an
 * ES module compiled as jiti compiles it (load-es-package.ts). One that esbuild
 * cannot compile to CommonJS (a top-level await) is imported by Node.
 */
async function loadPackage(file: string): Promise<unknown> {
  if (!isEsModuleFile(file)) {
    try {
      return createRequire(file)(file) as unknown;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== 'ERR_REQUIRE_ESM' && code !== 'ERR_REQUIRE_ASYNC_MODULE') throw e;
    }
  }
  try {
    return await loadEsPackage(file);
  } catch (e) {
    if (!(e as { errors?: unknown[] }).errors) throw e;
    return (await import(pathToFileURL(file).href)) as unknown;
  }
}

/** Whether a package resolves from the site's config as Node resolves it (src/site-plugins loads it when the build runs). */
function resolvable(require: NodeJS.Require, name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

export interface SitePluginsRead {
  plugins: SitePlugin[];
  /** Each listed entry that is a site plugin: the content plugin it wraps, as a config entry, or null. */
  entries: Map<unknown, PluginEntry | null>;
  warnings: Diagnostic[];
  /** The modules loaded, for the config's inputs. */
  inputs: string[];
  /** The source of each plugin made (its module's file, or the function written in the config). */
  sources: string[];
  /** The tests of the rules the plugins' configureWebpack adds that make a kind of file its URL (webpack-rules.ts). */
  fileTests: RegExp[];
  /** The modules the browser's bundle takes where one cannot be resolved, from the plugins' `resolve.fallback` (webpack-rules.ts). */
  resolveFallback: Record<string, string | false>;
}

/** What Docusaurus hands a plugin's constructor (LoadContext, packages/docusaurus-types/src/context.d.ts). */
/** Flags given as one boolean (`v4: true`) or one by one, each defaulting to false. */
function flags(value: unknown, names: string[]): Obj {
  return Object.fromEntries(names.map((name) => [name, value === true || (isObj(value) && value[name] === true)]));
}

/**
 * The config's `future` as Docusaurus' config validation fills it in before plugins and presets read it
 * (packages/docusaurus/src/server/configValidation.ts): preset-classic reads `future.v4.useCssCascadeLayers`.
 */
function futureOf(site: Obj): Obj {
  const future = isObj(site.future) ? site.future : {};
  const v4 = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault'];
  const faster = [
    'swcJsLoader',
    'swcJsMinimizer',
    'swcHtmlMinimizer',
    'lightningCssMinimizer',
    'mdxCrossCompilerCache',
    'rspackBundler',
    'rspackPersistentCache',
    'ssgWorkerThreads',
  ];
  return {
    ...future,
    v4: flags(future.v4, v4),
    experimental_faster: flags(future.experimental_faster, faster),
    experimental_storage: { type: 'localStorage', namespace: false, ...(isObj(future.experimental_storage) ? future.experimental_storage : {}) },
    experimental_router: future.experimental_router ?? 'browser',
  };
}

/**
 * The context Docusaurus gives presets and plugins. Its `siteConfig` is the site's config object itself, its
 * `future` filled in: the theme config a theme's validation gives replaces the site's there (below), for the
 * pages' `useThemeConfig()` to read.
 */
export function loadContext(site: Obj, file: string, generatedFilesDir: string): Record<string, unknown> {
  const siteDir = path.dirname(file);
  site.future = futureOf(site);
  const i18n = isObj(site.i18n) ? site.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  return {
    siteDir,
    siteConfig: site,
    siteConfigPath: file,
    outDir: path.join(siteDir, 'build'),
    baseUrl: typeof site.baseUrl === 'string' ? site.baseUrl : '/',
    generatedFilesDir,
    localizationDir: path.join(siteDir, 'i18n', defaultLocale),
    i18n: { defaultLocale, locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale], currentLocale: defaultLocale, path: 'i18n', localeConfigs: {} },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack' },
  };
}

/**
 * Docusaurus' `validate` for a theme's `validateThemeConfig`
 * (utils-validation's normalizeThemeConfig): the schema lets the other
 * themes' keys through, and gives the defaults of its own.
 */
function validateThemeConfig(schema: unknown, themeConfig: Obj, keys: string[]): Obj {
  const joi = schema as { unknown?: () => unknown; describe?: () => { keys?: Obj } };
  keys.push(...Object.keys(joi.describe?.().keys ?? {}));
  return validate(typeof joi.unknown === 'function' ? joi.unknown() : schema, themeConfig);
}

/**
 * Docusaurus' `validate` for a plugin's `validateOptions`: a Joi-like schema's validate, else the options as they
 * are. Every plugin takes an `id` its own schema need not name: Docusaurus appends it to the schema
 * (utils-validation's normalizePluginOptions); here it is set aside while the schema checks the rest.
 */
function validate(schema: unknown, options: Obj): Obj {
  const { id, ...rest } = options;
  const checked = (schema as { validate?: (o: Obj, x: object) => { error?: Error; value?: Obj } })?.validate?.(rest, { convert: false });
  if (checked?.error) throw checked.error;
  return { ...(checked?.value ?? rest), ...(id !== undefined && { id }) };
}

export async function loadSitePlugins(site: Obj, file: string, generatedFilesDir: string): Promise<SitePluginsRead> {
  const read: SitePluginsRead = { plugins: [], entries: new Map(), warnings: [], inputs: [], sources: [], fileTests: [], resolveFallback: {} };
  const context = loadContext(site, file, generatedFilesDir);
  const configText = readFileSync(file, 'utf8');
  const require = createRequire(file);
  for (const kind of ['plugins', 'themes'] as const) {
    const list = Array.isArray(site[kind]) ? (site[kind] as unknown[]) : [];
    for (const entry of list) {
      const [head, given] = Array.isArray(entry) ? entry : [entry, {}];
      const isPackage = typeof head === 'string' && !isLocal(head) && runnablePackage(entry, kind === 'plugins' ? 'plugin' : 'theme') && resolvable(require, head);
      if (typeof head !== 'function' && !(typeof head === 'string' && isLocal(head)) && !isPackage) continue;
      let made: Awaited<ReturnType<typeof makePlugin>>;
      try {
        made = await makePlugin(head, isObj(given) ? given : {}, { file, configText, require, context, read });
      } catch (e) {
        if (e instanceof BuildError) throw e;
        const written = typeof head === 'string' ? head : head.name || 'an unnamed plugin function';
        throw new BuildError([
          error('plugin-load', `the plugin ${written} failed to load: ${(e as Error).message}`, {
            file,
            ...at(configText, typeof head === 'string' ? head : head.name),
            hint: 'its constructor threw as it would under `docusaurus build`: fix it, or remove it from `plugins`',
          }),
        ]);
      }
      if (!made) {
        read.entries.set(entry, null);
        continue;
      }
      const { plugin, text, themeKeys } = made;
      read.plugins.push(plugin);
      // What the site's themeConfig keys are read by: the plugin's code, and the keys a theme's schema validates.
      read.sources.push((typeof head === 'function' ? String(head) : text) + themeKeys.map((key) => `\nthemeConfig.${key}`).join(''));
      read.entries.set(entry, plugin.wraps ? { name: `@docusaurus/plugin-content-${plugin.wraps.kind}`, options: plugin.wraps.options } : null);
      read.warnings.push(...unrunMethods(plugin, text));
      if (callsWebpack(plugin)) {
        const webpack = readWebpackConfig(plugin);
        read.fileTests.push(...webpack.fileTests);
        // As webpack-merge merges the plugins' configs: a later plugin's fallback for a name wins.
        Object.assign(read.resolveFallback, webpack.fallback);
        if (webpack.leftOut.length)
          read.warnings.push(
            warning('docusaurus-plugin', leftOutText(plugin, webpack.leftOut), {
              file: plugin.file,
              ...at(text, 'configureWebpack', plugin.name),
              hint: "its rules that make a kind of file its URL (`type: 'asset/resource'`, file-loader, url-loader) and its sass-loader rules are followed; the rest of the plugin runs (its content, routes, head tags, postBuild)",
            }),
          );
      }
      if (typeof plugin.instance.configurePostCss === 'function' && !resolvable(require, 'postcss')) {
        read.warnings.push(
          warning(
            'docusaurus-plugin',
            `the plugin \`${plugin.name}\` configures PostCSS plugins, and the site has no postcss package to run them: its stylesheets are used without them`,
            {
              file: plugin.file,
              ...at(text, 'configurePostCss', plugin.name),
              hint: 'install postcss in the site (npm install --save-dev postcss), as Docusaurus has it',
            },
          ),
        );
      }
    }
  }
  return read;
}

interface MakeContext {
  file: string;
  configText: string;
  require: NodeJS.Require;
  context: Record<string, unknown>;
  read: SitePluginsRead;
}

/** Loads a plugin's module, validates its options and calls its constructor; null when it disables itself (returns null). */
async function makePlugin(head: unknown, given: Obj, m: MakeContext): Promise<{ plugin: SitePlugin; text: string; themeKeys: string[] } | null> {
  let constructor = head;
  // A function listed in the config is the module's default export, its validateOptions and validateThemeConfig its own (init.ts).
  let module: Obj = typeof head === 'function' ? { default: head } : {};
  let file = m.file;
  let text = m.configText;
  if (typeof head === 'string') {
    file = m.require.resolve(head);
    let value: unknown;
    if (isLocal(head)) {
      const loaded = await loadDocusaurusModule(file, `the plugin ${head}`, false);
      m.read.inputs.push(...loaded.inputs);
      value = loaded.value;
    } else value = await loadPackage(file); // Installed code, as Docusaurus loads it.
    module = isObj(value) || typeof value === 'function' ? (value as Obj) : {};
    constructor = module.default ?? module;
    text = readFileSync(file, 'utf8');
  }
  if (typeof constructor !== 'function') throw new Error('its module exports no function (Docusaurus calls the default export with the site context and the options)');
  // Docusaurus looks on the default export, then on the module (init.ts, getOptionValidationFunction).
  const fromDefault = module.default ? (module.default as { validateOptions?: unknown }).validateOptions : undefined;
  const validateOptions = fromDefault ?? module.validateOptions;
  const withId = { ...given, id: typeof given.id === 'string' ? given.id : 'default' };
  const options = (typeof validateOptions === 'function' ? (validateOptions as (a: object) => Obj)({ validate, options: withId }) : withId) ?? withId;
  // Docusaurus replaces the site's theme config with what each theme's validation gives (server/plugins/init.ts).
  const validateTheme = (module.default as { validateThemeConfig?: unknown } | undefined)?.validateThemeConfig ?? module.validateThemeConfig;
  const site = m.context.siteConfig as Obj;
  // The keys its schema has are the theme's to read (to-user-config.ts warns about those no one reads).
  const themeKeys: string[] = [];
  if (typeof validateTheme === 'function') {
    const themeConfig = isObj(site.themeConfig) ? site.themeConfig : {};
    site.themeConfig = (validateTheme as (a: object) => Obj)({ validate: (schema: unknown, given: Obj) => validateThemeConfig(schema, given, themeKeys), themeConfig });
  }
  const construct = async (made: unknown) => (await (made as (c: unknown, o: unknown) => unknown)(m.context, options)) as SitePluginInstance | null | undefined;
  const instance = await construct(constructor);
  if (instance === null) return null;
  // Docusaurus loads each plugin's module anew for each locale (loadFreshModule: jiti without Node's require cache).
  const remake = async () => {
    if (typeof head !== 'string' || !isLocal(head)) return (await construct(constructor)) ?? null;
    const { value } = await loadDocusaurusModule(file, `the plugin ${head}`, false);
    const fresh = isObj(value) || typeof value === 'function' ? (value as Obj) : {};
    return (await construct(fresh.default ?? fresh)) ?? null;
  };
  if (!isObj(instance) || typeof instance.name !== 'string' || !instance.name) {
    throw new Error(
      instance === undefined ? 'it returned undefined; a plugin returns an object with a `name` (or null to disable itself)' : 'the object it returned has no `name`',
    );
  }
  const mark = contentPluginMark(instance);
  const id = typeof options.id === 'string' ? options.id : 'default';
  // A path relative to the module's folder, as Docusaurus resolves it.
  const themePath = typeof instance.getThemePath === 'function' ? path.resolve(path.dirname(file), String(instance.getThemePath())) : undefined;
  return {
    plugin: {
      name: instance.name,
      id,
      file,
      options,
      instance,
      context: m.context,
      remake,
      ...(themePath && { themePath }),
      ...(mark && { wraps: { kind: mark.kind, options: { ...mark.options, id } } }),
    },
    text,
    themeKeys,
  };
}

/** Whether tongsite calls the plugin's configureWebpack for its file and Sass rules (webpack-rules.ts): not where it is not needed (NOT_NEEDED). */
const callsWebpack = (plugin: SitePlugin) => typeof plugin.instance.configureWebpack === 'function' && !NOT_NEEDED[plugin.name]?.includes('configureWebpack');

/** One warning per method of the instance that tongsite does not call (configureWebpack is called: callsWebpack), at the method's name in the plugin's file. */
function unrunMethods(plugin: SitePlugin, text: string): Diagnostic[] {
  const i18n = plugin.context.i18n as { locales: string[] };
  // The English words are the components' own: a site in English alone loses nothing without them.
  const english = i18n.locales.every((locale) => /^en\b/.test(locale));
  return Object.entries(plugin.instance)
    .filter(([key, value]) => typeof value === 'function' && !RUN.has(key) && !NO_OUTPUT.has(key))
    .filter(([key]) => !NOT_NEEDED[plugin.name]?.includes(key) && !(key === 'getDefaultCodeTranslationMessages' && english))
    .filter(([key]) => key !== 'configureWebpack')
    .map(([method]) =>
      warning('docusaurus-plugin', `the plugin \`${plugin.name}\` has \`${method}\`, which tongsite does not call: ${WITHOUT[method] ?? 'what it does is not done'}`, {
        file: plugin.file,
        ...at(text, method, plugin.name),
        hint: 'the rest of the plugin runs (its content, routes, head tags, postBuild); remove the method to silence this',
      }),
    );
}

/**
 * The place of `name` in a plugin's file: its first occurrence after `near`
 * (the plugin's name), when the file has that name, since a config may write
 * several plugins, each with the same methods; else its first occurrence.
 */
function at(text: string, name: string | undefined, near?: string): { line?: number; column?: number } {
  if (!name) return {};
  const from = near ? text.indexOf(near) : -1;
  const after = from >= 0 ? text.indexOf(name, from) : -1;
  const offset = after >= 0 ? after : text.indexOf(name);
  return offset >= 0 ? positionAt(text, offset) : {};
}

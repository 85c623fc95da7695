// How a compiled page's imports resolve when esbuild bundles it, as Docusaurus
// resolves them: `@site/…` from the site folder, `@theme/…` and `@docusaurus/…`
// to the components the templates share (only those tongsite provides), and
// the site's own `.js` files read as JSX. Bundle errors become diagnostics at
// the import's file, line and column.
import { cssModulesPlugin } from './css-modules.js';
import path from 'node:path';
import type { BuildOptions, Message, Plugin } from 'esbuild';
import { error, positionAt } from '../diagnostics/build-error.js';
import type { Compiled, Diagnostic, SiteGlobalData, SiteTheme, SourceFile } from '../model.js';
import { DOCS_CLIENT_FACTORY } from '../shared/docs-client.js';
import { withFunctionDefaultProps } from '../shared/default-props.js';
import { inlineLoadersPlugin } from './inline-loaders.js';
import { assetImportsPlugin, type CssUrlFiles, type HintedDetail } from './asset-imports.js';
import { classicScriptsPlugin } from './classic-scripts.js';
import { exportsExtensionsPlugin } from './exports-extensions.js';
import { resolveFallbackPlugin } from './resolve-fallback.js';
import { type SiteBabel, siteBabelPlugin } from './site-babel.js';
import { contentOverrides, contentWrappers, themeTarget } from './site-theme.js';
import { docsClientModule, globalDataModule, hasLiveBlock, mdxComponentsModule, siteContextModule, themeCommonModule, withComponentsInScope } from './written-modules.js';

/** The namespace esbuild reads compiled pages from (they exist in memory only). */
export const PAGE_NS = 'tongsite-page';

/** Import prefixes that name Docusaurus' theme and core modules. */
const PROVIDED = /^@(theme|theme-original|theme-init|docusaurus)\//;

/** The module giving a page the components its Markdown renders with, the site's overrides among them (see mdxComponentsModule). */
const MDX_COMPONENTS = 'tongsite:mdx-components';

/** The suffix of the components module of a page with a live code block. */
const LIVE = '-live';

/** The export of a page module carrying its MDX components, when the site overrides some (PageModule.__tongsiteComponents). */
export const PAGE_COMPONENTS_EXPORT = '__tongsiteComponents';

/** The export of a page module carrying the site's Root and Layout/Provider, when it overrides them (PageModule.__tongsiteWrappers). */
export const PAGE_WRAPPERS_EXPORT = '__tongsiteWrappers';

/**
 * Where the module of the site's content wrappers is made: its Root and Layout/Provider, by name. A page bundle
 * imports them itself so that their providers and the page's hooks share one copy of each context's module.
 */
export const WRAPPERS_NS = `${PAGE_NS}-wrappers`;

/** The package a file is in, by its node_modules path (`@docusaurus/theme-live-codeblock`), else undefined. */
const packageOf = (file: string) => /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file)?.[1]?.replace(/\\/g, '/');

/** Where the site's `useDocusaurusContext` is made; its own import of the theme's hook is resolved as any other. */
export const SITE_CONTEXT_NS = 'tongsite-site-context';

/** Where `@docusaurus/useGlobalData` is made, from the site's plugins' data. */
const GLOBAL_DATA_NS = `${PAGE_NS}-global-data`;

/** Where `@docusaurus/plugin-content-docs/client` is made (docsClientModule). */
export const DOCS_CLIENT_NS = `${PAGE_NS}-docs-client`;

/** Where the module of the page's MDX components is made (mdxComponentsModule). */
const COMPONENTS_NS = `${PAGE_NS}-components`;

/** Where the site's `@docusaurus/theme-common` is made (themeCommonModule). */
export const THEME_COMMON_NS = `${PAGE_NS}-theme-common`;

/**
 * The namespaces of the modules this plugin writes itself: they hand the page
 * the build's data (site config, global data) or gather the site's files (each
 * an input of its own), and render the same in the browser as in the build.
 */
export const TONGSITE_MODULE_NAMESPACES: readonly string[] = [SITE_CONTEXT_NS, GLOBAL_DATA_NS, DOCS_CLIENT_NS, COMPONENTS_NS, THEME_COMMON_NS];

/** Marks esbuild errors about an import tongsite does not provide, to give them their own hint. */
const UNSUPPORTED = 'tongsite-unsupported-import';

/** Marks esbuild errors about an imported Markdown file that was not compiled (not a page, not a partial). */
const UNCOMPILED: HintedDetail = {
  code: 'unsupported-import',
  hint: 'an imported Markdown file is compiled when a Markdown or React page imports it by its path (`@site/…`, `./…`, `../…`) in an import at the start of a line',
};

/**
 * esbuild options for the site's own code as Docusaurus compiles it: JSX in
 * `.js` files too, and CSS modules (`x.module.css`) whose class names the
 * component imports; the CSS comes out as a file of its own.
 */
export const siteCodeOptions = {
  loader: { '.js': 'jsx' },
  // Only names where the CSS output goes; nothing is written.
  outdir: 'tongsite-out',
  sourcemap: 'inline',
  sourcesContent: false,
} satisfies BuildOptions;

/**
 * Where a bare import of the site's code is looked for once Node's walk up from
 * the importing file finds nothing: the site's own node_modules (docs outside
 * the site folder import its packages, as Docusaurus' webpack `resolve.modules`
 * lets them), then the tool's.
 */
export const siteNodePaths = (siteDir: string, toolRoot: string) => [path.join(siteDir, 'node_modules'), path.join(toolRoot, 'node_modules')];

/**
 * What every browser bundle of site code shares (a page's islands, the
 * client modules): ES modules for the browser, React's automatic JSX, React's
 * production build, packages found beside the site, then the tool (siteNodePaths).
 */
export function browserBundleOptions(toolRoot: string, siteDir: string) {
  return {
    ...siteCodeOptions,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    sourcemap: false,
    charset: 'utf8',
    legalComments: 'none',
    nodePaths: siteNodePaths(siteDir, toolRoot),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  } satisfies BuildOptions;
}

/** What every bundle of the site's own code is made from. */
export interface SiteCode {
  siteDir: string;
  /** The site's base URL: a file the code imports is its URL below it. */
  baseUrl: string;
  compiled: Map<string, Compiled>;
  /** A compiled page's code (kept in the compile cache, not with its data). */
  codeOf: (compiled: Compiled) => Promise<string>;
  sources: Map<string, SourceFile>;
  /** What the templates share with the site's code, by specifier. */
  shared: Record<string, unknown>;
  /** The site's swizzled components (src/theme). */
  theme: SiteTheme;
  /** The global data of each locale: `@docusaurus/useGlobalData` gives the page's (plugin name → id → data). */
  globalData?: SiteGlobalData;
  /** The site config the site's code reads from `useDocusaurusContext()` (ResolvedConfig.siteConfig). */
  siteConfig?: Record<string, unknown>;
  /** The site's Babel config, when it adds syntax of its own (site-babel.ts): the site's files are read through it. */
  babel?: SiteBabel;
  /** The kinds of file the site's plugins' webpack rules make URLs of (ResolvedConfig.fileTests). */
  fileTests?: readonly RegExp[];
  /** The modules a bundle takes where one cannot be resolved (ResolvedConfig.resolveFallback). */
  resolveFallback?: Readonly<Record<string, string | false>>;
  /** Its code makes elements as React 18 did (ResolvedConfig.functionDefaultProps). */
  functionDefaultProps?: boolean;
}

/** The modules the site's code, evaluated here, takes from the templates: React's as React 18 made elements when the site is on it. */
export const sharedForSiteCode = (code: Pick<SiteCode, 'shared' | 'functionDefaultProps'>) => (code.functionDefaultProps ? withFunctionDefaultProps(code.shared) : code.shared);

/**
 * The plugins every bundle of site code resolves its imports with: its classic scripts run as non-strict code
 * (classic-scripts.ts), the site's scripts through its Babel config
 * (when it has one of its own), the fallbacks of its webpack config, imported files as their URLs, then pages and
 * `@site/`, `@theme/`, `@docusaurus/`.
 * The files its CSS names in url() are noted in `cssUrls`, for the caller to write; without it, such a url() is an error.
 */
export function siteCodePlugins(code: SiteCode, cssUrls?: CssUrlFiles): Plugin[] {
  return [
    classicScriptsPlugin(),
    inlineLoadersPlugin(),
    ...(code.babel ? [siteBabelPlugin(code.babel, code.siteDir)] : []),
    resolveFallbackPlugin(code.resolveFallback ?? {}, code.siteDir),
    cssModulesPlugin(code.siteDir),
    assetImportsPlugin({ siteDir: code.siteDir, baseUrl: code.baseUrl, ...(code.fileTests && { fileTests: code.fileTests }), ...(cssUrls && { cssUrls }) }),
    siteImportsPlugin(code),
    exportsExtensionsPlugin(),
  ];
}

/** The plugin that serves compiled pages and resolves `@site/`, `@theme/` and `@docusaurus/` imports. */
function siteImportsPlugin(params: SiteCode): Plugin {
  const provided = Object.keys(params.shared).filter((id) => PROVIDED.test(id));
  const withComponents = contentOverrides(params.theme).length > 0;
  const wrappers = contentWrappers(params.theme);
  const exports = (code: string) =>
    [
      code,
      ...(withComponents ? [`export { default as ${PAGE_COMPONENTS_EXPORT} } from ${JSON.stringify(`${MDX_COMPONENTS}${hasLiveBlock(code) ? LIVE : ''}`)};`] : []),
      ...(wrappers.length ? [`export { default as ${PAGE_WRAPPERS_EXPORT} } from ${JSON.stringify(WRAPPERS_NS)};`] : []),
    ].join('\n');
  return {
    name: 'tongsite-site',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${PAGE_NS}:`) }, (args) => ({ path: args.path.slice(PAGE_NS.length + 1), namespace: PAGE_NS }));
      b.onLoad({ filter: /.*/, namespace: PAGE_NS }, async (args) => {
        return {
          contents: exports(await params.codeOf(params.compiled.get(args.path)!)),
          resolveDir: path.dirname(params.sources.get(args.path)!.absPath),
          loader: 'js',
        };
      });
      b.onResolve({ filter: new RegExp(`^${WRAPPERS_NS}$`) }, (args) => ({ path: args.path, namespace: WRAPPERS_NS }));
      b.onLoad({ filter: /.*/, namespace: WRAPPERS_NS }, () => ({
        contents: [
          ...wrappers.map((name, i) => `import W${i} from ${JSON.stringify(`@theme/${name}`)};`),
          `export default { ${wrappers.map((name, i) => `${JSON.stringify(name)}: W${i}`).join(', ')} };`,
        ].join('\n'),
        resolveDir: params.siteDir,
        loader: 'js',
      }));
      b.onResolve({ filter: new RegExp(`^${MDX_COMPONENTS}(?:${LIVE})?$`) }, (args) => ({ path: args.path, namespace: COMPONENTS_NS }));
      b.onLoad({ filter: /.*/, namespace: COMPONENTS_NS }, (args) => ({
        contents: mdxComponentsModule(params.theme, args.path.endsWith(LIVE)),
        resolveDir: params.siteDir,
        loader: 'js',
      }));
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const result = await b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: params.siteDir, kind: args.kind });
        return result.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : result;
      });
      // An imported Markdown file (a partial such as `_note.mdx`, or another page) is its compiled
      // module, as Docusaurus' MDX loader makes every imported .md/.mdx a component.
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const sitePath = path.relative(params.siteDir, args.path).split(path.sep).join('/');
        const compiled = params.compiled.get(sitePath);
        if (!compiled) return { errors: [{ text: `"${sitePath}" is a Markdown file tongsite does not compile`, detail: UNCOMPILED }] };
        return { contents: withComponentsInScope(await params.codeOf(compiled)), resolveDir: path.dirname(args.path), loader: 'js' };
      });
      // Docusaurus' router, as sites import it from react-router-dom: the templates' hooks, one router for the page;
      // and MDX's provider, whose context the page's components are in.
      b.onResolve({ filter: /^(?:react-router(?:-dom)?|@mdx-js\/react)$/ }, (args) => (args.path in params.shared ? { path: args.path, external: true } : undefined));
      // Global data is the site's (its plugins' setGlobalData): a module of its own, in the bundles that import it, on both sides.
      b.onResolve({ filter: /^@docusaurus\/useGlobalData$/ }, () => ({ path: 'useGlobalData', namespace: GLOBAL_DATA_NS }));
      b.onLoad({ filter: /.*/, namespace: GLOBAL_DATA_NS }, () => ({ contents: globalDataModule(params.globalData), resolveDir: params.siteDir, loader: 'js' }));
      // The docs client's hooks read this global data; the module that makes them is the templates' (shared).
      b.onResolve({ filter: /^@docusaurus\/plugin-content-docs\/client$/ }, () => ({ path: 'docs-client', namespace: DOCS_CLIENT_NS }));
      b.onLoad({ filter: /.*/, namespace: DOCS_CLIENT_NS }, () => ({ contents: docsClientModule(), resolveDir: params.siteDir, loader: 'js' }));
      b.onResolve({ filter: new RegExp(`^${DOCS_CLIENT_FACTORY}$`) }, (args) => (args.path in params.shared ? { path: args.path, external: true } : undefined));
      // The context is the whole site config and the global data, in the bundles that read it; the hook it wraps is the theme's.
      b.onResolve({ filter: /^@docusaurus\/useDocusaurusContext$/ }, (args) =>
        args.namespace === SITE_CONTEXT_NS ? undefined : { path: 'useDocusaurusContext', namespace: SITE_CONTEXT_NS },
      );
      b.onLoad({ filter: /.*/, namespace: SITE_CONTEXT_NS }, () => ({ contents: siteContextModule(params.siteConfig ?? {}), resolveDir: params.siteDir, loader: 'js' }));
      // The site's theme config, as its themes' code reads it: the theme's hook over Docusaurus' own config.
      b.onResolve({ filter: /^@docusaurus\/theme-common$/ }, (args) => (args.namespace === THEME_COMMON_NS ? undefined : { path: 'theme-common', namespace: THEME_COMMON_NS }));
      b.onLoad({ filter: /.*/, namespace: THEME_COMMON_NS }, () => ({ contents: themeCommonModule(), resolveDir: params.siteDir, loader: 'js' }));
      b.onResolve({ filter: PROVIDED }, (args) => {
        // An installed theme's own package (`@docusaurus/theme-live-codeblock/client`) is its code, as Node resolves it.
        const own = packageOf(args.importer);
        if (own && (args.path === own || args.path.startsWith(`${own}/`)) && !provided.includes(args.path)) return undefined;
        const target = args.path.startsWith('@docusaurus/') ? undefined : themeTarget(args.path, params.theme, provided, args.importer);
        if (target && 'file' in target) return { path: target.file };
        if (target) return { path: target.shared, external: true };
        if (provided.includes(args.path)) return { path: args.path, external: true };
        return { errors: [{ text: `"${args.path}" is not a component tongsite provides`, detail: UNSUPPORTED }] };
      });
    },
  };
}

const MISSING_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"$/;

/** Where in a page's Markdown source an import esbuild complains about is written: the imported name, else the module's. */
function importOffset(m: Message, text: string): number {
  const missing = MISSING_EXPORT.exec(m.text);
  if (missing) {
    const name = new RegExp(`^import\\b[^;]*?\\b(${missing[2]})\\b`, 'm').exec(text);
    return name ? name.index + name[0].length - missing[2]!.length : -1;
  }
  const spec = /"([^"]+)"/.exec(m.text)?.[1];
  return spec ? text.indexOf(spec) : -1;
}

/** Where esbuild says a problem is: a site file as it is, a compiled page at the import's place in its Markdown source. */
function placeOf(m: Message, source: SourceFile): Partial<Diagnostic> {
  const file = m.location?.file ?? '';
  if (m.location && !file.startsWith(`${PAGE_NS}:`)) return { file: path.resolve(file), line: m.location.line, column: m.location.column + 1 };
  const at = importOffset(m, source.text);
  return { file: source.absPath, ...(at >= 0 ? positionAt(source.text, at) : {}) };
}

/** Turns esbuild's messages about one page's bundle into diagnostics with a hint for each kind. */
export function bundleDiagnostics(messages: Message[], source: SourceFile, shared: Record<string, unknown>): Diagnostic[] {
  const provided = Object.keys(shared).filter((id) => PROVIDED.test(id));
  return messages.map((m) => {
    const where = placeOf(m, source);
    const hinted = m.detail as Partial<HintedDetail> | undefined;
    if (hinted?.code && hinted.hint) return error(hinted.code, `cannot import: ${m.text}`, { ...where, hint: hinted.hint });
    if (m.detail === UNSUPPORTED) {
      return error('unsupported-import', `cannot import: ${m.text}`, { ...where, hint: `tongsite provides: ${provided.join(', ')}` });
    }
    if (/^Could not resolve/.test(m.text)) {
      return error('unknown-import', `cannot import: ${m.text}`, {
        ...where,
        hint: '`@site/…` resolves from the site folder (the one holding docs/ and blog/); check the path and the file extension',
      });
    }
    const missing = MISSING_EXPORT.exec(m.text);
    if (missing) {
      return error('unknown-import', `cannot import: ${path.basename(missing[1]!)} exports no "${missing[2]}"`, {
        ...where,
        hint: 'import the component as the file exports it: `import X from …` for a default export, `import { X } from …` for a named one',
      });
    }
    if (m.id === 'import-is-undefined') {
      return error('unknown-import', m.text, {
        ...where,
        hint: 'import the component as the file exports it: `import X from …` for a default export, `import { X } from …` for a named one',
      });
    }
    // esbuild's parser reads JavaScript, JSX and TypeScript; the site's Babel config runs first only where the site has @babel/core (site-babel.ts).
    if (/^(?:Expected|Unexpected) /.test(m.text)) {
      return error('render-bundle', m.text, {
        ...where,
        hint: "tongsite bundles the site's code with esbuild, which reads JavaScript, JSX and TypeScript; syntax only a Babel preset reads, such as Flow types, needs the site's Babel config (babel.config.js) with @babel/core installed beside the site",
      });
    }
    return error('render-bundle', m.text, where);
  });
}

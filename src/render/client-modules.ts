// Docusaurus' `clientModules`: modules the site lists in its config that
// every page loads in the browser (styles, analytics, listeners), bundled
// here into one script (and one stylesheet for the CSS they are or import),
// loaded by every page. A module's `onRouteUpdate` and `onRouteDidUpdate`
// exports are called as Docusaurus' ClientLifecyclesDispatcher calls them:
// on the first page, then around each move of the client's router, which
// marks its navigations with performance measures (src/client/router.ts).
import { resolveFallbackPlugin } from './resolve-fallback.js';
import { sharedModuleCode } from './shared-module-code.js';
import { cssModulesPlugin } from './css-modules.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic, HeadTagConfig } from '../model.js';
import { assetImportsPlugin, bundleFileCopies, type CssUrlFiles, importedForUrl } from './asset-imports.js';
import { type SiteBabel, siteBabelPlugin } from './site-babel.js';
import { browserBundleOptions } from './site-imports.js';

const ENTRY_NS = 'tongsite-client-modules';

/** The entry: each module imported in order, and its route hooks called. */
function entryCode(files: string[]): string {
  return [
    ...files.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`),
    `const modules = [${files.map((_, i) => `m${i}`).join(', ')}];`,
    'const call = (name, args) => { for (const m of modules) { const hook = m[name] || (m.default && m.default[name]); if (typeof hook === "function") hook(args); } };',
    'const here = () => ({ pathname: location.pathname, search: location.search, hash: location.hash });',
    'let previous = null;',
    'let next = here();',
    'call("onRouteUpdate", { location: next, previousLocation: previous });',
    'call("onRouteDidUpdate", { location: next, previousLocation: previous });',
    'if (typeof PerformanceObserver === "function") new PerformanceObserver((list) => {',
    '  for (const entry of list.getEntries()) {',
    '    if (entry.name === "tongsite:navigation:load") { previous = next; next = here(); call("onRouteUpdate", { location: next, previousLocation: previous }); }',
    '    if (entry.name === "tongsite:navigation:render") call("onRouteDidUpdate", { location: next, previousLocation: previous });',
    '  }',
    '}).observe({ type: "measure" });',
  ].join('\n');
}

/** `@docusaurus/…` and `@theme/…` as the templates have them (ExecutionEnvironment, useBaseUrl…), bundled in. */
function themeModulesPlugin(toolRoot: string, provided: string[]): Plugin {
  const sharedModule = sharedModuleCode(toolRoot);
  return {
    name: 'tongsite-client-module-theme',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ENTRY_NS}$`) }, () => ({ path: ENTRY_NS, namespace: ENTRY_NS }));
      b.onResolve({ filter: /^@(?:theme|docusaurus)\// }, (args) =>
        provided.includes(args.path) ? { path: args.path, namespace: `${ENTRY_NS}-theme` } : { errors: [{ text: `"${args.path}" is not a module tongsite provides` }] },
      );
      b.onLoad({ filter: /.*/, namespace: `${ENTRY_NS}-theme` }, (args) => ({
        contents: sharedModule(args.path),
        resolveDir: toolRoot,
        loader: 'js',
      }));
    },
  };
}

/**
 * The client modules' script and stylesheet, with the head tags that load
 * them on every page; a module that cannot be bundled is an error at its import.
 */
export async function buildClientModules(params: {
  toolRoot: string;
  siteDir: string;
  baseUrl: string;
  clientModules: string[];
  /** The `@theme/…` and `@docusaurus/…` modules tongsite has. */
  provided: string[];
  /** The site's Babel config, when it adds syntax of its own (site-babel.ts). */
  babel?: SiteBabel;
  /** The kinds of file the site's plugins' webpack rules make URLs of (ResolvedConfig.fileTests). */
  fileTests?: readonly RegExp[];
  /** The modules the bundle takes where one cannot be resolved (ResolvedConfig.resolveFallback). */
  resolveFallback?: Readonly<Record<string, string | false>>;
}): Promise<{ files: [string, string | Uint8Array][]; headTags: HeadTagConfig[]; diagnostics: Diagnostic[] }> {
  if (!params.clientModules.length) return { files: [], headTags: [], diagnostics: [] };
  // The files their CSS names in url(), copied into the build.
  const cssUrls: CssUrlFiles = new Map();
  try {
    const result = await build({
      ...browserBundleOptions(params.toolRoot, params.siteDir),
      absWorkingDir: params.siteDir,
      entryPoints: [ENTRY_NS],
      minify: true,
      metafile: true,
      plugins: [
        ...(params.babel ? [siteBabelPlugin(params.babel, params.siteDir)] : []),
        themeModulesPlugin(params.toolRoot, params.provided),
        resolveFallbackPlugin(params.resolveFallback ?? {}, params.siteDir),
        cssModulesPlugin(params.siteDir),
        assetImportsPlugin({ siteDir: params.siteDir, baseUrl: params.baseUrl, cssUrls, ...(params.fileTests && { fileTests: params.fileTests }) }),
        {
          name: 'tongsite-client-modules-entry',
          setup: (b) => b.onLoad({ filter: /.*/, namespace: ENTRY_NS }, () => ({ contents: entryCode(params.clientModules), resolveDir: params.siteDir, loader: 'js' })),
        },
      ],
    });
    const named = (ext: string, text: string): [string, string] => [`assets/client-modules.${createHash('sha1').update(text).digest('hex').slice(0, 10)}.${ext}`, text];
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text;
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text;
    const files = [...(css?.trim() ? [named('css', css)] : []), ...(js?.trim() ? [named('js', js)] : [])];
    const headTags = files.map(
      ([file]): HeadTagConfig =>
        file.endsWith('.css')
          ? { tagName: 'link', attributes: { rel: 'stylesheet', href: `${params.baseUrl}${file}` } }
          : { tagName: 'script', attributes: { type: 'module', src: `${params.baseUrl}${file}` } },
    );
    return {
      files: [...files, ...bundleFileCopies(result.metafile, { workingDir: params.siteDir, forUrl: importedForUrl(params.fileTests), cssUrls, baseUrl: params.baseUrl })],
      headTags,
      diagnostics: [],
    };
  } catch (e) {
    const messages = (e as { errors?: Message[] }).errors ?? [{ text: String(e) } as Message];
    return {
      files: [],
      headTags: [],
      diagnostics: messages.map((m) =>
        error('client-module', `a client module cannot be bundled: ${m.text}`, {
          ...(m.location ? { file: path.resolve(params.siteDir, m.location.file), line: m.location.line, column: m.location.column + 1 } : {}),
          hint: 'the config’s clientModules name files the browser loads on every page; check the path and its imports',
        }),
      ),
    };
  }
}

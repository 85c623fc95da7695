// The browser bundles of pages with islands (templates/islands.tsx): a page
// that writes <BrowserOnly> gets its own bundle of the island host
// (src/client/islands/island-host.tsx), its compiled MDX, the site components
// it imports and the theme, loaded by the client's entry only where the page
// is shown. React is not in it: the bundle uses the entry's (handed over
// through a global), so there is one React per page; the client bundle and
// the first load of every other page stay as they were.
import { sharedModuleCode } from './shared-module-code.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { remember, reuse, sourceFilesOf, sourceInputs } from '../files/bundle-cache.js';
import type { Compiled, Diagnostic, IslandBundles, PageModuleRef, SiteTheme } from '../model.js';
import { bundleTogether, oneAfterAnother, SHARED_RUN_MIN } from './bundle-together.js';
import { bundleSplit } from './split-bundles.js';
import { writeFileAtomically } from '../files/replace-file.js';
import { BLOG_SHARED_MODULES, ENTRY_SHARED_MODULES, ISLAND_SHARED_GLOBAL, TEMPLATE_CONTEXT_MODULE, TEMPLATE_FRAME_MODULE } from '../shared/islands.js';
import {
  bundleDiagnostics,
  PAGE_COMPONENTS_EXPORT,
  PAGE_NS,
  PAGE_WRAPPERS_EXPORT,
  browserBundleOptions,
  SITE_CONTEXT_NS,
  type SiteCode,
  siteCodePlugins,
  THEME_COMMON_NS,
} from './site-imports.js';
import { contentOverrides, contentWrappers, themeTarget } from './site-theme.js';
import { distinct } from '../diagnostics/distinct.js';

/** A page has islands when its MDX imports BrowserOnly (the walk for them looks at what the page writes). */

const sha1 = (data: string) => createHash('sha1').update(data).digest('hex');

/** The entry of a page's island bundle: the host and the page's compiled MDX, and the function the client's entry calls. */
const ISLANDS_NS = 'tongsite-islands';

/**
 * Shared modules bundled from their own file rather than through the templates' table, which brings every
 * shared module along: tongsite's navbar item types, which a site's frame imports with no other part of the theme.
 */
const OWN_FILES = new Map([['@theme/NavbarItem/ComponentTypes', path.join('templates', 'theme', 'NavbarItem', 'ComponentTypes.tsx')]]);

/**
 * Resolves what a page's island bundle shares or provides: React is the
 * client entry's (handed over through a global), the theme is tongsite's own
 * components, bundled in, as the templates' table of shared modules has them.
 */
export function islandModulesPlugin(params: {
  toolRoot: string;
  provided: string[];
  hydrated: Set<string>;
  theme: SiteTheme;
  /** The site's code makes elements as React 18 did (ResolvedConfig.functionDefaultProps). */
  functionDefaultProps?: boolean;
}): Plugin {
  const withComponents = contentOverrides(params.theme).length > 0;
  const withWrappers = contentWrappers(params.theme).length > 0;
  // What the entry takes from the page's module besides the page (site-imports.ts): the site's wrappers for content hydrated whole.
  const pageExports = (hydrated: boolean): [exported: string, local: string][] => [
    ...(withComponents ? [[PAGE_COMPONENTS_EXPORT, 'components'] as [string, string]] : []),
    ...(withWrappers && hydrated ? [[PAGE_WRAPPERS_EXPORT, 'wrappers'] as [string, string]] : []),
  ];
  const shim = 'tongsite-island-shim';
  const islandHost = path.join(params.toolRoot, 'src', 'client', 'islands', 'island-host.tsx');
  const pageHost = path.join(params.toolRoot, 'src', 'client', 'islands', 'page-host.tsx');
  const sharedModule = sharedModuleCode(params.toolRoot);
  // A module the client's entry hands over; for a site on React 18, React's made as React 18 made elements, in the
  // site's bundles (src/shared/default-props.ts), so that the client every page loads carries none of it.
  const defaultProps = path.join(params.toolRoot, 'src', 'shared', 'default-props.ts');
  const patchedBy = new Map([
    ['react', 'reactWithDefaultProps'],
    ['react/jsx-runtime', 'jsxRuntimeWithDefaultProps'],
  ]);
  const entryModule = (spec: string) => {
    const handed = `globalThis[${JSON.stringify(ISLAND_SHARED_GLOBAL)}][${JSON.stringify(spec)}]`;
    const patch = params.functionDefaultProps ? patchedBy.get(spec) : undefined;
    return patch ? `module.exports = require(${JSON.stringify(defaultProps)}).${patch}(${handed});` : `module.exports = ${handed};`;
  };
  return {
    name: 'tongsite-island-modules',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ISLANDS_NS}:`) }, (args) => ({ path: args.path.slice(ISLANDS_NS.length + 1), namespace: ISLANDS_NS }));
      b.onLoad({ filter: /.*/, namespace: ISLANDS_NS }, (args) => {
        const names = pageExports(params.hydrated.has(args.path));
        return {
          // A page hydrated whole, or only its BrowserOnly islands.
          contents: [
            params.hydrated.has(args.path)
              ? `import { updatePageRoots as updateRoots } from ${JSON.stringify(pageHost)};`
              : `import { updateIslands as updateRoots } from ${JSON.stringify(islandHost)};`,
            `import page${names.length ? `, { ${names.map(([exported, local]) => `${exported} as ${local}`).join(', ')} }` : ''} from ${JSON.stringify(`${PAGE_NS}:${args.path}`)};`,
            `export const update = (site, hydrate) => updateRoots(page, { self: import.meta.url, site, hydrate${names.map(([, local]) => `, ${local}`).join('')} });`,
          ].join('\n'),
          resolveDir: params.toolRoot,
          loader: 'js',
        };
      });
      // The blog's modules are handed over by the client's blog chunk, loaded before any bundle that imports them (a blog page's).
      const fromEntry = new Set<string>([...ENTRY_SHARED_MODULES, ...BLOG_SHARED_MODULES]);
      // The templates' contexts, where the bundle's copies of theme modules import them: the entry's, which the page provides.
      const contexts = new Map([
        [path.join(params.toolRoot, 'templates', 'context.ts'), TEMPLATE_CONTEXT_MODULE],
        [path.join(params.toolRoot, 'templates', 'frame.ts'), TEMPLATE_FRAME_MODULE],
      ]);
      b.onResolve({ filter: /(?:^|\/)(?:context|frame)\.js$/ }, (args) => {
        const shared = contexts.get(path.resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts'));
        return shared ? { path: shared, namespace: shim } : undefined;
      });
      b.onResolve({ filter: /^(?:react|react-dom|react-router|react-router-dom|@mdx-js\/react|@theme(?:-original|-init)?|@docusaurus|tongsite)(?:\/.+)?$/ }, (args) => {
        // The site's code gets the site's context (site-imports.ts), which wraps the theme's hook.
        if (args.path === '@docusaurus/useDocusaurusContext' && args.namespace !== SITE_CONTEXT_NS) return undefined;
        // So does its theme-common, over the theme's.
        if (args.path === '@docusaurus/theme-common' && args.namespace !== THEME_COMMON_NS) return undefined;
        // The docs client is made over the bundle's global data (site-imports.ts).
        if (args.path === '@docusaurus/plugin-content-docs/client') return undefined;
        // The site's own override is its code, bundled; the theme's is tongsite's module.
        const target = themeTarget(args.path, params.theme, params.provided, args.importer);
        if (target && 'file' in target) return undefined;
        if (target) return OWN_FILES.has(target.shared) ? { path: path.join(params.toolRoot, OWN_FILES.get(target.shared)!) } : { path: target.shared, namespace: shim };
        return fromEntry.has(args.path) || params.provided.includes(args.path) ? { path: args.path, namespace: shim } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: shim }, (args) => ({
        contents: fromEntry.has(args.path) ? entryModule(args.path) : sharedModule(args.path),
        resolveDir: params.toolRoot,
        loader: 'js',
      }));
    },
  };
}

/** The options of every island bundle. */
const islandOptions = (params: { toolRoot: string; siteDir: string; plugins: Plugin[] }) => ({
  ...browserBundleOptions(params.toolRoot, params.siteDir),
  absWorkingDir: params.toolRoot,
  // Not the identifiers: esbuild would shorten the class names of CSS modules, which must be the build's.
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true as const,
  plugins: params.plugins,
});

/** A page's island bundle, the chunks it imports (split-bundles.ts: `chunk-<hash>.js`, beside it) and the files it was made from (its cache key). */
interface PageIslands {
  code: string;
  chunks: string[];
  inputs: string[];
}

/** A page's island bundle made alone. */
async function bundleIslands(sitePath: string, params: { toolRoot: string; siteDir: string; plugins: Plugin[] }): Promise<PageIslands> {
  const result = await build({ ...islandOptions(params), entryPoints: [`${ISLANDS_NS}:${sitePath}`] });
  // The CSS of CSS modules is in the page already (server-entry's renderContent): only the class names are needed here.
  return { code: result.outputFiles.find((f) => f.path.endsWith('.js'))!.text, chunks: [], inputs: sourceInputs(result.metafile, params.toolRoot) };
}

/**
 * The island bundles of several pages: one build split into chunks they share (split-bundles.ts), so that a
 * component many pages import (a site's MDXComponents override) is loaded once, as webpack's chunks are under
 * Docusaurus; when that build fails, one after another over one esbuild context (bundle-together.ts).
 */
async function bundleAllIslands(
  sitePaths: string[],
  params: { toolRoot: string; siteDir: string; plugins: Plugin[] },
): Promise<{ pages: Map<string, PageIslands>; chunks: Map<string, string> }> {
  const entries = sitePaths.map((sitePath) => `${ISLANDS_NS}:${sitePath}`);
  const split = await bundleSplit(islandOptions(params), entries, false).catch(() => undefined);
  if (split) {
    const pages = new Map<string, PageIslands>();
    for (const sitePath of sitePaths) {
      const bundle = split.entries.get(`${ISLANDS_NS}:${sitePath}`);
      if (bundle) pages.set(sitePath, { code: bundle.js, chunks: bundle.chunks, inputs: sourceFilesOf(bundle.inputs, params.toolRoot) });
    }
    return { pages, chunks: split.chunks };
  }
  const bundles = await bundleTogether(islandOptions(params), entries);
  return {
    pages: new Map(
      sitePaths.flatMap((sitePath) => {
        const bundle = bundles.get(`${ISLANDS_NS}:${sitePath}`);
        return bundle ? [[sitePath, { code: bundle.js, chunks: [], inputs: sourceFilesOf(bundle.inputs, params.toolRoot) }]] : [];
      }),
    ),
    chunks: new Map(),
  };
}

/**
 * Bundles (or reads from the cache) the islands of every page that has them.
 * A bundle is named by its content; its cache key is the page module's key
 * (its code and imported files), the tool's code and the base URL.
 */
export async function buildIslandBundles(
  params: SiteCode & {
    toolRoot: string;
    cacheDir: string;
    /** The tool's code; the site's plugins' global data is hashed into it too. */
    salt: string;
    modules: Map<string, PageModuleRef>;
  },
): Promise<IslandBundles> {
  const dir = path.join(params.cacheDir, 'render', 'islands');
  const hydrated = new Set([...params.modules].filter(([, module]) => module.hydrates).map(([sitePath]) => sitePath));
  const pages = [...params.compiled].filter(([sitePath, c]) => params.modules.has(sitePath) && (c.importsBrowserOnly || hydrated.has(sitePath)));
  const urls = new Map<string, string>();
  const files = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const used = new Set<string>();
  // The CSS an island's bundle makes is not used (the page's own bundle brings it, and notes the files its url()s name), but they must resolve.
  const plugins = [
    islandModulesPlugin({
      toolRoot: params.toolRoot,
      provided: Object.keys(params.shared),
      hydrated,
      theme: params.theme,
      functionDefaultProps: params.functionDefaultProps === true,
    }),
    ...siteCodePlugins(params, new Map()),
  ];
  // Chunks sit beside the bundles that import them (`./chunk-<hash>.js`), named by their content; kept apart in the cache.
  const chunkDir = path.join(dir, 'chunks');
  const usedChunks = new Set<string>();
  const add = (sitePath: string, code: string) => {
    const file = `assets/js/islands/${sha1(code).slice(0, 12)}.js`;
    files.set(file, code);
    urls.set(sitePath, `${params.baseUrl}${file}`);
  };
  const addChunk = (chunk: string, code: string) => {
    usedChunks.add(chunk);
    files.set(`assets/js/islands/${chunk}`, code);
  };
  /** The page's bundle kept by an earlier build with the chunks it imports, or undefined when one is gone. */
  const kept = async (made: { code: string; chunks: string[] }): Promise<Map<string, string> | undefined> => {
    const chunks = new Map<string, string>();
    for (const chunk of made.chunks) {
      const code = await readFile(path.join(chunkDir, chunk), 'utf8').catch(() => undefined);
      if (code === undefined) return undefined;
      chunks.set(chunk, code);
    }
    return chunks;
  };
  // The page's code is no file: it goes into the salt, with the tool's code and the base URL (in imported files' URLs).
  const saltOf = (sitePath: string, compiled: Compiled) => `${params.salt}\0${params.baseUrl}\0${compiled.codeKey}\0${hydrated.has(sitePath)}`;
  const manifestOf = (sitePath: string) => path.join(dir, `${sha1(sitePath).slice(0, 16)}.json`);
  const reused = new Map<string, { code: string; chunks: Map<string, string> }>();
  await Promise.all(
    pages.map(async ([sitePath, compiled]) => {
      used.add(path.basename(manifestOf(sitePath)));
      const made = await reuse<{ code: string; chunks: string[] }>(manifestOf(sitePath), saltOf(sitePath, compiled));
      const chunks = made && (await kept(made));
      if (made && chunks) reused.set(sitePath, { code: made.code, chunks });
    }),
  );
  // One page changed: every page's bundle is made again, in one build split as a cold build splits them, so that
  // the changed page still shares its chunks with the others and the output is the cold build's.
  const todo = reused.size === pages.length ? [] : pages;
  if (!todo.length) {
    for (const [sitePath, { code, chunks }] of reused) {
      add(sitePath, code);
      for (const [chunk, text] of chunks) addChunk(chunk, text);
    }
  }
  todo.sort(([a], [b]) => (a < b ? -1 : 1));
  const together =
    todo.length >= SHARED_RUN_MIN
      ? await bundleAllIslands(
          todo.map(([sitePath]) => sitePath),
          { toolRoot: params.toolRoot, siteDir: params.siteDir, plugins },
        ).catch(() => undefined)
      : undefined;
  if (todo.length) await mkdir(chunkDir, { recursive: true });
  for (const [chunk, code] of together?.chunks ?? []) {
    if (!existsSync(path.join(chunkDir, chunk))) await writeFileAtomically(path.join(chunkDir, chunk), code);
    addChunk(chunk, code);
  }
  const alone = oneAfterAnother();
  await Promise.all(
    todo.map(async ([sitePath, compiled]) => {
      try {
        const made = together?.pages.get(sitePath) ?? (await alone(() => bundleIslands(sitePath, { toolRoot: params.toolRoot, siteDir: params.siteDir, plugins })));
        await remember(manifestOf(sitePath), saltOf(sitePath, compiled), made.inputs, { code: made.code, chunks: made.chunks });
        add(sitePath, made.code);
      } catch (e) {
        diagnostics.push(...bundleDiagnostics((e as { errors?: Message[] }).errors ?? [{ text: String(e) } as Message], params.sources.get(sitePath)!, params.shared));
      }
    }),
  );
  if (existsSync(dir)) {
    for (const name of await readdir(dir)) if (name !== 'chunks' && !used.has(name) && !name.endsWith('.tmp')) await rm(path.join(dir, name), { force: true });
  }
  if (existsSync(chunkDir)) {
    for (const name of await readdir(chunkDir)) if (!usedChunks.has(name) && !name.endsWith('.tmp')) await rm(path.join(chunkDir, name), { force: true });
  }
  return { urls, files: [...files], diagnostics: distinct(diagnostics) };
}

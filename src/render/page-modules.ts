// Compiled pages as CommonJS modules the templates can render, each on its
// own: a page that imports nothing has its two module lines rewritten, one that
// imports site components is bundled with them by esbuild. Each is evaluated on
// first use, importing React and the theme components from the templates
// bundle. A page is made again only when its compiled code or a file it imports
// changed; unchanged pages come from memory or from the disk cache.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, transform, type Message, type Metafile, type Plugin } from 'esbuild';
import type { Diagnostic, LoadedTemplates, PageModule, PageModuleRef } from '../model.js';
import { entryInputs, sourceFilesOf, sourceInputs } from '../files/bundle-cache.js';
import { bundleTogether, oneAfterAnother, SHARED_RUN_MIN } from './bundle-together.js';
import { bundleSplit, chunkOf } from './split-bundles.js';
import { packageSourceMapsPlugin } from './package-source-maps.js';
import { writeFileAtomically } from '../files/replace-file.js';
import { locateInBundle } from './bundle-positions.js';
import { bundleUrlFiles, type CssUrlFiles, importedForUrl } from './asset-imports.js';
import { movingInputs } from './code-that-moves.js';
import {
  bundleDiagnostics,
  PAGE_NS,
  type SiteCode,
  sharedForSiteCode,
  siteCodeOptions,
  siteCodePlugins,
  siteNodePaths,
  TONGSITE_MODULE_NAMESPACES,
  WRAPPERS_NS,
} from './site-imports.js';
import { contentOverrides } from './site-theme.js';
import { evaluateCommonJs, serverBundleOptions } from './templates-bundle.js';
import { distinct } from '../diagnostics/distinct.js';

interface PageEntry {
  /** The compiled code it was bundled from (Compiled.codeKey). */
  codeHash: string;
  /** Files of the site the page imports, with a hash of their content when bundled. */
  inputs: [string, string][];
  /** Names the bundled module: changes with the code or an imported file. */
  key: string;
  /** It imports the site's own code or a package (PageModuleRef.hydrates). */
  hydrates?: boolean;
  /** The files it imports for their URL or its CSS names in url(), relative to the site (PageModuleRef.assets). */
  files?: string[];
  /** The chunks it requires (split-bundles.ts), by name: `chunk-<hash>.js`, kept as `chunk-<hash>.cjs`. */
  chunks?: string[];
}

interface Manifest {
  salt: string;
  pages: Record<string, PageEntry>;
}

/** What a long-lived process keeps between builds. */
export interface PageModulesMemo {
  manifest?: Manifest;
  /** Modules bundled by this process, kept in memory: rendering does not read back what was just written (and a dev server writes nothing). */
  code: Map<string, string>;
  /** Evaluated modules by key, valid for the templates bundle `templatesKey`. */
  evaluated: Map<string, PageModule>;
  templatesKey?: string;
}

export const createPageModulesMemo = (): PageModulesMemo => ({ code: new Map(), evaluated: new Map() });

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** The file a chunk is kept in: the cache holds CommonJS modules (`.cjs`). */
const chunkFile = (dir: string, chunk: string) => path.join(dir, chunk.replace(/\.js$/, '.cjs'));

async function contentHash(file: string): Promise<string> {
  try {
    return sha1(await readFile(file));
  } catch {
    return 'missing';
  }
}

const JSX_RUNTIME_IMPORT = /^import \{([\w\s,]*)\} from "react\/jsx-runtime";$/m;
const MODULE_LINE = /^(import|export)\b.*$/gm;

/**
 * The module MDX makes for a page that imports nothing, as CommonJS: it has
 * two module lines, the JSX runtime's import and the default export, which are
 * rewritten in place. (MDX writes strings as JSON, so no string holds a line
 * that starts so.) Undefined for any other module. Measured against esbuild's
 * transform on a cold corpus build (5 interleaved rounds): the page-modules
 * stage takes 94 ms instead of 275 ms.
 */
export function mdxModuleToCommonJs(code: string): string | undefined {
  const lines = code.match(MODULE_LINE) ?? [];
  const runtime = JSX_RUNTIME_IMPORT.exec(code);
  if (lines.length !== 2 || !runtime || !lines.includes('export default function MDXContent(props = {}) {')) return undefined;
  return `${code
    .replace(runtime[0], `const {${runtime[1]!.replace(/\s+as\s+/g, ': ')}} = require("react/jsx-runtime");`)
    .replace('export default function MDXContent(', 'function MDXContent(')}\nexports.default = MDXContent;\n`;
}

/** The export of a bundled page that carries the CSS of the CSS modules its components import. */
const PAGE_CSS_EXPORT = '__tongsiteCss';

/** The bundle's CSS (CSS modules), handed to the renderer as an export of the module. */
function withCss(js: string, css: string | undefined): string {
  // esbuild's comments name each file by a path relative to the tool, and hold a source map: not for the page.
  const rules = css?.replace(/^\/\*[ #].*\*\/$/gm, '').trim();
  return rules ? `${js}\nmodule.exports.${PAGE_CSS_EXPORT} = ${JSON.stringify(rules)};\n` : js;
}

type PageBundle = {
  code: string;
  inputs: string[];
  warnings: Message[];
  hydrates: boolean;
  files: string[];
  /** The chunks of a split build it requires (`chunk-<hash>.js`, split-bundles.ts). */
  chunks: string[];
};
type BundleParams = {
  toolRoot: string;
  siteDir: string;
  plugins: Plugin[];
  code: string;
  shared: Record<string, unknown>;
  bundleAll: boolean;
  /** Whether a file is imported for its URL (importedForUrl): not code to read. */
  forUrl: (file: string) => boolean;
  /** The files the bundles' CSS names in url(), as the asset plugin notes them. */
  cssUrls: CssUrlFiles;
  baseUrl: string;
};

/** The files a bundled page reaches for their URL (bundleUrlFiles), relative to the site: the registry copies them. */
const urlFiles = (metafile: Metafile, inputs: string[], params: Pick<BundleParams, 'toolRoot' | 'siteDir' | 'forUrl' | 'cssUrls' | 'baseUrl'>) =>
  bundleUrlFiles(metafile, inputs, { ...params, workingDir: params.toolRoot }).map((file) => path.relative(params.siteDir, file).split(path.sep).join('/'));

/** A page that needs no bundling, as a module: its code rewritten or transformed, when it imports only what the templates share. */
async function unbundledPage(params: Pick<BundleParams, 'code' | 'shared' | 'bundleAll'>): Promise<PageBundle | undefined> {
  // `require('./x.png')` in a JSX expression is a file for the bundler to resolve; the site's own
  // MDX components (bundleAll) are bundled into every page.
  const direct = /\brequire\s*\(/.test(params.code) || params.bundleAll ? undefined : mdxModuleToCommonJs(params.code);
  if (direct) return { code: direct, inputs: [], warnings: [], hydrates: false, files: [], chunks: [] };
  // A page importing only what the templates share: turning its module into
  // CommonJS is enough, and several times faster than bundling.
  const plain = params.bundleAll ? undefined : await transform(params.code, { loader: 'js', format: 'cjs', target: 'node20', charset: 'utf8' }).catch(() => undefined);
  if (plain && [...plain.code.matchAll(/\brequire\("([^"]+)"\)/g)].every((m) => m[1]! in params.shared))
    return { code: plain.code, inputs: [], warnings: [], hydrates: false, files: [], chunks: [] };
  return undefined;
}

/** The options of every page bundle. */
const pageOptions = (params: { toolRoot: string; siteDir: string; plugins: Plugin[] }) => ({
  ...serverBundleOptions(params.toolRoot),
  ...siteCodeOptions,
  nodePaths: siteNodePaths(params.siteDir, params.toolRoot),
  // One React for templates and pages: the templates bundle provides it.
  external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  // A package's source map places nothing the page's map is for (package-source-maps.ts).
  plugins: [packageSourceMapsPlugin(siteCodeOptions.loader), ...params.plugins],
});

/** An import of a name the file does not export: it renders as undefined, and React's error would name no file. */
const isUndefinedImport = (warning: Message) => warning.id === 'import-is-undefined';

async function bundlePage(sitePath: string, params: BundleParams): Promise<PageBundle> {
  const unbundled = await unbundledPage(params);
  if (unbundled) return unbundled;
  const result = await build({ ...pageOptions(params), entryPoints: [`${PAGE_NS}:${sitePath}`] });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text;
  return {
    code: withCss(js, css),
    inputs: sourceInputs(result.metafile, params.toolRoot),
    warnings: result.warnings.filter(isUndefinedImport),
    hydrates: pageMoves(ownInputs(result.metafile, sitePath), params),
    files: urlFiles(result.metafile, Object.keys(result.metafile.inputs), params),
    chunks: [],
  };
}

/** A page's module made by a build of several pages, as `bundlePage` makes it alone. */
function pageBundleOf(
  sitePath: string,
  bundle: { js: string; css?: string; inputs: string[]; warnings: Message[]; metafile: Metafile; chunks?: string[] },
  params: Pick<BundleParams, 'toolRoot' | 'siteDir' | 'forUrl' | 'cssUrls' | 'baseUrl' | 'code'>,
): PageBundle {
  return {
    code: withCss(bundle.js, bundle.css),
    inputs: sourceFilesOf(bundle.inputs, params.toolRoot),
    warnings: bundle.warnings.filter(isUndefinedImport),
    hydrates: pageMoves(ownInputs(bundle.metafile, sitePath), params),
    files: urlFiles(bundle.metafile, bundle.inputs, params),
    chunks: bundle.chunks ?? [],
  };
}

/**
 * The pages that need bundling among `sitePaths`, bundled in one build split
 * into chunks they share (split-bundles.ts), each as `bundlePage` makes it but
 * for the chunks it requires; when that build fails, one after another over one
 * esbuild context (bundle-together.ts), and a page missing from that result (its
 * build failed) is bundled alone, for problems that name it.
 */
async function bundlePages(
  sitePaths: string[],
  params: Omit<BundleParams, 'code'> & { codeOf: (sitePath: string) => Promise<string> },
): Promise<{ pages: Map<string, PageBundle>; chunks: Map<string, string> }> {
  const pages = new Map<string, PageBundle>();
  await Promise.all(
    sitePaths.map(async (sitePath) => {
      const unbundled = await unbundledPage({ ...params, code: await params.codeOf(sitePath) });
      if (unbundled) pages.set(sitePath, unbundled);
    }),
  );
  const rest = sitePaths.filter((sitePath) => !pages.has(sitePath));
  if (rest.length < SHARED_RUN_MIN) return { pages, chunks: new Map() };
  const entries = rest.map((sitePath) => `${PAGE_NS}:${sitePath}`);
  const split = await bundleSplit(pageOptions(params), entries, true).catch(() => undefined);
  const bundles = split
    ? new Map([...split.entries].map(([entry, bundle]) => [entry, { ...bundle, metafile: split.metafile }]))
    : await bundleTogether(pageOptions(params), entries);
  for (const sitePath of rest) {
    const bundle = bundles.get(`${PAGE_NS}:${sitePath}`);
    if (bundle) pages.set(sitePath, pageBundleOf(sitePath, bundle, { ...params, code: await params.codeOf(sitePath) }));
  }
  return { pages, chunks: split?.chunks ?? new Map() };
}

/**
 * What a page's bundle reaches from the page's own code: not the site's Root and Layout/Provider, which every
 * bundled page carries (WRAPPERS_NS) and which alone do not make a page of Markdown one that moves.
 */
const ownInputs = (metafile: Metafile, sitePath: string) => entryInputs(metafile, `${PAGE_NS}:${sitePath}`, (input) => input.startsWith(`${WRAPPERS_NS}:`));

/**
 * Whether a bundled page is hydrated: it imports a package, or it imports code
 * of the site and that code or the page's own does something in the browser
 * (code-that-moves.ts); a module a plugin makes is not read, and counts as a
 * package does. Files it imports for their URL or styles do not count;
 * a page importing none of the site's code keeps its BrowserOnly islands.
 */
function pageMoves(inputs: string[], params: { toolRoot: string; code: string; forUrl: (file: string) => boolean }): boolean {
  const code = inputs
    .filter((input) => !input.startsWith(`${PAGE_NS}:`) && !params.forUrl(input) && !/\.s?css$/.test(input))
    // tongsite's own modules (the site config and global data a page reads) render as in the build.
    .filter((input) => !TONGSITE_MODULE_NAMESPACES.some((namespace) => input.startsWith(`${namespace}:`)))
    // Any other module a plugin makes (`namespace:path`, no file to read) counts as a package does.
    .map((input) => ({
      path: input,
      fromPackage: /(?:^|[\\/])node_modules[\\/]/.test(input) || /^[\w-]{2,}:/.test(input),
      code: () => readFileSync(path.resolve(params.toolRoot, input), 'utf8'),
    }));
  return code.length > 0 && movingInputs([{ path: PAGE_NS, fromPackage: false, code: () => params.code }, ...code]).length > 0;
}

async function readManifest(file: string, salt: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    if (manifest.salt === salt) return manifest;
  } catch {
    // No cache yet.
  }
  return { salt, pages: {} };
}

/**
 * A module for every compiled page. Pages whose code and imports are unchanged
 * since they were last bundled are not bundled again.
 */
export async function loadPageModules(
  params: Omit<SiteCode, 'shared'> & {
    toolRoot: string;
    cacheDir: string;
    salt: string;
    templates: LoadedTemplates;
    memo: PageModulesMemo;
    /** Write bundled pages to the disk cache for the next process (serve --watch keeps them in memory only: an edit writes no cache file). */
    persist: boolean;
  },
): Promise<{ modules: Map<string, PageModuleRef>; diagnostics: Diagnostic[] }> {
  const { memo, persist } = params;
  const forUrl = importedForUrl(params.fileTests);
  const dir = path.join(params.cacheDir, 'render', 'pages');
  const manifestFile = path.join(params.cacheDir, 'render', 'pages.json');
  // The URLs of imported files are written into the bundles.
  const salt = `${params.salt}\0${params.baseUrl}`;
  const manifest = memo.manifest?.salt === salt ? memo.manifest : await readManifest(manifestFile, salt);
  if (memo.templatesKey !== params.templates.key) {
    // Evaluated modules hold the old templates' React: evaluate again against the new one.
    memo.evaluated.clear();
    memo.templatesKey = params.templates.key;
  }
  const { shared } = params.templates.bundle;
  const fresh = async (entry: PageEntry | undefined, codeHash: string) => {
    if (!entry || entry.codeHash !== codeHash) return false;
    const kept = (key: string, file: string) => memo.evaluated.has(key) || memo.code.has(key) || existsSync(file);
    if (!kept(entry.key, path.join(dir, `${entry.key}.cjs`))) return false;
    if (!(entry.chunks ?? []).every((chunk) => kept(chunk, chunkFile(dir, chunk)))) return false;
    for (const [file, hash] of entry.inputs) if ((await contentHash(file)) !== hash) return false;
    return true;
  };
  const stale: string[] = [];
  await Promise.all(
    [...params.compiled].map(async ([sitePath, c]) => {
      if (!(await fresh(manifest.pages[sitePath], c.codeKey))) stale.push(sitePath);
    }),
  );
  const diagnostics: Diagnostic[] = [];
  if (stale.length) {
    const cssUrls: CssUrlFiles = new Map();
    const plugins = siteCodePlugins({ ...params, shared }, cssUrls);
    const files = { forUrl, cssUrls, baseUrl: params.baseUrl };
    const bundleAll = contentOverrides(params.theme).length > 0;
    if (persist) await mkdir(dir, { recursive: true });
    const codeOf = (sitePath: string) => params.codeOf(params.compiled.get(sitePath)!);
    stale.sort();
    const { pages: together, chunks } = await bundlePages(stale, { toolRoot: params.toolRoot, siteDir: params.siteDir, plugins, shared, bundleAll, codeOf, ...files });
    for (const [chunk, code] of chunks) {
      // Named by its content: one already kept is this code.
      if (persist && !existsSync(chunkFile(dir, chunk))) await writeFileAtomically(chunkFile(dir, chunk), code);
      memo.code.set(chunk, code);
    }
    const alone = oneAfterAnother();
    await Promise.all(
      stale.map(async (sitePath) => {
        try {
          const bundled =
            together.get(sitePath) ??
            (await alone(async () =>
              bundlePage(sitePath, { toolRoot: params.toolRoot, siteDir: params.siteDir, plugins, code: await codeOf(sitePath), shared, bundleAll, ...files }),
            ));
          const { code, inputs, warnings, hydrates } = bundled;
          // An import of a name the file does not export renders as undefined: React's error would name no file.
          if (warnings.length) throw Object.assign(new Error('bundle'), { errors: warnings });
          const hashed = await Promise.all(inputs.map(async (file): Promise<[string, string]> => [file, await contentHash(file)]));
          const codeHash = params.compiled.get(sitePath)!.codeKey;
          const key = sha1(`${codeHash}\0${JSON.stringify(hashed)}`).slice(0, 20);
          // Pages with the same code share a file, and another build may be reading it.
          if (persist) await writeFileAtomically(path.join(dir, `${key}.cjs`), code);
          memo.code.set(key, code);
          manifest.pages[sitePath] = {
            codeHash,
            inputs: hashed,
            key,
            ...(hydrates && { hydrates }),
            ...(bundled.files.length && { files: bundled.files }),
            ...(bundled.chunks.length && { chunks: bundled.chunks }),
          };
        } catch (e) {
          delete manifest.pages[sitePath];
          diagnostics.push(...bundleDiagnostics((e as { errors?: Message[] }).errors ?? [{ text: String(e) } as Message], params.sources.get(sitePath)!, shared));
        }
      }),
    );
  }
  const gone = Object.keys(manifest.pages).filter((sitePath) => !params.compiled.has(sitePath));
  for (const sitePath of gone) delete manifest.pages[sitePath];
  if (persist && (stale.length || gone.length)) await saveManifest(manifestFile, dir, manifest);
  memo.manifest = manifest;

  // A chunk is evaluated once and shared by the pages that require it; its bare imports resolve from the site.
  const chunkFrom = path.join(params.siteDir, 'package.json');
  const provided = sharedForSiteCode({ shared, ...(params.functionDefaultProps && { functionDefaultProps: true }) });
  const require = (file: string) => {
    const local = createRequire(file);
    return (id: string): unknown => {
      if (id in provided) return provided[id];
      const chunk = chunkOf(id);
      return chunk ? evaluatedChunk(chunk) : local(id);
    };
  };
  const chunkCode = (chunk: string) => memo.code.get(chunk) ?? readFileSync(chunkFile(dir, chunk), 'utf8');
  const evaluatedChunk = (chunk: string): PageModule => {
    let module = memo.evaluated.get(chunk);
    if (!module) {
      module = evaluateCommonJs<PageModule>(chunkCode(chunk), chunkFrom, { require: require(chunkFrom), stackName: chunkFile(dir, chunk) });
      memo.evaluated.set(chunk, module);
    }
    return module;
  };
  const modules = new Map<string, PageModuleRef>();
  for (const [sitePath, entry] of Object.entries(manifest.pages)) {
    const file = path.join(dir, `${entry.key}.cjs`);
    const code = () => memo.code.get(entry.key) ?? readFileSync(file, 'utf8');
    const chunks = entry.chunks ?? [];
    modules.set(sitePath, {
      key: entry.key,
      assets: entry.files ?? [],
      hydrates: entry.hydrates === true,
      load() {
        let module = memo.evaluated.get(entry.key);
        if (!module) {
          // Evaluated where the page lives, so that its own bare imports resolve from the site;
          // its stack frames name the bundle, which locate() maps back to the site's files.
          const from = params.sources.get(sitePath)?.absPath ?? file;
          module = evaluateCommonJs<PageModule>(code(), from, { require: require(from), stackName: file });
          memo.evaluated.set(entry.key, module);
        }
        return module;
      },
      release() {
        if (!persist) return;
        // The chunks stay: other pages share them.
        memo.evaluated.delete(entry.key);
        memo.code.delete(entry.key);
      },
      locate: (thrown) =>
        locateInBundle(thrown, {
          bundles: [{ stackName: file, code: code() }, ...chunks.map((chunk) => ({ stackName: chunkFile(dir, chunk), code: chunkCode(chunk) }))],
          toolRoot: params.toolRoot,
        }),
    });
  }
  const live = new Set(Object.values(manifest.pages).flatMap((entry) => [entry.key, ...(entry.chunks ?? [])]));
  for (const key of memo.evaluated.keys()) if (!live.has(key)) memo.evaluated.delete(key);
  for (const key of memo.code.keys()) if (!live.has(key)) memo.code.delete(key);
  return { modules, diagnostics: distinct(diagnostics) };
}

/** Writes the manifest and removes bundles no page uses any more. */
async function saveManifest(file: string, dir: string, manifest: Manifest): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(manifest));
  const keep = new Set(Object.values(manifest.pages).flatMap((p) => [`${p.key}.cjs`, ...(p.chunks ?? []).map((chunk) => path.basename(chunkFile(dir, chunk)))]));
  if (!existsSync(dir)) return;
  for (const name of await readdir(dir)) if (!keep.has(name) && !name.endsWith('.tmp')) await rm(path.join(dir, name), { force: true });
}

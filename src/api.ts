import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config/load-config.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { parseEntry } from './content/front-matter.js';
import { scanContent } from './content/scan.js';
import { buildSiteModel } from './content/site-model.js';
import { BuildError } from './diagnostics/build-error.js';
import { CompileCache } from './markdown/compile-cache.js';
import { compileStage, type CompileResources } from './markdown/compile-stage.js';
import type { CompileInput } from './markdown/compile.js';
import type { Diagnostic, Entry, SourceFile } from './model.js';
import { FsWriter, MemoryWriter, type Writer } from './output/writer.js';
import { loadRenderBundle } from './render/bundle.js';
import { renderPages } from './render/render-pages.js';
import { prepareLocales } from './render/prepare-locales.js';
import { writeSite } from './output/write-site.js';
import { checkLinks } from './check/links.js';
import { buildSearchIndexes } from './search/search-stage.js';
import { compileWorkerFile, toolCodeHash, toolHash, toolRoot } from './tool-paths.js';

export interface BuildOptions {
  /** Path of site.config.ts; default `site.config.ts` in the working folder. */
  config?: string;
  /** Output folder; default `build` beside the config. */
  outDir?: string;
  /** Reuse compiled pages from earlier builds (default true). */
  cache?: boolean;
  /** Keep the output in memory instead of writing it (tests, dev server). */
  memory?: boolean;
  /** Reports a stage as it starts: a progress line for terminals. */
  onStage?: (stage: string) => void;
  /** Check anchors whatever the site's onBrokenAnchors says (`tongsite check` reports them all). */
  checkAllAnchors?: boolean;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Pages written per locale code (404 pages not counted). */
  pages: Record<string, number>;
  durationMs: number;
  outDir: string;
  /** Milliseconds per stage, for benchmarks. */
  timings: Record<string, number>;
  /** Files compiled in this build (the others came from the cache). */
  compiledFresh: number;
  /** The output when `memory` is set. */
  files?: Map<string, string | Uint8Array>;
}

/** What a long-lived process (the dev server) keeps between builds. */
export interface BuildSession {
  compile?: CompileResources;
}

/**
 * Builds the site: config → scan → parse → compile → site model → render →
 * link check → write. Every problem is returned as a diagnostic; the output
 * folder is replaced only when there is no error.
 */
export async function build(options: BuildOptions = {}, session: BuildSession = {}): Promise<BuildResult> {
  const start = performance.now();
  const timings: Record<string, number> = {};
  let mark = start;
  const stage = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const root = toolRoot();
  let config: ResolvedConfig | undefined;
  let outDir = path.resolve(options.outDir ?? 'build');
  let writer: Writer | undefined;
  const diagnostics: Diagnostic[] = [];
  const fail = (extra: Diagnostic[] = []): BuildResult => ({ ok: false, diagnostics: [...diagnostics, ...extra], pages: {}, durationMs: Math.round(performance.now() - start), outDir, timings, compiledFresh: 0 });
  try {
    options.onStage?.('config');
    config = await loadConfig(options.config ?? 'site.config.ts');
    outDir = options.outDir ? path.resolve(options.outDir) : path.join(config.configDir, 'build');
    stage('config');

    options.onStage?.('scan');
    const tree = await scanContent(config);
    const sources = new Map<string, SourceFile>();
    for (const map of [tree.docs, tree.posts, ...tree.translatedDocs.values(), ...tree.translatedPosts.values()]) {
      for (const file of map.values()) sources.set(file.sitePath, file);
    }
    const entries = new Map<string, Entry>();
    for (const file of sources.values()) {
      const { entry, diagnostics: problems } = parseEntry(file);
      diagnostics.push(...problems);
      if (entry) entries.set(file.sitePath, entry);
    }
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('scan');

    options.onStage?.('compile');
    const hash = toolHash(root);
    const resources = (session.compile ??= {
      cache: new CompileCache(options.cache === false ? undefined : path.join(config.cacheDir, 'compiled'), hash),
      ...(compileWorkerFile(root) && { workerFile: compileWorkerFile(root)! }),
    });
    const inputs: CompileInput[] = [...entries.values()].map((e) => ({ absPath: e.source.absPath, sitePath: e.source.sitePath, text: e.source.text, bodyLine: e.bodyLine }));
    const compiled = await compileStage(inputs, resources);
    diagnostics.push(...compiled.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('compile');

    options.onStage?.('model');
    const model = buildSiteModel({ config, tree, entries, compiled: compiled.compiled });
    diagnostics.push(...model.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('model');

    options.onStage?.('search');
    const codeHash = toolCodeHash(root);
    const searchIndexes = await buildSearchIndexes({ config, locales: model.locales, salt: codeHash, ...(options.cache !== false && { cacheDir: config.cacheDir }) });
    stage('search');

    options.onStage?.('render');
    const bundle = await loadRenderBundle({ toolRoot: root, siteDir: config.siteDir, cacheDir: config.cacheDir, salt: codeHash, compiled: compiled.compiled, sources });
    diagnostics.push(...bundle.diagnostics);
    if (!bundle.bundle) return fail();
    stage('bundle');
    const prepared = await prepareLocales({ config, toolRoot: root, salt: codeHash, model: model.locales, sources, staticFiles: tree.staticFiles, searchFiles: searchIndexes.map((s) => s.url) });
    const routes = model.locales.flatMap((l) => l.routes);
    const rendered = renderPages({ bundle: bundle.bundle, routes, locales: prepared.locales, assets: prepared.pageAssets });
    diagnostics.push(...rendered.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('render');

    options.onStage?.('check');
    diagnostics.push(
      ...checkLinks({
        pages: rendered.pages.map((p) => ({ url: p.route.url, html: p.html, found: p.found, ...(p.route.sitePath && { file: sources.get(p.route.sitePath)?.absPath }) })),
        files: prepared.fileUrls(),
        configFile: config.configFile,
        anchors: config.onBrokenAnchors === 'throw' ? 'error' : config.onBrokenAnchors === 'ignore' && !options.checkAllAnchors ? 'ignore' : 'warning',
        missingFiles: config.onMissingFiles === 'throw' ? 'error' : 'warning',
      }).map((d) => (d.severity === 'error' && config!.onBrokenLinks === 'warn' ? { ...d, severity: 'warning' as const } : d)),
    );
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('check');

    options.onStage?.('write');
    writer = options.memory ? new MemoryWriter() : new FsWriter(outDir);
    await writeSite({ writer, config, pages: rendered.pages, prepared, staticDir: config.staticDir, hasStatic: tree.staticFiles.length > 0, searchIndexes });
    await writer.commit();
    stage('write');

    const pages: Record<string, number> = {};
    for (const p of rendered.pages) if (p.route.kind !== 'notFound') pages[p.route.locale] = (pages[p.route.locale] ?? 0) + 1;
    return {
      ok: true,
      diagnostics,
      pages,
      durationMs: Math.round(performance.now() - start),
      outDir,
      timings,
      compiledFresh: compiled.fresh,
      ...(writer instanceof MemoryWriter && { files: writer.files }),
    };
  } catch (e) {
    await writer?.abort();
    if (e instanceof BuildError) return fail(e.diagnostics);
    throw e;
  }
}

/** Stops what a session keeps running (compile workers). */
export async function closeSession(session: BuildSession): Promise<void> {
  await session.compile?.pool?.close();
}

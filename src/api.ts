import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config/load-config.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { parseEntry } from './content/front-matter.js';
import { scanContent } from './content/scan.js';
import { rememberedSiteModel } from './content/model-memo.js';
import { buildSiteModel } from './content/site-model.js';
import { BuildError, warning } from './diagnostics/build-error.js';
import { CompileCache, compiledDirOf } from './markdown/compile-cache.js';
import { compileStage, readyLocalCompiler, releaseWorkers } from './markdown/compile-stage.js';
import type { CompileInput } from './markdown/compile.js';
import type { Diagnostic, Entry, SourceFile } from './model.js';
import { DiffWriter, writeAfterBuild } from './output/diff-writer.js';
import { FsWriter, MemoryWriter, type Writer } from './output/writer.js';
import { outDirProblems } from './output/out-dir.js';
import { buildIslandBundles } from './render/island-bundles.js';
import { loadPageModules } from './render/page-modules.js';
import { loadTemplates } from './render/templates-bundle.js';
import { renderPages, type PageChange } from './render/render-pages.js';
import { prepareLocales, startBrowserAssets } from './render/prepare-locales.js';
import { writeSite } from './output/write-site.js';
import { authorScriptWarnings } from './check/author-content.js';
import { checkLinks } from './check/links.js';
import { llmsFiles } from './llms/llms-txt.js';
import { buildDeferredSearchIndexes, deferredSearchFiles, startSearchIndexes } from './search/search-stage.js';
import { hasCachedTerms } from './search/search-payloads.js';
import { SearchProcess } from './search/search-process.js';
import { compileWorkerFile, searchWorkerFile, toolCodeHash, toolHash, toolRoot } from './tool-paths.js';
import type { BuildSession, ParseMemo } from './build-session.js';

export { closeSession, incrementalSession, type BuildSession } from './build-session.js';

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
  /** Build the search indexes (default true; `tongsite check` needs only their URLs). */
  search?: boolean;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Pages written per locale code (404 pages not counted). */
  pages: Record<string, number>;
  durationMs: number;
  outDir: string;
  /** Milliseconds per stage, for benchmarks; `indexing` is the search indexes' time, spent beside the stages after `search`. */
  timings: Record<string, number>;
  /** Files compiled in this build (the others came from the cache). */
  compiledFresh: number;
  /** The output when `memory` is set. */
  files?: Map<string, string | Uint8Array>;
  /** Incremental builds: the output paths written or removed. */
  changedFiles?: string[];
  /** Incremental builds: the pages that differ from the previous build's, by URL, and how. */
  changedPages?: Map<string, Exclude<PageChange, 'none'>>;
  /** Incremental builds: work left for after the pages are served (the search indexes; readying the compiler for the next edit). */
  deferred?: () => Promise<void>;
}

/** Hidden files of static/ are never published; the build says so, once. */
function hiddenStaticWarning(staticDir: string, files: string[]): Diagnostic {
  const listed = files.slice(0, 3).join(', ') + (files.length > 3 ? `, and ${files.length - 3} more` : '');
  return warning('hidden-static-file', `static/ holds ${files.length} hidden file${files.length === 1 ? '' : 's'} (${listed}), not copied into the site`, {
    file: staticDir,
    hint: 'files and folders whose names start with a dot (.env, .git/) are never published; rename a file that should be',
  });
}

/**
 * Builds the site: config → scan → parse → compile → site model → search
 * indexes (in another process, while the rest goes on) → templates and page
 * modules → render → link check → write. Every problem is returned as a
 * diagnostic; the output folder is replaced only when there is no error. With
 * an incremental session (serve --watch), each stage reuses what did not change.
 */
export async function build(options: BuildOptions = {}, given?: BuildSession): Promise<BuildResult> {
  // Without a session of the caller's, all work stays in this process and nothing outlives the call.
  const session = given ?? {};
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
  // Set when the build gives up: the search indexes it started must not start a process afterwards.
  let over = false;
  const fail = (extra: Diagnostic[] = []): BuildResult => {
    over = true;
    return { ok: false, diagnostics: [...diagnostics, ...extra], pages: {}, durationMs: Math.round(performance.now() - start), outDir, timings, compiledFresh: 0 };
  };
  try {
    options.onStage?.('config');
    config = await loadConfig(options.config ?? 'site.config.ts', session.incremental?.config);
    outDir = options.outDir ? path.resolve(options.outDir) : path.join(config.configDir, 'build');
    if (!options.memory) {
      const refused = outDirProblems(outDir, config);
      if (refused.length) return fail(refused);
    }
    // The templates, the stylesheet and the browser code are made from the
    // tool's files alone: bundled (or read from the cache) while the pages compile.
    const codeHash = toolCodeHash(root);
    const templatesLoading = loadTemplates({ toolRoot: root, cacheDir: config.cacheDir, salt: codeHash, ...(session.incremental && { memo: session.incremental.templates }) });
    templatesLoading.catch(() => undefined);
    const browserAssets = startBrowserAssets({ toolRoot: root, cacheDir: config.cacheDir, salt: codeHash });
    const searchWorker = (lowPriority: boolean) => {
      const file = searchWorkerFile(root);
      return file && given ? (session.search ??= new SearchProcess(file, { lowPriority })) : undefined;
    };
    stage('config');

    options.onStage?.('scan');
    const tree = await scanContent(config, session.incremental?.scan);
    if (tree.hiddenStaticFiles.length) diagnostics.push(hiddenStaticWarning(config.staticDir, tree.hiddenStaticFiles));
    diagnostics.push(...tree.problems);
    const sources = new Map<string, SourceFile>();
    for (const map of [tree.docs, tree.posts, ...tree.translatedDocs.values(), ...tree.translatedPosts.values()]) {
      for (const file of map.values()) sources.set(file.sitePath, file);
    }
    diagnostics.push(...authorScriptWarnings([...sources.values()]));
    const entries = new Map<string, Entry>();
    const parsed: ParseMemo = new Map();
    for (const file of sources.values()) {
      const known = session.incremental?.parsed.get(file.sitePath);
      const result = known?.text === file.text ? known : { text: file.text, ...parseEntry(file) };
      parsed.set(file.sitePath, result);
      diagnostics.push(...result.diagnostics);
      if (result.entry) entries.set(file.sitePath, result.entry);
    }
    if (session.incremental) session.incremental.parsed = parsed;
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('scan');

    options.onStage?.('compile');
    const hash = toolHash(root);
    const resources = (session.compile ??= {
      cache: new CompileCache(options.cache === false ? undefined : compiledDirOf(config.cacheDir), hash),
      ...(session.startedWorkers && { pool: session.startedWorkers, startedEarly: true }),
      ...(compileWorkerFile(root) && { workerFile: compileWorkerFile(root)! }),
    });
    const inputs: CompileInput[] = [...entries.values()].map((e) => ({ absPath: e.source.absPath, sitePath: e.source.sitePath, text: e.source.text, bodyLine: e.bodyLine }));
    // Only serve --watch compiles again: any other build's workers end with the stage, however it ends.
    const compiled = await compileStage(inputs, resources).finally(() => {
      if (!session.incremental) releaseWorkers(resources);
    });
    diagnostics.push(...compiled.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('compile');

    // A build that must cut every text of the site (no cached terms: most of a
    // second of segmentation) does it in another process, started now (not
    // earlier: it would slow the compile workers) so that it loads while the
    // site model is made. From cached terms an index takes a few hundred
    // milliseconds, less than handing the documents over: it is built here.
    const searchProcess =
      !session.incremental && options.search !== false && !hasCachedTerms(options.cache === false ? undefined : config.cacheDir) ? searchWorker(false) : undefined;
    options.onStage?.('model');
    const modelParams = { config, tree, entries, compiled: compiled.compiled };
    const model = session.incremental ? rememberedSiteModel(modelParams, session.incremental.model) : buildSiteModel(modelParams);
    diagnostics.push(...model.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('model');

    const incremental = session.incremental;
    const searchParams = { config, locales: model.locales, salt: codeHash, ...(options.cache !== false && { cacheDir: config.cacheDir }) };
    // serve --watch builds the indexes after the pages are live (see `deferred`),
    // at URLs without a hash; a build indexes while it renders (see startSearchIndexes).
    if (!incremental && options.search !== false) options.onStage?.('search');
    const searching = incremental || options.search === false ? undefined : startSearchIndexes({ ...searchParams, ...(searchProcess && { worker: searchProcess }), cancelled: () => over });
    const indexingFrom = performance.now();
    // Not a stage of its own: the indexes are built while the stages below run.
    void searching?.indexes.then(() => (timings.indexing = Math.round(performance.now() - indexingFrom)), () => undefined);
    const searchFiles = searching?.files ?? deferredSearchFiles(searchParams);
    stage('search');

    options.onStage?.('render');
    const templates = await templatesLoading;
    diagnostics.push(...templates.diagnostics);
    if (!templates.templates) return fail();
    stage('templates');
    const modules = await loadPageModules({
      toolRoot: root,
      siteDir: config.siteDir,
      baseUrl: config.baseUrl,
      cacheDir: config.cacheDir,
      salt: codeHash,
      templates: templates.templates,
      compiled: compiled.compiled,
      sources,
      ...(incremental && { memo: incremental.pageModules }),
    });
    diagnostics.push(...modules.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    const islands = await buildIslandBundles({
      toolRoot: root,
      siteDir: config.siteDir,
      baseUrl: config.baseUrl,
      cacheDir: config.cacheDir,
      salt: codeHash,
      compiled: compiled.compiled,
      sources,
      modules: modules.modules,
      shared: templates.templates.bundle.shared,
    });
    diagnostics.push(...islands.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('pages');
    const prepared = await prepareLocales({
      config,
      browserAssets,
      model: model.locales,
      sources,
      staticFiles: tree.staticFiles,
      searchFiles: searchFiles.map((s) => s.url),
      ...(incremental && { assetHashes: incremental.assetHashes }),
    });
    const routes = model.locales.flatMap((l) => l.routes);
    // Rendering keeps this thread busy: the search process must have its documents first.
    await searching?.handedOver;
    const rendered = renderPages({
      templates: templates.templates,
      modules: modules.modules,
      routes,
      locales: prepared.locales,
      assets: prepared.pageAssets,
      registry: prepared.assets,
      islands: islands.urls,
      ...(incremental && { memo: incremental.render }),
    });
    diagnostics.push(...rendered.diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) return fail();
    stage('render');

    // A build's own temporary folder, swapped in only when all is well, takes
    // the pages while links are checked and the search indexes are finished;
    // serve --watch writes into the served folder, so only once all is checked.
    writer = options.memory ? new MemoryWriter() : incremental ? new DiffWriter(outDir, incremental.output, new Set(searchFiles.map((s) => s.file))) : new FsWriter(outDir);
    const site = { writer, config, pages: rendered.pages, prepared, staticDir: config.staticDir, staticFiles: tree.staticFiles, ...(incremental && { memo: { feeds: incremental.feeds, sitemap: incremental.sitemap } }) };
    const writing = incremental ? undefined : writeSite(site);
    writing?.catch(() => undefined);

    options.onStage?.('check');
    diagnostics.push(
      ...checkLinks({
        pages: rendered.pages.map((p) => ({ url: p.route.url, html: p.html, found: p.found, ...(p.route.sitePath && { file: sources.get(p.route.sitePath)?.absPath }) })),
        files: prepared.fileUrls(),
        configFile: config.configFile,
        anchors: config.onBrokenAnchors === 'throw' ? 'error' : config.onBrokenAnchors === 'ignore' && !options.checkAllAnchors ? 'ignore' : 'warning',
        missingFiles: config.onMissingFiles === 'throw' ? 'error' : 'warning',
        ...(incremental && { memo: incremental.links }),
      }).map((d) => (d.severity === 'error' && config!.onBrokenLinks === 'warn' ? { ...d, severity: 'warning' as const } : d)),
    );
    if (diagnostics.some((d) => d.severity === 'error')) {
      // Only a build that has written anything has anything to throw away (a DiffWriter's abort would also forget the served folder).
      if (writing) {
        await writing.catch(() => undefined);
        await writer.abort();
      }
      return fail();
    }
    stage('check');

    if (searching) options.onStage?.('search');
    const searchIndexes = (await searching?.indexes) ?? [];
    stage('search-wait');

    options.onStage?.('write');
    await (writing ?? writeSite(site));
    await Promise.all(searchIndexes.map((index) => writer!.write(index.file, index.json)));
    await Promise.all(llmsFiles(config, model.locales).map((f) => writer!.write(f.file, f.text)));
    await Promise.all(islands.files.map(([file, code]) => writer!.write(file, code)));
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
      ...(writer instanceof DiffWriter && {
        changedFiles: writer.changed(),
        changedPages: new Map(rendered.pages.flatMap((p) => (p.change === 'none' ? [] : [[p.route.url, p.change] as const]))),
      }),
      ...(incremental &&
        !options.memory && {
          deferred: async () => {
            await readyLocalCompiler(session.compile!);
            const worker = searchWorker(true);
            const indexes = await buildDeferredSearchIndexes({ ...searchParams, ...(worker && { worker }) });
            for (const index of indexes) await writeAfterBuild(outDir, incremental.output, index.file, index.json);
          },
        }),
    };
  } catch (e) {
    over = true;
    await writer?.abort();
    if (e instanceof BuildError) return fail(e.diagnostics);
    throw e;
  }
}

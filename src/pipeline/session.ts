// The pipeline: one session owns the stages' caches and helpers (compile
// workers, the search process) and builds the site as a list of stages. A
// one-off build, `tongsite check` and `serve --watch` differ only by the
// session's policy (policy.ts).
import { onlyLocale } from '../config/only-locale.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config/load-config.js';
import { rememberedSiteModel } from '../content/model-memo.js';
import { hasUndatedPosts } from '../content/blog.js';
import { blogOf } from '../content/blog-instances.js';
import { gitHistory } from '../content/git-history.js';
import { needsHistory } from '../content/last-update.js';
import { readContent } from '../content/read-content.js';
import { markdownLinkUrls } from '../content/markdown-link-urls.js';
import { buildSiteModel } from '../content/site-model.js';
import { BuildError, warning } from '../diagnostics/build-error.js';
import { llmsFiles } from '../llms/llms-txt.js';
import { CompileCache, compiledDirOf } from '../markdown/compile-cache.js';
import { HighlightCache, highlightedDirOf } from '../markdown/highlight-cache.js';
import { compileStage, readyLocalCompiler, releaseWorkers, type CompileResources } from '../markdown/compile-stage.js';
import { localCodeCacheOf } from '../markdown/local-compiler.js';
import type {
  BuildResult,
  Compiled,
  CompileInput,
  ContentTree,
  Diagnostic,
  Entry,
  LocaleModel,
  LoadedTemplates,
  NavbarItemTypes,
  ResolvedConfig,
  SearchStageParams,
  SiteGlobalData,
  SourceFile,
  StartedSearch,
} from '../model.js';
import { writeAfterBuild } from '../output/diff-writer.js';
import { outDirProblems } from '../output/out-dir.js';
import { redirectPages } from '../output/redirects.js';
import { previousBuildPages, sitemapPages, vanishedPages } from '../output/vanished-routes.js';
import { writeSite, writeStaticFiles } from '../output/write-site.js';
import type { Writer } from '../output/writer.js';
import { InPlaceWriter } from '../output/in-place-writer.js';
import { buildIslandBundles } from '../render/island-bundles.js';
import { loadPageModules } from '../render/page-modules.js';
import { navbarItemTypeWarnings } from '../render/navbar-item-types.js';
import { buildSiteBlog, buildSiteFrame } from '../render/site-frame.js';
import { prepareLocales, startBrowserAssets } from '../render/prepare-locales.js';
import { pageCodeOf, reactPagesAsCompiled } from '../render/react-pages.js';
import { buildClientModules } from '../render/client-modules.js';
import { siteBabel } from '../render/site-babel.js';
import { readSiteTheme, searchBarNote } from '../render/site-theme.js';
import { buildSiteStyles } from '../assets/site-styles.js';
import { renderPages } from '../render/render-pages.js';
import { runPostBuild } from '../site-plugins/post-build.js';
import { runSitePlugins, type SitePluginsResult } from '../site-plugins/run-plugins.js';
import { loadTemplates } from '../render/templates-bundle.js';
import { hasCachedTerms } from '../search/search-payloads.js';
import type { SearchProcess } from '../search/search-process.js';
import { buildDeferredSearchIndexes, NO_SEARCH, startSearchIndexes, unhashedSearchFiles } from '../search/search-stage.js';
import { compileLocalFile, compileWorkerFile, toolCodeHash, toolHash, toolRoot } from '../tool-paths.js';
import { buildSummary, linkProblems, markdownPluginsOf, searchProcessFor, writerFor, writtenAfterPages, siteGlobalData } from './session-parts.js';
import { PageStream } from './page-stream.js';
import { createStageMemos, type StageMemos } from './stage-memos.js';
import type { BuildPolicy } from './policy.js';
import { StageRun, StopBuild } from './stage-run.js';
import { buildInputs, outputSignature, recordBuild, unchangedBuild } from './unchanged-build.js';
import { globalKeyOf, loadKeptPages, saveKeptPages } from './kept-pages.js';
import { loadAssetHashes, saveAssetHashes } from './asset-hashes.js';
import { statSignature } from '../files/bundle-cache.js';
import { loadMatterMemo, saveMatterMemo } from '../files/matter.js';

export interface SessionOptions {
  /** Path of site.config.ts; default `site.config.ts` in the working folder. */
  config?: string;
  /** Output folder; default `build` beside the config. */
  outDir?: string;
  /** Reuse compiled pages, bundles and search terms from earlier processes (default true). */
  cache?: boolean;
  /** Reports a stage as it starts: a progress line for terminals. */
  onStage?: (stage: string) => void;
  /** A sitemap of the site as readers know it: its pages this build no longer makes are listed (default: the previous build's pages). */
  previousSitemap?: string;
  /** Read git's history for last update dates and undated posts (default true); false: front matter and file times only. */
  git?: boolean;
  /** Build only this locale's pages (`--locale`, as `docusaurus build --locale`); default all the site's locales. */
  locale?: string;
}

/** Builds a site, once or again and again, by the stages below. */
export class BuildSession {
  /** Each stage's results of the previous build (incremental policies), or of none. */
  private memos: StageMemos = createStageMemos();
  private compile?: CompileResources;
  private search?: SearchProcess;
  private readonly root = toolRoot();

  constructor(
    readonly policy: BuildPolicy,
    private readonly options: SessionOptions = {},
  ) {}

  /** The pages of the previous build (or of the sitemap given) this build does not make; `writer` may know the previous build's pages. */
  private vanished(config: ResolvedConfig, outDir: string, current: string[], writer: Writer): Diagnostic[] {
    const sitemap = this.options.previousSitemap;
    if (sitemap) {
      if (!existsSync(sitemap))
        return [warning('previous-sitemap', `no sitemap at ${sitemap}: gone pages are not listed`, { hint: 'give --previous-sitemap the path of a sitemap.xml file' })];
      return vanishedPages(config, sitemapPages(sitemap, config), current, path.basename(sitemap));
    }
    if (this.policy.output !== 'swap') return [];
    return vanishedPages(config, writer instanceof InPlaceWriter ? writer.previousPages() : previousBuildPages(outDir), current, 'the previous build');
  }

  async build(): Promise<BuildResult> {
    const { policy, options } = this;
    if (!policy.incremental) this.memos = createStageMemos();
    const memos = this.memos;
    const run = new StageRun(options.onStage);
    let outDir = path.resolve(options.outDir ?? 'build');
    let writer: Writer | undefined;
    let writing: Promise<void> | undefined;
    // Set when the build gives up: the search indexes it started must not start a process afterwards.
    let over = false;
    try {
      run.announce('config');
      const loaded = await loadConfig(options.config ?? 'site.config.ts', memos.config);
      const config = options.locale === undefined ? loaded : onlyLocale(loaded, options.locale);
      outDir = options.outDir ? path.resolve(options.outDir) : path.join(config.configDir, 'build');
      run.lap('config', [...config.warnings, ...(policy.output === 'memory' || policy.output === 'none' ? [] : outDirProblems(outDir, config))]);
      const cacheDir = this.cacheDir(config);
      loadMatterMemo(cacheDir);
      // A one-off build with its cache: skipped when nothing changed, else keeping the last build's pages whose inputs are the same.
      const recorded = policy.skipUnchanged && policy.output === 'swap' && cacheDir;
      const configFiles = statSignature('', memos.config.current?.inputs ?? [], []);
      const inputs = recorded ? buildInputs({ toolHash: toolCodeHash(this.root), config, configFiles, outDir }) : undefined;
      // A sitemap to compare with is news to a build that would otherwise be skipped.
      const unchanged = inputs && !options.previousSitemap && unchangedBuild(cacheDir!, outDir, inputs);
      if (unchanged) return { ok: true, ...unchanged, durationMs: run.elapsed(), outDir, timings: run.timings, compiledFresh: 0, unchanged: true };
      const tool = this.startToolBundles(config);
      // The search process indexes beside the rendering. After an edit (the cache holds the last build's indexes) it
      // starts at once, on the core the compile of a few pages leaves idle, and is ready when the model is: indexing
      // and cutting the changed indexes then costs this thread nothing. A cold build's compile workers take both
      // cores: the process starts after them.
      const indexing = config.search && policy.search === 'with-pages';
      let searchWorker = indexing && hasCachedTerms(cacheDir) ? this.searchProcess(false) : undefined;

      run.announce('scan');
      const content = await readContent(config, memos);
      run.lap('scan', content.diagnostics);
      const siteStyles = buildSiteStyles(config, content.entries.values());
      siteStyles.catch(() => undefined);

      // git's history is read while the pages compile (its process on the other core); the model waits for it.
      const history = this.history(config, content.tree, content.entries);
      history.catch(() => undefined);

      run.announce('compile');
      const compiled = await this.compilePages(config, content, (note) => run.announce(`compile (${note})`));
      run.lap('compile', compiled.diagnostics);

      searchWorker ??= indexing ? this.searchProcess(false) : undefined;
      run.announce('model');
      const git = await history;
      const modelInput = { config, tree: content.tree, entries: content.entries, compiled: compiled.compiled, ...(git.history && { history: git.history }) };
      const model = policy.incremental ? rememberedSiteModel(modelInput, memos.model) : buildSiteModel(modelInput);
      run.lap('model', [...git.diagnostics, ...model.diagnostics]);

      // The site's own plugins: their content, routes, head tags and global data.
      const plugins = config.sitePlugins.length ? await runSitePlugins(config, model.locales) : undefined;
      run.lap('plugins', plugins?.diagnostics);
      const sources = plugins ? new Map([...content.sources, ...plugins.pages.sources]) : content.sources;

      const searchInput = this.searchInputOf(config, model.locales, tool.salt);
      const search = this.startSearch(run, searchInput, searchWorker, () => over);
      run.lap('search');

      run.announce('render');
      const { templates, diagnostics: templateProblems } = await tool.templates;
      run.lap('templates', templateProblems);
      if (!templates) throw new StopBuild();
      const { reactPages, notFoundPage } = content.tree;
      const sitePages = new Map([...reactPages, ...(notFoundPage ? [['404', notFoundPage] as const] : [])]);
      const pageSources = new Map([...compiled.compiled, ...reactPagesAsCompiled(sitePages), ...(plugins?.pages.compiled ?? [])]);
      const globalData = siteGlobalData(config, model.locales, plugins?.runs);
      // The site's Babel config, once per build: every bundle of the site's code reads its files through it.
      const babel = await siteBabel(config.siteDir);
      const { modules, islands, frame, blog, theme } = await this.loadPageModules(run, config, sources, pageSources, templates, tool.salt, plugins, globalData, babel);
      const clientModules = await buildClientModules({
        toolRoot: this.root,
        siteDir: config.siteDir,
        baseUrl: config.baseUrl,
        clientModules: [...config.clientModules, ...(plugins?.clientModules ?? [])],
        provided: Object.keys(templates.bundle.shared),
        fileTests: config.fileTests,
        resolveFallback: config.resolveFallback,
        ...(babel.babel && { babel: babel.babel }),
      });
      run.lap('client-modules', clientModules.diagnostics);
      // Every page loads them: their tags go after the site's own head tags.
      const headTags = [...config.headTags, ...(plugins?.headTags ?? []), ...clientModules.headTags, ...frame.headTags, ...blog.headTags];
      const locales = {
        config: { ...config, headTags },
        browserAssets: tool.browserAssets,
        siteStyles,
        model: model.locales,
        sources,
        staticFiles: content.tree.staticFiles,
      };
      // A one-off build with its cache starts from the hashes the last one noted (memos of a long-lived session hold them).
      const assetHashes = recorded && !memos.assetHashes.size ? loadAssetHashes(cacheDir) : memos.assetHashes;
      const scripts = { ...(frame.script && { frameScript: frame.script }), ...(blog.script && { blogScript: blog.script }) };
      const prepared = await prepareLocales({ ...locales, search, assetHashes, ...scripts });
      // Rendering keeps this thread busy: the search process must have its documents first.
      await search.handedOver;
      const routes = [...model.locales.flatMap((l) => l.routes), ...(plugins?.pages.routes ?? [])];
      const globalKey = globalKeyOf({ toolHash: toolCodeHash(this.root), outDir, configFiles });
      // The walk that checks the output folder lists it too.
      const present = new Set<string>();
      const lastRecord = recorded ? loadKeptPages(cacheDir, globalKey, () => outputSignature(outDir, present)) : undefined;
      // The output folder is exactly the last build's: this one writes only what changed into it (in-place-writer.ts).
      writer = writerFor(policy.output, outDir, memos.output, search.files, lastRecord && present);
      const last = recorded ? { outDir, record: lastRecord } : undefined;
      const stream = new PageStream(writer, routes, (id) => blogOf(config, id).feed.limit, sources, policy.incremental ? memos.links : undefined, last);
      const kept = last && { inputsOf: (url: string) => lastRecord?.entries.get(url), keep: stream.keep };
      const statics = () => writeStaticFiles(writer!, config.staticDir, content.tree.staticFiles);
      // A writer whose files stay out of sight until its commit takes each page as it is rendered, after the
      // static files (a page of the same path wins); one that writes into the served folder, all once checked.
      const streaming = writer.hidesUntilCommit;
      if (streaming) await (writing = statics());
      const pages = {
        templates,
        modules,
        islands: islands.urls,
        routes,
        locales: prepared.locales,
        registry: prepared.assets,
        ...((frame.components || blog.components) && { frame: { ...frame.components, ...blog.components } }),
        blogSwizzled: blog.components !== undefined,
      };
      const rendered = renderPages({ ...pages, memo: memos.render, rememberPages: policy.incremental, onPage: stream.take, ...(kept && { kept }) });
      run.lap('render', [...rendered.diagnostics, ...wrapperWarnings(templates.bundle.wrappersLeftOut(), theme.overrides)]);

      const redirects = redirectPages(config, routes);
      for (const page of redirects.pages) stream.takeRedirect(page, config.configFile);
      // Read before the new build replaces the previous one; said last, after the write.
      const vanished = this.vanished(config, outDir, [...routes.map((r) => r.outFile), ...redirects.pages.map((p) => p.outFile)], writer);

      run.announce('check');
      const fileUrls = [...prepared.fileUrls(rendered.images), ...[...clientModules.files, ...frame.files, ...blog.files].map(([file]) => `${config.baseUrl}${file}`)];
      // What links may lead to beside the pages, as the record notes it: the next build checks again a page it keeps only when one is gone.
      const targets = [...new Set([...fileUrls, ...redirects.pages.map((page) => page.from)])].sort();
      const notFine = new Set<string>();
      run.lap('check', [...redirects.diagnostics, ...linkProblems(config, policy, stream.linksToCheck(targets), fileUrls, memos.links, notFine)]);
      stream.checked(notFine);

      if (config.search && policy.search === 'with-pages') run.announce('search');
      const indexes = await search.indexes;
      run.lap('search-wait');

      run.announce('write');
      if (!streaming) await (writing = statics());
      await (writing = stream.written());
      await writeSite({ writer, config, routes, feedPages: stream.feeds(), images: rendered.images, prepared, memo: memos, ...(recorded && { cacheDir }) });
      const islandFiles = [...islands.files, ...clientModules.files, ...frame.files, ...blog.files];
      const generated = writtenAfterPages(indexes, llmsFiles(config, model.locales), islandFiles);
      await Promise.all(generated.map((file) => writer!.write(file.file, file.text)));
      await writer.commit();
      // Only a later build's time is lost if they cannot be written.
      await Promise.all([templates.saveCodeCache().catch(() => undefined), cacheDir && saveMatterMemo(cacheDir).catch(() => undefined)]);
      run.lap('write', vanished);
      // Docusaurus runs postBuild once the site is written; `serve` and `check` write no site of their own to hand it.
      if (plugins && policy.output === 'swap') run.lap('post-build', await runPostBuild({ config, outDir, models: model.locales, runs: plugins.runs }));
      const summary = buildSummary(run, outDir, stream.summaries, compiled.fresh, writer);
      if (inputs) {
        const output = outputSignature(outDir);
        await Promise.all([
          recordBuild(cacheDir!, outDir, inputs, output, summary),
          saveKeptPages(cacheDir!, { global: globalKey, output, targets }, stream.record, stream.addedLinks, lastRecord),
          saveAssetHashes(cacheDir!, assetHashes, prepared.assets.usedFiles()),
        ]);
      }
      const deferred = config.search && policy.search === 'after-pages' && policy.output === 'diff' && { deferred: () => this.afterPages(searchInput, outDir) };
      return { ...summary, ...deferred };
    } catch (e) {
      over = true;
      // Only what was written is taken back, once written: a diff writer that wrote nothing yet keeps its view of the served folder.
      if (writing) {
        await writing.catch(() => undefined);
        await writer?.abort();
      }
      if (e instanceof StopBuild) return this.failed(run, outDir);
      if (e instanceof BuildError) return this.failed(run, outDir, e.diagnostics);
      throw e;
    }
  }

  /** Git's history of the site's files, read only when the model needs it (docs' last update, undated posts) and --no-git is not given. */
  private async history(config: ResolvedConfig, tree: ContentTree, entries: Map<string, Entry>): ReturnType<typeof gitHistory> {
    if (
      this.options.git === false ||
      !needsHistory(
        config,
        [tree.posts, ...[...tree.blogPlugins.values()].map((b) => b.posts)].some((posts) => hasUndatedPosts(posts, entries)),
      )
    )
      return { diagnostics: [] };
    return gitHistory(config.siteDir, config.configFile);
  }

  /** The templates, stylesheet and browser code depend on the tool alone: made (or read from the cache) while the pages compile. */
  private startToolBundles(config: ResolvedConfig) {
    const salt = toolCodeHash(this.root);
    const templates = loadTemplates({ toolRoot: this.root, cacheDir: config.cacheDir, salt, memo: this.memos.templates });
    templates.catch(() => undefined);
    return { salt, templates, browserAssets: startBrowserAssets({ toolRoot: this.root, cacheDir: config.cacheDir, salt }) };
  }

  /** Each compiled page as a module the templates render, the browser bundles of pages with islands (BrowserOnly), and the site's swizzled frame. */
  private async loadPageModules(
    run: StageRun,
    config: ResolvedConfig,
    sources: Map<string, SourceFile>,
    compiled: Map<string, Compiled>,
    templates: LoadedTemplates,
    salt: string,
    plugins: SitePluginsResult | undefined,
    globalData: SiteGlobalData,
    babel: Awaited<ReturnType<typeof siteBabel>>,
  ) {
    const cache = this.compile!.cache;
    const codeOf = pageCodeOf((c: Compiled) => cache.code(c), plugins?.pages.code);
    const themePaths = config.sitePlugins.flatMap((plugin) => (plugin.themePath ? [plugin.themePath] : []));
    const site = readSiteTheme(config.siteDir, Object.keys(templates.bundle.shared), themePaths);
    // Which names the site overrides decides how every page is bundled, and the plugins' global data is written
    // into the bundles that read it: both are part of the bundles' cache key, as are the site's Babel config, the
    // kinds of file its webpack rules make URLs of, its fallbacks and the React it installed.
    const themed = `${salt}\0${JSON.stringify([...site.theme.overrides, ...site.theme.installed])}\0${JSON.stringify(globalData)}\0${JSON.stringify(config.siteConfig)}\0${babel.babel?.key ?? ''}\0${config.fileTests.join(' ')}\0${JSON.stringify(config.resolveFallback)}\0${config.functionDefaultProps === true}`;
    const common = {
      toolRoot: this.root,
      siteDir: config.siteDir,
      baseUrl: config.baseUrl,
      cacheDir: config.cacheDir,
      salt: themed,
      compiled,
      codeOf,
      sources,
      theme: site.theme,
      globalData,
      siteConfig: config.siteConfig,
      fileTests: config.fileTests,
      resolveFallback: config.resolveFallback,
      functionDefaultProps: config.functionDefaultProps === true,
      ...(babel.babel && { babel: babel.babel }),
    };
    const { modules, diagnostics } = await loadPageModules({ ...common, templates, memo: this.memos.pageModules, persist: !this.policy.incremental });
    run.lap('pages', [...babel.diagnostics, ...site.diagnostics, ...diagnostics]);
    const islands = await buildIslandBundles({ ...common, modules, shared: templates.bundle.shared });
    run.lap('islands', islands.diagnostics);
    const [frame, blog] = await Promise.all([
      buildSiteFrame({ ...common, shared: templates.bundle.shared, searchBar: !config.search }),
      buildSiteBlog({ ...common, shared: templates.bundle.shared }),
    ]);
    const itemTypes = navbarItemTypeWarnings({
      config,
      file: site.theme.overrides.get('NavbarItem/ComponentTypes'),
      types: frame.components?.NavbarItem?.types,
      original: (templates.bundle.shared['@theme/NavbarItem/ComponentTypes'] as { default: NavbarItemTypes }).default,
    });
    run.lap('frame', [...frame.diagnostics, ...blog.diagnostics, ...itemTypes, ...searchBarNote(site.theme, frame.components)]);
    return { modules, islands, frame, blog, theme: site.theme };
  }

  /** The search stage as the policy has it: indexes built beside the rendering (their time noted), or only their URLs; nothing on a site without search. */
  private startSearch(run: StageRun, input: SearchStageParams, worker: SearchProcess | undefined, cancelled: () => boolean): StartedSearch {
    if (!input.config.search) return NO_SEARCH;
    if (this.policy.search !== 'with-pages') return unhashedSearchFiles(input);
    run.announce('search');
    const started = startSearchIndexes({ ...input, ...(worker && { worker }), cancelled });
    const from = performance.now();
    void started.indexes.then(
      () => run.note('indexing', from),
      () => undefined,
    );
    return started;
  }

  /** Stops what the session keeps running: compile workers, the search process. */
  async close(): Promise<void> {
    await this.compile?.pool?.close();
    await this.search?.close();
  }

  private failed(run: StageRun, outDir: string, extra: Diagnostic[] = []): BuildResult {
    return { ok: false, diagnostics: [...run.diagnostics, ...extra], pages: {}, durationMs: run.elapsed(), outDir, timings: run.timings, compiledFresh: 0 };
  }

  private cacheDir(config: ResolvedConfig): string | undefined {
    return this.options.cache === false ? undefined : config.cacheDir;
  }

  private searchInputOf(config: ResolvedConfig, locales: LocaleModel[], salt: string): SearchStageParams {
    const cacheDir = this.cacheDir(config);
    return { config, locales, salt, ...(cacheDir && { cacheDir }) };
  }

  /** Compiles what the cache does not hold; workers end with the stage unless the policy keeps them. */
  private async compilePages(config: ResolvedConfig, content: { tree: ContentTree; entries: Map<string, Entry> }, onProgress: (note: string) => void) {
    const cacheDir = this.cacheDir(config);
    const resources = (this.compile ??= {
      cache: new CompileCache(cacheDir && compiledDirOf(cacheDir), toolHash(this.root)),
      blocks: new HighlightCache(cacheDir && highlightedDirOf(cacheDir), toolHash(this.root)),
      ...(compileWorkerFile(this.root) && { workerFile: compileWorkerFile(this.root)! }),
      ...(compileLocalFile(this.root) && { localFile: compileLocalFile(this.root)! }),
      ...(cacheDir && { localCodeCache: localCodeCacheOf(cacheDir, toolCodeHash(this.root)) }),
    });
    // Only the site's remark plugins see the URLs of Markdown links (markdown-link-urls.ts): found only for them.
    let linkUrls: ReturnType<typeof markdownLinkUrls> | undefined;
    const inputs = [...content.entries.values()].map((e): CompileInput => {
      const plugins = markdownPluginsOf(config, e.source.absPath);
      const links = plugins?.remark.length ? (linkUrls ??= markdownLinkUrls(config, content.tree, content.entries))(e.source.sitePath, e.source.text) : [];
      return {
        absPath: e.source.absPath,
        sitePath: e.source.sitePath,
        text: e.source.text,
        bodyLine: e.bodyLine,
        ...(plugins && { plugins }),
        ...(config.mermaid && { mermaid: true as const }),
        ...(links.length && { markdownLinks: links }),
      };
    });
    return compileStage(inputs, resources, onProgress).finally(() => {
      if (this.policy.workers === 'per-build') releaseWorkers(resources);
    });
  }

  private searchProcess(lowPriority: boolean): SearchProcess | undefined {
    return (this.search ??= searchProcessFor(this.root, lowPriority));
  }

  /** What serve --watch does once the pages are live: ready the compiler for the next edit, then write the search indexes. */
  private async afterPages(searchInput: Parameters<typeof buildDeferredSearchIndexes>[0], outDir: string): Promise<void> {
    if (this.compile) await readyLocalCompiler(this.compile);
    const worker = this.searchProcess(true);
    const files = await buildDeferredSearchIndexes({ ...searchInput, ...(worker && { worker }) });
    // Parts first: the index that lists them is replaced last.
    for (const { file, text } of files.reverse()) await writeAfterBuild(outDir, this.memos.output, file, text);
  }
}

/** A warning for each of the site's Root and Layout/Provider left out of page content: it renders markup of its own (templates/content-wrappers.tsx). */
const wrapperWarnings = (names: string[], overrides: Map<string, string>) =>
  names.map((name) =>
    warning('theme-override-partial', `overrides @theme/${name} with markup of its own around its children: it wraps the navbar, page and footer, but not the page's content`, {
      file: overrides.get(name),
      hint: `its providers do not reach the components of pages; to have them there, put the providers in a component that renders only its children (src/theme/Layout/Provider), and the markup beside them`,
    }),
  );

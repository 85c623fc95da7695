// What a long-lived process (the dev server, a test) keeps between builds.
import type { ConfigMemo } from './config/load-config.js';
import type { ModelMemo } from './content/model-memo.js';
import type { ScanMemo } from './content/scan.js';
import type { Diagnostic, Entry } from './model.js';
import type { CompileResources } from './markdown/compile-stage.js';
import type { CompileWorkerPool } from './markdown/worker-pool.js';
import { createLinkScanMemo, type LinkScanMemo } from './check/links.js';
import { createOutputMemo, type OutputMemo } from './output/diff-writer.js';
import type { FeedsMemo } from './output/feeds.js';
import type { SitemapMemo } from './output/sitemap.js';
import { createPageModulesMemo, type PageModulesMemo } from './render/page-modules.js';
import { createRenderMemo, type RenderMemo } from './render/render-pages.js';
import type { TemplatesMemo } from './render/templates-bundle.js';
import type { SearchProcess } from './search/search-process.js';

/** Parsed files by site path, with the text parsed: a file whose text is the same is not parsed again. */
export type ParseMemo = Map<string, { text: string; entry?: Entry; diagnostics: Diagnostic[] }>;

/**
 * Each stage's results of the previous build, in memory: a rebuild takes from
 * them what did not change, renders and checks only the pages that did, and
 * writes only the files whose content changed.
 */
export interface IncrementalState {
  config: ConfigMemo;
  scan: ScanMemo;
  parsed: ParseMemo;
  model: ModelMemo;
  templates: TemplatesMemo;
  pageModules: PageModulesMemo;
  render: RenderMemo;
  assetHashes: Map<string, { signature: string; hash: string }>;
  links: LinkScanMemo;
  feeds: FeedsMemo;
  sitemap: SitemapMemo;
  output: OutputMemo;
}

export interface BuildSession {
  /** The compile cache and worker pool. */
  compile?: CompileResources;
  /** Compile workers started before the build, which the build takes as its own (see cli/early-workers.ts). */
  startedWorkers?: CompileWorkerPool;
  /** Builds search indexes in another process; started when an index must be built. */
  search?: SearchProcess;
  /**
   * Set by `serve --watch`: rebuilds are incremental, write into the served
   * folder only what changed, and build the search indexes after the pages.
   */
  incremental?: IncrementalState;
}

/** A session whose builds are incremental. */
export function incrementalSession(): BuildSession {
  return {
    incremental: {
      config: {},
      scan: new Map(),
      parsed: new Map(),
      model: {},
      templates: {},
      pageModules: createPageModulesMemo(),
      render: createRenderMemo(),
      assetHashes: new Map(),
      links: createLinkScanMemo(),
      feeds: new Map(),
      sitemap: {},
      output: createOutputMemo(),
    },
  };
}

/** Stops what a session keeps running: compile workers, the search process. */
export async function closeSession(session: BuildSession): Promise<void> {
  await session.compile?.pool?.close();
  await session.search?.close();
}

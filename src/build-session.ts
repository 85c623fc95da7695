// What a long-lived process (the dev server, a test) keeps between builds.
import type { CompileResources } from './markdown/compile-stage.js';
import { createLinkScanMemo, type LinkScanMemo } from './check/links.js';
import { createOutputMemo, type OutputMemo } from './output/diff-writer.js';
import type { FeedsMemo } from './output/feeds.js';
import { createPageModulesMemo, type PageModulesMemo } from './render/page-modules.js';
import { createRenderMemo, type RenderMemo } from './render/render-pages.js';
import type { TemplatesMemo } from './render/templates-bundle.js';

/**
 * Each stage's results of the previous build, in memory: a rebuild takes from
 * them what did not change, renders and checks only the pages that did, and
 * writes only the files whose content changed.
 */
export interface IncrementalState {
  templates: TemplatesMemo;
  pageModules: PageModulesMemo;
  render: RenderMemo;
  assetHashes: Map<string, { signature: string; hash: string }>;
  links: LinkScanMemo;
  feeds: FeedsMemo;
  output: OutputMemo;
}

export interface BuildSession {
  /** The compile cache and worker pool. */
  compile?: CompileResources;
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
      templates: {},
      pageModules: createPageModulesMemo(),
      render: createRenderMemo(),
      assetHashes: new Map(),
      links: createLinkScanMemo(),
      feeds: new Map(),
      output: createOutputMemo(),
    },
  };
}

/** Stops what a session keeps running (compile workers). */
export async function closeSession(session: BuildSession): Promise<void> {
  await session.compile?.pool?.close();
}

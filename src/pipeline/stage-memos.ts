// What each stage keeps of the previous build. A session whose policy is
// incremental (serve --watch) keeps them from build to build, so that each
// stage redoes only what changed; any other session starts every build afresh.
import { createLinkScanMemo, type LinkScanMemo } from '../check/links.js';
import type { ConfigMemo } from '../config/load-config.js';
import type { ModelMemo } from '../content/model-memo.js';
import type { ParseMemo } from '../content/read-content.js';
import type { ScanMemo } from '../content/scan.js';
import { createOutputMemo, type OutputMemo } from '../output/diff-writer.js';
import type { FeedsMemo } from '../output/feeds.js';
import type { SitemapMemo } from '../output/sitemap.js';
import { createPageModulesMemo, type PageModulesMemo } from '../render/page-modules.js';
import { createRenderMemo, type RenderMemo } from '../render/render-pages.js';
import type { TemplatesMemo } from '../render/templates-bundle.js';

export interface StageMemos {
  config: ConfigMemo;
  scan: ScanMemo;
  parsed: ParseMemo;
  model: ModelMemo;
  templates: TemplatesMemo;
  pageModules: PageModulesMemo;
  render: RenderMemo;
  /** Content hashes of images by file, with the size and time they were read at. */
  assetHashes: Map<string, { signature: string; hash: string }>;
  links: LinkScanMemo;
  feeds: FeedsMemo;
  sitemap: SitemapMemo;
  /** What the served folder holds (the diff writer's view of it). */
  output: OutputMemo;
}

export const createStageMemos = (): StageMemos => ({
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
});

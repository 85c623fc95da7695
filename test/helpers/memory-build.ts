// A whole site built in this process through the API (`build`), its output
// kept in memory by the memory writer: for tests whose subject is what a build
// makes, not the CLI (which has its own tests, and the disk writer with them).
import path from 'node:path';
import type { Root } from 'hast';
import { build, type BuildOptions, type BuildResult } from '../../src/api.js';
import { formatDiagnostics } from '../../src/diagnostics/report.js';
import { parseHtml } from './html.js';

export interface BuiltSite {
  result: BuildResult;
  /** Every file written, by output path (`sitemap.xml`, `en/docs/a/index.html`), sorted. */
  paths: string[];
  /** Whether a file was written. */
  has(outPath: string): boolean;
  /** A written file's text; fails the test when it was not written. */
  file(outPath: string): string;
  /** The HTML of a path below the output folder (`/en/docs/a` → en/docs/a/index.html, the base URL left out; `/404.html` as it is). */
  html(url: string): string;
  /** That page, parsed as a browser parses it. */
  page(url: string): Root;
}

/** The output file of a URL path, as the disk layout has it. */
export function outPathOf(url: string): string {
  const clean = decodeURIComponent(url).replace(/^\/+|\/+$/g, '');
  return clean.endsWith('.html') ? clean : clean ? `${clean}/index.html` : 'index.html';
}

/**
 * Builds the site whose config is `site.config.ts` in `siteDir`, in memory.
 * A build that fails throws its diagnostics as the terminal shows them; use
 * `build()` itself to test a failure.
 */
export async function buildInMemory(siteDir: string, options: Omit<BuildOptions, 'memory' | 'outDir'> = {}): Promise<BuiltSite> {
  const result = await build({ config: path.join(siteDir, 'site.config.ts'), ...options, memory: true });
  if (!result.ok) throw new Error(`build failed:\n${formatDiagnostics(result.diagnostics, { cwd: siteDir })}`);
  const files = result.files;
  if (!files) throw new Error('a memory build returned no files');
  const file = (outPath: string) => {
    const data = files.get(outPath);
    if (data === undefined) throw new Error(`${outPath} was not written; written: ${[...files.keys()].sort().slice(0, 40).join(' ')}…`);
    return typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  };
  return {
    result,
    paths: [...files.keys()].sort(),
    has: (outPath) => files.has(outPath),
    file,
    html: (url) => file(outPathOf(url)),
    page: (url) => parseHtml(file(outPathOf(url))),
  };
}

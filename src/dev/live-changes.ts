// From a rebuild's result to what open pages are told (src/shared/live-update.ts).
import { liveKey, type LiveUpdate } from '../shared/live-update.js';
import type { BuildResult } from '../model.js';

/**
 * Files no page loads by a name that stays across builds: pages and their data
 * (judged page by page), search indexes (fetched fresh), feeds, sitemap,
 * robots.txt, llms.txt and llms-full.txt. Files under assets/ carry a content hash: a changed one has a new
 * name, and the pages that use it changed too.
 */
const JUDGED_APART = /(^|\/)(index\.html|404\.html|page-data\.json|search-index\.json|sitemap\.xml|robots\.txt|rss\.xml|atom\.xml|llms\.txt|llms-full\.txt)$/;

/** What each open page must do after `result`: reload everything when any other file changed. */
export function liveUpdateOf(result: BuildResult): LiveUpdate {
  if (!result.changedFiles || !result.changedPages) return { all: true };
  if (result.changedFiles.some((file) => !JUDGED_APART.test(file) && !file.startsWith('assets/'))) return { all: true };
  return { all: false, pages: Object.fromEntries([...result.changedPages].map(([url, change]) => [liveKey(url), change])) };
}

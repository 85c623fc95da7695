// A doc's last update as Docusaurus' readLastUpdateData (docusaurus-utils'
// lastUpdateUtils.ts) gives it: only what the options ask for (time, author),
// each from front matter `last_update: {date, author}` first, else from git's
// newest commit of the file. Docusaurus shows fixed fake data outside
// production builds; tongsite reads the real history every time, once per
// build (git-history.ts).
import type { DocRecord, Entry, FileHistory, ResolvedConfig } from '../model.js';

function frontMatterLastUpdate(entry: Entry): { at?: number; by?: string } {
  const value = entry.frontMatter.last_update;
  if (!value || typeof value !== 'object') return {};
  const { date, author } = value as { date?: unknown; author?: unknown };
  const at = date instanceof Date ? date.getTime() : typeof date === 'string' ? new Date(date).getTime() : Number.NaN;
  return { ...(!Number.isNaN(at) && { at }), ...(typeof author === 'string' && author && { by: author }) };
}

/** What a doc shows of its last update, or undefined when the options show none or nothing is known. */
export function lastUpdateOf(entry: Entry, docs: ResolvedConfig['docs'], history: FileHistory | undefined): DocRecord['lastUpdate'] {
  if (!docs.showLastUpdateTime && !docs.showLastUpdateAuthor) return undefined;
  const own = frontMatterLastUpdate(entry);
  const git = history?.files.get(entry.source.absPath);
  const at = docs.showLastUpdateTime ? (own.at ?? git?.updatedAt) : undefined;
  const by = docs.showLastUpdateAuthor ? (own.by ?? git?.updatedBy) : undefined;
  return at === undefined && by === undefined ? undefined : { ...(at !== undefined && { at }), ...(by !== undefined && { by }) };
}

/** Whether the model needs git's history: docs that show their last update, or posts that carry no date. */
export function needsHistory(config: ResolvedConfig, undatedPosts: boolean): boolean {
  return config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor || undatedPosts;
}

// A doc's last update as Docusaurus' readLastUpdateData (docusaurus-utils'
// lastUpdateUtils.ts) gives it: only what the options ask for (time, author),
// each from front matter `last_update: {date, author}` first, else from git's
// newest commit of the file. Docusaurus shows fixed fake data outside
// production builds; tongsite reads the real history every time, once per
// build (git-history.ts).
import type { DocRecord, Entry, FileHistory, ResolvedConfig } from '../model.js';
import { blogInstances } from './blog-instances.js';

function frontMatterLastUpdate(entry: Entry): { at?: number; by?: string } {
  const value = entry.frontMatter.last_update;
  if (!value || typeof value !== 'object') return {};
  const { date, author } = value as { date?: unknown; author?: unknown };
  const at = date instanceof Date ? date.getTime() : typeof date === 'string' ? new Date(date).getTime() : Number.NaN;
  return { ...(!Number.isNaN(at) && { at }), ...(typeof author === 'string' && author && { by: author }) };
}

/** The options that ask for it: the docs' or the blog's `showLastUpdateTime`, `showLastUpdateAuthor`. */
type LastUpdateOptions = { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean };

/** What a doc or post shows of its last update, or undefined when the options show none or nothing is known. */
export function lastUpdateOf(entry: Entry, docs: LastUpdateOptions, history: FileHistory | undefined): DocRecord['lastUpdate'] {
  if (!docs.showLastUpdateTime && !docs.showLastUpdateAuthor) return undefined;
  const own = frontMatterLastUpdate(entry);
  const git = history?.files.get(entry.source.absPath);
  const at = docs.showLastUpdateTime ? (own.at ?? git?.updatedAt) : undefined;
  const by = docs.showLastUpdateAuthor ? (own.by ?? git?.updatedBy) : undefined;
  return at === undefined && by === undefined ? undefined : { ...(at !== undefined && { at }), ...(by !== undefined && { by }) };
}

/** Whether the model needs git's history: docs or posts that show their last update, or posts that carry no date. */
export function needsHistory(config: ResolvedConfig, undatedPosts: boolean): boolean {
  const shows = (o: LastUpdateOptions) => o.showLastUpdateTime || o.showLastUpdateAuthor;
  return shows(config.docs) || config.docsPlugins.some(shows) || blogInstances(config).some(shows) || undatedPosts;
}

/** Made once per language and process: making one takes tens of milliseconds. */
const shortDates = new Map<string, Intl.DateTimeFormat>();

/** The date of a doc's last update as Docusaurus' LastUpdated writes it: `Nov 27, 2026`, in the locale's words, in UTC. */
export function lastUpdateFields(lastUpdate: NonNullable<DocRecord['lastUpdate']>, lang: string) {
  let format = shortDates.get(lang);
  if (!format) shortDates.set(lang, (format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  const date = lastUpdate.at === undefined ? undefined : new Date(lastUpdate.at);
  return { ...(date && { iso: date.toISOString(), date: format.format(date) }), ...(lastUpdate.by !== undefined && { by: lastUpdate.by }) };
}

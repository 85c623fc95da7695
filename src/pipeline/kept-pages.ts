// What lets `tongsite build` after an edit render only the pages the edit
// touches, in a new process: each page of a successful build is noted in the
// cache with the hash of what it was made from (templates, its locale's site
// data and assets, its bodies' modules, its own data: render-pages.ts) and
// what the later stages need of it without its HTML (its links and ids, the
// files its bodies linked). The next build into the same folder renders a page
// only when that hash differs; the others stay as the last build wrote them,
// which is exactly what rendering them again would write. The record holds
// only while the output folder is exactly as that build left it, and the
// tool and the config's files are the same. It is kept in shards
// (files/sharded-record.ts): an edit rewrites those of the pages it rendered.
import { createHash } from 'node:crypto';
import type { PageInputs } from '../model.js';
import type { PageLinks } from '../check/links.js';
import { loadRecord, saveRecord, type LoadedRecord } from '../files/sharded-record.js';

/** A page as the record keeps it: its inputs and its links and ids (a set as an array). */
export interface KeptPage extends PageInputs {
  links: Omit<PageLinks, 'ids' | 'targets'> & { ids: string[] };
}

/** What the record holds beyond its pages. */
interface RecordMeta {
  /** The tool, the output folder, the config's files: a change of any renders every page. */
  global: string;
  /** The output folder as the build left it (outputSignature): a folder touched since keeps nothing. */
  output: string;
}

/** The last build's pages as read, by URL: what the next record is saved against (only the shards that changed are written). */
export type KeptRecord = LoadedRecord<RecordMeta, KeptPage>;

const RECORD_VERSION = 2;
const RECORD_NAME = 'kept-pages';

/** What every page depends on beyond its own inputs, as one hash. */
export function globalKeyOf(parts: { toolHash: string; outDir: string; configFiles: string }): string {
  return createHash('sha1')
    .update(JSON.stringify([RECORD_VERSION, parts.toolHash, parts.outDir, parts.configFiles]))
    .digest('hex');
}

/** The pages of the last build that may be kept, by URL; none when its record does not hold for this build. */
export function loadKeptPages(cacheDir: string, global: string, output: () => string): KeptRecord | undefined {
  return loadRecord<RecordMeta, KeptPage>(cacheDir, RECORD_NAME, (meta) => meta.global === global && meta.output === output());
}

/** A page's links as the record keeps them. */
export function keptLinks(links: PageLinks): KeptPage['links'] {
  const { targets: _targets, ids, ...rest } = links;
  return { ...rest, ids: [...ids] };
}

/** A recorded page's links as the link check reads them. */
export function pageLinksOf(kept: KeptPage): PageLinks {
  return { ...kept.links, ids: new Set(kept.links.ids), targets: [] };
}

/** Notes the pages of a successful build, after its output is in place; a record that cannot be written only costs the next build its shortcut. */
export async function saveKeptPages(cacheDir: string, meta: RecordMeta, pages: Map<string, KeptPage>, last: KeptRecord | undefined): Promise<void> {
  await saveRecord(cacheDir, RECORD_NAME, meta, pages, last).catch(() => undefined);
}

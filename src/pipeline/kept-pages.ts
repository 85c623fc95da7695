// What lets `tongsite build` after an edit render only the pages the edit
// touches, in a new process: each page of a successful build is noted in the
// cache with the hash of what it was made from (templates, its locale's site
// data and assets, its bodies' modules, its own data: render-pages.ts) and
// what the later stages need of it without its HTML (its ids, and whether its
// links were all fine). The next build into the same folder renders a page
// only when that hash differs; the others stay as the last build wrote them,
// which is exactly what rendering them again would write. The record holds
// only while the output folder is exactly as that build left it, and the
// tool and the config's files are the same. It is kept in shards
// (files/sharded-record.ts): an edit rewrites those of the pages it rendered.
//
// A page's links themselves (its hrefs and srcs, where its content wrote them)
// are three quarters of what the link check reads of it, and the check needs
// them only for a page it must look at again: they are a record of their own,
// by a hash of them, read shard by shard (files/lazy-record.ts). A kept page
// whose links were all fine is not checked again while nothing they may lead
// to is gone (linkTargetsGone): its links lead where they led.
import { createHash } from 'node:crypto';
import type { PageInputs } from '../model.js';
import type { PageLinks } from '../check/links.js';
import { LazyRecord } from '../files/lazy-record.js';
import { loadRecord, saveRecord, type LoadedRecord } from '../files/sharded-record.js';

/** A page as the record keeps it: its inputs, its ids and where its links are. */
export interface KeptPage extends PageInputs {
  links: {
    ids: string[];
    /** The key of its links in the links record: a hash of them. */
    key: string;
    /** Every link of the page was fine at the last build's check. */
    fine: boolean;
  };
}

/** What the link check reads of a page but its URL and ids, as the links record keeps it. */
export type KeptLinks = Pick<PageLinks, 'attributes' | 'found' | 'file' | 'body'>;

/** What the record holds beyond its pages. */
interface RecordMeta {
  /** The tool, the output folder, the config's files: a change of any renders every page. */
  global: string;
  /** The output folder as the build left it (outputSignature): a folder touched since keeps nothing. */
  output: string;
  /** The URLs links could lead to beside the pages: the build's files and redirect pages, sorted. */
  targets: string[];
}

/** The last build's pages as read, by URL (what the next record is saved against: only the shards that changed are written), and their links. */
export interface KeptRecord extends LoadedRecord<RecordMeta, KeptPage> {
  links: LazyRecord<object, KeptLinks>;
}

const RECORD_VERSION = 3;
const RECORD_NAME = 'kept-pages';
const LINKS_NAME = 'kept-links';

/** What every page depends on beyond its own inputs, as one hash. */
export function globalKeyOf(parts: { toolHash: string; outDir: string; configFiles: string }): string {
  return createHash('sha1')
    .update(JSON.stringify([RECORD_VERSION, parts.toolHash, parts.outDir, parts.configFiles]))
    .digest('hex');
}

/** The pages of the last build that may be kept, by URL; none when its record (or that of their links) does not hold for this build. */
export function loadKeptPages(cacheDir: string, global: string, output: () => string): KeptRecord | undefined {
  const pages = loadRecord<RecordMeta, KeptPage>(cacheDir, RECORD_NAME, (meta) => meta.global === global && meta.output === output());
  const links = pages && LazyRecord.open<object, KeptLinks>(cacheDir, LINKS_NAME, () => true);
  return links && { ...pages, links };
}

/** A rendered page's links as the records keep them: the page's part, and its links by their key. */
export function keptLinks(links: PageLinks): { page: KeptPage['links']; key: string; links: KeptLinks } {
  const kept: KeptLinks = { attributes: links.attributes, found: links.found, ...(links.file !== undefined && { file: links.file }), ...(links.body && { body: links.body }) };
  const key = createHash('sha1').update(JSON.stringify(kept)).digest('hex');
  return { page: { ids: [...links.ids], key, fine: true }, key, links: kept };
}

/** A recorded page as the link check reads it: its links from `links`, or none when they need no check (`links` undefined). */
export function pageLinksOf(url: string, kept: KeptPage, links: KeptLinks | undefined): PageLinks {
  return { url, ...(links ?? { attributes: [], found: [] }), ids: new Set(kept.links.ids), targets: [] };
}

/**
 * Whether a link the last build found fine may lead nowhere now: a page, file
 * or redirect of that build is gone, or a page rendered again lost an id. A
 * page, file or id only added breaks no link that was fine.
 */
export function linkTargetsGone(last: KeptRecord, pages: Map<string, KeptPage>, targets: string[]): boolean {
  for (const url of last.entries.keys()) if (!pages.has(url)) return true;
  const now = new Set(targets);
  if (last.meta.targets.some((target) => !now.has(target))) return true;
  for (const [url, page] of pages) {
    const before = last.entries.get(url);
    if (!before || before === page) continue;
    const ids = new Set(page.links.ids);
    if (before.links.ids.some((id) => !ids.has(id))) return true;
  }
  return false;
}

/**
 * Notes the pages of a successful build, after its output is in place, with
 * the links of those it rendered (`added`); a record that cannot be written
 * only costs the next build its shortcut.
 */
export async function saveKeptPages(cacheDir: string, meta: RecordMeta, pages: Map<string, KeptPage>, added: Map<string, KeptLinks>, last: KeptRecord | undefined): Promise<void> {
  const used = new Set([...pages.values()].map((page) => page.links.key));
  await LazyRecord.save(cacheDir, LINKS_NAME, {}, last?.links, added, (key) => used.has(key))
    .then(() => saveRecord(cacheDir, RECORD_NAME, meta, pages, last))
    .catch(() => undefined);
}

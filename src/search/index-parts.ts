// A locale's index past a size is cut the way Pagefind cuts its own: the token
// index into shards of sorted token ranges of about one size, the pages' text
// into fragments of one page or a few small ones, each a file named by its
// content's hash. The index
// file keeps what every query needs (the sections per page, the synonyms) and
// names the others; a query fetches the shards of its tokens and the fragments
// of the pages it shows. A smaller index stays one file, as it was built.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../model.js';
import { shardKey } from '../shared/search/index-tokens.js';
import { shardTokens } from '../shared/search/packed-ids.js';
import { SEARCH_PAYLOAD_VERSION, type PackedShard, type PayloadPage, type SearchPayload, type SearchPayloadPart } from '../shared/search/search-payload.js';

/** How an index is cut, in bytes. */
export interface PartSizes {
  /** Past this size gzipped an index is cut: a first query then fetches less than the whole. */
  splitAbove: number;
  /** What a shard of the token index, and a fragment of the text, aim to weigh before compression. */
  shard: number;
  fragment: number;
}

export const PART_SIZES: PartSizes = { splitAbove: 96 * 1024, shard: 16 * 1024, fragment: 6 * 1024 };

/** The files of an index: itself, or itself naming its shards and fragments, and those. */
export function indexFiles(index: SearchIndexFile, baseUrl: string, sizes = PART_SIZES): { file: string; text: string }[] {
  const whole = [{ file: index.file, text: index.json }];
  if (!largerGzipped(index.json, sizes.splitAbove)) return whole;
  const payload = JSON.parse(index.json) as SearchPayload;
  const dir = path.posix.dirname(index.file);
  const parts: { file: string; text: string }[] = [];
  const part = (kind: string, data: unknown): string => {
    const text = JSON.stringify({ v: SEARCH_PAYLOAD_VERSION, data } satisfies SearchPayloadPart<unknown>);
    const file = path.posix.join(dir, `search-index.${kind}-${parts.length + 1}.${createHash('sha1').update(text).digest('hex').slice(0, 10)}.json`);
    parts.push({ file, text });
    return `${baseUrl}${file}`;
  };
  const pages = payload.fragments.flatMap(([, run]) => run as PayloadPage[]);
  const ranges = splitShards(payload.shards as PackedShard[], sizes.shard);
  const shards = ranges.map(({ shard }) => part('shard', shard));
  const fragments = fragmentPages(pages, sizes.fragment).map(([first, run]): [number, string] => [first, part('text', run)]);
  const main: SearchPayload = { ...payload, shards, shardStarts: ranges.map(({ start }) => start), fragments };
  return [{ file: index.file, text: JSON.stringify(main) }, ...parts];
}

/**
 * Whether `json` gzipped is larger than `limit`. No file is larger gzipped
 * than it is: most sites never pay for the compression. A large index is
 * judged by its start first (gzip of a start is not larger than of the whole,
 * but for the few bytes of its end): compressing the whole of each index took
 * a tenth of an edit's build.
 */
function largerGzipped(json: string, limit: number): boolean {
  if (Buffer.byteLength(json) <= limit) return false;
  const start = json.slice(0, limit * 4);
  if (start.length < json.length && gzipSync(start).length > limit) return true;
  return gzipSync(json).length > limit;
}

/** Whether an output path is a part of an index (written after the pages by `serve --watch`, like the indexes). */
export const isIndexPart = (file: string) => /(?:^|\/)search-index\.(?:shard|text)-\d+\.[0-9a-f]{10}\.json$/.test(file);

/**
 * The tokens of `whole` in shards of sorted key ranges (index-tokens.ts
 * shardKey: a word beside its title and heading forms), each of about
 * `shardSize`, cut only where the key changes; each shard's tokens sorted.
 * Balanced, a query's few tokens fetch a few small shards wherever they fall,
 * where shards by first character were as large as their character was common.
 */
function splitShards(whole: PackedShard[], shardSize: number): { start: string; shard: PackedShard }[] {
  const entries = whole.flatMap((shard) => shardTokens(shard).map((token, i): [key: string, token: string, ids: string] => [shardKey(token), token, shard[1][i]!]));
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  const shards: { start: string; entries: [string, string][]; size: number }[] = [];
  let lastKey: string | undefined;
  for (const [key, token, ids] of entries) {
    let last = shards.at(-1);
    if (!last || (last.size >= shardSize && key !== lastKey)) shards.push((last = { start: shards.length ? key : '', entries: [], size: 0 }));
    last.entries.push([token, ids]);
    last.size += token.length + ids.length + 4;
    lastKey = key;
  }
  if (!shards.length) shards.push({ start: '', entries: [], size: 0 });
  return shards.map(({ start, entries }) => {
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return { start, shard: [entries.map((e) => e[0]).join('\n'), entries.map((e) => e[1])] };
  });
}

/** The pages in runs of about `fragmentSize`, in order, each with the position of its first page. */
function fragmentPages(pages: PayloadPage[], fragmentSize: number): [number, PayloadPage[]][] {
  const runs: [number, PayloadPage[]][] = [];
  let size = Infinity;
  pages.forEach((page, i) => {
    const weight = JSON.stringify(page).length;
    if (size + weight > fragmentSize && (size > 0 || !runs.length)) {
      runs.push([i, []]);
      size = 0;
    }
    runs.at(-1)![1].push(page);
    size += weight;
  });
  if (!runs.length) runs.push([0, []]);
  return runs;
}

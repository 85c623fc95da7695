// A locale's index past a size is cut the way Pagefind cuts its own: the token
// index into shards of sorted token ranges of about one size, the pages' text
// into fragments of one page or a few small ones, each a file named by its
// content's hash. The index
// file keeps what every query needs (the sections per page, the synonyms) and
// names the others; a query fetches the shards of its tokens and the fragments
// of the pages it shows. A smaller index stays one file, as it was built.
// After an edit, the last build's cut (SplitRecord) gives the shards whose
// tokens did not change (shard-cut.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../model.js';
import { shardTokens } from '../shared/search/packed-ids.js';
import { SEARCH_PAYLOAD_VERSION, type PackedShard, type PayloadPage, type SearchPayload, type SearchPayloadPart } from '../shared/search/search-payload.js';
import { cutShards, type KeptShard, rangeSignature } from './shard-cut.js';

/** How an index is cut, in bytes. */
export interface PartSizes {
  /** Past this size gzipped an index is cut: a first query then fetches less than the whole. */
  splitAbove: number;
  /** What a shard of the token index, and a fragment of the text, aim to weigh before compression. */
  shard: number;
  fragment: number;
}

export const PART_SIZES: PartSizes = { splitAbove: 96 * 1024, shard: 16 * 1024, fragment: 6 * 1024 };

/** An index's files as the next build can take them again. */
export interface SplitRecord {
  /** What the files were made of (`how`, and a hash of the index): the same, they are the same. */
  made: string;
  /** How they were made: the tool, the format, the sizes, the base URL and the index's path. Shards are taken from a record made the same way only. */
  how: string;
  files: { file: string; text: string }[];
  /** The shards (none when the index is one file). */
  shards: KeptShard[];
  /** Whether the index's start gzipped is past the size (largerGzipped), by a hash of that start. */
  start?: { hash: string; larger: boolean };
}

/** The files of an index: itself, or itself naming its shards and fragments, and those. */
export function indexFiles(index: Omit<SearchIndexFile, 'url'>, baseUrl: string, sizes = PART_SIZES): { file: string; text: string }[] {
  return splitIndex(index, baseUrl, { sizes, salt: '' }).files;
}

/**
 * The files of an index, and the record of them for the next build: with the
 * `last` build's record, an index that did not change is not cut again, and
 * the shards whose tokens did not change are taken from it.
 */
export function splitIndex(
  index: Omit<SearchIndexFile, 'url'>,
  baseUrl: string,
  options: { sizes?: PartSizes; salt: string; last?: SplitRecord },
): { files: { file: string; text: string }[]; record: SplitRecord } {
  const sizes = options.sizes ?? PART_SIZES;
  const how = JSON.stringify([options.salt, SEARCH_PAYLOAD_VERSION, sizes, baseUrl, index.file]);
  const made = createHash('sha1').update(how).update('\0').update(index.json).digest('base64');
  const last = options.last?.how === how ? options.last : undefined;
  if (last?.made === made) return { files: last.files, record: last };
  const split = largerGzipped(index.json, sizes.splitAbove, last?.start);
  if (!split.larger) {
    const files = [{ file: index.file, text: index.json }];
    return { files, record: { made, how, files, shards: [], ...(split.start && { start: split.start }) } };
  }
  const payload = JSON.parse(index.json) as SearchPayload;
  const dir = path.posix.dirname(index.file);
  const parts: { file: string; text: string }[] = [];
  const fileOf = (kind: string, hash: string) => path.posix.join(dir, `search-index.${kind}-${parts.length + 1}.${hash}.json`);
  const part = (kind: string, data: unknown): string => {
    const text = JSON.stringify({ v: SEARCH_PAYLOAD_VERSION, data } satisfies SearchPayloadPart<unknown>);
    const file = fileOf(kind, hashOf(text));
    parts.push({ file, text });
    return `${baseUrl}${file}`;
  };
  // A whole index (build-search-index.ts) holds its tokens in one shard.
  const whole = payload.shards[0] as PackedShard;
  const tokens = shardTokens(whole);
  const cut = cutShards(tokens, whole[1], sizes.shard, last?.shards.length ? last.shards : undefined);
  const shards = cut.map((shard) => {
    if ('shard' in shard) return part('shard', shard.shard);
    const file = fileOf('shard', shard.kept.hash);
    parts.push({ file, text: shard.kept.text });
    return `${baseUrl}${file}`;
  });
  const kept = cut.map((shard, i): KeptShard => {
    const next = cut[i + 1]?.start;
    // A shard kept over the same range keeps its hashes.
    if ('kept' in shard && shard.next === next) return shard.kept;
    const { text } = parts[i]!;
    return { start: shard.start, signature: rangeSignature(tokens, whole[1], shard.start, next), text, hash: hashOf(text) };
  });
  const pages = payload.fragments.flatMap(([, run]) => run as PayloadPage[]);
  const fragments = fragmentPages(pages, sizes.fragment).map(([first, run]): [number, string] => [first, part('text', run)]);
  const main: SearchPayload = { ...payload, shards, shardStarts: cut.map(({ start }) => start), fragments };
  const files = [{ file: index.file, text: JSON.stringify(main) }, ...parts];
  return { files, record: { made, how, files, shards: kept, ...(split.start && { start: split.start }) } };
}

/** A part's content hash, as its file name gives it. */
const hashOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

/**
 * Whether `json` gzipped is larger than `limit`. No file is larger gzipped
 * than it is: most sites never pay for the compression. A large index is
 * judged by its start first (gzip of a start is not larger than of the whole,
 * but for the few bytes of its end): compressing the whole of each index took
 * a tenth of an edit's build. The start's verdict is noted by its hash: an
 * edit that leaves the start as it was does not compress it again.
 */
function largerGzipped(json: string, limit: number, known?: SplitRecord['start']): { larger: boolean; start?: SplitRecord['start'] } {
  if (Buffer.byteLength(json) <= limit) return { larger: false };
  const start = json.slice(0, limit * 4);
  if (start.length < json.length) {
    const hash = createHash('sha1').update(start).digest('base64');
    const larger = known?.hash === hash ? known.larger : gzipSync(start).length > limit;
    if (larger) return { larger, start: { hash, larger } };
    return { larger: gzipSync(json).length > limit, start: { hash, larger } };
  }
  return { larger: gzipSync(json).length > limit };
}

/** Whether an output path is a part of an index (written after the pages by `serve --watch`, like the indexes). */
export const isIndexPart = (file: string) => /(?:^|\/)search-index\.(?:shard|text)-\d+\.[0-9a-f]{10}\.json$/.test(file);

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

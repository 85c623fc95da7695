// A locale's index past a size is cut the way Pagefind cuts its own: the token
// index into shards by the first character of a token, the pages' text into
// fragments of a few pages, each a file named by its content's hash. The index
// file keeps what every query needs (the sections per page, the synonyms) and
// names the others; a query fetches the shards of its tokens and the fragments
// of the pages it shows. A smaller index stays one file, as it was built.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../model.js';
import { shardOf } from '../shared/search/index-tokens.js';
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

export const PART_SIZES: PartSizes = { splitAbove: 96 * 1024, shard: 48 * 1024, fragment: 24 * 1024 };

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
  const shards = splitShards(payload.shards as PackedShard[], sizes.shard).map((shard) => part('shard', shard));
  const fragments = fragmentPages(pages, sizes.fragment).map(([first, run]): [number, string] => [first, part('text', run)]);
  const main: SearchPayload = { ...payload, shards, fragments };
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

/** The tokens of `whole` in as many shards as their size asks for, each token in shard shardOf(token, count), still sorted. */
function splitShards(whole: PackedShard[], shardSize: number): PackedShard[] {
  const entries = whole.flatMap((shard) => shardTokens(shard).map((token, i): [string, string] => [token, shard[1][i]!]));
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const size = entries.reduce((n, [token, ids]) => n + token.length + ids.length + 4, 0);
  const count = Math.max(1, Math.ceil(size / shardSize));
  const shards = Array.from({ length: count }, () => ({ tokens: [] as string[], ids: [] as string[] }));
  for (const [token, ids] of entries) {
    const shard = shards[shardOf(token, count)]!;
    shard.tokens.push(token);
    shard.ids.push(ids);
  }
  return shards.map((s): PackedShard => [s.tokens.join('\n'), s.ids]);
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

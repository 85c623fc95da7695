// An index too large for one file: the browser would fetch megabytes before
// its first answer, and the budget of a file (300 KB gzipped) would not hold.
// Its sections are cut into parts of about equal size, each a file named by
// its content's hash; the index file keeps the pages and synonyms and lists
// the parts, which the browser fetches together when search is first used.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../model.js';
import { SEARCH_PAYLOAD_VERSION, type SearchPayload, type SearchPayloadPart } from '../shared/search/search-payload.js';

/** The most a search file may weigh, gzipped. */
export const INDEX_FILE_BUDGET = 300 * 1024;

/** What a part may weigh compared with the budget: parts are cut by their size before compression, so a margin is left. */
const PART_SHARE = 0.8;

/** The files of an index: itself, or itself listing its parts and the parts. */
export function indexFiles(index: SearchIndexFile, baseUrl: string): { file: string; text: string }[] {
  const whole = [{ file: index.file, text: index.json }];
  // No file is larger gzipped than it is: most sites never pay for the compression.
  if (Buffer.byteLength(index.json) <= INDEX_FILE_BUDGET) return whole;
  const gzipped = gzipSync(index.json).length;
  if (gzipped <= INDEX_FILE_BUDGET) return whole;
  const payload = JSON.parse(index.json) as SearchPayload;
  const count = Math.ceil(gzipped / (INDEX_FILE_BUDGET * PART_SHARE));
  const texts = cut(payload.sections, count).map((sections) => JSON.stringify({ v: SEARCH_PAYLOAD_VERSION, sections } satisfies SearchPayloadPart));
  const dir = path.posix.dirname(index.file);
  const parts = texts.map((text, i) => ({ file: path.posix.join(dir, `search-index.part-${i + 1}.${createHash('sha1').update(text).digest('hex').slice(0, 10)}.json`), text }));
  const main: SearchPayload = { ...payload, sections: [], parts: parts.map((part) => `${baseUrl}${part.file}`) };
  return [{ file: index.file, text: JSON.stringify(main) }, ...parts];
}

/** Whether an output path is a part of an index (written after the pages by `serve --watch`, like the indexes). */
export const isIndexPart = (file: string) => /(?:^|\/)search-index\.part-\d+\.[0-9a-f]{10}\.json$/.test(file);

/** `items` in `count` runs of about equal JSON length, in order. */
function cut<T>(items: T[], count: number): T[][] {
  const sizes = items.map((item) => JSON.stringify(item).length);
  const total = sizes.reduce((a, b) => a + b, 0);
  const runs: T[][] = [[]];
  let filled = 0;
  items.forEach((item, i) => {
    if (filled >= (total * runs.length) / count && runs.length < count) runs.push([]);
    runs.at(-1)!.push(item);
    filled += sizes[i]!;
  });
  return runs;
}

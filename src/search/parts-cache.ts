// Each locale's index files as the last build cut them (index-parts.ts
// SplitRecord), kept in the cache: the next build writes an unchanged index
// without cutting it, and an edited one cuts again only the shards whose
// tokens changed. On disk, a line of JSON (the record without the files'
// texts, each text's length instead) and the texts one after the other: the
// texts are JSON, which JSON.stringify would escape and JSON.parse unescape,
// several megabytes of each at every build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchIndexFile } from '../model.js';
import { type PartSizes, splitIndex, type SplitRecord } from './index-parts.js';

/** The record's line: the files' paths with the lengths of their texts, and the shards without theirs (a shard's text is its file's). */
interface RecordHead extends Omit<SplitRecord, 'files' | 'shards'> {
  files: { file: string; length: number }[];
  shards: Omit<SplitRecord['shards'][number], 'text'>[];
}

/** The files of `index`, cut with the help of the last build's record in `cacheDir`, whose record is then replaced. */
export function cachedIndexFiles(index: Omit<SearchIndexFile, 'url'>, baseUrl: string, cache: { dir: string; salt: string }, sizes?: PartSizes): { file: string; text: string }[] {
  const file = path.join(cache.dir, 'search', `parts-${index.locale}.txt`);
  const last = readRecord(file);
  const { files, record } = splitIndex(index, baseUrl, { salt: cache.salt, ...(sizes && { sizes }), ...(last && { last }) });
  if (record !== last) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, recordText(record));
  }
  return files;
}

function recordText(record: SplitRecord): string {
  const head: RecordHead = {
    ...record,
    files: record.files.map(({ file, text }) => ({ file, length: text.length })),
    shards: record.shards.map(({ text, ...shard }) => shard),
  };
  return [JSON.stringify(head), ...record.files.map((f) => f.text)].join('\n');
}

/** The record in `file`; none when it is missing or cannot be read (a build cut short): the index is then cut whole. */
function readRecord(file: string): SplitRecord | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const head = JSON.parse(text.slice(0, newline)) as RecordHead;
    let at = newline + 1;
    const files = head.files.map(({ file, length }) => {
      const part = { file, text: text.slice(at, at + length) };
      at += length + 1;
      return part;
    });
    if (at !== text.length + 1) return undefined;
    // The shards are the files after the index, in order.
    return { ...head, files, shards: head.shards.map((shard, i) => ({ ...shard, text: files[i + 1]!.text })) };
  } catch {
    return undefined;
  }
}

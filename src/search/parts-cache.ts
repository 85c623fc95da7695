// Each locale's index files as the last build cut them (index-parts.ts
// SplitRecord), kept in the cache: the next build writes an unchanged index
// without cutting it, and an edited one cuts again only the shards whose
// tokens changed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchIndexFile } from '../model.js';
import { splitIndex, type SplitRecord } from './index-parts.js';

/** The files of `index`, cut with the help of the last build's record in `cacheDir`, whose record is then replaced. */
export function cachedIndexFiles(index: SearchIndexFile, baseUrl: string, cache: { dir: string; salt: string }): { file: string; text: string }[] {
  const file = path.join(cache.dir, 'search', `parts-${index.locale}.json`);
  const last = readRecord(file);
  const { files, record } = splitIndex(index, baseUrl, { salt: cache.salt, ...(last && { last }) });
  if (record !== last) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(record));
  }
  return files;
}

/** The record in `file`; none when it is missing or cannot be read (a build cut short): the index is then cut whole. */
function readRecord(file: string): SplitRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SplitRecord;
  } catch {
    return undefined;
  }
}

// A large record of the cache (each page's inputs and links, each page's search
// tokens) kept as a small manifest naming shards of its entries, each shard a
// file named by its content's hash. A build after an edit writes only the
// shards whose entries changed, where it rewrote the whole record as one file:
// at 30× the corpus that was 36 MB of kept pages and 18 MB of tokens for an
// edit of one page. A shard is known unchanged without being serialized: its
// keys are those it was read with and each value is the very object read.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from './replace-file.js';

/** How many shards a record has: the first byte of a key's hash. Fixed, so that a new key moves no other. */
export const SHARDS = 256;

export interface Manifest<M> {
  version: typeof MANIFEST_VERSION;
  meta: M;
  /** Each shard's file name, by its number; empty for a shard without entries. */
  shards: string[];
  /** Each shard's keys, by its number, in a record read shard by shard (lazy-record.ts). */
  keys?: string[][];
}

export const MANIFEST_VERSION = 1;
/** A shard's file; another process's file being written (replace-file.ts) is left alone. */
const SHARD_FILE = /^[0-9a-f]{20}\.json$/;

/** A record as read: its meta, its entries, and what saving it again needs to tell the shards that changed. */
export interface LoadedRecord<M, V> {
  meta: M;
  entries: Map<string, V>;
  shards: string[];
}

export const shardOf = (key: string) => createHash('sha1').update(key).digest()[0]! % SHARDS;
export const manifestOf = (dir: string, name: string) => path.join(dir, `${name}.json`);
export const shardDirOf = (dir: string, name: string) => path.join(dir, name);

/**
 * The record `name` of `dir`, when there is one that `accept` takes by its
 * meta (read before the shards: a record that no longer holds costs no more);
 * undefined otherwise, or when a shard is missing or unreadable.
 */
export function loadRecord<M, V>(dir: string, name: string, accept: (meta: M) => boolean): LoadedRecord<M, V> | undefined {
  try {
    const manifest = readManifest(dir, name, accept);
    if (!manifest) return undefined;
    const entries = new Map<string, V>();
    for (const file of manifest.shards) {
      if (!file) continue;
      const shard = JSON.parse(readFileSync(path.join(shardDirOf(dir, name), file), 'utf8')) as Record<string, V>;
      for (const key in shard) entries.set(key, shard[key]!);
    }
    return { meta: manifest.meta, entries, shards: manifest.shards };
  } catch {
    return undefined;
  }
}

/** The manifest of the record `name` of `dir`, when it is of this format and `accept` takes its meta; throws when it cannot be read. */
export function readManifest<M>(dir: string, name: string, accept: (meta: M) => boolean): Manifest<M> | undefined {
  const manifest = JSON.parse(readFileSync(manifestOf(dir, name), 'utf8')) as Manifest<M>;
  const valid = manifest.version === MANIFEST_VERSION && Array.isArray(manifest.shards) && manifest.shards.length === SHARDS;
  return valid && accept(manifest.meta) ? manifest : undefined;
}

/**
 * Writes `entries` as the record `name` of `dir`: the shards that differ from
 * `last` (the record as loaded, whose values are compared by identity), then
 * the manifest, then the shard files it no longer names are removed. A build
 * stopped half-way leaves the last manifest and the files it names. Gives the
 * record as saved: what a process that saves it again compares with.
 */
export async function saveRecord<M, V>(dir: string, name: string, meta: M, entries: Map<string, V>, last?: LoadedRecord<M, V>): Promise<LoadedRecord<M, V>> {
  const shards: [string, V][][] = Array.from({ length: SHARDS }, () => []);
  const changed = new Array<boolean>(SHARDS).fill(!last);
  for (const [key, value] of entries) {
    const shard = shardOf(key);
    shards[shard]!.push([key, value]);
    if (last && last.entries.get(key) !== value) changed[shard] = true;
  }
  // A key gone from the record changes its shard too.
  if (last) for (const key of last.entries.keys()) if (!entries.has(key)) changed[shardOf(key)] = true;
  const shardDir = shardDirOf(dir, name);
  await mkdir(shardDir, { recursive: true });
  const files = await Promise.all(
    shards.map(async (shard, i) => {
      if (!changed[i]) return last!.shards[i]!;
      if (!shard.length) return '';
      return writeShard(shardDir, shard, last?.shards);
    }),
  );
  await commitManifest(dir, name, { version: MANIFEST_VERSION, meta, shards: files });
  return { meta, entries: new Map(entries), shards: files };
}

/** Writes a shard's entries, sorted, as a file named by their hash (unless `existing` names it already); gives the name. */
export async function writeShard<V>(shardDir: string, shard: [string, V][], existing: string[] = []): Promise<string> {
  shard.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const text = JSON.stringify(Object.fromEntries(shard));
  const file = `${createHash('sha1').update(text).digest('hex').slice(0, 20)}.json`;
  if (!existing.includes(file)) await writeFileAtomically(path.join(shardDir, file), text);
  return file;
}

/** Replaces the manifest, then removes the shard files it no longer names. */
export async function commitManifest<M>(dir: string, name: string, manifest: Manifest<M>): Promise<void> {
  await writeFileAtomically(manifestOf(dir, name), JSON.stringify(manifest));
  const named = new Set(manifest.shards);
  const shardDir = shardDirOf(dir, name);
  await Promise.all(
    readdirSync(shardDir)
      .filter((file) => SHARD_FILE.test(file) && !named.has(file))
      .map((file) => rm(path.join(shardDir, file), { force: true })),
  );
}

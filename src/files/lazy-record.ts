// A sharded record (sharded-record.ts) read shard by shard as its entries are
// asked for, for a use that needs a few of them: the search tokens of the
// pages an edit changed, where the whole record is 18 MB at 30× the corpus.
// Its manifest names every key, by shard, so that saving it again knows which
// shards lose a key without reading them; only the shards that gain or lose
// one are read and written.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { commitManifest, MANIFEST_VERSION, type Manifest, readManifest, SHARDS, shardDirOf, shardOf, writeShard } from './sharded-record.js';

export class LazyRecord<M, V> {
  /** Every key the record holds. */
  readonly keys: Set<string>;
  private readonly read = new Map<number, Map<string, V>>();

  private constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly manifest: Manifest<M> & { keys: string[][] },
  ) {
    this.keys = new Set(manifest.keys.flat());
  }

  get meta(): M {
    return this.manifest.meta;
  }

  /** The record `name` of `dir` when `accept` takes its meta; undefined when there is none, or it names no keys. */
  static open<M, V>(dir: string, name: string, accept: (meta: M) => boolean): LazyRecord<M, V> | undefined {
    try {
      const manifest = readManifest(dir, name, accept);
      const keys = manifest?.keys;
      if (!manifest || keys?.length !== SHARDS) return undefined;
      return new LazyRecord<M, V>(dir, name, { ...manifest, keys });
    } catch {
      return undefined;
    }
  }

  /** The entry of `key`, its shard read if it was not yet; undefined when the record has none (or its shard cannot be read). */
  get(key: string): V | undefined {
    return this.keys.has(key) ? this.shard(shardOf(key))?.get(key) : undefined;
  }

  private shard(index: number): Map<string, V> | undefined {
    let entries = this.read.get(index);
    if (!entries) {
      try {
        const file = path.join(shardDirOf(this.dir, this.name), this.manifest.shards[index]!);
        entries = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, V>));
      } catch {
        return undefined;
      }
      this.read.set(index, entries);
    }
    return entries;
  }

  /**
   * Saves the record with the keys `keep` takes, and `added` (keys it does not
   * hold yet): the shards that gain or lose a key are read and written, the
   * others stay as they are. Gives the record as saved. Without `last`, the
   * record is `added` alone.
   */
  static async save<M, V>(
    dir: string,
    name: string,
    meta: M,
    last: LazyRecord<M, V> | undefined,
    added: Map<string, V>,
    keep: (key: string) => boolean,
  ): Promise<LazyRecord<M, V>> {
    const keys: string[][] = last ? last.manifest.keys.map((shard) => shard.filter(keep)) : Array.from({ length: SHARDS }, () => []);
    const changed = new Set<number>();
    if (last) last.manifest.keys.forEach((shard, i) => shard.length !== keys[i]!.length && changed.add(i));
    for (const key of added.keys()) {
      if (last?.keys.has(key)) continue;
      const i = shardOf(key);
      keys[i]!.push(key);
      changed.add(i);
    }
    const shardDir = shardDirOf(dir, name);
    await mkdir(shardDir, { recursive: true });
    const saved = new Map<number, Map<string, V>>();
    const shards = await Promise.all(
      keys.map(async (shardKeys, i) => {
        if (last && !changed.has(i)) return last.manifest.shards[i]!;
        if (!shardKeys.length) return '';
        const entries = new Map(shardKeys.map((key) => [key, added.get(key) ?? last!.get(key)!]));
        saved.set(i, entries);
        return writeShard(shardDir, [...entries], last?.manifest.shards);
      }),
    );
    const manifest: Manifest<M> & { keys: string[][] } = { version: MANIFEST_VERSION, meta, shards, keys };
    await commitManifest(dir, name, manifest);
    const record = new LazyRecord<M, V>(dir, name, manifest);
    // What this process has read of shards that did not change, and what it just wrote, need not be read again.
    if (last) for (const [i, entries] of last.read) if (!changed.has(i)) record.read.set(i, entries);
    for (const [i, entries] of saved) record.read.set(i, entries);
    return record;
  }
}

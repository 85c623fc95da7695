// The cut of an index's tokens into shards (index-parts.ts), made again
// after an edit from the shards of the last build: the token ranges whose
// entries did not change, found by comparing a hash of each range, keep their
// shard's file, and only the ranges about a change are cut again, until a
// cut falls where the last build's did (cuts are picked by the keys, so they
// do soon). Re-cutting every token of a large index took a tenth of an edit's
// build (35,000 tokens on our site). The result is the same cut as from
// nothing: both are made by this code.
import { createHash } from 'node:crypto';
import { HEADING, shardKey, TITLE } from '../shared/search/index-tokens.js';
import { lowerBound } from '../shared/search/packed-ids.js';
import type { PackedShard } from '../shared/search/search-payload.js';

/** A shard of the last build as the next one can take it again. */
export interface KeptShard {
  /** The first key of its range ('' for the first shard). */
  start: string;
  /** rangeSignature of its range. */
  signature: string;
  text: string;
  hash: string;
}

/** A shard of a new cut: one of the last build's (`kept`, with the start of the range after it then), or new entries. */
export type CutShard = { start: string; kept: KeptShard; next: string | undefined } | { start: string; shard: PackedShard };

/** A token with its key (index-tokens.ts shardKey), its ids, and its run: 0 for tokens without a field, else which field. */
type Entry = [key: string, token: string, ids: string, run: number];

/** The field prefixes a token can have (index-tokens.ts), in no particular order; a token without one is its own key. */
const FIELDS = [HEADING, TITLE];

/**
 * The tokens of a whole index (sorted, with their ids) in shards of sorted key
 * ranges, each of about `shardSize`, cut only where the key changes (a word
 * beside its title and heading forms); each shard's tokens sorted. With the
 * last build's shards, the ranges whose entries are the same keep them.
 */
export function cutShards(tokens: string[], ids: string[], shardSize: number, last?: KeptShard[]): CutShard[] {
  const ranges = last ?? [{ start: '' }];
  const signatures = last?.map(({ start }, r) => rangeSignature(tokens, ids, start, last[r + 1]?.start));
  const out: CutShard[] = [];
  let open: { start: string; entries: Entry[]; size: number; lastKey: string } | undefined;
  const close = () => {
    if (open) out.push({ start: open.start, shard: packed(open.entries) });
    open = undefined;
  };
  for (const [r, range] of ranges.entries()) {
    const end = ranges[r + 1]?.start;
    const kept = last?.[r];
    // A range keeps its shard when its entries and the next range's are the same (the cut after it stays), and a shard starts there as it did.
    const same = (at: number) => at === ranges.length || signatures?.[at] === last?.[at]?.signature;
    const cutBefore = open ? cutsBefore(open, range.start, shardSize) : out.length > 0 || r === 0;
    if (kept && same(r) && same(r + 1) && cutBefore) {
      close();
      out.push({ start: kept.start, kept, next: end });
      continue;
    }
    for (const entry of rangeEntries(tokens, ids, range.start, end)) {
      const [key, token, list] = entry;
      if (!open || cutsBefore(open, key, shardSize)) {
        close();
        open = { start: out.length ? key : '', entries: [], size: 0, lastKey: key };
      }
      open.entries.push(entry);
      open.size += token.length + list.length + 4;
      open.lastKey = key;
    }
  }
  close();
  if (!out.length) out.push({ start: '', shard: ['', []] });
  return out;
}

/**
 * Whether a shard ends before an entry of `key`: at a change of key, once the
 * shard holds half its size, where the key's hash picks it (one key in
 * KEYS_PER_CUT) or past three times its size. Cuts picked by the keys
 * themselves fall where they fell before an edit once past it; cuts by size
 * alone all moved with the first entry that grew.
 */
function cutsBefore(open: { size: number; lastKey: string }, key: string, shardSize: number): boolean {
  return key !== open.lastKey && open.size >= shardSize / 2 && (open.size >= shardSize * 3 || picked(key, Math.round(shardSize / 2 / BYTES_PER_ENTRY)));
}

/** What an entry weighs, about (17 bytes on our site's Chinese index, 29 on the English one): half a shard's worth of keys between picked cuts. */
const BYTES_PER_ENTRY = 24;

/** Whether `key` is one of one in `every`, by its FNV-1a hash. */
function picked(key: string, every: number): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % every === 0;
}

/**
 * A hash of the entries whose key is in [start, end) (end undefined: no end):
 * the tokens without a field in that range, and each field's. The slice of
 * tokens without a field also holds the field tokens sorted among them (h:…
 * between h and i): the hash then changes with those too, which only costs
 * a range cut again.
 */
export function rangeSignature(tokens: string[], ids: string[], start: string, end: string | undefined): string {
  const hash = createHash('sha1');
  for (const [from, to] of rangeSlices(tokens, start, end)) {
    hash
      .update(`${to - from}\n`)
      .update(tokens.slice(from, to).join('\n'))
      .update('\n')
      .update(ids.slice(from, to).join('\n'))
      .update('\n');
  }
  return hash.digest('base64');
}

/** Where, in `tokens`, are the tokens without a field from `start` to `end`, and each field's tokens of keys in that range. */
function rangeSlices(tokens: string[], start: string, end: string | undefined): [number, number][] {
  const plain: [number, number] = [lowerBound(tokens, start), end === undefined ? tokens.length : lowerBound(tokens, end)];
  // ';' follows ':': every token of a field sorts below the field's prefix with ';' in place of ':'.
  const fieldEnd = (field: string) => (end === undefined ? lowerBound(tokens, `${field.slice(0, -1)};`) : lowerBound(tokens, field + end));
  return [plain, ...FIELDS.map((field): [number, number] => [lowerBound(tokens, field + start), fieldEnd(field)])];
}

/** The entries of keys from `start` to `end`, in (key, token) order: each run is in key order already, so they are merged, not sorted. */
function rangeEntries(tokens: string[], ids: string[], start: string, end: string | undefined): Entry[] {
  const [[from, to], ...fields] = rangeSlices(tokens, start, end);
  const runs: Entry[][] = [[]];
  for (let i = from!; i < to!; i++) {
    const token = tokens[i]!;
    if (token[1] === ':' && !FIELDS.includes(token.slice(0, 2))) throw new Error(`search index: token ${token} has a field prefix the shards do not know`);
    if (token[1] !== ':') runs[0]!.push([token, token, ids[i]!, 0]);
  }
  fields.forEach(([first, after], f) => runs.push(tokens.slice(first, after).map((token, i): Entry => [shardKey(token), token, ids[first + i]!, f + 1])));
  return merged(runs, (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));
}

/** A shard of entries (in key order) with its tokens sorted: within a run key order is token order, so the runs are merged again. */
function packed(entries: Entry[]): PackedShard {
  const runs: Entry[][] = [];
  for (const entry of entries) (runs[entry[3]] ??= []).push(entry);
  const sorted = merged(
    runs.filter((run) => run),
    (a, b) => a[1] < b[1],
  );
  return [sorted.map((e) => e[1]).join('\n'), sorted.map((e) => e[2])];
}

/** The runs (each in order by `before`) merged into one list in that order. */
function merged(runs: Entry[][], before: (a: Entry, b: Entry) => boolean): Entry[] {
  const present = runs.filter((run) => run.length);
  if (present.length <= 1) return present[0] ?? [];
  const at = present.map(() => 0);
  const out: Entry[] = [];
  for (;;) {
    let best = -1;
    for (let r = 0; r < present.length; r++) {
      const next = present[r]![at[r]!];
      if (next && (best < 0 || before(next, present[best]![at[best]!]!))) best = r;
    }
    if (best < 0) return out;
    out.push(present[best]![at[best]!++]!);
  }
}

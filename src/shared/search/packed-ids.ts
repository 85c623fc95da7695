// Section ids as a shard stores them (search-payload.ts PackedShard): a
// token's ids ascending, each as its difference from the one before in base
// 36, joined by commas. Short to send, a plain string to parse, and decoded
// only for the tokens a query looks up.
import type { PackedShard, TokenEntry } from './search-payload.js';

export function encodeIds(ids: readonly number[]): string {
  const deltas: string[] = [];
  let last = 0;
  for (const id of ids) {
    deltas.push((id - last).toString(36));
    last = id;
  }
  return deltas.join(',');
}

export function decodeIds(text: string): number[] {
  const ids: number[] = [];
  let last = 0;
  for (const delta of text.split(',')) ids.push((last += Number.parseInt(delta, 36)));
  return ids;
}

/** FlexSearch's map entries packed, tokens sorted (the ids of all its resolution slots together, ascending). */
export function packEntries(entries: readonly TokenEntry[]): PackedShard {
  const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return [sorted.map((e) => e[0]).join('\n'), sorted.map((e) => encodeIds(e[1].flat().sort((a, b) => a - b)))];
}

/** A packed shard's tokens, sorted, in the order of its ids. */
export const shardTokens = (shard: PackedShard): string[] => (shard[0] ? shard[0].split('\n') : []);

/** The first position in sorted `list` whose item is not below `key` (by UTF-16 code units, as `<` compares). */
export function lowerBound(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

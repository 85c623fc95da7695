// One search index as the query side holds it: a FlexSearch index filled
// token by token as queries look them up (from the shards fetched for them),
// and the pages' text fragment by fragment as results show them. A small
// index has both inline from the start.
import { Index } from 'flexsearch';
import { SEARCH_PAYLOAD_VERSION, type PackedShard, type PayloadPage, type SearchPayload, type SearchPayloadPart } from './search-payload.js';
import { shardOf, shardsStarting } from './index-tokens.js';
import { decodeIds, lowerBound, shardTokens } from './packed-ids.js';
import { TypoIndex } from './typos.js';

/** Fetches a part file (parsed JSON) by its URL. */
export type PartLoader = (url: string) => Promise<unknown>;

/** The tokens are cut before they reach FlexSearch: it only splits them apart again. */
export const newTokenIndex = () => new Index({ tokenize: 'strict', resolution: 1, encode: (text: string) => text.split(' ') });

interface Shard {
  /** Its tokens, sorted (plain ones for prefixes and typos, and those with a field prefix). */
  tokens: string[];
  /** Each token's section ids, packed until a query looks the token up. */
  ids: string[];
  typos?: { index: TypoIndex; forms: Map<string, string> };
}

/** Shards read for a prefix's completions and a word's corrections: at most this many from the start of its range. */
const PREFIX_SHARDS = 2;

const isShard = (shard: Shard | Promise<void> | undefined): shard is Shard => shard !== undefined && !(shard instanceof Promise);

/** A token with a field prefix (index-tokens.ts TITLE, HEADING): no word of the text. */
const isFieldToken = (token: string) => token[1] === ':';

export class IndexSource {
  private readonly index = newTokenIndex();
  private readonly shards: (Shard | Promise<void> | undefined)[];
  private readonly fragments: (PayloadPage[] | Promise<void> | undefined)[];
  /** Section id → page, and page → its first section id. */
  readonly pageOf: Int32Array;
  readonly firstSection: Int32Array;
  readonly sectionCount: number;
  /** How many shards and fragments have been added: what a query found may change with it. */
  loaded = 0;
  /** Tokens already put in the FlexSearch index (with ids or known to have none). */
  private readonly indexed = new Set<string>();
  /** tokensStarting() by prefix, once the shards of its range are here (they do not change after). */
  private readonly starting = new Map<string, string[]>();

  constructor(
    readonly payload: SearchPayload,
    private readonly load: PartLoader,
  ) {
    if (payload.v !== SEARCH_PAYLOAD_VERSION) throw new Error(`search index version ${String(payload.v)}, expected ${SEARCH_PAYLOAD_VERSION}`);
    const counts = payload.sectionCounts;
    this.sectionCount = counts.reduce((a, b) => a + b, 0);
    this.pageOf = new Int32Array(this.sectionCount);
    this.firstSection = new Int32Array(counts.length);
    let at = 0;
    counts.forEach((count, page) => {
      this.firstSection[page] = at;
      this.pageOf.fill(page, at, (at += count));
    });
    this.shards = payload.shards.map(() => undefined);
    this.fragments = payload.fragments.map(() => undefined);
    payload.shards.forEach((shard, i) => typeof shard !== 'string' && this.addShard(i, shard));
    payload.fragments.forEach(([, pages], i) => typeof pages !== 'string' && (this.fragments[i] = pages));
  }

  /** Fetches the shards that hold `tokens`, and those of the tokens starting with `prefixes`; undefined when they are all here. */
  loadTokens(tokens: Iterable<string>, prefixes: Iterable<string> = []): Promise<unknown> | undefined {
    const wanted = new Set<number>();
    for (const token of tokens) wanted.add(shardOf(token, this.payload.shardStarts));
    for (const prefix of prefixes) for (const i of this.prefixShards(prefix)) wanted.add(i);
    const waits: Promise<void>[] = [];
    for (const i of wanted) {
      const known = this.shards[i];
      if (known instanceof Promise) waits.push(known);
      else if (!known) waits.push((this.shards[i] = this.fetchPart<PackedShard>(this.payload.shards[i] as string).then((shard) => this.addShard(i, shard))));
    }
    return waits.length ? Promise.all(waits) : undefined;
  }

  /** The shards that completions of `prefix` and corrections of a word starting with it are taken from: the range's first few. */
  private prefixShards(prefix: string): number[] {
    return shardsStarting(prefix, this.payload.shardStarts, PREFIX_SHARDS);
  }

  /** Fetches the fragments that hold `pages`; undefined when they are all here. */
  loadPages(pages: Iterable<number>): Promise<unknown> | undefined {
    const waits: Promise<void>[] = [];
    for (const page of pages) {
      const i = this.fragmentOf(page);
      const known = this.fragments[i];
      if (known instanceof Promise) waits.push(known);
      else if (!known) {
        const url = this.payload.fragments[i]![1] as string;
        waits.push(
          (this.fragments[i] = this.fetchPart<PayloadPage[]>(url).then((pages) => {
            this.fragments[i] = pages;
            this.loaded++;
          })),
        );
      }
    }
    return waits.length ? Promise.all(waits) : undefined;
  }

  /** The sections that hold every one of `tokens` (loaded shards only). */
  sectionsWith(tokens: string[]): number[] {
    if (!tokens.length) return [];
    for (const token of tokens) this.indexToken(token);
    return this.index.search(tokens.join(' '), { limit: this.sectionCount }) as number[];
  }

  /** Whether the shards of all `tokens` are here: what sectionsWith() finds for them is final. */
  holdsShardsOf(tokens: string[]): boolean {
    return tokens.every((token) => this.shardHere(token) !== undefined);
  }

  /** Puts a token of a loaded shard into the FlexSearch index, its ids decoded now that a query asks for it. */
  private indexToken(token: string): void {
    if (this.indexed.has(token)) return;
    const shard = this.shardHere(token);
    if (!shard) return;
    this.indexed.add(token);
    const at = lowerBound(shard.tokens, token);
    if (shard.tokens[at] === token) this.index.import('map', [[token, [decodeIds(shard.ids[at]!)]]] as never);
  }

  /** Tokens of the index that start with `prefix` (not itself), shortest first, at most `max` (from the range's first shards). */
  tokensStarting(prefix: string, max: number): string[] {
    const key = `${max} ${prefix}`;
    const known = this.starting.get(key);
    if (known) return known;
    const shards = this.prefixShards(prefix).map((i) => this.shards[i]);
    const out: string[] = [];
    for (const shard of shards) {
      if (!isShard(shard)) continue;
      const words = shard.tokens;
      for (let i = lowerBound(words, prefix); i < words.length && words[i]!.startsWith(prefix); i++) if (words[i] !== prefix && !isFieldToken(words[i]!)) out.push(words[i]!);
    }
    const shortest = out.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, max);
    if (shards.every(isShard)) this.starting.set(key, shortest);
    return shortest;
  }

  /** Latin words of the index one edit from `word` (typos.ts), among the shards here. */
  corrections(word: string): string[] {
    const found = new Set<string>();
    for (const shard of this.shards) {
      if (!isShard(shard)) continue;
      if (!shard.typos) {
        // The index holds singulars (stem()): their plurals are words of the pages too (libraries of library).
        const forms = new Map<string, string>();
        for (const w of shard.tokens) if (/^[a-z]{4,}$/.test(w)) for (const form of [w, ...plurals(w)]) forms.set(form, w);
        shard.typos = { index: new TypoIndex(forms.keys()), forms };
      }
      const { index, forms } = shard.typos;
      for (const form of index.corrections(word)) found.add(forms.get(form)!);
    }
    return [...found];
  }

  /** A page with its sections, once its fragment is here. */
  page(page: number): PayloadPage | undefined {
    const i = this.fragmentOf(page);
    const pages = this.fragments[i];
    return Array.isArray(pages) ? pages[page - this.payload.fragments[i]![0]] : undefined;
  }

  private shardHere(token: string): Shard | undefined {
    const shard = this.shards[shardOf(token, this.payload.shardStarts)];
    return isShard(shard) ? shard : undefined;
  }

  private addShard(i: number, shard: PackedShard): void {
    this.loaded++;
    this.shards[i] = { tokens: shardTokens(shard), ids: shard[1] };
  }

  /** The fragment that holds a page: the last that starts at or before it. */
  private fragmentOf(page: number): number {
    const { fragments } = this.payload;
    let lo = 0;
    let hi = fragments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (fragments[mid]![0] <= page) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** A part file; a failed fetch is forgotten, so that the next query tries again. */
  private fetchPart<T>(url: string): Promise<T> {
    return this.load(url).then(
      (part) => {
        const { v, data } = part as SearchPayloadPart<T>;
        if (v !== SEARCH_PAYLOAD_VERSION) throw new Error(`${url}: search index version ${String(v)}, expected ${SEARCH_PAYLOAD_VERSION}`);
        return data;
      },
      (e: unknown) => {
        this.forget(url);
        throw e;
      },
    );
  }

  private forget(url: string): void {
    this.payload.shards.forEach((shard, i) => shard === url && (this.shards[i] = undefined));
    this.payload.fragments.forEach(([, pages], i) => pages === url && (this.fragments[i] = undefined));
  }
}

/** The plurals a singular may have been folded from (word-terms.ts stem()). */
function plurals(word: string): string[] {
  if (word.endsWith('y')) return [`${word.slice(0, -1)}ies`, `${word}s`];
  if (/(?:s|x|ch|sh|z)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

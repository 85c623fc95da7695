// The tokens of every page indexed (section-tokens.ts) on disk, by a hash of
// the page's content, with the segmenter's memo: an index is then rebuilt
// from the cut of each page, and an edit cuts only the page it changed
// (without loading the segmenter unless it brings a title or heading not
// seen before). One record for all locales, in shards read as their pages are
// asked for (files/lazy-record.ts), of which only those holding a page cut or
// gone are written; it keeps the pages of the last build alone.
import { createHash } from 'node:crypto';
import type { SearchDocument } from '../model.js';
import { LazyRecord } from '../files/lazy-record.js';
import { contentOf, sectionTokens, segmentedRuns } from './section-tokens.js';
import { knownRuns, prepareRuns, rememberRuns } from './segmenter.js';

/** What the record holds beyond each page's tokens: the tool's version, the segmenter's memo. */
interface Meta {
  salt: string;
  runs: [string, string[]][];
}

/** Each page's section tokens, cut once per content. */
export class TokenCache {
  /** The pages cut since the record was read or written (all of them without a record). */
  private readonly cut = new Map<string, string[]>();

  private constructor(
    private readonly dir: string | undefined,
    private readonly salt: string,
    /** The record as last read or written: its shards are read as their pages are asked for. */
    private stored: LazyRecord<Meta, string[]> | undefined,
  ) {
    if (stored) rememberRuns(stored.meta.runs);
  }

  /** The cache in `dir` (none: in memory only); one of another version of the tool (`salt`) is not read. */
  static async open(dir: string | undefined, salt: string): Promise<TokenCache> {
    return new TokenCache(dir, salt, dir ? LazyRecord.open<Meta, string[]>(dir, RECORD_NAME, (meta) => meta.salt === salt) : undefined);
  }

  /** `doc`'s section tokens, cut now if its content is new. */
  readonly tokensOf = (doc: SearchDocument): string[] => {
    const key = contentKeyOf(doc);
    let tokens = this.storedTokens(key);
    if (!tokens) this.cut.set(key, (tokens = sectionTokens(doc)));
    return tokens;
  };

  /** Readies the segmenter for the pages of `documents` this cache does not hold, which tokensOf will cut. */
  prepare(documents: SearchDocument[]): void {
    prepareRuns(documents.flatMap((doc) => (this.storedTokens(contentKeyOf(doc)) ? [] : segmentedRuns(doc))));
  }

  /** The cut of a content key (contentKeyOf) this cache holds, if any: the last build's tokens of a page since edited. */
  readonly storedTokens = (key: string): string[] | undefined => this.cut.get(key) ?? this.stored?.get(key);

  /** Keeps the pages of `documents` alone and, when that or a cut changed what is held, writes the record. */
  async save(documents: SearchDocument[][]): Promise<void> {
    const keys = new Set(documents.flatMap((docs) => docs.map(contentKeyOf)));
    for (const key of this.cut.keys()) if (!keys.has(key)) this.cut.delete(key);
    const gone = this.stored ? [...this.stored.keys].some((key) => !keys.has(key)) : false;
    if (!this.dir || (!this.cut.size && !gone)) return;
    this.stored = await LazyRecord.save(this.dir, RECORD_NAME, { salt: this.salt, runs: [...knownRuns()] }, this.stored, this.cut, (key) => keys.has(key));
    this.cut.clear();
  }
}

const RECORD_NAME = 'tokens';

/** A page's content as a short key: the token cache's, and what an index notes of each page (index-update.ts). */
export function contentKeyOf(doc: SearchDocument): string {
  let key = contentKeys.get(doc);
  if (key === undefined) contentKeys.set(doc, (key = createHash('sha1').update(contentOf(doc)).digest('base64')));
  return key;
}

/** Each document's key, made once: the segmenter's readying, the token cache and the index each ask for it. */
const contentKeys = new WeakMap<SearchDocument, string>();

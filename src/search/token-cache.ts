// The tokens of every page indexed (section-tokens.ts) on disk, by a hash of
// the page's content, with the segmenter's memo: an index is then rebuilt
// from the cut of each page, and an edit cuts only the page it changed
// (without loading the segmenter unless it brings a title or heading not
// seen before). One record for all locales, in shards (files/sharded-record.ts)
// of which only those holding a page cut or gone are written; it keeps the
// pages of the last build alone.
import { createHash } from 'node:crypto';
import type { SearchDocument } from '../model.js';
import { loadRecord, saveRecord, type LoadedRecord } from '../files/sharded-record.js';
import { contentOf, sectionTokens } from './section-tokens.js';
import { knownRuns, rememberRuns } from './segmenter.js';

/** What the record holds beyond each page's tokens: the tool's version, the segmenter's memo. */
interface Meta {
  salt: string;
  runs: [string, string[]][];
}

/** Each page's section tokens, cut once per content. */
export class TokenCache {
  private readonly pages: Map<string, string[]>;
  private cut = 0;

  private constructor(
    private readonly dir: string | undefined,
    private readonly salt: string,
    /** The record as last read or written: only the shards that differ from it are written. */
    private stored: LoadedRecord<Meta, string[]> | undefined,
  ) {
    this.pages = new Map(stored?.entries);
    if (stored) rememberRuns(stored.meta.runs);
  }

  /** The cache in `dir` (none: in memory only); one of another version of the tool (`salt`) is not read. */
  static async open(dir: string | undefined, salt: string): Promise<TokenCache> {
    return new TokenCache(dir, salt, dir ? loadRecord<Meta, string[]>(dir, RECORD_NAME, (meta) => meta.salt === salt) : undefined);
  }

  /** `doc`'s section tokens, cut now if its content is new. */
  readonly tokensOf = (doc: SearchDocument): string[] => {
    const key = contentKeyOf(doc);
    let tokens = this.pages.get(key);
    if (!tokens) {
      this.pages.set(key, (tokens = sectionTokens(doc)));
      this.cut++;
    }
    return tokens;
  };

  /** The cut of a content key (contentKeyOf) this cache holds, if any: the last build's tokens of a page since edited. */
  readonly storedTokens = (key: string): string[] | undefined => this.pages.get(key);

  /** Keeps the pages of `documents` alone and, when that or a cut changed what is held, writes the file. */
  async save(documents: SearchDocument[][]): Promise<void> {
    const keys = new Set(documents.flatMap((docs) => docs.map(contentKeyOf)));
    const gone = [...this.pages.keys()].filter((key) => !keys.has(key));
    for (const key of gone) this.pages.delete(key);
    if (!this.dir || (!this.cut && !gone.length)) return;
    this.cut = 0;
    this.stored = await saveRecord(this.dir, RECORD_NAME, { salt: this.salt, runs: [...knownRuns()] }, this.pages, this.stored);
  }
}

const RECORD_NAME = 'tokens';

/** A page's content as a short key: the token cache's, and what an index notes of each page (index-update.ts). */
export const contentKeyOf = (doc: SearchDocument) => createHash('sha1').update(contentOf(doc)).digest('base64');

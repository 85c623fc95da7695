// The tokens of every page indexed (section-tokens.ts) on disk, by a hash of
// the page's content, with the segmenter's memo: an index is then rebuilt
// from the cut of each page, and an edit cuts only the page it changed
// (without loading the segmenter unless it brings a title or heading not
// seen before). One file for all locales, rewritten only when a page was cut
// or left the site; it keeps the pages of the last build alone.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchDocument } from '../model.js';
import { contentOf, sectionTokens } from './section-tokens.js';
import { knownRuns, rememberRuns } from './segmenter.js';

interface Stored {
  salt: string;
  pages: Record<string, string[]>;
  runs: [string, string[]][];
}

/** Each page's section tokens, cut once per content. */
export class TokenCache {
  private readonly pages: Map<string, string[]>;
  private cut = 0;

  private constructor(
    private readonly file: string | undefined,
    private readonly salt: string,
    stored: Stored | undefined,
  ) {
    this.pages = new Map(stored ? Object.entries(stored.pages) : []);
    if (stored) rememberRuns(stored.runs);
  }

  /** The cache in `dir` (none: in memory only); one of another version of the tool (`salt`) is not read. */
  static async open(dir: string | undefined, salt: string): Promise<TokenCache> {
    const file = dir && path.join(dir, 'tokens.json');
    const stored = file ? await readFile(file, 'utf8').then(JSON.parse, () => undefined) : undefined;
    return new TokenCache(file, salt, stored?.salt === salt ? (stored as Stored) : undefined);
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
    if (!this.file || (!this.cut && !gone.length)) return;
    this.cut = 0;
    const stored: Stored = { salt: this.salt, pages: Object.fromEntries(this.pages), runs: [...knownRuns()] };
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(stored));
  }
}

/** A page's content as a short key: the token cache's, and what an index notes of each page (index-update.ts). */
export const contentKeyOf = (doc: SearchDocument) => createHash('sha1').update(contentOf(doc)).digest('base64');

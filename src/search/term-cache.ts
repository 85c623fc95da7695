// The terms of each text, kept between builds: after an edit, only the texts
// that changed are cut again (cutting is most of an index rebuild's time).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TermMemo } from './build-search-index.js';

interface CacheFile {
  salt: string;
  /** sha1 of the memo key → the terms. */
  terms: Record<string, string>;
}

/** A TermMemo read from and written to `file`; entries this build did not use are dropped on save. */
export class TermCache implements TermMemo {
  private readonly used = new Map<string, string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly known: Record<string, string>,
  ) {}

  /** The cache in `file`, empty when missing or written by another tool version (`salt`). */
  static async load(file: string, salt: string): Promise<TermCache> {
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
      return new TermCache(file, salt, data.salt === salt ? data.terms : {});
    } catch {
      return new TermCache(file, salt, {});
    }
  }

  get(key: string): string | undefined {
    const hash = hashOf(key);
    const terms = this.used.get(hash) ?? this.known[hash];
    if (terms !== undefined) this.used.set(hash, terms);
    return terms;
  }

  set(key: string, terms: string): this {
    this.used.set(hashOf(key), terms);
    this.changed = true;
    return this;
  }

  /** Writes the entries of this build, when any was new. */
  async save(): Promise<void> {
    if (!this.changed) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify({ salt: this.salt, terms: Object.fromEntries(this.used) } satisfies CacheFile));
  }
}

const hashOf = (key: string) => createHash('sha1').update(key).digest('base64');

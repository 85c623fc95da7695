import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiled, CompileInput } from '../model.js';

/** The folder of compiled pages in a site's cache folder. */
export const compiledDirOf = (cacheDir: string) => path.join(cacheDir, 'compiled');

/** Whether a site's cache folder holds any compiled page: none on a first build. */
export function hasCompiledPages(cacheDir: string): boolean {
  const dir = compiledDirOf(cacheDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Compiled pages on disk, keyed by a hash of the tool's own code and the file's
 * path and text: an unchanged file is never compiled (nor highlighted) twice.
 */
export class CompileCache {
  private readonly memory = new Map<string, Compiled>();
  /** The last key of each file with its text: a long-lived process hashes only what changed. */
  private readonly keys = new Map<string, { text: string; key: string }>();
  private absent: boolean | undefined;

  constructor(
    private readonly dir: string | undefined,
    private readonly toolHash: string,
  ) {}

  key(input: CompileInput): string {
    const known = this.keys.get(input.sitePath);
    if (known?.text === input.text) return known.key;
    const key = createHash('sha1').update(this.toolHash).update('\0').update(input.sitePath).update('\0').update(input.text).digest('hex');
    this.keys.set(input.sitePath, { text: input.text, key });
    return key;
  }

  async get(key: string): Promise<Compiled | undefined> {
    const hit = this.memory.get(key);
    if (hit || !this.dir) return hit;
    // No folder yet (a first build): nothing to look up, file by file. Whatever
    // this process writes into it later, it also holds in memory.
    if ((this.absent ??= !existsSync(this.dir))) return undefined;
    try {
      const compiled = JSON.parse(await readFile(path.join(this.dir, `${key}.json`), 'utf8')) as Compiled;
      this.memory.set(key, compiled);
      return compiled;
    } catch {
      return undefined;
    }
  }

  /** Keeps a result; its file is written in the background (a build does not wait on a cache). */
  set(key: string, compiled: Compiled): void {
    this.memory.set(key, compiled);
    if (!this.dir) return;
    const dir = this.dir;
    // A half-written file reads as a miss (get catches the parse error); a failed write only costs a compile later.
    void mkdir(dir, { recursive: true })
      .then(() => writeFile(path.join(dir, `${key}.json`), JSON.stringify(compiled)))
      .catch(() => undefined);
  }
}

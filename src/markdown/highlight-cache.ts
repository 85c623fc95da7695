// Highlighted blocks on disk, across pages and builds: a page whose text changed
// is compiled again, but the blocks it kept are not highlighted again (nor is a
// grammar loaded for them), and a block several pages hold is highlighted once.
// A block's HTML depends on its language, meta string and code (its key, see
// code-block.ts), on the theme, engines and shiki (highlight-settings.ts) and on
// the tool's code (code-html.ts): the file of a block is named by a hash of all.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { highlightSettings } from './highlight-settings.js';

/** The folder of highlighted blocks in a site's cache folder. */
export const highlightedDirOf = (cacheDir: string) => path.join(cacheDir, 'highlighted');

export class HighlightCache {
  private readonly names = new Map<string, string>();
  /** The files the last build read or wrote: pruning keeps them. */
  private readonly used = new Set<string>();
  private absent: boolean | undefined;

  constructor(
    private readonly dir: string | undefined,
    private readonly toolHash: string,
    /** Blocks kept on disk beyond twice the last build's: those of other branches and recent edits. */
    private readonly spare = 2000,
    /** Theme, engines and shiki's version: blocks made with others are not this build's. */
    private readonly settings = highlightSettings(),
  ) {}

  private nameOf(key: string): string {
    let name = this.names.get(key);
    if (!name) {
      name = `${createHash('sha1').update(this.toolHash).update('\0').update(this.settings).update('\0').update(key).digest('hex')}.html`;
      this.names.set(key, name);
    }
    this.used.add(name);
    return name;
  }

  /** The HTML of those of `keys` on disk, by key. */
  async read(keys: Iterable<string>): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (!this.dir || (this.absent ??= !existsSync(this.dir))) {
      for (const key of keys) this.nameOf(key);
      return found;
    }
    await Promise.all(
      [...keys].map(async (key) => {
        const html = await readFile(path.join(this.dir!, this.nameOf(key)), 'utf8').catch(() => undefined);
        if (html !== undefined) found.set(key, html);
      }),
    );
    return found;
  }

  /** Keeps blocks for later builds, in the background: each file is written aside and renamed, so none is ever read half-written. */
  write(blocks: Iterable<[string, string]>): Promise<void> {
    if (!this.dir) return Promise.resolve();
    const dir = this.dir;
    const list = [...blocks];
    return mkdir(dir, { recursive: true })
      .then(async () => {
        this.absent = false;
        await Promise.all(
          list.map(async ([key, html]) => {
            const file = path.join(dir, this.nameOf(key));
            const aside = `${file}.${process.pid}.tmp`;
            await writeFile(aside, html);
            await rename(aside, file);
          }),
        );
      })
      .catch(() => undefined);
  }

  /**
   * Bounds the folder to twice the blocks this process used plus `spare`: the
   * oldest files it did not use go first. A build that then misses a block
   * only highlights it again.
   */
  async prune(): Promise<void> {
    if (!this.dir || !existsSync(this.dir)) return;
    const dir = this.dir;
    const names = readdirSync(dir);
    const limit = this.used.size * 2 + this.spare;
    if (names.length <= limit) return;
    const unused = names.filter((name) => !this.used.has(name));
    const aged = await Promise.all(unused.map(async (name) => ({ name, mtime: (await stat(path.join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
    aged.sort((a, b) => a.mtime - b.mtime);
    await Promise.all(aged.slice(0, names.length - limit).map(({ name }) => unlink(path.join(dir, name)).catch(() => undefined)));
  }
}

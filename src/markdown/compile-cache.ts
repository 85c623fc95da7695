import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiled } from '../model.js';
import type { CompileInput } from './compile.js';

/**
 * Compiled pages on disk, keyed by a hash of the tool's own code and the file's
 * path and text: an unchanged file is never compiled (nor highlighted) twice.
 */
export class CompileCache {
  private readonly memory = new Map<string, Compiled>();

  constructor(
    private readonly dir: string | undefined,
    private readonly toolHash: string,
  ) {}

  key(input: CompileInput): string {
    return createHash('sha1').update(this.toolHash).update('\0').update(input.sitePath).update('\0').update(input.text).digest('hex');
  }

  async get(key: string): Promise<Compiled | undefined> {
    const hit = this.memory.get(key);
    if (hit || !this.dir) return hit;
    try {
      const compiled = JSON.parse(await readFile(path.join(this.dir, `${key}.json`), 'utf8')) as Compiled;
      this.memory.set(key, compiled);
      return compiled;
    } catch {
      return undefined;
    }
  }

  async set(key: string, compiled: Compiled): Promise<void> {
    this.memory.set(key, compiled);
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, `${key}.json`), JSON.stringify(compiled));
  }
}

import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where a build puts its files; swapped in whole only when the build succeeds. */
export interface Writer {
  write(file: string, data: string | Uint8Array): Promise<void>;
  copy(from: string, file: string): Promise<void>;
  /** Makes the written files the site; before this, nothing visible changed. */
  commit(): Promise<void>;
  /** Throws away what was written. */
  abort(): Promise<void>;
}

/**
 * Writes into a sibling temporary folder, then swaps it with the output folder
 * by two renames: a failed build leaves the last good build untouched.
 */
export class FsWriter implements Writer {
  private readonly temp: string;

  constructor(private readonly outDir: string) {
    this.temp = `${outDir.replace(/[/\\]+$/, '')}.tmp-${process.pid}-${Date.now()}`;
  }

  async write(file: string, data: string | Uint8Array): Promise<void> {
    const target = path.join(this.temp, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }

  async copy(from: string, file: string): Promise<void> {
    await cp(from, path.join(this.temp, file), { recursive: true, force: true });
  }

  async commit(): Promise<void> {
    await mkdir(this.temp, { recursive: true });
    const old = `${this.outDir.replace(/[/\\]+$/, '')}.old-${process.pid}-${Date.now()}`;
    const hadOld = existsSync(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    await rename(this.temp, this.outDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await rm(this.temp, { recursive: true, force: true });
  }
}

/** Keeps a build in memory, for tests and the dev server. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  readonly copies = new Map<string, string>();

  async write(file: string, data: string | Uint8Array): Promise<void> {
    this.files.set(file.split(path.sep).join('/'), data);
  }

  async copy(from: string, file: string): Promise<void> {
    this.copies.set(file, from);
  }

  async commit(): Promise<void> {}

  async abort(): Promise<void> {
    this.files.clear();
    this.copies.clear();
  }
}

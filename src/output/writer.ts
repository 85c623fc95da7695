import { chmod, copyFile, mkdir, rename, rm, utimes } from 'node:fs/promises';
import { constants, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeLeftovers } from './leftovers.js';
import { OWNED_MARKER, OWNED_MARKER_TEXT } from './out-dir.js';
import { PreviousBuild } from './previous-build.js';
import { removeSwappedOut } from './remove-swapped-out.js';

/** Where a build puts its files; swapped in whole only when the build succeeds. */
export interface Writer {
  write(file: string, data: string | Uint8Array): Promise<void>;
  copy(from: string, file: string): Promise<void>;
  /** Takes the previous build's `file` as it is; false when there is none to take. */
  keepPrevious(file: string): boolean;
  /** Makes the written files the site; before this, nothing visible changed. */
  commit(): Promise<void>;
  /** Throws away what was written. */
  abort(): Promise<void>;
  /** Nothing written shows before commit(): the build may write while it still checks. */
  readonly hidesUntilCommit: boolean;
}

/**
 * Writes into a sibling temporary folder, then swaps it with the output folder
 * by two renames: a failed build leaves the last good build untouched. A file
 * the previous build already holds as it is now is linked from it, not written.
 */
export class FsWriter implements Writer {
  readonly hidesUntilCommit = true;
  private readonly temp: string;
  private readonly made = new Set<string>();
  private readonly written = new Set<string>();
  private readonly previous: PreviousBuild | undefined;
  /**
   * Every text is encoded into this one buffer and written from it at once:
   * a buffer per page (hundreds of kilobytes each) costs more in fresh memory
   * than the writing itself (measured: 15,000 page faults on the corpus).
   */
  private buffer = Buffer.allocUnsafe(1 << 20);

  constructor(private readonly outDir: string) {
    this.temp = `${outDir.replace(/[/\\]+$/, '')}.tmp-${process.pid}-${Date.now()}`;
    removeLeftovers(outDir);
    this.previous = PreviousBuild.at(outDir);
  }

  /** The path of `file` in the temporary folder, its folder made, and nothing at it. */
  private target(file: string): string {
    const target = path.join(this.temp, file);
    const dir = path.dirname(target);
    if (!this.made.has(dir)) mkdirSync(dir, { recursive: true });
    this.made.add(dir);
    // A file written twice (a generated file replaces a static one) may be a
    // link to the previous build's: it is unlinked, never written through.
    if (this.written.has(target)) rmSync(target, { force: true });
    this.written.add(target);
    return target;
  }

  async write(file: string, data: string | Uint8Array): Promise<void> {
    const target = this.target(file);
    let bytes = data as Uint8Array;
    if (typeof data === 'string') {
      // UTF-8 takes at most three bytes per UTF-16 unit.
      if (this.buffer.length < data.length * 3) this.buffer = Buffer.allocUnsafe(data.length * 3);
      bytes = this.buffer.subarray(0, this.buffer.write(data));
    }
    if (this.previous?.reuseWritten(file, target, bytes)) return;
    writeFileSync(target, bytes);
  }

  async copy(from: string, file: string): Promise<void> {
    const target = this.target(file);
    const source = statSync(from, { bigint: true });
    if (this.previous?.reuseCopied(file, target, source)) return;
    await copyFile(from, target, constants.COPYFILE_FICLONE);
    await chmod(target, PUBLISHED_MODE);
    // The source's modification time tells the next build that the copy is unchanged.
    await utimes(target, Number(source.atimeNs) / 1e9, Number(source.mtimeNs) / 1e9);
  }

  keepPrevious(file: string): boolean {
    return this.previous?.keep(file, this.target(file)) ?? false;
  }

  async commit(): Promise<void> {
    await mkdir(this.temp, { recursive: true });
    writeFileSync(path.join(this.temp, OWNED_MARKER), OWNED_MARKER_TEXT);
    const prefix = this.outDir.replace(/[/\\]+$/, '');
    const stamp = String(Date.now());
    const old = `${prefix}.old-${process.pid}-${stamp}`;
    const hadOld = existsSync(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    await rename(this.temp, this.outDir);
    if (hadOld) await removeSwappedOut(old, prefix, stamp);
  }

  async abort(): Promise<void> {
    await rm(this.temp, { recursive: true, force: true });
  }
}

/**
 * A copied file's mode: readable by all, writable by its owner. The source's
 * mode is not kept: a read-only static/ (a checkout with read-only files) must
 * not make the build read-only, which the next build could not replace.
 */
export const PUBLISHED_MODE = 0o644;

/** Keeps a build in memory, for tests and the dev server. */
export class MemoryWriter implements Writer {
  readonly hidesUntilCommit = true;
  readonly files = new Map<string, string | Uint8Array>();

  async write(file: string, data: string | Uint8Array): Promise<void> {
    this.files.set(file.split(path.sep).join('/'), data);
  }

  /** Copies are not kept: the callers of an in-memory build read pages and generated files. */
  async copy(): Promise<void> {}

  /** An in-memory build has no previous build. */
  keepPrevious(): boolean {
    return false;
  }

  async commit(): Promise<void> {}

  async abort(): Promise<void> {
    this.files.clear();
  }
}

/** Keeps nothing: `tongsite check` reads each page's links as it is rendered and lets the page go, as a build that writes does. */
export class NullWriter implements Writer {
  readonly hidesUntilCommit = true;

  async write(): Promise<void> {}

  async copy(): Promise<void> {}

  keepPrevious(): boolean {
    return false;
  }

  async commit(): Promise<void> {}

  async abort(): Promise<void> {}
}

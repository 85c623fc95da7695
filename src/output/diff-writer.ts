// The writer of `serve --watch`: after the first build (written whole and
// swapped in, as any build), a rebuild writes into the served folder only the
// files whose content changed and removes the files no longer built. An edit
// to one page then writes a handful of files instead of the whole site.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileSignature } from '../files/file-signature.js';
import { replaceFile, writeFileAtomically } from '../files/replace-file.js';
import { FsWriter, PUBLISHED_MODE, type Writer } from './writer.js';

/** What the served folder holds, by output path: the data written, or the signature of the file copied. */
export interface OutputMemo {
  files: Map<string, string | Uint8Array | { copiedFrom: string; signature: string }>;
}

export const createOutputMemo = (): OutputMemo => ({ files: new Map() });

const toPosix = (file: string) => file.split(path.sep).join('/');

function sameData(a: unknown, b: string | Uint8Array): boolean {
  if (typeof b === 'string') return a === b;
  return a instanceof Uint8Array && Buffer.compare(a, b) === 0;
}

/** Writes what changed since the build `memo` describes; the first build goes through an FsWriter. */
export class DiffWriter implements Writer {
  /** It writes into the served folder: only once the build is checked. */
  readonly hidesUntilCommit = false;
  private readonly seen = new Map<string, string | Uint8Array | { copiedFrom: string; signature: string }>();
  private readonly touched: string[] = [];
  private readonly whole: FsWriter | undefined;

  constructor(
    private readonly outDir: string,
    private readonly memo: OutputMemo,
    /** Files this build does not write but must not remove (written after it: the search indexes). */
    private readonly keep: ReadonlySet<string> = new Set(),
  ) {
    this.whole = memo.files.size === 0 || !existsSync(outDir) ? new FsWriter(outDir) : undefined;
  }

  /** Output paths written or removed by this build (all of them for a first build). */
  changed(): string[] {
    return this.touched;
  }

  async write(file: string, data: string | Uint8Array): Promise<void> {
    const name = toPosix(file);
    this.seen.set(name, data);
    if (this.whole) return this.whole.write(name, data);
    if (sameData(this.memo.files.get(name), data)) return;
    this.touched.push(name);
    await writeFileAtomically(path.join(this.outDir, name), data);
  }

  /** serve --watch compares its pages in memory: it keeps none from a record. */
  keepPrevious(): boolean {
    return false;
  }

  async copy(from: string, file: string): Promise<void> {
    if (statSync(from).isDirectory()) {
      for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const abs = path.join(entry.parentPath, entry.name);
        await this.copy(abs, path.join(file, path.relative(from, abs)));
      }
      return;
    }
    const name = toPosix(path.normalize(file));
    // Synchronous stats: a static folder holds a few dozen files, and each stat
    // as a promise costs a round trip through the thread pool.
    const signature = fileSignature(from) ?? 'missing';
    const before = this.memo.files.get(name);
    this.seen.set(name, { copiedFrom: from, signature });
    if (this.whole) return this.whole.copy(from, name);
    if (before && typeof before === 'object' && 'copiedFrom' in before && before.copiedFrom === from && before.signature === signature) return;
    this.touched.push(name);
    await replaceFile(path.join(this.outDir, name), async (temp) => {
      await copyFile(from, temp);
      await chmod(temp, PUBLISHED_MODE);
    });
  }

  /** Removes what the previous build wrote and this one did not; the folder now is this build. */
  async commit(): Promise<void> {
    if (this.whole) {
      await this.whole.commit();
      this.touched.push(...this.seen.keys());
    } else {
      for (const name of this.memo.files.keys()) {
        if (this.seen.has(name) || this.keep.has(name)) continue;
        this.touched.push(name);
        await rm(path.join(this.outDir, name), { force: true });
      }
    }
    for (const name of this.keep) {
      const kept = this.memo.files.get(name);
      if (kept !== undefined && !this.seen.has(name)) this.seen.set(name, kept);
    }
    this.memo.files = this.seen;
  }

  /** A write failed halfway: the folder is no longer what the memo says, so the next build writes it whole. */
  async abort(): Promise<void> {
    await this.whole?.abort();
    this.memo.files.clear();
  }
}

/** Writes one file into the served folder after its build (and notes it in the memo), replacing it atomically. */
export async function writeAfterBuild(outDir: string, memo: OutputMemo, file: string, data: string): Promise<void> {
  const name = toPosix(file);
  if (sameData(memo.files.get(name), data)) return;
  await writeFileAtomically(path.join(outDir, name), data);
  memo.files.set(name, data);
}

// A build writes a whole new folder and swaps it in, but most of its files are
// byte for byte the previous build's: those are linked from the previous
// folder instead of written again (a hard link; a copy-on-write clone where
// links are refused; written as usual where neither works). The previous
// build stays untouched whatever happens: a link adds a name to its file,
// which a later write never goes through (see FsWriter: a file written twice
// in one build is unlinked first), and its folder is only renamed away and
// removed once the new one is in place.
import { closeSync, constants, copyFileSync, existsSync, linkSync, lstatSync, openSync, readSync, type BigIntStats } from 'node:fs';
import path from 'node:path';
import { OWNED_MARKER } from './out-dir.js';

/** Errors that say this filesystem (or this pair of folders) cannot share a file: stop trying. */
const CANNOT_SHARE = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS', 'EINVAL']);

export class PreviousBuild {
  private canLink = true;
  private canClone = true;
  /** Reused for reading previous files: one buffer instead of one per page (see FsWriter's). */
  private scratch = Buffer.allocUnsafe(1 << 20);

  /** `dir` is the output folder as the last good build left it; only a folder a build wrote (with its marker) is used. */
  private constructor(private readonly dir: string) {}

  static at(dir: string): PreviousBuild | undefined {
    return existsSync(path.join(dir, OWNED_MARKER)) ? new PreviousBuild(dir) : undefined;
  }

  /** Makes `target` share the previous build's `file` when that holds exactly `data`; false when it does not (or cannot be shared). */
  reuseWritten(file: string, target: string, data: Uint8Array): boolean {
    return this.holdsBytes(file, data) && this.share(path.join(this.dir, file), target);
  }

  /** True when the previous build's `file` holds exactly `data`. */
  holdsBytes(file: string, data: Uint8Array): boolean {
    const previous = path.join(this.dir, file);
    const stats = statOrUndefined(previous);
    return stats?.isFile() === true && Number(stats.size) === data.length && this.holds(previous, data);
  }

  /**
   * Makes `target` share the previous build's `file` when that was copied from a
   * source as it is now: the same size and modification time to the millisecond
   * (copies keep their source's, see FsWriter.copy), as rsync decides without reading.
   */
  reuseCopied(file: string, target: string, source: BigIntStats): boolean {
    return this.holdsCopyOf(file, source) && this.share(path.join(this.dir, file), target);
  }

  /** True when the previous build's `file` was copied from a source of `source`'s size and modification time (to the millisecond). */
  holdsCopyOf(file: string, source: BigIntStats): boolean {
    const stats = statOrUndefined(path.join(this.dir, file));
    return stats?.isFile() === true && stats.size === source.size && Math.abs(Number(stats.mtimeNs - source.mtimeNs)) < 1e6;
  }

  /** Makes `target` the previous build's `file` as it is (shared, else copied); false when there is no such file. */
  keep(file: string, target: string): boolean {
    const previous = path.join(this.dir, file);
    if (!statOrUndefined(previous)?.isFile()) return false;
    if (!this.share(previous, target)) copyFileSync(previous, target);
    return true;
  }

  private holds(file: string, data: Uint8Array): boolean {
    if (this.scratch.length < data.length) this.scratch = Buffer.allocUnsafe(data.length);
    const fd = openSync(file, 'r');
    try {
      let read = 0;
      while (read < data.length) {
        const n = readSync(fd, this.scratch, read, data.length - read, read);
        if (n === 0) return false;
        read += n;
      }
    } finally {
      closeSync(fd);
    }
    return Buffer.compare(this.scratch.subarray(0, data.length), data) === 0;
  }

  private share(previous: string, target: string): boolean {
    if (this.canLink) {
      try {
        linkSync(previous, target);
        return true;
      } catch (e) {
        if (!CANNOT_SHARE.has((e as NodeJS.ErrnoException).code ?? '')) throw e;
        this.canLink = false;
      }
    }
    if (this.canClone) {
      try {
        copyFileSync(previous, target, constants.COPYFILE_FICLONE_FORCE);
        return true;
      } catch (e) {
        if (!CANNOT_SHARE.has((e as NodeJS.ErrnoException).code ?? '')) throw e;
        this.canClone = false;
      }
    }
    return false;
  }
}

/** A file's own stats (a link is not followed: only files a build wrote are shared). */
function statOrUndefined(file: string): BigIntStats | undefined {
  try {
    return lstatSync(file, { bigint: true });
  } catch {
    return undefined;
  }
}

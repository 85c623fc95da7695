// The writer of a build after an edit: most of the site is the last build's,
// byte for byte, so instead of a whole new folder (every unchanged file linked
// into it, and the old one removed: for our site some 1,400 links, folders and
// removals, a tenth of a second of an edit's build) only the files that
// changed are made, in a staging folder beside the output, and moved into the
// output folder once the build succeeded, through a journal (write-journal.ts).
// A build that fails leaves the output folder as it was; one stopped while it
// moves its files in is finished by the next build.
import { constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { removeLeftovers } from './leftovers.js';
import { OWNED_MARKER } from './out-dir.js';
import { PreviousBuild } from './previous-build.js';
import { finishJournal, writeJournal } from './write-journal.js';
import { PUBLISHED_MODE, type Writer } from './writer.js';

export class InPlaceWriter implements Writer {
  readonly hidesUntilCommit = true;
  private readonly staging: string;
  /** The output folder's files as the build found them, by output path. */
  private readonly present: Set<string>;
  /** Each output path this build makes: true when its new file waits in the staging folder, false when the output folder holds it already. */
  private readonly made = new Map<string, boolean>();
  private readonly dirs = new Set<string>();
  /** One buffer for every text encoded (see FsWriter's). */
  private buffer = Buffer.allocUnsafe(1 << 20);

  private constructor(
    private readonly outDir: string,
    private readonly previous: PreviousBuild,
    present: Set<string>,
  ) {
    this.staging = `${outDir.replace(/[/\\]+$/, '')}.tmp-${process.pid}-${Date.now()}`;
    this.present = present;
  }

  /**
   * A writer into `outDir`, whose files `present` lists (paths relative to it,
   * as the walk that checked the folder found them: unchanged-build.ts's
   * outputSignature), when a build wrote it (its marker is there) and it lies
   * on its parent's filesystem. Undefined otherwise, and when finishing a
   * stopped build's change made the listing stale (leftovers.ts).
   */
  static at(outDir: string, present: Set<string>): InPlaceWriter | undefined {
    if (removeLeftovers(outDir)) return undefined;
    const previous = PreviousBuild.at(outDir);
    // A staged file is renamed into the folder: a folder that is a mount point of its own (a container's volume) is written whole.
    if (!previous || statSync(outDir).dev !== statSync(path.dirname(path.resolve(outDir))).dev) return undefined;
    return new InPlaceWriter(outDir, previous, present);
  }

  /** The pages the folder held when the build started: its HTML files outside hidden folders, as output paths with `/` (vanished-routes.ts). */
  previousPages(): string[] {
    return [...this.present].flatMap((name) => {
      const rel = name.split(path.sep).join('/');
      return rel.endsWith('.html') && !/(?:^|\/)\.[^/]*\//.test(rel) ? [rel] : [];
    });
  }

  /** `file` as the output folder's listing names it: most paths are already (a normalization per file cost 80 ms at 30× the corpus). */
  private nameOf(file: string): string {
    return this.present.has(file) ? file : path.normalize(file);
  }

  /** The path of `name` in the staging folder, its folder made. */
  private stage(name: string): string {
    const target = path.join(this.staging, name);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
    this.made.set(name, true);
    return target;
  }

  /** Notes that the output folder holds `name` as this build makes it; a new file staged for it before is dropped. */
  private same(name: string): void {
    if (this.made.get(name)) rmSync(path.join(this.staging, name), { force: true });
    this.made.set(name, false);
  }

  async write(file: string, data: string | Uint8Array): Promise<void> {
    const name = this.nameOf(file);
    let bytes = data as Uint8Array;
    if (typeof data === 'string') {
      // UTF-8 takes at most three bytes per UTF-16 unit.
      if (this.buffer.length < data.length * 3) this.buffer = Buffer.allocUnsafe(data.length * 3);
      bytes = this.buffer.subarray(0, this.buffer.write(data));
    }
    if (this.previous.holdsBytes(name, bytes)) return this.same(name);
    writeFileSync(this.stage(name), bytes);
  }

  async copy(from: string, file: string): Promise<void> {
    const name = this.nameOf(file);
    const source = statSync(from, { bigint: true });
    if (this.previous.holdsCopyOf(name, source)) return this.same(name);
    const target = this.stage(name);
    await copyFile(from, target, constants.COPYFILE_FICLONE);
    await chmod(target, PUBLISHED_MODE);
    // The source's modification time tells the next build that the copy is unchanged.
    await utimes(target, Number(source.atimeNs) / 1e9, Number(source.mtimeNs) / 1e9);
  }

  keepPrevious(file: string): boolean {
    const name = this.nameOf(file);
    if (!this.present.has(name)) return false;
    this.same(name);
    return true;
  }

  /** Moves the staged files in and removes the files this build does not make, by the journal. */
  async commit(): Promise<void> {
    const moves = [...this.made].flatMap(([name, staged]) => (staged ? [name] : []));
    const removals = [...this.present].filter((name) => !this.made.has(name) && name !== OWNED_MARKER);
    if (moves.length === 0 && removals.length === 0) return this.abort();
    await mkdir(this.staging, { recursive: true });
    writeJournal(this.staging, { moves, removals });
    finishJournal(this.staging, this.outDir);
  }

  async abort(): Promise<void> {
    await rm(this.staging, { recursive: true, force: true });
  }
}

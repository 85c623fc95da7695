// How a build written in place (in-place-writer.ts) becomes the output folder
// without a moment at which it is lost: every new file is first made in a
// staging folder beside the output, then a journal listing the files to move
// in and to remove is written there (renamed into place, so that it is whole
// or absent), and only then is the output folder changed. A build stopped
// while it changes the folder leaves the journal behind; the next build
// finishes the change from it (`finishJournal`) before anything else, so that
// the folder is the last good build again, never half of two.
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The journal's name in the staging folder. */
const JOURNAL = '.tongsite-journal.json';

interface Journal {
  /** Output paths whose new file waits in the staging folder under the same path. */
  moves: string[];
  /** Output paths this build does not make. */
  removals: string[];
}

/** Writes the journal into `staging`, whole or not at all (a temporary file renamed). */
export function writeJournal(staging: string, journal: Journal): void {
  const file = path.join(staging, JOURNAL);
  writeFileSync(`${file}.tmp`, JSON.stringify(journal));
  renameSync(`${file}.tmp`, file);
}

/** True when `staging` holds a journal: the output folder's change was decided and may be under way. */
export const hasJournal = (staging: string) => existsSync(path.join(staging, JOURNAL));

/**
 * Carries out the journal of `staging` on `outDir`: the files it no longer has
 * are removed (and the folders they leave empty), each new file is moved in
 * over the old one (one rename: a reader sees either), then the staging folder
 * goes. Every step may have been done already by a run that was stopped: a
 * file moved before is not in the staging folder any more, a file removed
 * before is not there to remove.
 */
export function finishJournal(staging: string, outDir: string): void {
  const journal = JSON.parse(readFileSync(path.join(staging, JOURNAL), 'utf8')) as Journal;
  const emptied = new Set<string>();
  for (const file of journal.removals) {
    rmSync(path.join(outDir, file), { force: true });
    emptied.add(path.dirname(file));
  }
  // Removals first: a new file may take the place of a folder that held only removed files.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) removeIfEmpty(outDir, dir);
  const made = new Set<string>();
  for (const file of journal.moves) {
    const from = path.join(staging, file);
    if (!existsSync(from)) continue;
    const to = path.join(outDir, file);
    const dir = path.dirname(to);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    renameSync(from, to);
  }
  rmSync(staging, { recursive: true, force: true });
}

/** Removes `dir` (relative to `outDir`) and its parents up to `outDir` while they are empty. */
function removeIfEmpty(outDir: string, dir: string): void {
  for (let at = dir; at !== '.' && at !== '' && at !== path.sep; at = path.dirname(at)) {
    try {
      rmdirSync(path.join(outDir, at));
    } catch {
      return;
    }
  }
}

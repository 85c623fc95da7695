// What interrupted builds leave beside the output folder: their temporary
// folders (`build.tmp-<pid>-<time>`: a new build's files, or an in-place
// build's staging folder) and the swapped-out folders still being removed
// (`build.old-<pid>-<time>`).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finishJournal, hasJournal } from './write-journal.js';

/**
 * Clears what interrupted builds left beside `outDir`, unless the build that
 * made it is still running. A staging folder holding its journal was stopped
 * while it changed the output folder: the change is finished first
 * (write-journal.ts), so that the folder is a whole build again. Gives true
 * when that changed the output folder.
 */
export function removeLeftovers(outDir: string): boolean {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir.replace(/[/\\]+$/, ''));
  const leftover = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)-\\d+$`);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return false;
  }
  let finished = false;
  for (const name of names) {
    const found = leftover.exec(name);
    if (!found || isRunning(Number(found[2]))) continue;
    const dir = path.join(parent, name);
    if (found[1] === 'tmp' && hasJournal(dir)) {
      finished = true;
      try {
        finishJournal(dir, outDir);
        continue;
      } catch {
        // Left half changed: the folder no longer matches the last build's record, so the next build writes it whole.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return finished;
}

const isRunning = (pid: number) => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

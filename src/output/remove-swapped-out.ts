// The previous build's folder, once the new one is swapped in, only has to go:
// removing its files (a thousand or so links for our site) took an edit's
// build some 60 ms of CPU and, on a loaded machine, a quarter of a second
// of its wall time, at its very end. It is removed by a process of its own
// (`rm -rf`), which the build does not wait for.
import { spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';

/**
 * Removes `dir`, a build's swapped-out folder, in the background where there
 * is a POSIX shell. The folder is first renamed after the process removing it
 * (`<prefix>.old-<pid>-<stamp>`): a later build removes such a folder only
 * once no process of that number runs (leftovers.ts), so that
 * it never removes it at the same time, and removes what a remover that did
 * not finish left. The remover waits for a line on its standard input, sent
 * once the folder has its name (or for the end of input, should this process
 * end first). Elsewhere, or when the process cannot start, the folder is
 * removed here.
 */
export async function removeSwappedOut(dir: string, prefix: string, stamp: string): Promise<void> {
  if (process.platform !== 'win32') {
    const remover = spawn('/bin/sh', ['-c', 'read line; exec rm -rf -- "$1.old-$$-$2"', 'sh', prefix, stamp], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    remover.on('error', () => undefined);
    if (remover.pid !== undefined) {
      let renamed = true;
      try {
        renameSync(dir, `${prefix}.old-${remover.pid}-${stamp}`);
      } catch {
        renamed = false;
      }
      remover.stdin?.end('\n');
      remover.unref();
      if (renamed) return;
    }
  }
  await rm(dir, { recursive: true, force: true });
}

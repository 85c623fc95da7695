// Replacing a file that may be read at the same moment (a page being served, a
// cached module another build loads): it is made beside its target and renamed
// over it, so that a reader sees the old file or the new one, never half of one.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

let unique = 0;

/** Makes `target` anew through `make(temp)`, then renames the temporary file over it. */
export async function replaceFile(target: string, make: (temp: string) => Promise<void>): Promise<void> {
  const temp = `${target}.${process.pid}-${unique++}.tmp`;
  await mkdir(path.dirname(target), { recursive: true });
  await make(temp);
  await rename(temp, target);
}

/** Writes `data` to `target` through replaceFile. */
export const writeFileAtomically = (target: string, data: string | Uint8Array) => replaceFile(target, (temp) => writeFile(temp, data));

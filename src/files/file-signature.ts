// What tells a file changed without reading it, for every cache of a
// long-lived process (`serve --watch`): its size and modification time.
import { statSync } from 'node:fs';

/** `size:mtime` of a file, or undefined when there is no such file. */
export function fileSignature(file: string): string | undefined {
  try {
    const s = statSync(file);
    return s.isFile() ? `${s.size}:${s.mtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

// Each locale's finished index on disk, keyed by a hash of what it is built
// from (the documents and the tool's code): an unchanged site reuses it
// without cutting a word.
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The cache of one locale's index in `dir`. */
export function indexCache(dir: string | undefined, locale: string) {
  const file = dir && path.join(dir, `index-${locale}.json`);
  return {
    /** The cached index JSON when it was built for `key`. */
    async get(key: string): Promise<string | undefined> {
      if (!file) return undefined;
      try {
        // Its key first: after an edit the index (a megabyte or more) is not read only to be rebuilt.
        const head = Buffer.alloc(Buffer.byteLength(key) + 1);
        const handle = await open(file, 'r');
        try {
          await handle.read(head, 0, head.length, 0);
        } finally {
          await handle.close();
        }
        if (head.toString('utf8') !== `${key}\n`) return undefined;
        const text = await readFile(file, 'utf8');
        const newline = text.indexOf('\n');
        return text.slice(0, newline) === key ? text.slice(newline + 1) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key: string, json: string): Promise<void> {
      if (!file) return;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${key}\n${json}`);
    },
  };
}

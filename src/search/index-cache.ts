// Each locale's finished index on disk, keyed by a hash of what it is built
// from (the documents and the tool's code): an unchanged site reuses it
// without cutting a word, and an edited one updates it (index-update.ts) from
// what it was made of, noted beside it.
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IndexedPages, PreviousIndex } from './index-update.js';

/** The cache of one locale's index in `dir`. */
export function indexCache(dir: string | undefined, locale: string) {
  const file = dir && path.join(dir, `index-${locale}.json`);
  const pagesFile = dir && path.join(dir, `index-${locale}.pages.json`);
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
    /** The index held, whatever its key, with what it was made of; undefined when either is missing or they do not match. */
    async previous(): Promise<PreviousIndex | undefined> {
      if (!file || !pagesFile) return undefined;
      try {
        const [text, pages] = await Promise.all([readFile(file, 'utf8'), readFile(pagesFile, 'utf8')]);
        const newline = text.indexOf('\n');
        const noted = JSON.parse(pages) as IndexedPages & { key: string };
        return noted.key === text.slice(0, newline) ? { json: text.slice(newline + 1), indexed: noted } : undefined;
      } catch {
        return undefined;
      }
    },
    /** Notes the index built for `key`, and (for the next update) what it was made of. */
    async set(key: string, json: string, indexed: IndexedPages): Promise<void> {
      if (!file || !pagesFile) return;
      await mkdir(path.dirname(file), { recursive: true });
      await Promise.all([writeFile(file, `${key}\n${json}`), writeFile(pagesFile, JSON.stringify({ key, ...indexed }))]);
    },
  };
}

// The Tongsuo corpus (../shared/corpus/tongsuo-docs), read by tests that hold
// tongsite's output to a reference on real writing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The corpus folder. */
export const CORPUS = fileURLToPath(new URL('../../../shared/corpus/tongsuo-docs', import.meta.url));

/** Every Markdown and MDX file below `dir` (default: the whole corpus), absolute. */
export function markdownFiles(dir: string = CORPUS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(abs);
    return /\.mdx?$/.test(e.name) ? [abs] : [];
  });
}

// Markdown files a page imports from anywhere in the site (`@site/shared/_note.mdx`,
// `../../snippets/x.md`), beyond the partials of the content folders: Docusaurus
// compiles every imported .md/.mdx file (its MDX fallback loader, for files no
// content plugin includes), so tongsite compiles them as partials too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../model.js';

/** `import X from '…md'` / `'…mdx'` at the start of a line (an MDX import, or a page's). */
const MARKDOWN_IMPORT = /^\s*import\s[^'"]*?from\s*['"]([^'"]+\.mdx?)['"]/gm;

/** Where an import points, absolute: `@site/…` from the site folder, `./…` and `../…` from the importing file; a package's is none. */
function importedPath(specifier: string, from: string, siteDir: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.join(siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(from), specifier);
  return undefined;
}

/**
 * The Markdown files inside the site folder that `files` import, and those
 * they import in turn, other than the ones `known` has (by site path); each
 * read with `read`.
 */
export function importedPartials(files: Iterable<SourceFile>, siteDir: string, known: (sitePath: string) => boolean, read: (absPath: string) => string): SourceFile[] {
  const found: SourceFile[] = [];
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file; file = queue.shift()) {
    // Tried at each line, the pattern costs a scan of every file each build; most import nothing.
    if (!file.text.includes('import')) continue;
    for (const match of file.text.matchAll(MARKDOWN_IMPORT)) {
      const absPath = importedPath(match[1]!, file.absPath, siteDir);
      const sitePath = absPath && path.relative(siteDir, absPath).split(path.sep).join('/');
      if (!absPath || !sitePath || sitePath.startsWith('../') || seen.has(sitePath) || known(sitePath) || !existsSync(absPath)) continue;
      seen.add(sitePath);
      const partial = { absPath, sitePath, text: read(absPath) };
      found.push(partial);
      queue.push(partial);
    }
  }
  return found;
}

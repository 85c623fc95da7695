// Directory symlinks of a real site that the corpus holds as text files of
// their target (git writes symlinks so with core.symlinks=false), restored as
// links in a hard-linked copy of the installed site before it is built, by
// real-sites.js and bench-docusaurus.js. Docusaurus' reference build had them
// as links; Docusaurus' build of the copy fails on the text files.
import { lstatSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** h3's versioned_docs/version-3.x/{community,comparisons,highlights} → ../../docs/…: its 83 reference routes include their 14 docs. */
export const H3_SYMLINKS = ['versioned_docs/version-3.x/community', 'versioned_docs/version-3.x/comparisons', 'versioned_docs/version-3.x/highlights'];

/** Makes each of `links` (relative to `siteDir`) a symlink to the target its file names; one already a link is left. */
export function restoreSymlinks(siteDir, links = []) {
  for (const link of links) {
    const file = path.join(siteDir, link);
    if (!lstatSync(file).isFile()) continue;
    const target = readFileSync(file, 'utf8').trim();
    // Unlinking the copy's entry leaves the installed file (the other hard link) as it is.
    rmSync(file);
    symlinkSync(target, file);
  }
}

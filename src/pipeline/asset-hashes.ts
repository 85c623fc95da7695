// The content hashes of the images pages use (assets/asset-registry.ts), kept
// in the cache between one-off builds with each file's size and modification
// time, as `serve --watch` keeps them in memory: a build after an edit
// compares the assets of every page it keeps with the URLs they had, and
// hashing each image of the site again for that was a second of CPU at 30×.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../files/replace-file.js';

type AssetHashes = Map<string, { signature: string; hash: string }>;

const fileOf = (cacheDir: string) => path.join(cacheDir, 'asset-hashes.json');

/** The hashes the last build noted; none when there is no readable record. A file whose signature changed is hashed again. */
export function loadAssetHashes(cacheDir: string): AssetHashes {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(fileOf(cacheDir), 'utf8')) as Record<string, { signature: string; hash: string }>));
  } catch {
    return new Map();
  }
}

/**
 * Notes the hashes of the files this build used (`used`, absolute paths): an
 * image deleted or no longer shown leaves the record. A record that cannot be
 * written only costs the next build its shortcut.
 */
export async function saveAssetHashes(cacheDir: string, hashes: AssetHashes, used: Set<string>): Promise<void> {
  const kept = [...hashes].filter(([file]) => used.has(file));
  await writeFileAtomically(fileOf(cacheDir), JSON.stringify(Object.fromEntries(kept))).catch(() => undefined);
}

// Chinese word segmentation for the index: segmentit with the project's terms,
// run once per distinct CJK run and cached on disk by the run's text, because
// segmentit is slow (0.7 s of one thread for the Tongsuo corpus, loading included) and a
// warm build must not pay for it.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_TERMS } from './project-terms.js';
import { segmentWithSegmentit } from './segmenter.js';

/** What the cache is valid for: the dictionary (and this scheme). Cut results change with either. */
const CACHE_KEY = createHash('sha1').update('segmentit-2.0.3\0').update(PROJECT_TERMS.join('\n')).digest('hex');

interface CacheFile {
  key: string;
  /** Run → its words joined by spaces (CJK runs hold no spaces). */
  runs: Record<string, string>;
}

/**
 * Cuts each CJK run into words, reading known runs from `cacheFile` and
 * segmenting the others and adding them to the cache. Without a cache file
 * every run is segmented.
 */
export async function segmentRuns(runs: Iterable<string>, cacheFile: string | undefined): Promise<Map<string, string[]>> {
  const cached = cacheFile ? await readCache(cacheFile) : {};
  const words = new Map<string, string[]>();
  const missing: string[] = [];
  for (const run of runs) {
    if (words.has(run)) continue;
    const hit = cached[run];
    if (hit !== undefined) words.set(run, hit.split(' '));
    else missing.push(run);
  }
  if (missing.length) {
    const cut = await segmentWithSegmentit(missing);
    missing.forEach((run, i) => words.set(run, cut[i]!));
    // Earlier runs stay: another locale's index may be rebuilt from them later.
    if (cacheFile) await writeCache(cacheFile, cached, words);
  }
  return words;
}

async function readCache(file: string): Promise<Record<string, string>> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    return data.key === CACHE_KEY ? data.runs : {};
  } catch {
    return {};
  }
}

async function writeCache(file: string, cached: Record<string, string>, words: Map<string, string[]>): Promise<void> {
  const runs: Record<string, string> = { ...cached };
  for (const [run, list] of words) runs[run] = list.join(' ');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ key: CACHE_KEY, runs } satisfies CacheFile));
}


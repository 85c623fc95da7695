// Each locale's index as the files written: cut into parts when large
// (index-parts.ts), with the last build's cut when the cache holds it
// (parts-cache.ts). Done where the index is built, in the search process
// beside the rendering when there is one, so that the build's own thread
// only writes the files: cutting a changed index parses and writes it again,
// a tenth of an edit's build.
import type { IndexFileText } from '../model.js';
import { indexFiles } from './index-parts.js';
import { cachedIndexFiles } from './parts-cache.js';
import type { PayloadInput } from './search-payloads.js';

/** The files of every locale's index, locale by locale, each index before its parts. */
export function indexOutput(input: PayloadInput, jsons: string[]): IndexFileText[] {
  const { files, baseUrl, keptCut } = input.out;
  return jsons.flatMap((json, i) => {
    const index = { locale: input.locales[i]!, file: files[i]!, json };
    return keptCut && input.cacheDir ? cachedIndexFiles(index, baseUrl, { dir: input.cacheDir, salt: input.salt }) : indexFiles(index, baseUrl);
  });
}

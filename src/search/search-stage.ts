import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { LocaleModel } from '../content/site-model.js';
import { joinUrl } from '../content/urls.js';
import { searchDocuments } from './search-documents.js';
import { buildSearchPayloads, type PayloadInput } from './search-payloads.js';
import type { SearchProcess } from './search-process.js';

/** The file name of each locale's index (CONTRACT.md: starts with search-index, ends in .json). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** One locale's index, ready to write. */
export interface SearchIndexFile {
  locale: string;
  /** Path under the output folder: `search-index.json`, `en/search-index.json`. */
  file: string;
  /** URL path of the file, without the hash query (for the link check). */
  url: string;
  json: string;
}

/**
 * Builds the search index of every locale and sets each locale's
 * `site.searchIndexUrl` (the file's URL with its content hash). With a
 * `cacheDir`, an index whose documents did not change is reused, and the
 * terms of each text and the segmentation of each Chinese run are cached.
 */
export async function buildSearchIndexes(params: {
  config: ResolvedConfig;
  locales: LocaleModel[];
  cacheDir?: string;
  /** Fingerprint of the tool's code: a new tokenizer must not reuse old indexes. */
  salt: string;
  /** Leave `site.searchIndexUrl` as deferredSearchFiles set it (the pages are already built). */
  fixedUrls?: boolean;
  /** Index in this child process instead of here. */
  worker?: SearchProcess;
}): Promise<SearchIndexFile[]> {
  const input: PayloadInput = {
    locales: params.locales.map((m) => m.locale.code),
    documents: params.locales.map(searchDocuments),
    salt: params.salt,
    ...(params.cacheDir && { cacheDir: params.cacheDir }),
  };
  const jsons = await (params.worker ? params.worker.build(input) : buildSearchPayloads(input));
  return params.locales.map((model, i) => {
    const json = jsons[i]!;
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = indexFileOf(params.config, model);
    if (!params.fixedUrls) model.site.searchIndexUrl = `${file.url}?_=${hash}`;
    return { ...file, json };
  });
}

function indexFileOf(config: ResolvedConfig, model: LocaleModel): Omit<SearchIndexFile, 'json'> {
  const url = joinUrl(config.baseUrl, model.locale.urlPrefix, SEARCH_INDEX_FILE);
  return { locale: model.locale.code, file: url.slice(config.baseUrl.length), url };
}

/**
 * For builds that write the indexes after the pages (`serve --watch`): sets
 * each locale's `site.searchIndexUrl` to the file's URL without a content hash
 * (pages stay the same when only the index changes; the server makes browsers
 * revalidate it) and says which files will be written.
 */
export function deferredSearchFiles(params: { config: ResolvedConfig; locales: LocaleModel[] }): Omit<SearchIndexFile, 'json'>[] {
  return params.locales.map((model) => {
    const file = indexFileOf(params.config, model);
    model.site.searchIndexUrl = file.url;
    return file;
  });
}

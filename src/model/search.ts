// What the search stage takes and gives: the documents it indexes, the index
// files it writes, and the URLs pages link them by.

import type { ResolvedConfig } from './config.js';
import type { Section } from './content.js';
import type { LocaleModel } from './stages.js';

/** One locale's index, ready to write. */
export interface SearchIndexFile {
  locale: string;
  /** Path under the output folder: `search-index.json`, `en/search-index.json`. */
  file: string;
  /** URL path of the file, without the hash query (for the link check). */
  url: string;
  json: string;
}

/** A file of an index as written: the index itself, or one of its parts (shards, text fragments). */
export interface IndexFileText {
  /** Path under the output folder. */
  file: string;
  text: string;
}

/** A page as search sees it: where it is, what it is called, its text cut at its headings. */
export interface SearchDocument {
  url: string;
  title: string;
  /** Other names the title field indexes: the page's h1 when it differs, and its URL slug (English words of a Chinese page: certificate-compression). */
  aliases: string[];
  sections: Section[];
}

/** The URLs pages link a locale's index by (`SiteData.searchIndexUrl`, `searchSharedIndexUrl`). */
export type SearchUrls = Map<string, { index: string; shared?: string }>;

/** What the search stage gives the rest of the build at once, before its indexes are done. */
export interface StartedSearch {
  files: Omit<SearchIndexFile, 'json'>[];
  urls: SearchUrls;
  /** The indexes' files to write with the pages, each locale's index before its parts (none when they come later or not at all). */
  indexes: Promise<IndexFileText[]>;
  /** Settles when the work has left this thread (sent to the worker, or found in the cache): rendering may then take it. */
  handedOver: Promise<void>;
}

/** What building the indexes needs. */
export interface SearchStageParams {
  config: ResolvedConfig;
  locales: LocaleModel[];
  cacheDir?: string;
  /** Fingerprint of the tool's code: a new tokenizer must not reuse old indexes. */
  salt: string;
}

import { createHash } from 'node:crypto';
import { joinUrl } from '../content/urls.js';
import { sharesPages } from './build-search-index.js';
import { searchDocuments } from './search-documents.js';
import { buildSearchPayloads, cachedPayloads, payloadKey, type PayloadInput } from './search-payloads.js';
import type { SearchProcess } from './search-process.js';
import type { IndexFileText, LocaleModel, ResolvedConfig, SearchIndexFile, SearchStageParams, SearchUrls, StartedSearch } from '../model.js';
import { indexOutput } from './index-output.js';

/** The file name of each locale's index (CONTRACT.md: starts with search-index, ends in .json). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * Starts building the search index of every locale and gives at once the URL
 * pages link each by, so that pages can be rendered while the index is still
 * being built. That URL's hash query is the tool's (toolHash), not the
 * index's: an edit that changes only the index leaves every other page as it
 * was, and the browser revalidates the index when it fetches it
 * (start-search.ts), one request where a file of content hashes took two.
 * With a `cacheDir`, an index whose documents did not change is reused, and the
 * terms of each text are cached. The indexes are built by `worker` when given
 * (another process, beside the rendering), else here.
 */
export function startSearchIndexes(params: SearchStageParams & { worker?: SearchProcess; cancelled?: () => boolean }): StartedSearch {
  const input = payloadInput(params, true);
  const urls: SearchUrls = new Map();
  const files = params.locales.map((model, i) => {
    const file = indexFileOf(params.config, model);
    const share = input.shares[i];
    urls.set(model.locale.code, { index: linkedUrl(file.url, params.salt), ...(share && { shared: share.url }) });
    return file;
  });
  let handOver!: () => void;
  const handedOver = new Promise<void>((resolve) => (handOver = resolve));
  const indexes = cachedPayloads(input)
    .then((cached) => {
      if (cached) return indexOutput(input, cached);
      // The build gave up while the caches were read: start nothing more.
      if (params.cancelled?.()) throw new Error('the build ended before its search indexes were needed');
      if (!params.worker) {
        // Built here, between the build's own steps: nothing to wait for.
        handOver();
        return buildSearchPayloads(input).then((jsons) => indexOutput(input, jsons));
      }
      const job = params.worker.build(input);
      void job.delivered.then(handOver);
      return job.result;
    })
    .finally(handOver);
  // Awaited once the pages are rendered; a build that fails before then must not leave it unhandled.
  indexes.catch(() => undefined);
  return { files, urls, indexes, handedOver };
}

/** Builds the indexes' files for pages already built with deferredSearchFiles' URLs (`serve --watch`). */
export async function buildDeferredSearchIndexes(params: SearchStageParams & { worker?: SearchProcess }): Promise<IndexFileText[]> {
  const input = payloadInput(params, false);
  return params.worker ? params.worker.build(input).result : indexOutput(input, await buildSearchPayloads(input));
}

/**
 * What the indexes are built from. A locale other than the default takes the
 * pages it shows untranslated from the default locale's index, named by its
 * URL (`hashed`: with the hash query pages link it by); its key includes that
 * index's, whose positions it names.
 */
function payloadInput(params: SearchStageParams, hashed: boolean): PayloadInput {
  const documents = params.locales.map(searchDocuments);
  const synonyms = params.config.searchSynonyms;
  const from = params.locales.findIndex((m) => m.locale.code === params.config.defaultLocale.code);
  const keys = documents.map((docs) => payloadKey(params.salt, docs, synonyms));
  const defaultUrl = from < 0 ? undefined : indexFileOf(params.config, params.locales[from]!).url;
  const sharedUrl = defaultUrl && (hashed ? linkedUrl(defaultUrl, params.salt) : defaultUrl);
  // A locale shares pages with the default one only when it has pages left untranslated.
  const shares = params.locales.map((_, i) => (sharedUrl && i !== from && sharesPages(documents[i]!, documents[from]!) ? { from, url: sharedUrl } : null));
  shares.forEach((share, i) => share && (keys[i] = payloadKey(params.salt, documents[i]!, [synonyms, share.url, keys[from]!])));
  // A build's indexes are cut with the last build's cut; `serve --watch`, which writes them after the pages, cuts them anew.
  const out = { files: params.locales.map((m) => indexFileOf(params.config, m).file), baseUrl: params.config.baseUrl, keptCut: hashed };
  return {
    locales: params.locales.map((m) => m.locale.code),
    documents,
    keys,
    shares,
    synonyms,
    salt: params.salt,
    out,
    ...(params.cacheDir && { cacheDir: params.cacheDir }),
  };
}

/**
 * An index file's URL as pages link it (CONTRACT.md: with a `?_=<hash>`
 * query): the hash of the tool's code, which changes with the files' format
 * and what reads them, never with the site's text.
 */
const linkedUrl = (url: string, salt: string) => `${url}?_=${toolHash(salt)}`;

const toolHash = (salt: string) => createHash('sha1').update(salt).digest('hex').slice(0, 10);

function indexFileOf(config: ResolvedConfig, model: LocaleModel): Omit<SearchIndexFile, 'json'> {
  const url = joinUrl(config.baseUrl, model.locale.urlPrefix, SEARCH_INDEX_FILE);
  return { locale: model.locale.code, file: url.slice(config.baseUrl.length), url };
}

/** A site without search (ResolvedConfig.search): no index, no URL for pages to link. */
export const NO_SEARCH: StartedSearch = { files: [], urls: new Map(), indexes: Promise.resolve([]), handedOver: Promise.resolve() };

/**
 * For builds whose pages do not wait for the indexes (`serve --watch` writes
 * them after the pages, `tongsite check` not at all): each index's URL without
 * a content hash (pages stay the same when only the index changes; the server
 * makes browsers revalidate it), and the files that will be written.
 */
export function unhashedSearchFiles(params: { config: ResolvedConfig; locales: LocaleModel[] }): StartedSearch {
  const files = params.locales.map((model) => indexFileOf(params.config, model));
  const urls: SearchUrls = new Map(files.map((file) => [file.locale, { index: file.url }]));
  return { files, urls, indexes: Promise.resolve([]), handedOver: Promise.resolve() };
}

// Browser only: search files fetched once each (a locale's index and the one
// it shares pages with may both ask for a file). Part of the page's code, not
// of the search chunk, so that the index is fetched while that chunk loads.

const files = new Map<string, Promise<unknown>>();

/** A search file, parsed, fetched on the first call; a failed fetch may be retried. */
export const fetchJson = (url: string): Promise<unknown> => fetchOnce(url, 'default');

/**
 * A locale's index file: its URL stays the same while the site's text changes
 * (search-stage.ts), so the browser asks whether its copy is still the one
 * served (a conditional request: a few bytes when it is). Its parts are named
 * by their content and come from the browser's cache as they are.
 */
export const fetchIndex = (url: string): Promise<unknown> => fetchOnce(url, 'no-cache');

function fetchOnce(url: string, cache: RequestCache): Promise<unknown> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url, { cache }).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}

// Browser only: search files fetched once each (a locale's index and the one
// it shares pages with may both ask for a file). Part of the page's code, not
// of the search chunk, so that the index is fetched while that chunk loads.

const files = new Map<string, Promise<unknown>>();

/** A search file, parsed, fetched on the first call; a failed fetch may be retried. */
export function fetchJson(url: string): Promise<unknown> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}

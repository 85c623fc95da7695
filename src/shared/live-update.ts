// What `serve --watch` tells open pages after a rebuild, shared by the dev
// server (src/dev) and the browser (src/client): which pages changed, and how.

/** How a page changed: its own data only (swap it in place), or what it shares with others (reload it). */
export type LiveChange = 'page' | 'chrome';

/** `all`: reload every page (a stylesheet, script or static file changed). Else the pages that changed, by key. */
export type LiveUpdate = { all: true } | { all: false; pages: Record<string, LiveChange> };

/**
 * The event the live-reload script dispatches on `window` after each rebuild;
 * `detail` is the change of the page on screen, if any. The site's client
 * calls preventDefault() when it swaps the page in itself.
 */
export const REBUILT_EVENT = 'tongsite:rebuilt';

/** A page's key in a LiveUpdate: its path decoded, without a trailing slash or index.html. */
export function liveKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Keep it as it is.
  }
  return decoded.replace(/\/(index\.html)?$/, '') || '/';
}

/** The attribute of the live-reload script `serve --watch` puts into each page: such a page loads its client with the page (src/shared/inline-scripts.ts), to swap edits in. */
export const LIVE_RELOAD_ATTRIBUTE = 'data-tongsite-live-reload';

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

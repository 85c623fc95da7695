// Caching headers of the served site. Files under /assets/ carry a content hash
// in their name (a change makes a new name), so browsers may keep them for a
// year without asking again; everything else (HTML, page-data.json, static
// files without a hash) must be revalidated so that a new build shows at once.

/** For files whose names change with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For files that keep their name across builds: the browser asks each time (ETag, 304). */
export const REVALIDATE = 'no-cache';

/** The Cache-Control value for a decoded path under the site root (`/assets/css/a-1f2e.css`). */
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

// The path part of a request, decoded once and checked here, so that no later
// step (sirv, the page finder, the not-found page) sees a path outside the site.

import { isHiddenName } from '../content/urls.js';

/** A checked request path: the decoded pathname, or why it was refused. */
export type RequestPath = { ok: true; pathname: string } | { ok: false; reason: string };

/**
 * Decodes the path of a request target (`/docs/%E8%AF%81`, query dropped) segment
 * by segment. Refuses `.`/`..` segments, raw or percent-encoded (`%2e%2e`), encoded
 * slashes and backslashes (`%2f`, `%5c`, `\`), NUL and malformed escapes: a browser
 * never sends them for a real page, and each is a way out of the site folder.
 */
export function parseRequestPath(target: string | undefined): RequestPath {
  let raw = target ?? '/';
  // Absolute-form targets (`GET http://host/path`) come from proxies.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    try {
      raw = new URL(raw).pathname;
    } catch {
      return { ok: false, reason: 'malformed request target' };
    }
  }
  raw = raw.replace(/[?#].*$/s, '');
  if (!raw.startsWith('/')) return { ok: false, reason: 'the path must start with /' };
  if (raw.includes('\\')) return { ok: false, reason: 'backslash in path' };
  const segments: string[] = [];
  for (const segment of raw.slice(1).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, reason: 'malformed percent-encoding' };
    }
    if (decoded === '.' || decoded === '..') return { ok: false, reason: 'path outside the site' };
    if (/[/\\\0]/.test(decoded)) return { ok: false, reason: 'encoded slash, backslash or NUL in path' };
    segments.push(decoded);
  }
  return { ok: true, pathname: `/${segments.join('/')}` };
}

/**
 * A decoded path with a segment that starts with a dot (`/.env`, `/.git/config`,
 * the build's own marker): never served, however it was encoded; but the names
 * published all the same (isHiddenName: `/.well-known/`, `/.nojekyll`).
 */
export function isHiddenPath(pathname: string): boolean {
  return pathname.split('/').some(isHiddenName);
}

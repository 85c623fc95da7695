// URL helpers shared by the content stages. URLs are kept decoded (Chinese as
// written) except for spaces, which are %20 so that an href is one token.
import type { ResolvedConfig } from '../model.js';

/** Joins URL segments with single slashes, keeping a trailing slash if the last has one. */
export function joinUrl(...parts: string[]): string {
  const trailing = parts[parts.length - 1]?.endsWith('/') ?? false;
  const joined = `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return trailing && joined !== '/' ? `${joined}/` : joined;
}

/** Docusaurus' applyRouteTrailingSlash (server/plugins/routeConfig.ts): true adds a slash, false removes it; the base URL is left as it is. */
export function withTrailingSlash(url: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || url === baseUrl) return url;
  return trailingSlash ? (url.endsWith('/') ? url : `${url}/`) : url.replace(/\/+$/, '') || '/';
}

/** The search results page of a locale, with the site's trailingSlash as Docusaurus routes it; undefined when the site's search has none. */
export function searchPageUrl(config: Pick<ResolvedConfig, 'baseUrl' | 'trailingSlash' | 'search'>, urlPrefix: string): string | undefined {
  const page = config.search?.page;
  return page ? hrefOf(withTrailingSlash(joinUrl(config.baseUrl, urlPrefix, page), config.trailingSlash, config.baseUrl)) : undefined;
}

/** The href form of a route: spaces encoded, everything else as written. */
export const hrefOf = (url: string) => url.replace(/ /g, '%20');

/**
 * The output file of a route: `/en/docs/a/` → `en/docs/a/index.html`, or
 * `en/docs/a.html` when the site's trailingSlash is false (as Docusaurus
 * writes it then; the site's root stays `index.html`).
 */
export function outFileOf(url: string, trailingSlash?: boolean): string {
  const clean = decodeURIComponent(url).replace(/^\/+|\/+$/g, '');
  if (!clean) return 'index.html';
  return trailingSlash === false ? `${clean}.html` : `${clean}/index.html`;
}

/** The path a URL points at, for comparisons: decoded, no query, hash or trailing slash. */
export function routeKey(url: string): string {
  let pathname = url.replace(/[?#].*$/, '');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // an invalid escape stays as written
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Docusaurus' tag and author slugs, lodash's kebabCase: words split at case
 * changes and between letters and digits ("OAuth2" → "o-auth-2", "i18n" →
 * "i-18-n"), an ordinal kept whole ("1st"), CJK words whole ("开源之夏").
 */
const WORD = /\p{Lu}?[\p{Ll}\p{Lo}]+|\p{Lu}+(?!\p{Ll})|\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_])|\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_])|\p{N}+/gu;

export function kebabCase(text: string): string {
  const words = text.match(WORD) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

/**
 * A file or folder name that is never published: one starting with a dot (.env,
 * .git, the build's own marker), but `.well-known` (security.txt, ACME challenges)
 * and `.nojekyll`, the empty marker that tells GitHub Pages not to run Jekyll
 * (Docusaurus' site template ships it in static/, and Docusaurus publishes it).
 */
const PUBLISHED_DOT_NAMES = new Set(['.well-known', '.nojekyll']);
export const isHiddenName = (name: string) => name.startsWith('.') && !PUBLISHED_DOT_NAMES.has(name);

// A file a stylesheet names in url(), as Docusaurus' css-loader takes it: the
// file beside the stylesheet (a package's font too), or one of the site's
// folder as `@site/…` (webpack's alias); in the build, the URL of its hashed
// copy, its query or fragment kept. Another origin, a data URL, an absolute
// path (a file of static/) and a fragment stay as written. Shared by the
// site's stylesheets (site-styles.ts) and the CSS its code imports
// (render/asset-imports.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetHash, assetOutputPath } from './asset-registry.js';

/** What a url() keeps as written: another origin, a data URL, an absolute path, a fragment. */
export const KEPT_URL = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/** `@site/…`: the site's folder, as Docusaurus' webpack aliases it for stylesheets as for code. */
const SITE_ALIAS = /^@site\//;

/** The file a url() names and what follows its path (`?…`, `#…`); undefined for a URL kept as written. */
export function cssUrlFile(url: string, resolveDir: string, siteDir: string): { file: string; suffix: string } | undefined {
  if (KEPT_URL.test(url)) return undefined;
  const request = url.replace(/[?#].*$/, '');
  const file = SITE_ALIAS.test(request) ? path.join(siteDir, request.replace(SITE_ALIAS, '')) : path.resolve(resolveDir, request);
  return { file, suffix: url.slice(request.length) };
}

/** The URL of the file's hashed copy under `baseUrl`, with `suffix`; the copy is noted in `files` (its path in the build → the file) for the build to write. */
export function copiedFileUrl(file: string, suffix: string, baseUrl: string, files: Map<string, string>): string {
  const out = assetOutputPath(file, assetHash(readFileSync(file)));
  files.set(out, file);
  return `${baseUrl}${out}${suffix}`;
}

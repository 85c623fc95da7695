// Where a link to a Markdown file leads, as Docusaurus resolves it
// (docusaurus-utils/src/markdownLinks.ts, resolveMarkdownLinkPathname): the
// target file's URL in a locale. The compiler writes such links as markers
// (markdown/plugins/rehype-links.ts); the renderer resolves them per locale
// with this lookup, and so does the compile stage for the site's own remark
// plugins, which Docusaurus runs on links already resolved.
import path from 'node:path';
import type { ResolvedConfig } from '../model.js';
import { MD_LINK, MD_SEARCH } from '../markdown/plugins/rehype-links.js';
import { blogInstances, localizedBlogDir } from './blog-instances.js';
import { builtVersions } from './docs-instances.js';
import { localizedDirs } from './scan.js';

/** A folder's site path with a trailing slash. */
const sitePathOf = (config: ResolvedConfig, abs: string) => `${path.relative(config.siteDir, abs).split(path.sep).join('/')}/`;

/** Per locale other than the default, the prefix pairs mapping its translated folders back to the default ones. */
export function localizedPrefixesOf(config: ResolvedConfig): Map<string, [string, string][]> {
  return new Map(
    config.locales
      .filter((l) => !l.isDefault)
      .map((l) => [
        l.code,
        // Every version of every docs instance: a translated doc of the second instance, or of version 2.0, links as its original does.
        [
          ...builtVersions(config).map((v): [string, string] => [sitePathOf(config, localizedDirs(config, l, v.localizedDir).docs), sitePathOf(config, v.dir)]),
          ...blogInstances(config).map((blog): [string, string] => [sitePathOf(config, localizedBlogDir(config, l, blog)), sitePathOf(config, blog.dir)]),
        ],
      ]),
  );
}

/** The site paths of the content folders (each docs version's, each blog's), for `/x.md` links. */
export function contentRootsOf(config: ResolvedConfig): string[] {
  return [...builtVersions(config).map((v) => sitePathOf(config, v.dir)), ...blogInstances(config).map((blog) => sitePathOf(config, blog.dir))];
}

/**
 * A path a translated file links to, read as if the link were written in the
 * default-locale file it translates (Docusaurus tries both places); undefined
 * for a file that translates none.
 */
export function mirroredPath(localizedPrefixes: [string, string][], target: string, fromSitePath: string): string | undefined {
  for (const [localized, original] of localizedPrefixes) {
    if (!fromSitePath.startsWith(localized)) continue;
    const relative = path.posix.relative(path.posix.dirname(fromSitePath), target);
    return path.posix.normalize(path.posix.join(path.posix.dirname(original + fromSitePath.slice(localized.length)), relative));
  }
  return undefined;
}

/** A marker's path and what follows it (`?query`, `#hash`), kept as written. */
export const splitSuffix = (marker: string): [string, string] => {
  const i = marker.search(/[?#]/);
  return i === -1 ? [marker, ''] : [marker.slice(0, i), marker.slice(i)];
};

/**
 * The URL a Markdown link's marker leads to in one locale, with its `?query`
 * and `#hash`; undefined when no content file answers it.
 */
export function markdownLinkLookup(params: {
  /** Site path of every doc and post file (default and translated) → its URL in this locale. */
  urlsBySitePath: Map<string, string>;
  /** Prefix pairs mapping a translated folder back to the default one. */
  localizedPrefixes: [string, string][];
  contentRoots: string[];
}): (marker: string, fromSitePath: string) => string | undefined {
  const lookup = (target: string, fromSitePath: string) => {
    const direct = params.urlsBySitePath.get(target);
    if (direct) return direct;
    const mirror = mirroredPath(params.localizedPrefixes, target, fromSitePath);
    return mirror === undefined ? undefined : params.urlsBySitePath.get(mirror);
  };
  const roots = [...params.contentRoots, ...params.localizedPrefixes.map(([localized]) => localized)].map((root) => root.replace(/\/$/, '')).sort((a, b) => b.length - a.length);
  /** A `/x.md` link: the file under the content folder the page is in (translated, then its original), else under the site folder. */
  const lookupRooted = (target: string, fromSitePath: string) => {
    const root = roots.find((r) => fromSitePath.startsWith(`${r}/`));
    return (root !== undefined ? lookup(`${root}${target}`, fromSitePath) : undefined) ?? lookup(target.slice(1), fromSitePath);
  };
  return (marker, fromSitePath) => {
    const [places, suffix] = splitSuffix(marker.slice(MD_LINK.length));
    let url: string | undefined;
    if (places.startsWith(MD_SEARCH)) {
      // A bare `x.md`: beside the file, else where `/x.md` would be.
      const [beside = '', rooted = ''] = places.slice(MD_SEARCH.length).split(MD_SEARCH);
      url = lookup(beside, fromSitePath) ?? lookupRooted(rooted, fromSitePath);
    } else url = places.startsWith('/') ? lookupRooted(places, fromSitePath) : lookup(places, fromSitePath);
    return url === undefined ? undefined : `${url}${suffix}`;
  };
}

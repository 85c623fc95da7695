import path from 'node:path';
import type { ContentContextValue, FoundLink, LocaleInfo } from '../model.js';
import type { AssetRegistry } from '../assets/asset-registry.js';
import { imageSize, type ImageSize } from '../assets/image-size.js';
import { hrefOf } from '../content/urls.js';
import { ASSET_LINK, MD_LINK } from '../markdown/plugins/rehype-links.js';
import { markdownLinkLookup, mirroredPath } from '../content/markdown-link-lookup.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** An external URL (https:, mailto:, …), not one of the compiler's unresolved markers. */
const isExternal = (url: string) => SCHEME.test(url) && !url.startsWith(MD_LINK) && !url.startsWith(ASSET_LINK);

/**
 * The link and image resolution of one locale. Markdown links become the
 * target's URL in this locale; `/absolute` links get the locale prefix unless
 * they name a static file; relative images get their hashed URL.
 */
export function createResolver(params: {
  baseUrl: string;
  locale: LocaleInfo;
  /** Site path of every doc and post file (default and translated) → its URL in this locale. */
  urlsBySitePath: Map<string, string>;
  /** Prefix pairs mapping a translated folder back to the default one. */
  localizedPrefixes: [string, string][];
  /** The site paths of the content folders (each docs version's, each blog's), for `/x.md` links. */
  contentRoots?: string[];
  staticFiles: Set<string>;
  /** The folder of static files, where `/img/…` images are read to learn their size. */
  staticDir: string;
  assets: AssetRegistry;
}) {
  const { baseUrl, locale } = params;
  const markdownLink = markdownLinkLookup({ urlsBySitePath: params.urlsBySitePath, localizedPrefixes: params.localizedPrefixes, contentRoots: params.contentRoots ?? [] });
  const asset = (target: string, fromSitePath: string) => {
    const direct = params.assets.urlOf(target);
    if (direct) return direct;
    const mirror = mirroredPath(params.localizedPrefixes, target, fromSitePath);
    return mirror === undefined ? undefined : params.assets.urlOf(mirror);
  };
  const isStatic = (url: string) => params.staticFiles.has(decodeURIComponent(url.replace(/[?#].*$/, '').slice(baseUrl.length)));
  /** A locale's own base URL (`/zh-CN/`), other than the site's. */
  const localeBase = locale.urlPrefix ? `${baseUrl}${locale.urlPrefix.slice(1)}/` : undefined;
  /** `/img/x.png` in content means the site's /img/x.png, wherever the site is served (Docusaurus adds the base URL too). */
  const withBase = (url: string) => (url.startsWith(baseUrl) ? url : `${baseUrl}${url.slice(1)}`);

  const sizes = new Map<string, ImageSize | undefined>();
  /** The intrinsic size of an image this site serves (hashed asset or static file), read once per build. */
  const sizeOf = (url: string) => {
    if (!sizes.has(url)) {
      const file = params.assets.sourceOf(url) ?? (isStatic(url) ? path.join(params.staticDir, decodeURIComponent(url.replace(/[?#].*$/, '').slice(baseUrl.length))) : undefined);
      sizes.set(url, file ? imageSize(file) : undefined);
    }
    return sizes.get(url);
  };

  /** Resolves hrefs and srcs for one content file, recording each in `found`. */
  return function forFile(file: string, sitePath: string, found: FoundLink[]): Pick<ContentContextValue, 'resolveHref' | 'resolveSrc' | 'imageSize' | 'eagerImage'> {
    let sizedSeen = false;
    const record = (url: string, written: string, kind: FoundLink['kind'], position: string | undefined) => {
      const [line, column] = (position ?? '').split(':').map(Number);
      found.push({ url, written, kind, file, ...(line && { line }), ...(column && { column }) });
      return url;
    };
    return {
      resolveHref(written, position) {
        let href = written;
        if (href.startsWith(MD_LINK)) {
          const resolved = markdownLink(href, sitePath);
          if (resolved) return record(resolved, written, 'link', position);
          // Unresolved, a link keeps its marker for the link check, but a `/x.md` link no content file answers,
          // which is the URL as written (a static file, say), checked as any other.
          if (!href.startsWith(`${MD_LINK}/`)) return record(href, written, 'link', position);
          href = href.slice(MD_LINK.length);
        }
        let url = href;
        if (href.startsWith(ASSET_LINK)) {
          url = asset(href.slice(ASSET_LINK.length).replace(/[?#].*$/, ''), sitePath) ?? href;
        } else if (localeBase && (href.startsWith(localeBase) || href === localeBase.slice(0, -1))) {
          // Already under the locale's base (a path of the docs' global data): kept, as Docusaurus' withBaseUrl keeps it.
          url = hrefOf(href.startsWith(localeBase) ? href : localeBase);
        } else if (href.startsWith('/') && !href.startsWith('//')) {
          const based = withBase(href);
          url = isStatic(based) ? based : hrefOf(`${baseUrl}${locale.urlPrefix.slice(1)}${locale.urlPrefix ? '/' : ''}${based.slice(baseUrl.length)}`);
        }
        return isExternal(url) ? url : record(url, written, 'link', position);
      },
      resolveSrc(src, position) {
        let url = src;
        if (src.startsWith(ASSET_LINK)) url = asset(src.slice(ASSET_LINK.length), sitePath) ?? src;
        else if (src.startsWith('/') && !src.startsWith('//')) url = withBase(src);
        return isExternal(url) ? url : record(url, src, 'image', position);
      },
      imageSize: sizeOf,
      eagerImage: (sized) => {
        const eager = !sizedSeen;
        sizedSeen ||= sized;
        return eager;
      },
    };
  };
}

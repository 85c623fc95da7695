import type { ContentContextValue } from '../../templates/server-entry.js';
import type { AssetRegistry } from '../assets/asset-registry.js';
import type { LocaleInfo } from '../model.js';
import { hrefOf } from '../content/urls.js';
import { ASSET_LINK, MD_LINK } from '../markdown/plugins/rehype-links.js';

/** A link or image found in content, with where it is written. */
export interface FoundLink {
  /** The URL as the page has it. */
  url: string;
  /** What the compiled page had, to report a broken link once for all locales. */
  written: string;
  kind: 'link' | 'image';
  file: string;
  line?: number;
  column?: number;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

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
  staticFiles: Set<string>;
  assets: AssetRegistry;
}) {
  const { baseUrl, locale } = params;
  const lookup = (sitePath: string) => {
    const direct = params.urlsBySitePath.get(sitePath);
    if (direct) return direct;
    for (const [localized, original] of params.localizedPrefixes) {
      if (sitePath.startsWith(localized)) return params.urlsBySitePath.get(original + sitePath.slice(localized.length));
    }
    return undefined;
  };
  const isStatic = (url: string) => params.staticFiles.has(decodeURIComponent(url.replace(/[?#].*$/, '').slice(baseUrl.length)));

  /** Resolves hrefs and srcs for one content file, recording each in `found`. */
  return function forFile(file: string, found: FoundLink[]): Pick<ContentContextValue, 'resolveHref' | 'resolveSrc'> {
    const record = (url: string, written: string, kind: FoundLink['kind'], position: string | undefined) => {
      const [line, column] = (position ?? '').split(':').map(Number);
      found.push({ url, written, kind, file, ...(line && { line }), ...(column && { column }) });
      return url;
    };
    return {
      resolveHref(href, position) {
        let url = href;
        if (href.startsWith(MD_LINK)) {
          const rest = href.slice(MD_LINK.length);
          const i = rest.search(/[?#]/);
          const [target, hash] = i === -1 ? [rest, ''] : [rest.slice(0, i), rest.slice(i)];
          const resolved = lookup(target);
          url = resolved ? `${resolved}${hash}` : href;
        } else if (href.startsWith(ASSET_LINK)) {
          url = params.assets.urlOf(href.slice(ASSET_LINK.length).replace(/[?#].*$/, '')) ?? href;
        } else if (href.startsWith('/') && !href.startsWith('//')) {
          url = isStatic(href) || !href.startsWith(baseUrl) ? href : hrefOf(`${baseUrl}${locale.urlPrefix.slice(1)}${locale.urlPrefix ? '/' : ''}${href.slice(baseUrl.length)}`);
        }
        return SCHEME.test(url) && !url.startsWith(MD_LINK) ? url : record(url, href, 'link', position);
      },
      resolveSrc(src, position) {
        let url = src;
        if (src.startsWith(ASSET_LINK)) url = params.assets.urlOf(src.slice(ASSET_LINK.length)) ?? src;
        return SCHEME.test(url) && !url.startsWith(ASSET_LINK) ? url : record(url, src, 'image', position);
      },
    };
  };
}

import { useContent } from '../context.js';

const UNTOUCHED = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

type BaseUrlOptions = { absolute?: boolean };

/** A path of the site under its base URL, by the page's resolver (see useBaseUrl). */
const withBase = (content: ReturnType<typeof useContent>, url: string, options: BaseUrlOptions = {}): string => {
  if (!url || UNTOUCHED.test(url)) return url;
  const resolved = content.resolveHref(url.startsWith('/') ? url : `/${url}`, undefined);
  return options.absolute ? `${content.site.url}${resolved}` : resolved;
};

/**
 * `import useBaseUrl from '@docusaurus/useBaseUrl'`: a path of the site under
 * its base URL, in this locale for a page (`/en/docs/x`), as it is for a
 * static file (`/img/x.png`); `absolute` adds the site's origin.
 */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return withBase(useContent(), url, options);
}

/** `import { useBaseUrlUtils } from '@docusaurus/useBaseUrl'`: `withBaseUrl(url, options)`, useBaseUrl as a function to call anywhere in the render (in a loop, a callback). */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const content = useContent();
  return { withBaseUrl: (url, options) => withBase(content, url, options) };
}

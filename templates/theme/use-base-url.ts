import { useContent } from '../context.js';

const UNTOUCHED = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/**
 * `import useBaseUrl from '@docusaurus/useBaseUrl'`: a path of the site under
 * its base URL, in this locale for a page (`/en/docs/x`), as it is for a
 * static file (`/img/x.png`); `absolute` adds the site's origin.
 */
export default function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  const { resolveHref, site } = useContent();
  if (!url || UNTOUCHED.test(url)) return url;
  const resolved = resolveHref(url.startsWith('/') ? url : `/${url}`, undefined);
  return options.absolute ? `${site.url}${resolved}` : resolved;
}

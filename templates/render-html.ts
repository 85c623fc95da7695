// React 19's server renderer, for the fragments the build renders (a page's
// body inside the document tongsite writes, a page's content).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * React 19 writes a `<link rel="preload" as="image">` for each image it
 * renders without `loading="lazy"`, meant for a document's <head>. Rendering a
 * fragment, it puts them in front of the HTML with what else it hoists
 * (`<title>`, `<meta>`, `<link>`, async scripts the tree renders), where they
 * would end up inside the page's body, in page data and in feeds, as hints for
 * images that the HTML right after them loads anyway. They are cut from that
 * leading run; the rest of it stays where React put it. (A preload the site's
 * own code renders is hoisted the same way and cut with them.)
 */
const HOISTED_RUN = /^(?:<link[^>]*\/>|<meta[^>]*\/>|<title>[^<]*<\/title>|<script[^>]*><\/script>)+/;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/** The HTML of `tree`, as React renders it, without React's image preload hints. */
export function renderHtml(tree: ReactNode): string {
  return renderToString(tree).replace(HOISTED_RUN, (run) => run.replace(IMAGE_PRELOAD, ''));
}

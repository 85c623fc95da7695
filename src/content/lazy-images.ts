// Images in HTML a site's config writes into its footer (upstream Tongsuo's
// WeChat QR code, shown on hover) are below the fold of every page, or hidden:
// loaded lazily, they cost nothing until a reader scrolls to them or hovers,
// instead of sharing the first view's bandwidth with the images it shows.
import { hasAttribute, tagsOf } from './html-tags.js';

const IMG_TAG = tagsOf('img');
const hasLoading = hasAttribute('loading');

/** `html` with `loading="lazy" decoding="async"` on each `<img>` that does not say how it loads. */
export function imagesLoadLazily(html: string): string {
  return html.replace(IMG_TAG, (tag, end: string, name: string, attributes: string) => {
    if (end || hasLoading(attributes)) return tag;
    // A slash after a space or a quote closes the tag; one in an unquoted value (src=/a/) is the value's.
    const selfClosing = /(?:^|[\s"'])\/\s*$/.test(attributes);
    const rest = selfClosing ? attributes.replace(/\s*\/\s*$/, '') : attributes;
    return `<${name}${rest} loading="lazy" decoding="async"${selfClosing ? ' />' : '>'}`;
  });
}

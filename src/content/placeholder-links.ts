// HTML a site's config writes into the chrome (footer items, copyright,
// announcement) is the author's, rendered as written, as Docusaurus does, with
// one change: an <a> without href becomes a <span>. Such an <a> is the HTML
// spec's placeholder link: it goes nowhere and is no link to a screen reader
// or the keyboard, so a <span> shows and means the same. But on a page whose
// script listens for clicks, crawlers and Lighthouse's crawlable-anchors audit
// take it for a link they cannot follow. (Upstream Tongsuo's footer wraps its
// QR code in one.)

import { hasAttribute, tagsOf } from './html-tags.js';

const A_TAG = tagsOf('a');
const hasHref = hasAttribute('href');

/** `html` with each `<a>` that has no href, and its end tag, written as `<span>`. */
export function placeholderLinksAsText(html: string): string {
  // <a> cannot nest: each end tag closes the latest start tag.
  const open: boolean[] = [];
  return html.replace(A_TAG, (tag, end: string, _name: string, attributes: string) => {
    if (end) return open.pop() ? '</span>' : tag;
    const placeholder = !hasHref(attributes);
    open.push(placeholder);
    return placeholder ? `<span${attributes}>` : tag;
  });
}

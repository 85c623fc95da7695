import { escapeXml } from './escape.js';

/**
 * A doc's title as theme-classic's DocItem/Content writes it when the Markdown
 * has no title of its own: a header at the top of `.theme-doc-markdown`, so that
 * Infima's `.markdown h1:first-child` and a site's CSS for
 * `.theme-doc-markdown > header > h1` size and colour it there.
 */
export function docTitleHtml(heading: string): string {
  return `<header><h1>${escapeXml(heading)}</h1></header>`;
}

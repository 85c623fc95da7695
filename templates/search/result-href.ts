// Kept apart from the highlighter so that the search box can build links
// without loading it.

/** The query parameter of a result link that lists the terms to mark, separated by spaces. */
export const HIGHLIGHT_PARAM = '_highlight';

/** The href of a search result: its page, the terms to mark there, and the heading to scroll to. */
export function resultHref(url: string, anchor: string, terms: string[]): string {
  const query = terms.length ? `?${HIGHLIGHT_PARAM}=${encodeURIComponent(terms.join(' '))}` : '';
  return `${url}${query}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/** Whether a URL asks for highlighted terms. */
export const wantsHighlight = (href: string) => new URL(href).searchParams.has(HIGHLIGHT_PARAM);

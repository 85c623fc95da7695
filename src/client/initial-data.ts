import type { PageData, SiteData } from '../model.js';
import { DATA_SCRIPT_ID } from '../shared/page-data.js';

/** The site's data alone, for the early entry (the page's is the React client's). */
export function readSite(doc: Document): SiteData {
  return (JSON.parse(doc.getElementById(DATA_SCRIPT_ID)?.textContent ?? '{}') as { site: SiteData }).site;
}

/** A doc's Markdown without the title src/shared/doc-title.ts put first in it: the body alone. */
function withoutDocTitle(markdown: Element): string {
  const title = markdown.firstElementChild;
  return title?.tagName === 'HEADER' ? markdown.innerHTML.slice(title.outerHTML.length) : markdown.innerHTML;
}

/**
 * Reads the data the server rendered the page from. Bodies and excerpts are not
 * repeated in the JSON: they are taken back from the DOM they were rendered into.
 */
export function readInitialData(doc: Document): { site: SiteData; page: PageData } {
  const script = doc.getElementById(DATA_SCRIPT_ID);
  const data = JSON.parse(script?.textContent ?? '{}') as { site: SiteData; page: PageData };
  const page = data.page;
  // A doc's title is the first element of its Markdown (templates/docs/DocPage.tsx), not part of the body.
  const docTitle = page.kind === 'doc' && page.heading !== undefined;
  const bodies = [...doc.querySelectorAll('#__main .markdown')].map((el) => (docTitle ? withoutDocTitle(el) : el.innerHTML));
  // A page drawn by the site's swizzled blog components keeps its bodies in the JSON (templates/document.ts).
  if ((page.kind === 'doc' || page.kind === 'blogPost') && !page.contentHtml) page.contentHtml = bodies[0] ?? '';
  if (page.kind === 'blogList' || page.kind === 'blogTag') page.posts.forEach((post, i) => (post.excerptHtml ??= bodies[i] ?? ''));
  return data;
}

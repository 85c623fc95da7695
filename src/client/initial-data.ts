import type { PageData, SiteData } from '../model.js';
import { DATA_SCRIPT_ID } from '../shared/page-data.js';

/** The site's data alone, for the early entry (the page's is the React client's). */
export function readSite(doc: Document): SiteData {
  return (JSON.parse(doc.getElementById(DATA_SCRIPT_ID)?.textContent ?? '{}') as { site: SiteData }).site;
}

/**
 * Reads the data the server rendered the page from. Bodies and excerpts are not
 * repeated in the JSON: they are taken back from the DOM they were rendered into.
 */
export function readInitialData(doc: Document): { site: SiteData; page: PageData } {
  const script = doc.getElementById(DATA_SCRIPT_ID);
  const data = JSON.parse(script?.textContent ?? '{}') as { site: SiteData; page: PageData };
  const bodies = [...doc.querySelectorAll('#__main .markdown')].map((el) => el.innerHTML);
  const page = data.page;
  // A page drawn by the site's swizzled blog components keeps its bodies in the JSON (templates/document.ts).
  if ((page.kind === 'doc' || page.kind === 'blogPost') && !page.contentHtml) page.contentHtml = bodies[0] ?? '';
  if (page.kind === 'blogList' || page.kind === 'blogTag') page.posts.forEach((post, i) => (post.excerptHtml ??= bodies[i] ?? ''));
  return data;
}

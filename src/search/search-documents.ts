import type { LocaleModel, SearchDocument } from '../model.js';

/**
 * The pages of a locale that search finds: docs and blog posts, in route order,
 * leaving out unlisted ones (noindex) and drafts (which have no route).
 */
export function searchDocuments(model: LocaleModel): SearchDocument[] {
  const compiledByUrl = new Map([...model.docs, ...model.posts].map((r) => [r.url, r.compiled]));
  const documents: SearchDocument[] = [];
  for (const route of model.routes) {
    const page = route.page;
    if ((page.kind !== 'doc' && page.kind !== 'blogPost') || page.noindex) continue;
    const compiled = compiledByUrl.get(route.url);
    if (!compiled) continue;
    const heading = page.kind === 'doc' ? (page.heading ?? page.title) : page.title;
    documents.push({
      url: route.url,
      title: page.title,
      aliases: [heading === page.title ? '' : heading, slugOf(route.url)].filter(Boolean),
      sections: compiled.sections.length ? compiled.sections : [{ id: '', heading: '', text: '', code: '' }],
    });
  }
  return documents;
}

/** The last segment of a URL's path, decoded: `/docs/ssl-tls/certificate-compression` → certificate-compression. */
function slugOf(url: string): string {
  const last = url.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

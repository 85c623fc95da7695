// Browser only, loaded with the search code at the reader's first reach for the
// box: the first results shown before the React client has come, in the
// search box's own dropdown markup (SearchBox.tsx), so that a page whose client
// is not there yet answers the first query as soon as the index has. They are
// written into the box's EARLY_RESULTS element (early-host.ts), which React
// renders empty and never looks into (its content is dangerouslySetInnerHTML's,
// not hydrated); the box empties it once it shows results of its own.
import type { SiteData } from '../../src/model.js';
import type { SearchOptions, SearchResults } from '../../src/shared/search/query-engine.js';
import { translate } from '../../src/shared/translate.js';
import { EARLY_RESULTS } from './early-host.js';
import { resultHref } from './result-href.js';
import { storedPreferredVersions, versionSkip } from './version-skip.js';

/** The suggestions the box shows (SearchBox.tsx). */
const SUGGESTIONS = 8;

type Strings = Pick<SiteData, 'strings' | 'locale' | 'searchUrl'>;

/** The box's query options on a page the client has not taken yet: its suggestions, in the docs version read. */
export function earlyOptions(site: Pick<SiteData, 'docsVersions' | 'docsVersionPersistence'>): SearchOptions {
  const skip = versionSkip(site.docsVersions, storedPreferredVersions(site.docsVersions, site.docsVersionPersistence), () => window.location.href);
  return { limit: SUGGESTIONS, ...(skip && { skip }) };
}

function element(doc: Document, tag: string, className: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** An excerpt with its matched terms in `<mark>`, as text nodes: a query can never inject markup. */
function excerpt(doc: Document, parts: SearchResults['hits'][number]['excerpt']): HTMLElement {
  const span = element(doc, 'span', 'search-hit__excerpt');
  for (const part of parts) {
    const node = doc.createElement(part.mark ? 'mark' : 'span');
    node.textContent = part.text;
    span.append(node);
  }
  return span;
}

/** Shows `results` of `query` under the search form `form` (replacing what was shown); links, the empty notice, "see all". */
export function showEarlyResults(form: Element, query: string, results: SearchResults, site: Strings): void {
  const host = form.querySelector(`.${EARLY_RESULTS}`);
  if (!host) return;
  const doc = form.ownerDocument;
  const t = (key: string) => translate(site.strings[key] ?? key, {}, site.locale.htmlLang);
  const dropdown = element(doc, 'div', 'search-dropdown');
  const list = element(doc, 'ul', 'search-dropdown__list');
  list.dataset.query = query;
  list.setAttribute('aria-label', t('theme.SearchBar.label'));
  for (const hit of results.hits) {
    const link = doc.createElement('a');
    link.href = resultHref(hit.url, hit.anchor, results.terms);
    link.append(element(doc, 'span', 'search-hit__title', hit.title));
    if (hit.heading) link.append(element(doc, 'span', 'search-hit__heading', hit.heading));
    if (hit.excerpt.length) link.append(excerpt(doc, hit.excerpt));
    const item = element(doc, 'li', 'search-hit');
    item.append(link);
    list.append(item);
  }
  dropdown.append(list);
  if (!results.hits.length) dropdown.append(element(doc, 'p', 'search-dropdown__empty', t('theme.SearchBar.noResultsText')));
  if (site.searchUrl) {
    const all = element(doc, 'a', 'search-dropdown__all', t('theme.SearchBar.seeAll'));
    (all as HTMLAnchorElement).href = `${site.searchUrl}?q=${encodeURIComponent(query.trim())}`;
    dropdown.append(all);
  }
  host.replaceChildren(dropdown);
}

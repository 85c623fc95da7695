// A Docusaurus site's search, in tongsite's terms: the search plugin or theme
// it configures gets tongsite's own search (a box in the navbar, an index of
// every page) with the results page that plugin routes; a site that configures
// none gets no search at all, as under Docusaurus.
import type { UserConfig } from '../../model.js';
import type { ConfigNotes } from './notes.js';

/**
 * The search plugins and themes tongsite's own search stands for, each with the
 * results page it routes under each locale's root, or false when it routes none
 * (its box's dropdown is all it shows). theme-search-algolia's page is its
 * `themeConfig.algolia.searchPagePath` (ownSearchForAlgolia).
 */
export const SEARCH_PLUGINS: Record<string, string | false> = {
  // Its contentLoaded adds `${baseUrl}search` (dist/server/server/index.js), as does its fork's.
  '@easyops-cn/docusaurus-search-local': 'search',
  'docusaurus-plugin-search-local': 'search',
  // Both list their results in the box's dropdown (autocomplete) and route no page.
  'docusaurus-lunr-search': false,
  '@cmfcmf/docusaurus-search-local': false,
};

/** tongsite's search in place of `what` (a plugin's name, or `themeConfig.algolia`), found at `needle` in the config. */
export function ownSearchFor(what: string, page: string | false, user: UserConfig, notes: ConfigNotes, needle = what): void {
  user.search = { page };
  const results = page
    ? `its results page at /${page.replace(/^\/+/, '')} (the route it gives)`
    : `no results page (it routes none): the box's dropdown lists the first results, and its "See all results" lists every one there`;
  notes.info('docusaurus-search', `${what} is replaced by tongsite's own search: a box in the navbar, an index of every page, ${results}`, needle);
}

/** Algolia DocSearch (theme-search-algolia, which the classic preset adds when `themeConfig.algolia` is set): its page is `searchPagePath`, 'search' by default. */
export function ownSearchForAlgolia(algolia: Record<string, unknown>, user: UserConfig, notes: ConfigNotes): void {
  const path = algolia.searchPagePath;
  ownSearchFor('themeConfig.algolia (Algolia DocSearch)', path === false ? false : typeof path === 'string' ? path : 'search', user, notes, 'algolia');
}

/** No search plugin or theme: no box, no index, no results page, and one line that says so. */
export function noSearch(user: UserConfig, notes: ConfigNotes): void {
  user.search = false;
  notes.info(
    'docusaurus-search',
    'the site configures no search plugin or theme tongsite stands in for (themeConfig.algolia, @easyops-cn/docusaurus-search-local, docusaurus-lunr-search…), so tongsite builds no search: no index, no search page, and no search box but a @theme/SearchBar of the site or of a theme it installs',
  );
}

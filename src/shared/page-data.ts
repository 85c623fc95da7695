// What the build writes and the browser reads to show a page without a reload:
// both sides take these names from here.

/** The file beside each page's index.html that holds its data. */
export const PAGE_DATA_FILE = 'page-data.json';

/** The id of the JSON script each page embeds: its site and page data, bodies left out. */
export const DATA_SCRIPT_ID = '__tongsite-data';

/**
 * The id of the JSON script in each page's head that names the React client's code for the inline loader:
 * `{"entry", "preload", "eager"}`, eager when the page has code of its own (src/shared/inline-scripts.ts).
 */
export const CLIENT_SCRIPT_ID = '__tongsite-client';

/** Where a page's data lives, from its URL path. */
export const pageDataUrl = (pathname: string) => `${pathname.endsWith('/') ? pathname : `${pathname}/`}${PAGE_DATA_FILE}`;

/** Set on the page's root by the client just before it hydrates: from then on React takes the reader's clicks. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Marks the control the reader clicked before the client loaded, for the client to click again once it has hydrated. */
export const CLICK_REPLAY_ATTRIBUTE = 'data-tongsite-click';

/** The search form of the navbar (SearchBox.tsx), which the early entry answers before the client has come. */
export const SEARCH_BOX_SELECTOR = '.navbar__search';

/**
 * Set on the page's <html> by the early entry when it answers the search box itself: a first interaction
 * in the box then leaves the client asleep until the early entry sends CLIENT_WAKE_EVENT (its first answer
 * shown, or its search failed), so that loading and hydrating React does not hold up the first results.
 */
export const EARLY_SEARCH_ATTRIBUTE = 'data-early-search';
export const CLIENT_WAKE_EVENT = 'tongsite:wake-client';

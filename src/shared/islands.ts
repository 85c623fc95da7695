// Names the build and the browser agree on for islands (templates/islands.tsx).

/** The global through which the client's entry hands its React to a page's island bundle (src/render/island-bundles.ts). */
export const ISLAND_SHARED_GLOBAL = '__tongsiteShared';

/** The element around an island's fallback in the HTML: an autonomous custom element, valid in phrasing and flow content alike. */
export const ISLAND_TAG = 'tongsite-island';

/** Where the browser finds the islands of the content on screen (spelled out: the client's entry, which holds it, stays smaller). */
export const ISLAND_SELECTOR = '#__main tongsite-island';

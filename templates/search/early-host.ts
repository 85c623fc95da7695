// The element of the navbar search form that holds the results the early entry
// shows before the React client has come (early-results.ts): React renders it
// empty and never looks into it; the box empties it once it shows its own.
// Apart from the results' code, which neither the first load nor the client carries.

/** The class of the element in the search form that holds the results shown before hydration. */
export const EARLY_RESULTS = 'search-early';

/** Takes the early results away (the reader left the box, or the box shows its own). */
export function hideEarlyResults(form: Element | null | undefined): void {
  form?.querySelector(`.${EARLY_RESULTS}`)?.replaceChildren();
}

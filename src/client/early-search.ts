// The search box before the React client has come (a plain form until then):
// at the reader's first reach for it (focus, hover) its index and code start
// loading (start-search.ts), and what they type is answered here, in the
// box's dropdown markup (early-results.ts), as soon as the index holds it:
// the first results need no React. The client, which a first interaction in
// the box leaves asleep meanwhile (inline-scripts.ts), is woken once they are
// shown; once hydrated, the box takes the engine already started and shows
// its own results in place of these.
import type { SiteData } from '../model.js';
import { CLIENT_WAKE_EVENT, EARLY_SEARCH_ATTRIBUTE, SEARCH_BOX_SELECTOR } from '../shared/page-data.js';
import { hideEarlyResults } from '../../templates/search/early-host.js';
import { preloadSearchCode, startSearch } from '../../templates/search/start-search.js';

type EarlyResults = typeof import('../../templates/search/early-results.js');

export function installEarlySearch(site: SiteData, win: Window): void {
  if (!site.searchIndexUrl) return;
  const doc = win.document;
  // Once hydrated, the box loads and answers its queries itself.
  const hydrated = () => doc.getElementById('__tongsite')?.hasAttribute('data-hydrated') ?? false;
  const boxOf = (event: Event) => (!hydrated() && event.target instanceof Element ? event.target.closest(SEARCH_BOX_SELECTOR) : null);
  let view: Promise<EarlyResults> | undefined;
  // The client sleeps while the first results are fetched (the loader holds it at an interaction in the box):
  // woken once they are shown, or the search failed, or it is loaded and nothing is typed. Woken after the next
  // frame, so that the results are painted before the client's scripts are asked for and parsed.
  const wake = () => win.requestAnimationFrame(() => win.setTimeout(() => win.dispatchEvent(new Event(CLIENT_WAKE_EVENT))));
  const start = (form: Element) => {
    const engine = startSearch(site);
    engine?.then(() => !form.querySelector('input')?.value.trim() && wake(), wake);
    if (!view) {
      preloadSearchCode('searchEarly');
      view = import('../../templates/search/early-results.js');
    }
    view.catch(wake);
    return engine;
  };
  const reach = (event: Event) => {
    const form = boxOf(event);
    if (form) start(form);
  };
  /** Shows the results of what is typed in `input`; false when a later keystroke or the hydrated box has taken over. */
  const answer = async (form: Element, input: HTMLInputElement): Promise<boolean> => {
    const query = input.value;
    const [engine, results] = await Promise.all([start(form), view]);
    if (!engine || !results) return false;
    const options = results.earlyOptions(site);
    await engine.prepare(query, options);
    // A later keystroke answers for itself; the hydrated box shows its own results.
    if (hydrated() || input.value !== query || doc.activeElement !== input) return false;
    results.showEarlyResults(form, query, engine.search(query, options), site);
    return true;
  };
  doc.documentElement.setAttribute(EARLY_SEARCH_ATTRIBUTE, '');
  win.addEventListener('focusin', reach, { capture: true, passive: true });
  win.addEventListener('pointerover', reach, { passive: true });
  win.addEventListener(
    'input',
    (event) => {
      const form = boxOf(event);
      const input = event.target;
      if (!form || !(input instanceof HTMLInputElement)) return;
      if (input.value.trim()) answer(form, input).then((shown) => shown && wake(), wake);
      else hideEarlyResults(form);
    },
    { capture: true, passive: true },
  );
  // Leaving the box, or Escape in it, takes the early results away, as the box does with its own.
  win.addEventListener(
    'focusout',
    (event) => {
      const form = boxOf(event);
      if (form && !form.contains((event as FocusEvent).relatedTarget as Node | null)) hideEarlyResults(form);
    },
    { capture: true, passive: true },
  );
  win.addEventListener(
    'keydown',
    (event) => {
      const form = boxOf(event);
      if (form && event.key === 'Escape') hideEarlyResults(form);
    },
    { capture: true, passive: true },
  );
}

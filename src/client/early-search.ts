// The search box before the React client has come (a plain form until then):
// at the reader's first reach for it (focus, hover) its index and code start
// loading beside the client (start-search.ts), and what they type is prepared
// (the shards and text its results need fetched), so that the box answers as
// soon as it is hydrated instead of starting all of it then.
import type { SiteData } from '../model.js';
import { startSearch } from '../../templates/search/start-search.js';

const BOX = '.navbar__search';
/** The suggestions the box shows (SearchBox.tsx): the text of the pages they would show is fetched too. */
const SUGGESTIONS = 8;

export function installEarlySearch(site: SiteData, win: Window): void {
  if (!site.searchIndexUrl) return;
  const doc = win.document;
  // Once hydrated, the box loads and prepares its queries itself.
  const hydrated = () => doc.getElementById('__tongsite')?.hasAttribute('data-hydrated') ?? false;
  const inBox = (event: Event) => !hydrated() && event.target instanceof Element && event.target.closest(BOX) !== null;
  const reach = (event: Event) => {
    if (inBox(event)) startSearch(site)?.catch(() => undefined);
  };
  win.addEventListener('focusin', reach, { capture: true, passive: true });
  win.addEventListener('pointerover', reach, { passive: true });
  win.addEventListener(
    'input',
    (event) => {
      const input = event.target;
      if (!inBox(event) || !(input instanceof HTMLInputElement) || !input.value.trim()) return;
      startSearch(site)
        ?.then((engine) => engine.prepare(input.value, { limit: SUGGESTIONS }))
        .catch(() => undefined);
    },
    { capture: true, passive: true },
  );
}

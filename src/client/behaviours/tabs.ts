// The tabs of `@theme/Tabs`, rendered at build time with every panel in the
// page: this makes them switch (click, arrow keys, Home/End), switches the
// tabs of the same `groupId` together, remembers a group's choice in
// localStorage under Docusaurus' key, and keeps it in the query string when the
// tabs ask for it. Bodies are HTML swapped in by navigation, so listeners are
// delegated and choices are applied again after each page change.

/** Docusaurus' storage key for a tab group's choice. */
export const tabStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

const TAB = '.tabs-container [role="tab"]';

function select(container: Element, value: string): boolean {
  const tabs = [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('tabs__item--active', on);
  }
  for (const panel of container.querySelectorAll<HTMLElement>(':scope > .tabs__panels > [role="tabpanel"]')) panel.hidden = panel.dataset.value !== value;
  return true;
}

function readStored(groupId: string, win: Window): string | null {
  try {
    return win.localStorage.getItem(tabStorageKey(groupId));
  } catch {
    return null; // Storage may be blocked; the tabs still work.
  }
}

/** Selects a tab, with its group on the whole page, and remembers the choice; the tab stays where it was on screen. */
function choose(tab: HTMLElement, win: Window): void {
  const container = tab.closest('.tabs-container');
  const value = tab.dataset.value;
  if (!container || value === undefined) return;
  const before = tab.getBoundingClientRect().top;
  const { groupId, queryKey } = (container as HTMLElement).dataset;
  if (groupId) {
    for (const other of win.document.querySelectorAll(`.tabs-container[data-group-id="${CSS.escape(groupId)}"]`)) select(other, value);
    try {
      win.localStorage.setItem(tabStorageKey(groupId), value);
    } catch {
      // Not remembered, but switched.
    }
  } else select(container, value);
  if (queryKey) {
    const url = new URL(win.location.href);
    url.searchParams.set(queryKey, value);
    win.history.replaceState(win.history.state, '', url);
  }
  // Tabs of the group above this one may have changed height.
  win.scrollBy(0, tab.getBoundingClientRect().top - before);
}

/** The tab a key press moves to (automatic activation, as the ARIA tabs pattern allows). */
function neighbour(tab: HTMLElement, key: string): HTMLElement | undefined {
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
  const i = tabs.indexOf(tab);
  const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[key];
  if (to === undefined) return undefined;
  return tabs[(to + tabs.length) % tabs.length];
}

/**
 * Installs the listeners; returns `apply`, to call once the page's body is in
 * the document: it selects in each tab set the value the query string or the
 * group's stored choice names.
 */
export function installTabs(win: Window): { apply: () => void } {
  const doc = win.document;
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.(TAB);
    if (!(tab instanceof HTMLElement)) return;
    // Handled: the inline loader does not keep this click for the React client to play again.
    event.preventDefault();
    choose(tab, win);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.(TAB);
    if (!(tab instanceof HTMLElement)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(tab, win);
      return;
    }
    const next = neighbour(tab, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(next, win);
  });
  const apply = () => {
    const query = new URLSearchParams(win.location.search);
    const containers = [...doc.querySelectorAll<HTMLElement>('.tabs-container')];
    const fromQuery = (c: HTMLElement) => (c.dataset.queryKey ? query.get(c.dataset.queryKey) : null);
    // A link that names a group's tab (?os=windows) shows it in every set of the group on the page.
    const linked = new Map<string, string>();
    for (const c of containers) if (c.dataset.groupId && fromQuery(c) !== null) linked.set(c.dataset.groupId, fromQuery(c)!);
    for (const container of containers) {
      const { groupId } = container.dataset;
      const chosen = [fromQuery(container), groupId ? linked.get(groupId) : null, groupId ? readStored(groupId, win) : null];
      for (const value of chosen) if (value != null && select(container, value)) break;
    }
  };
  return { apply };
}

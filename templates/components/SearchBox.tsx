import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EARLY_RESULTS, hideEarlyResults } from '../search/early-host.js';
import { resultHref } from '../search/result-href.js';
import { useHighlightOnArrival } from '../search/use-highlight-on-arrival.js';
import { useSearchShortcut } from '../search/use-search-shortcut.js';
import { useSearchEngine } from '../search/use-search-engine.js';
import { useSearchResults } from '../search/use-search-results.js';
import { useVersionScope } from '../search/version-scope.js';
import type { ExcerptPart } from '../../src/shared/search/excerpt.js';
import { useSite, useT } from '../context.js';

/** At most this many suggestions under the search box (SPEC §9). */
const MAX_SUGGESTIONS = 8;
/** The early entry's results element: React renders it empty and never looks into it (early-host.ts). */
const EARLY_HOST = { __html: '' };

/** An excerpt with its matched terms in `<mark>`: text only, so a query can never inject markup. */
export function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

/**
 * The navbar search box: a GET form to the search page that works without
 * script; with it, a combobox whose suggestions (page, heading, excerpt) come
 * from the locale's index, loaded on the first focus or hover. On a site with
 * no search page (docusaurus-lunr-search's), "See all results" and Enter list
 * every result in the dropdown itself.
 */
export function SearchBox() {
  const site = useSite();
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const shortcut = useSearchShortcut(input);
  const { engine, load } = useSearchEngine(site.searchIndexUrl, site.searchSharedIndexUrl);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Without a search page, the dropdown lists every result once the reader asks for them all.
  const [everyResult, setEveryResult] = useState(false);
  useHighlightOnArrival();
  // What the reader typed before the client came (the box is a plain form until then) is their query.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement !== input.current) return;
    load();
    setOpen(true);
  }, []);

  const results = useSearchResults(engine, query, everyResult ? undefined : MAX_SUGGESTIONS, useVersionScope());
  const hits = results?.hits ?? [];
  useEffect(() => setActive(-1), [results]);
  const showPanel = open && query.trim() !== '' && results !== null;
  // The results the early entry showed before hydration stay until the box shows its own, or the box is
  // emptied (read from the input: on the first render, `query` is not yet what was typed before hydration).
  useLayoutEffect(() => {
    if (showPanel || !input.current?.value.trim()) hideEarlyResults(form.current);
  }, [showPanel, query]);
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const allResults = site.searchUrl && `${site.searchUrl}?q=${encodeURIComponent(query.trim())}`;

  const follow = (i: number) => {
    if (i < 0 && !allResults) {
      setEveryResult(true);
      setOpen(true);
      input.current?.focus();
      return;
    }
    // A click on the link lets the client's router take over (or the browser, without it).
    const link = i >= 0 ? form.current?.querySelectorAll<HTMLAnchorElement>('.search-hit a')[i] : form.current?.querySelector<HTMLAnchorElement>('.search-dropdown__all');
    if (!link) return;
    setOpen(false);
    link.click();
    input.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the input itself: the arrows cycle through it.
      if (event.key === 'ArrowDown') setActive((a) => (a + 1 >= hits.length ? -1 : a + 1));
      else setActive((a) => (a <= -1 ? hits.length - 1 : a - 1));
    } else if (event.key === 'Enter') {
      if (!query.trim()) return;
      event.preventDefault();
      follow(showPanel ? active : -1);
    } else if (event.key === 'Escape') {
      if (showPanel) {
        event.preventDefault();
        setOpen(false);
      } else {
        input.current?.blur();
      }
      hideEarlyResults(form.current);
    }
  };

  return (
    <form
      ref={form}
      className="navbar__search"
      role="search"
      action={site.searchUrl}
      method="get"
      onMouseEnter={load}
      onSubmit={(event) => {
        event.preventDefault();
        follow(-1);
      }}
    >
      <input
        ref={input}
        className="navbar__search-input"
        // HTML allows role=combobox on a text input, not on type=search (and
        // not aria-expanded there); inputMode and enterKeyHint keep a phone's
        // search keyboard.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        role="combobox"
        aria-label={t('theme.SearchBar.label')}
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        {...(showPanel && active >= 0 && { 'aria-activedescendant': optionId(active) })}
        placeholder={t('search.hint')}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={(event) => {
          // Keep the panel while focus moves into it (a click on a suggestion).
          if (form.current?.contains(event.relatedTarget as Node | null)) return;
          setOpen(false);
          hideEarlyResults(form.current);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setEveryResult(false);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="navbar__search-hint" aria-hidden="true" hidden={query !== ''}>
        {shortcut}
      </kbd>
      <div className="search-dropdown" hidden={!showPanel}>
        <ul className="search-dropdown__list" role="listbox" id={listId} aria-label={t('theme.SearchBar.label')} data-query={results?.query}>
          {hits.map((hit, i) => (
            <li
              key={`${hit.url}#${hit.anchor}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`search-hit${i === active ? ' search-hit--active' : ''}`}
              onMouseMove={() => setActive(i)}
            >
              <a href={resultHref(hit.url, hit.anchor, results!.terms)} tabIndex={-1} onClick={() => setOpen(false)}>
                <span className="search-hit__title">{hit.title}</span>
                {hit.heading && <span className="search-hit__heading">{hit.heading}</span>}
                {hit.excerpt.length > 0 && (
                  <span className="search-hit__excerpt">
                    <Excerpt parts={hit.excerpt} />
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        {hits.length === 0 && <p className="search-dropdown__empty">{t('theme.SearchBar.noResultsText')}</p>}
        {allResults ? (
          <a className="search-dropdown__all" href={allResults} tabIndex={-1} onClick={() => setOpen(false)}>
            {t('theme.SearchBar.seeAll')}
          </a>
        ) : (
          // Only when there may be more than the suggestions shown.
          !everyResult &&
          hits.length >= MAX_SUGGESTIONS && (
            <button type="button" className="search-dropdown__all" tabIndex={-1} onClick={() => follow(-1)}>
              {t('theme.SearchBar.seeAll')}
            </button>
          )
        )}
      </div>
      {/* Always empty: set so that hydration leaves what the early entry wrote there. */}
      <div className={EARLY_RESULTS} dangerouslySetInnerHTML={EARLY_HOST} />
    </form>
  );
}

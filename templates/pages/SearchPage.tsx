import { useEffect, useState } from 'react';
import { resultHref } from '../search/result-href.js';
import { useSearchEngine } from '../search/use-search-engine.js';
import { useSearchResults } from '../search/use-search-results.js';
import { useVersionScope } from '../search/version-scope.js';
import type { PageData } from '../../src/model.js';
import { Excerpt } from '../components/SearchBox.js';
import { useSite, useT } from '../context.js';

/** The query in the location (`?q=`); '' on the server, which never knows it. */
const locationQuery = () => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('q') ?? ''));

/**
 * /search?q=…: every page the query finds, with the count. The server renders
 * the empty form (it works without script); the client reads the query from
 * the URL, loads the index and lists the results, and keeps the URL in step
 * with the input.
 */
export function SearchPage({ page }: { page: Extract<PageData, { kind: 'search' }> }) {
  const site = useSite();
  const t = useT();
  const { engine, load } = useSearchEngine(site.searchIndexUrl, site.searchSharedIndexUrl);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const q = locationQuery();
    setQuery(q);
    // A query in the URL is a search asked for: load the index now.
    if (q.trim()) load();
  }, [page.url, load]);
  const results = useSearchResults(engine, query, undefined, useVersionScope());
  const count = results?.hits.length ?? 0;

  return (
    <main id="__main" className="search-page">
      <h1>{query.trim() ? t('theme.SearchPage.existingResultsTitle', { query: query.trim() }) : t('theme.SearchPage.emptyResultsTitle')}</h1>
      <form
        className="search-page__form"
        role="search"
        aria-label={t('theme.SearchPage.emptyResultsTitle')}
        action={site.searchUrl}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        onMouseEnter={load}
      >
        <input
          className="search-page__input"
          type="search"
          name="q"
          aria-label={t('theme.SearchBar.label')}
          placeholder={t('search.hint')}
          value={query}
          onFocus={load}
          onChange={(event) => {
            const q = event.target.value;
            setQuery(q);
            const url = new URL(window.location.href);
            if (q) url.searchParams.set('q', q);
            else url.searchParams.delete('q');
            window.history.replaceState(window.history.state, '', url.href);
          }}
        />
        <button className="button button--primary" type="submit">
          {t('tongsite.search.submit')}
        </button>
      </form>
      <div className="search-page__results" aria-live="polite">
        {results && <p className="search-page__count">{count ? t('theme.SearchPage.documentsFound.plurals', { count }) : t('theme.SearchPage.noResultsText')}</p>}
        {count > 0 && (
          <ol className="search-results">
            {results!.hits.map((hit) => (
              <li key={hit.url} className="search-result">
                <h2 className="search-result__title">
                  <a href={resultHref(hit.url, hit.anchor, results!.terms)}>{hit.title}</a>
                </h2>
                {hit.heading && <p className="search-result__heading">{hit.heading}</p>}
                {hit.excerpt.length > 0 && (
                  <p className="search-result__excerpt">
                    <Excerpt parts={hit.excerpt} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </main>
  );
}

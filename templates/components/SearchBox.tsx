import { useSite, useT } from '../context.js';

/** The navbar search box: a plain GET form to the search page, enhanced by the client. */
export function SearchBox() {
  const site = useSite();
  const t = useT();
  return (
    <form className="navbar__search" role="search" action={site.searchUrl} method="get">
      <input
        className="navbar__search-input"
        type="search"
        name="q"
        aria-label={t('theme.SearchBar.label')}
        placeholder={t('search.hint')}
        autoComplete="off"
        spellCheck={false}
      />
      <kbd className="navbar__search-hint" aria-hidden="true">
        Ctrl K
      </kbd>
    </form>
  );
}

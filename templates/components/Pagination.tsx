import type { PageLink } from '../../src/model.js';

/** Two links side by side (previous/next, newer/older), in a named <nav>. */
export function Pagination({ label, prev, next }: { label: string; prev?: PageLink & { sublabel: string }; next?: PageLink & { sublabel: string } }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.url} rel="prev">
          <span className="pagination-nav__sublabel">{prev.sublabel}</span>
          <span className="pagination-nav__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.url} rel="next">
          <span className="pagination-nav__sublabel">{next.sublabel}</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}

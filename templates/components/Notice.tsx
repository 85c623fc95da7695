import type { ReactNode } from 'react';

/** A banner above page content (unlisted page, unreleased version). */
export function Notice({ kind, title, children }: { kind: 'caution' | 'warning' | 'info'; title?: string; children: ReactNode }) {
  return (
    <div className={`admonition admonition--${kind} notice`} role="note">
      {title && <div className="admonition__heading">{title}</div>}
      <div className="admonition__content">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useContent } from '../context.js';

const ICONS: Record<string, string> = { note: 'ℹ', info: 'ℹ', tip: '💡', caution: '⚠', warning: '⚠', danger: '🔥', important: 'ℹ', success: '✔', secondary: 'ℹ' };

/** `:::tip[Title]` … `:::`, titled in the locale's words when no title is given. */
export function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const { strings } = useContent();
  const heading = title ?? strings[`theme.admonition.${type}`] ?? type;
  return (
    <div className={`admonition admonition--${type}`}>
      <div className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {ICONS[type] ?? 'ℹ'}
        </span>
        {heading}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}

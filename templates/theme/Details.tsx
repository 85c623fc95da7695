import { Children, isValidElement, type ReactNode } from 'react';

/**
 * `import Details from '@theme/Details'` (and `import { Details } from
 * '@docusaurus/theme-common/Details'`, the component theme-classic's wraps),
 * and every `<details>` of MDX: the browser's own disclosure widget (it opens
 * and closes without script), its `<summary>` taken from the children or the
 * `summary` prop.
 */
export function Details({ summary, children, className, open }: { summary?: ReactNode; children?: ReactNode; className?: string; open?: boolean }) {
  const items = Children.toArray(children);
  const isSummary = (c: unknown) => isValidElement(c) && c.type === 'summary';
  // Docusaurus' `summary` prop is a <summary> element; a plain text is accepted too.
  const given = summary === undefined ? undefined : isSummary(summary) ? summary : <summary>{summary}</summary>;
  return (
    <details className={`details${className ? ` ${className}` : ''}`} open={open}>
      {items.find(isSummary) ?? given ?? <summary>Details</summary>}
      <div className="details__content">{items.filter((c) => !isSummary(c))}</div>
    </details>
  );
}

export default Details;

import { Children, type ComponentPropsWithoutRef, createElement, type ReactNode } from 'react';
import { heading } from '../mdx/Heading.js';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const LEVELS = { h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6) };

/** The text of a heading's children, for the "#" link's accessible name. */
const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');

/** `import Heading from '@theme/Heading'`: `<Heading as="h2" id="x">` with the "#" link of Markdown headings. */
export default function Heading({ as, id, children, ...rest }: { as: Level; id?: string; children?: ReactNode } & ComponentPropsWithoutRef<'h2'>) {
  if (as === 'h1' || !id) return createElement(as, { id, ...rest }, children);
  const Level = LEVELS[as];
  return (
    <Level id={id} data-heading-text={textOf(children)} {...(rest.className && { className: rest.className })}>
      {children}
    </Level>
  );
}

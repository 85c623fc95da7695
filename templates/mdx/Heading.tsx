import { createElement, type ReactNode } from 'react';
import { translate } from '../../src/shared/translate.js';
import { useContent } from '../context.js';

type HeadingProps = { id?: string; 'data-heading-text'?: string; className?: string; children?: ReactNode };

/** h2–h6 with a "#" link to themselves, named for screen readers in the locale's words. */
export function heading(level: 2 | 3 | 4 | 5 | 6) {
  return function Heading({ id, 'data-heading-text': text, className, children }: HeadingProps) {
    const { strings, lang } = useContent();
    const label = translate(strings['theme.common.headingLinkTitle'] ?? '', { heading: text ?? '' }, lang);
    return createElement(
      `h${level}`,
      // A site's <Heading className> keeps its class beside the theme's.
      { id, className: className ? `anchor ${className}` : 'anchor' },
      children,
      id ? (
        <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
          {'\u200b'}
        </a>
      ) : null,
    );
  };
}

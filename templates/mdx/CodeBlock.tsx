import type { ReactNode } from 'react';
import { useContent } from '../context.js';

/**
 * A code block: the HTML shiki made at build time (or the `<pre>` given as
 * children), its title, and the copy button, server-rendered with its words and
 * made to work by the client.
 */
export function CodeBlock({ html, language, title, children }: { html?: string; language?: string; title?: ReactNode; children?: ReactNode }) {
  const { strings } = useContent();
  return (
    <div className={`code-block${language ? ` code-block--${language}` : ''}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {html !== undefined ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <div>{children}</div>}
        <button
          type="button"
          className="code-block__copy"
          aria-label={strings['theme.CodeBlock.copyButtonAriaLabel']}
          title={strings['theme.CodeBlock.copy']}
          data-copied={strings['theme.CodeBlock.copied']}
        >
          {strings['theme.CodeBlock.copy']}
        </button>
      </div>
    </div>
  );
}

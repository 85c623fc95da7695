import type { ReactNode } from 'react';
import { useContent } from '../context.js';

/**
 * A code block: the HTML shiki made at build time (or the `<pre>` given as
 * children), its title, and the copy button, server-rendered with its words and
 * made to work by the client. An output block (`output`: what the example
 * before it prints) is program output, not code to copy: a figure captioned
 * "Output" (or its title) holding the text as <samp>, without a copy button.
 */
export function CodeBlock({ html, language, title, output, children }: { html?: string; language?: string; title?: ReactNode; output?: string; children?: ReactNode }) {
  const { strings } = useContent();
  if (output !== undefined) {
    return (
      <figure className="code-output">
        <figcaption className="code-output__label">{title ?? strings['theme.CodeBlock.output']}</figcaption>
        {/* Focusable: a long line scrolls it sideways, and a keyboard must reach it. */}
        <pre className="code-output__body" tabIndex={0}>
          <samp>{output}</samp>
        </pre>
      </figure>
    );
  }
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

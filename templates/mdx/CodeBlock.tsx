import { useContent } from '../context.js';

/**
 * A highlighted code block. The HTML comes from shiki at build time; the copy
 * button is server-rendered with its words and made to work by the client.
 */
export function CodeBlock({ html, language, title }: { html: string; language?: string; title?: string }) {
  const { strings } = useContent();
  return (
    <div className={`code-block${language ? ` code-block--${language}` : ''}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <div dangerouslySetInnerHTML={{ __html: html }} />
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

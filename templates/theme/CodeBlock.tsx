import { Children, type ReactNode } from 'react';
import { parseCodeMeta } from '../../src/shared/code-meta.js';
import { applyMagicComments } from '../../src/shared/magic-comments.js';
import { CodeBlock as Frame } from '../mdx/CodeBlock.js';

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  /** `language-xxx`, as MDX gives a `<code>`. */
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  /** The fence's meta string: `{1,3-5}`, `title="…"`, `showLineNumbers`. */
  metastring?: string;
  /** Highlighted at compile time, when the code was written literally in the page (rehype-code.ts). */
  html?: string;
}

/**
 * `import CodeBlock from '@theme/CodeBlock'`: a code block whose code, title or
 * language may come from a variable. Code written literally in the page comes
 * highlighted by the compiler; code known only at render time is shown with
 * its lines marked (magic comments, `{1,3}`, line numbers) but not coloured.
 */
export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring, html }: CodeBlockProps) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const meta = parseCodeMeta(metastring);
  const heading = title ?? meta.title;
  if (html !== undefined) return <Frame html={html} language={lang} title={heading} />;
  const magic = applyMagicComments(Children.toArray(children).join('').replace(/\n$/, ''));
  const marked = new Set([...meta.highlightLines, ...magic.highlightLines]);
  const numbered = showLineNumbers ?? meta.showLineNumbers;
  return (
    <Frame language={lang} title={heading}>
      <pre className={`language-${lang}${numbered ? ' line-numbers' : ''}`} tabIndex={0}>
        <code>
          {/* Lines as shiki writes them: one span each, newlines between. */}
          {magic.code.split('\n').map((line, i) => [
            i ? '\n' : null,
            <span key={i} className={marked.has(i + 1) ? 'line highlighted' : 'line'}>
              {line}
            </span>,
          ])}
        </code>
      </pre>
    </Frame>
  );
}

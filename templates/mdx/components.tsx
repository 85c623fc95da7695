import type { ComponentPropsWithoutRef } from 'react';
import { escapeXml } from '../../src/shared/escape.js';
import { useContent } from '../context.js';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { heading } from './Heading.js';
import Details from '../theme/Details.js';

const isExternal = (href: string) => /^https?:\/\//.test(href);

function Link({ href = '', 'data-ts-pos': pos, ...rest }: ComponentPropsWithoutRef<'a'> & { 'data-ts-pos'?: string }) {
  const url = useContent().resolveHref(href, pos);
  return <a href={url} {...(isExternal(url) && { target: '_blank', rel: 'noopener noreferrer' })} {...rest} />;
}

/**
 * An image with its intrinsic width and height (the browser reserves its box:
 * no layout shift) unless the content gave a size; the page's first sized
 * image (it may be the largest paint) and any before it load at once, the
 * others when scrolled near.
 */
function Image({ src = '', 'data-ts-pos': pos, ...rest }: ComponentPropsWithoutRef<'img'> & { 'data-ts-pos'?: string }) {
  const content = useContent();
  const url = content.resolveSrc(String(src), pos);
  const size = rest.width === undefined && rest.height === undefined ? content.imageSize?.(url) : undefined;
  const eager = content.eagerImage?.(size !== undefined || rest.width !== undefined) ?? false;
  return <img src={url} loading={eager ? 'eager' : 'lazy'} decoding="async" {...size} {...rest} />;
}

// A wide formula or table scrolls sideways: tabIndex lets a keyboard reach and scroll it (WCAG 2.1.1).
function Math({ html, display }: { html: string; display?: boolean }) {
  return display ? (
    <div className="math math-display" tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <span className="math math-inline" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * A ```mermaid block (markdown.mermaid): its text, which the browser draws
 * into a diagram in the reader's colour mode (src/client/behaviours/mermaid.ts),
 * in Docusaurus' container class. Given as inner HTML, so that React, on a
 * hydrated page, leaves the drawing in place.
 */
function Mermaid({ value }: { value: string }) {
  return <div className="docusaurus-mermaid-container" data-mermaid="" dangerouslySetInnerHTML={{ __html: `<pre class="mermaid-source">${escapeXml(value)}</pre>` }} />;
}

/** Where a blog post's excerpt ends; the renderer cuts the HTML here. */
export const TRUNCATE_MARK = '<template data-truncate=""></template>';

/** The mark, in the build only: the HTML the browser hydrates has it cut out (a body hydrated whole renders nothing there). */
function Truncate() {
  return typeof document === 'undefined' ? <template data-truncate="" /> : null;
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * A header cell with no text (a table's empty corner, `| | a |`) is written as
 * a data cell: a header names the cells it heads, and an empty one names
 * nothing to a screen reader.
 */
function HeaderCell(props: ComponentPropsWithoutRef<'th'>) {
  const { children, scope: _scope, abbr: _abbr, ...cell } = props;
  const empty = children === undefined || children === null || (typeof children === 'string' && children.trim() === '');
  return empty ? <td {...cell} /> : <th {...props} />;
}

/** The components MDX content is rendered with: Markdown elements and the compiler's own. */
export const mdxComponents = {
  a: Link,
  img: Image,
  table: Table,
  th: HeaderCell,
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  TongsiteCodeBlock: CodeBlock,
  TongsiteAdmonition: Admonition,
  TongsiteDetails: Details,
  TongsiteMath: Math,
  TongsiteTruncate: Truncate,
  TongsiteMermaid: Mermaid,
};

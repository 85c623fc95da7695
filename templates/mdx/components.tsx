import type { ComponentPropsWithoutRef } from 'react';
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

function Image({ src = '', 'data-ts-pos': pos, ...rest }: ComponentPropsWithoutRef<'img'> & { 'data-ts-pos'?: string }) {
  const url = useContent().resolveSrc(String(src), pos);
  return <img src={url} loading="lazy" decoding="async" {...rest} />;
}

function Math({ html, display }: { html: string; display?: boolean }) {
  return display ? <div className="math math-display" dangerouslySetInnerHTML={{ __html: html }} /> : <span className="math math-inline" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Where a blog post's excerpt ends; the renderer cuts the HTML here. */
export const TRUNCATE_MARK = '<template data-truncate=""></template>';

function Truncate() {
  return <template data-truncate="" />;
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}

/** The components MDX content is rendered with: Markdown elements and the compiler's own. */
export const mdxComponents = {
  a: Link,
  img: Image,
  table: Table,
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
};

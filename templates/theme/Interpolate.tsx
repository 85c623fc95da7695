// `@docusaurus/Interpolate`: a text's `{name}` placeholders filled with
// values that may be elements (a link inside a translated sentence), as
// Docusaurus' own Interpolate fills them: the elements become siblings of the
// text around them, wrapped in nothing, and a placeholder with no value stays
// as written. `<Translate values>` fills its text the same way.
import { Fragment, isValidElement, type ReactNode } from 'react';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text with its placeholders filled: a string when every value is text, else a list of nodes. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const parts: string[] = [];
  const filled: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = values?.[match[1]!];
    if (value === undefined) continue;
    parts.push(text.slice(last, match.index));
    filled.push(isValidElement(value) ? value : String(value));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (filled.every((value) => typeof value === 'string')) return parts.map((part, i) => part + ((filled[i] as string | undefined) ?? '')).join('');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {filled[i]}
    </Fragment>
  ));
}

/** `<Interpolate values={{ name: <b>…</b> }}>{'Hello {name}'}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}

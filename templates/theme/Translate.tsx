import type { ReactNode } from 'react';
import { translate as fill } from '../../src/shared/translate.js';
import { useContent } from '../context.js';

/** The strings of the locale being rendered: set by the renderer and the browser before a page's content renders (a plain function has no context). */
let current: { strings: Record<string, string>; lang: string } = { strings: {}, lang: 'en' };

/** Makes `strings` the ones `translate()` reads. */
export function setTranslations(strings: Record<string, string>, lang: string): void {
  current = { strings, lang };
}

type Message = { id?: string; message?: string; description?: string };

/**
 * `import { translate } from '@docusaurus/Translate'`: the locale's text for
 * `id` (i18n/<locale>/code.json), else the message as written, with its
 * `{placeholders}` filled.
 */
export function translate({ id, message }: Message, values?: Record<string, string | number>): string {
  return fill((id && current.strings[id]) ?? message ?? id ?? '', values, current.lang);
}

/** `<Translate id="…" values={…}>default text</Translate>`. */
export default function Translate({ id, children, values }: { id?: string; description?: string; children?: string; values?: Record<string, ReactNode> }) {
  const { strings, lang } = useContent();
  const text = (id && strings[id]) ?? children ?? id ?? '';
  if (!values) return <>{text}</>;
  // A value may be an element (a link in the sentence): the text is cut at its placeholders.
  const parts = text.split(/(\{\w+\})/);
  const plain = Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number');
  if (plain) return <>{fill(text, values as Record<string, string | number>, lang)}</>;
  return <>{parts.map((part, i) => (/^\{\w+\}$/.test(part) && part.slice(1, -1) in values ? <span key={i}>{values[part.slice(1, -1)]}</span> : part))}</>;
}

import type { ReactNode } from 'react';
import { translate as fill } from '../../src/shared/translate.js';
import { useContent } from '../context.js';
import { interpolate } from './Interpolate.js';

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

/** `<Translate id="…" values={…}>default text</Translate>`: the locale's text, filled as `@docusaurus/Interpolate` fills it. */
export default function Translate({ id, children, values }: { id?: string; description?: string; children?: string; values?: Record<string, ReactNode> }) {
  const { strings } = useContent();
  const text = (id && strings[id]) ?? children ?? id ?? '';
  return <>{interpolate(text, values)}</>;
}

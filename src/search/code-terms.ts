// Code blocks are searched for the names a reader looks up (SSL_CTX_new,
// EVP_PKEY_CTX_new_id, enable-ntls, sm2), not for their prose: a code word is
// kept when it looks like an identifier, once per section. Every code word
// would double the index with words (int, return, make) the text finds better.
import { foldText } from '../shared/search/text-runs.js';

// ASCII words (code holds no CJK words worth a name): a plain regex is three times faster than textRuns().
const CODE_WORD = /[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*/g;
const IDENTIFIER = /[_\-.]|\d/;

/** The identifier-like words of a section's code (compounds, names with digits), folded, joined by spaces. */
export function codeTerms(code: string): string {
  const names = new Set<string>();
  for (const [word] of code.matchAll(CODE_WORD)) {
    if (word.length >= 3 && IDENTIFIER.test(word) && /[A-Za-z]/.test(word)) names.add(foldText(word));
  }
  return [...names].join(' ');
}

// Code blocks are indexed for the names a reader looks up (SSL_CTX_new,
// EVP_PKEY_CTX_new_id, enable-ntls, sm2), not for their prose: a code word is
// kept when it looks like an identifier. On the corpus the identifiers add
// 26 KB gzipped to a locale's index (73 → 99 KB); every code word would add
// 40 KB, for words (int, return, make) the text finds better.
import { foldText } from '../shared/search/text-runs.js';
import { allWordTerms } from '../shared/search/word-terms.js';

// ASCII words as textRuns() cuts them (code holds no CJK words worth a name):
// a plain regex is three times faster on the half-megabyte of code of the corpus.
const CODE_WORD = /[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*/g;
const IDENTIFIER = /[_\-.]|\d/;

/** The index terms of a section's code: its identifier-like words (compounds, names with digits). */
export function codeTerms(code: string, into: Set<string>): Set<string> {
  for (const [word] of code.matchAll(CODE_WORD)) {
    if (word.length < 3 || !IDENTIFIER.test(word) || !/[A-Za-z]/.test(word)) continue;
    for (const term of allWordTerms(foldText(word))) into.add(term);
  }
  return into;
}

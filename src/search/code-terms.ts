// Code blocks are indexed for the names a reader looks up (SSL_CTX_new,
// EVP_PKEY_CTX_new_id, enable-ntls, sm2), not for their prose: a code word is
// kept when it looks like an identifier. Plain words (int, return, make) would
// cost a third of the index and find nothing the text does not find better.
import { textRuns } from '../shared/search/text-runs.js';
import { allWordTerms } from '../shared/search/word-terms.js';

const IDENTIFIER = /[_\-.]|\d/;

/** The index terms of a section's code: its identifier-like words (compounds, names with digits). */
export function codeTerms(code: string, into: Set<string>): Set<string> {
  for (const run of textRuns(code)) {
    if (run.kind !== 'word' || run.text.length < 3 || !IDENTIFIER.test(run.text) || !/[a-z]/.test(run.text)) continue;
    for (const term of allWordTerms(run.text)) into.add(term);
  }
  return into;
}

// A query as groups of index terms. The browser has no word segmenter, so a CJK
// run of the query becomes its character pairs; pairs the index does not know
// straddle two words (国密|算法 → 密算) and are dropped, and a character no
// known pair covers is looked up alone. The word still being typed (no space
// after it) also matches the index terms it starts.
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import type { Vocabulary } from './vocabulary.js';
import { wordTerms } from './word-terms.js';

/** Index terms of which a match needs one. */
export interface TermGroup {
  /** Any of these terms matches the group. */
  terms: string[];
  /** False for a compound's whole form: it ranks exact matches higher but is not needed. */
  required: boolean;
}

/** How many index terms the word being typed may stand for. */
const PREFIX_LIMIT = 30;
/** A Latin prefix shorter than this is too vague to expand. */
const MIN_LATIN_PREFIX = 2;

/** The term groups of a query, looked up in the index's vocabulary. */
export function queryGroups(query: string, vocabulary: Vocabulary): TermGroup[] {
  const runs = textRuns(query);
  // The last run is still being typed when nothing follows it.
  const typing = runs.length > 0 && runs[runs.length - 1]!.end === query.length;
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  const add = (terms: string[], required: boolean) => {
    // Terms no page has cannot rank anything; a group of none is dropped.
    const known = [...new Set(terms)].filter((t) => vocabulary.has(t));
    const key = known.join(' ');
    if (!known.length || seen.has(key)) return;
    seen.add(key);
    groups.push({ terms: known, required });
  };
  const expand = (term: string, minLength: number) => [term, ...(term.length >= minLength ? vocabulary.withPrefix(term, PREFIX_LIMIT) : [])];
  runs.forEach((run, i) => {
    const last = typing && i === runs.length - 1;
    if (run.kind === 'word') {
      const { parts, whole } = wordTerms(run.text);
      parts.forEach((part, j) => add(last && j === parts.length - 1 ? expand(part, MIN_LATIN_PREFIX) : [part], true));
      // The whole form as typed so far, e.g. `ssl_ctx_n` → ssl_ctx_new.
      if (whole) add(last ? expand(whole, MIN_LATIN_PREFIX) : [whole], false);
      return;
    }
    const chars = charsOf(run.text);
    const covered = new Array<boolean>(chars.length).fill(false);
    bigramsOf(chars).forEach((pair, j) => {
      if (!vocabulary.has(pair)) return;
      covered[j] = covered[j + 1] = true;
      add([pair], true);
    });
    chars.forEach((ch, j) => {
      if (covered[j]) return;
      // The last character being typed may be the start of a word: 铜 → 铜锁.
      add(last && j === chars.length - 1 ? expand(ch, 1) : [ch], true);
    });
  });
  return groups;
}

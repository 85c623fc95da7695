// What a text puts in the token index, the same cut at build time and (without
// the segmenter) for a query: Latin words folded, plurals on their singular,
// identifiers whole, in parts, joined and split at their camelCase; CJK runs as
// overlapping pairs of characters (a query's run is found by its pairs, whatever
// words it crosses) plus, at build time, the segmenter's words of three or more
// characters. A title's tokens are also indexed with TITLE before them, a
// heading's with HEADING, so that one index tells where a token was found.
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import { allWordTerms, stem } from './word-terms.js';

export const TITLE = 't:';
export const HEADING = 'h:';

/** Cuts a CJK run into words (segmentit at build time). */
export type Segmenter = (run: string) => string[];

/** The segmenter words indexed: shorter ones are already pairs, and it gives a run of characters its dictionary does not know as one long "word". */
export const MIN_SEGMENT_WORD = 3;
const MAX_SEGMENT_WORD = 6;

/** Pieces of an identifier past which its heads are not indexed. */
const MAX_HEADS = 8;

// camelCase pieces: `OpenSSLTongsuo` → Open, SSL, Tongsuo.
const CAMEL = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** The tokens of one word: `original` as written, `folded` as textRuns() gives it. */
export function wordTokens(folded: string, original: string): string[] {
  const tokens = allWordTerms(folded);
  const joined = joinedForm(folded);
  if (joined) {
    tokens.push(joined);
    // Its heads joined too (android-ndk-r23c of android-ndk-r23c-darwin), as readers copy part of a name.
    const pieces = folded.split(/[_.-]/);
    for (let n = 2; n < Math.min(pieces.length, MAX_HEADS); n++) tokens.push(pieces.slice(0, n).join(''));
  }
  if (/[a-z][A-Z]|[A-Z]{2}[a-z]{2}/.test(original)) for (const piece of original.match(CAMEL) ?? []) tokens.push(stem(piece.toLowerCase()));
  return tokens;
}

/** An identifier without its separators (`ssl_ctx_new` → sslctxnew), or undefined when it has none or no letter. */
export function joinedForm(word: string): string | undefined {
  if (!/[_.-]/.test(word) || !/[a-z]/.test(word)) return undefined;
  return word.replace(/[_.-]/g, '');
}

/** The tokens of a CJK run: its pairs (the character itself when alone), and the segmenter's longer words. */
export function cjkTokens(run: string, segment?: Segmenter): string[] {
  const chars = charsOf(run);
  const tokens = chars.length > 1 ? bigramsOf(chars) : chars;
  if (!segment || chars.length < MIN_SEGMENT_WORD) return tokens;
  for (const word of segment(run)) {
    const length = charsOf(word).length;
    if (length >= MIN_SEGMENT_WORD && length <= MAX_SEGMENT_WORD) tokens.push(word);
  }
  return tokens;
}

/** Every token of a text, each once. */
export function textTokens(text: string, segment?: Segmenter, into = new Set<string>()): Set<string> {
  for (const run of textRuns(text)) {
    const tokens = run.kind === 'word' ? wordTokens(run.text, text.slice(run.start, run.end)) : cjkTokens(run.text, segment);
    for (const token of tokens) into.add(token);
  }
  return into;
}

/**
 * What orders a token among the shards: its body, without a field prefix, so
 * that a word and its title and heading forms are in one shard. Tokens of
 * the text hold no colon (textRuns() cuts at it): only a field token has one second.
 */
export const shardKey = (token: string): string => (token[1] === ':' ? token.slice(2) : token);

/**
 * The shard that holds a token: shards hold sorted ranges of keys (as
 * Pagefind's chunks do), `starts` giving the first key of each ('' first).
 */
export function shardOf(token: string, starts: readonly string[]): number {
  return lastAtOrBelow(starts, shardKey(token));
}

/** The shards whose keys may start with `prefix`: from the one that would hold it to the last that starts with it, at most `max`. */
export function shardsStarting(prefix: string, starts: readonly string[], max: number): number[] {
  const first = lastAtOrBelow(starts, prefix);
  const out = [first];
  for (let i = first + 1; i < starts.length && out.length < max && starts[i]!.startsWith(prefix); i++) out.push(i);
  return out;
}

/** The last position of sorted `list` whose item is not above `key` (0 when none is). */
function lastAtOrBelow(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

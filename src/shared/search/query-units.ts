// A query as units, each of which a page must hold: a word, a CJK run (cut at
// the names of the synonym table it holds), or a span of the query that is a
// name (`homomorphic encryption`). A unit is found by any of its alternatives
// (the text itself, an identifier written with other separators or none, its
// parts, the other names of a synonym group), each a set of index tokens
// (index-tokens.ts) with a strength that ranks it, or by most of its parts
// scattered over one section.
import { joinedForm } from './index-tokens.js';
import type { Synonyms } from './synonyms.js';
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import { wordTerms } from './word-terms.js';

/** One way a unit may be found: tokens that must all be in a section, and the phrase they stand for. */
export interface Alternative {
  /** The text as it stands in a page, folded: where a section holds it, its tokens are adjacent. */
  phrase: string;
  tokens: string[];
  strength: number;
}

export interface QueryUnit {
  /** The unit as typed, folded. */
  text: string;
  alternatives: Alternative[];
  /** Tokens of which most, in one section, count as a scattered match: the pairs of a CJK run, the words of a name. */
  parts: string[];
  /** A Latin word (typo tolerance and prefixes apply to those). */
  word: boolean;
  /** The word still being typed: it may be the start of a longer one. */
  typing: boolean;
}

/** Strength of the other names of a synonym group: below the name as written. */
export const SYNONYM = 0.6;
/** Strength of an identifier written another way. */
const VARIANT = 0.95;
/** Strength of an identifier's parts found apart from each other. */
const PARTS = 0.8;

interface Token {
  text: string;
  cjk: boolean;
  /** For a piece of a CJK run cut at a name: the characters of the run next to it. */
  before?: string;
  after?: string;
}

/** The units of a query. */
export function queryUnits(query: string, synonyms: Synonyms): QueryUnit[] {
  const runs = textRuns(query);
  const typingEnd = runs.length > 0 && runs[runs.length - 1]!.end === query.length;
  const tokens: Token[] = [];
  runs.forEach((run) => {
    if (run.kind === 'word') tokens.push({ text: run.text, cjk: false });
    else {
      const chars = charsOf(run.text);
      let at = 0;
      for (const piece of synonyms.cutRun(run.text)) {
        const length = charsOf(piece).length;
        tokens.push({ text: piece, cjk: true, ...(at > 0 && { before: chars[at - 1] }), ...(at + length < chars.length && { after: chars[at + length] }) });
        at += length;
      }
    }
  });
  const units: QueryUnit[] = [];
  for (let i = 0; i < tokens.length; ) {
    // The longest span of tokens from here that is a name.
    let span = 0;
    let others: string[] | undefined;
    for (let n = Math.min(synonyms.longest, tokens.length - i); n >= 1 && !span; n--) {
      others = synonyms.of(
        tokens
          .slice(i, i + n)
          .map((t) => t.text)
          .join(' '),
      );
      if (others) span = n;
    }
    const typing = typingEnd && i + Math.max(span, 1) === tokens.length;
    if (span) {
      units.push(nameUnit(tokens.slice(i, i + span), others!, typing));
      i += span;
    } else {
      units.push(tokenUnit(tokens[i]!, typing));
      i++;
    }
  }
  return units;
}

/** The index tokens a query's text stands for: words by their terms, CJK runs by their pairs. */
export function phraseTokens(phrase: string): string[] {
  const tokens: string[] = [];
  for (const run of textRuns(phrase)) {
    if (run.kind === 'word') tokens.push(...wordTerms(run.text).parts);
    else {
      const chars = charsOf(run.text);
      tokens.push(...(chars.length > 1 ? bigramsOf(chars) : chars));
    }
  }
  return [...new Set(tokens)];
}

function tokenUnit(token: Token, typing: boolean): QueryUnit {
  const { text } = token;
  if (token.cjk) {
    const chars = charsOf(text);
    const alternatives: Alternative[] = [{ phrase: text, tokens: phraseTokens(text), strength: 1 }];
    // A lone character cut from a run by a name is found with its neighbours there (的 of 的铜锁: 的铜).
    if (chars.length === 1) {
      if (token.after) alternatives.push({ phrase: text + token.after, tokens: [text + token.after], strength: 1 });
      if (token.before) alternatives.push({ phrase: token.before + text, tokens: [token.before + text], strength: 1 });
    }
    // A word the segmenter cut at build time holds the run as written.
    if (chars.length > 2) alternatives.unshift({ phrase: text, tokens: [text], strength: 1 });
    return { text, alternatives, parts: chars.length > 2 ? bigramsOf(chars) : [], word: false, typing };
  }
  const { parts, whole } = wordTerms(text);
  const alternatives: Alternative[] = [{ phrase: text, tokens: [whole ?? parts[0]!], strength: 1 }];
  const joined = joinedForm(text);
  if (joined) alternatives.push({ phrase: text, tokens: [joined], strength: VARIANT });
  if (parts.length > 1) alternatives.push({ phrase: text, tokens: parts, strength: PARTS });
  return { text, alternatives, parts: [], word: /^[a-z]+$/.test(text), typing };
}

function nameUnit(tokens: Token[], others: string[], typing: boolean): QueryUnit {
  const text = joinTokens(tokens);
  const alternatives: Alternative[] = [{ phrase: text, tokens: phraseTokens(text), strength: 1 }];
  for (const other of others) {
    const phrase = joinTokens(textRuns(other).map((r) => ({ text: r.text, cjk: r.kind === 'cjk' })));
    alternatives.push({ phrase, tokens: phraseTokens(phrase), strength: SYNONYM });
  }
  const parts = tokens.length > 1 ? tokens.flatMap((t) => phraseTokens(t.text)) : [];
  return { text, alternatives, parts: [...new Set(parts)], word: false, typing };
}

/** Tokens as they stand in text: words apart, CJK runs against each other. */
function joinTokens(tokens: Token[]): string {
  let out = '';
  tokens.forEach((t, i) => {
    out += i > 0 && !(t.cjk && tokens[i - 1]!.cjk) ? ` ${t.text}` : t.text;
  });
  return out;
}

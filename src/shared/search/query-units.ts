// A query as units, each of which a page must hold: a word, a CJK run (cut at
// the domain names it holds), or a span of the query that is a domain name
// (`homomorphic encryption`). A unit is found by any of its alternatives (the
// text itself, its singular, an identifier written with other separators, the
// other names of a domain term), each with a strength that ranks it, or by
// most of its parts scattered over one section.
import { Synonyms } from './synonyms.js';
import { bigramsOf, charsOf, textRuns } from './text-runs.js';
import { stem } from './word-terms.js';

/** One way a unit may be found: a phrase to scan for (folded), and how well it stands for the unit. */
export interface Alternative {
  phrase: string;
  strength: number;
  /** The weakest fit (text-haystack.ts) that counts. */
  minFit: number;
}

export interface QueryUnit {
  /** The unit as typed, folded. */
  text: string;
  alternatives: Alternative[];
  /** Phrases of which most, in one section, count as a scattered match: the pairs of a CJK run, the words of a name. */
  parts: string[];
  /** A Latin word (typo tolerance applies to those). */
  word: boolean;
  /** The word still being typed: it may be the start of a longer one. */
  typing: boolean;
}

/** What a query's units are looked up in. */
export interface QueryContext {
  synonyms: Synonyms;
  /** Identifiers of the site by their form without `_`, `-`, `.`. */
  identifiers: Map<string, string[]>;
}

/** Strength of the other names of a domain term: below the name as written. */
export const SYNONYM = 0.6;
/** Strength of a singular, or an identifier written another way. */
const VARIANT = 0.95;

interface Token {
  text: string;
  cjk: boolean;
}

/** The units of a query. */
export function queryUnits(query: string, context: QueryContext): QueryUnit[] {
  const runs = textRuns(query);
  const typingEnd = runs.length > 0 && runs[runs.length - 1]!.end === query.length;
  const tokens: Token[] = [];
  runs.forEach((run) => {
    if (run.kind === 'word') tokens.push({ text: run.text, cjk: false });
    else for (const piece of context.synonyms.cutRun(run.text)) tokens.push({ text: piece, cjk: true });
  });
  const units: QueryUnit[] = [];
  for (let i = 0; i < tokens.length; ) {
    // The longest span of tokens from here that is a domain name.
    let span = 0;
    let others: string[] | undefined;
    for (let n = Math.min(context.synonyms.longest, tokens.length - i); n >= 1 && !span; n--) {
      others = context.synonyms.of(
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
      units.push(tokenUnit(tokens[i]!, typing, context));
      i++;
    }
  }
  return units;
}

function tokenUnit(token: Token, typing: boolean, context: QueryContext): QueryUnit {
  const { text } = token;
  if (token.cjk) {
    const chars = charsOf(text);
    return { text, alternatives: [{ phrase: text, strength: 1, minFit: 0 }], parts: chars.length > 2 ? bigramsOf(chars) : [], word: false, typing };
  }
  // A long word may be glued to another in the text (cells of a table): found inside a word too, weakly.
  const minFit = text.length >= 5 ? 0.3 : 0.5;
  const alternatives: Alternative[] = [{ phrase: text, strength: 1, minFit }];
  const singular = stem(text);
  if (singular !== text) alternatives.push({ phrase: singular, strength: VARIANT, minFit });
  for (const name of context.identifiers.get(text.replace(/[_.-]/g, '')) ?? []) {
    if (name !== text) alternatives.push({ phrase: name, strength: VARIANT, minFit: 0.5 });
  }
  return { text, alternatives, parts: [], word: /^[a-z]+$/.test(text), typing };
}

function nameUnit(tokens: Token[], others: string[], typing: boolean): QueryUnit {
  const text = joinTokens(tokens);
  const alternatives: Alternative[] = [{ phrase: text, strength: 1, minFit: 0.5 }];
  for (const other of others) alternatives.push({ phrase: joinTokens(textRuns(other).map((r) => ({ text: r.text, cjk: r.kind === 'cjk' }))), strength: SYNONYM, minFit: 0.5 });
  // A short name (tls, ca) must not be found inside longer words.
  for (const alt of alternatives) if (alt.phrase.length < 4 && /^[a-z0-9]/.test(alt.phrase)) alt.minFit = 0.8;
  return { text, alternatives, parts: tokens.length > 1 ? tokens.map((t) => t.text) : [], word: false, typing };
}

/** Tokens as they stand in text: words apart, CJK runs against each other. */
function joinTokens(tokens: Token[]): string {
  let out = '';
  tokens.forEach((t, i) => {
    out += i > 0 && !(t.cjk && tokens[i - 1]!.cjk) ? ` ${t.text}` : t.text;
  });
  return out;
}

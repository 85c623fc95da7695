// How a (folded) word becomes search terms, the same in the index and in a query.

const VERSION = /^\d+(?:\.\d+)+$/;
// `tls1.3`, `tlsv1.3`: a name glued to a version.
const NAME_VERSION = /^([a-z]+?)v?(\d+(?:\.\d+)+)$/;

/**
 * Folds English plurals onto their singular (certificates → certificate,
 * libraries → library), so that either form finds the other. Only plain
 * lower-case words of four letters or more; both sides apply it alike.
 */
export function stem(word: string): string {
  if (!/^[a-z]{4,}$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is|os)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The terms of one word: the parts every match needs, and the whole word when it differs. */
export interface WordTerms {
  /** `ssl_ctx_new` → ssl, ctx, new; `certificates` → certificate; `8.4.0` → 8.4.0. */
  parts: string[];
  /** The compound as written (`ssl_ctx_new`), which ranks exact matches first. */
  whole?: string;
}

/** One word (as textRuns() cuts it) as search terms: compounds split, versions kept whole. */
export function wordTerms(word: string): WordTerms {
  if (VERSION.test(word)) return { parts: [word] };
  const glued = NAME_VERSION.exec(word);
  if (glued) return { parts: [glued[1]!, glued[2]!], whole: word };
  const parts = subwords(word).map((s) => stem(s.text));
  // A plain word needs no whole form: its stem is what both sides look for.
  return parts.length === 1 ? { parts } : { parts, whole: word };
}

/** The pieces of a compound with their offsets: split at `_` and `-`, then at dots except inside versions. */
export function subwords(word: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const segment of word.matchAll(/[^_-]+/g)) {
    if (VERSION.test(segment[0])) {
      out.push({ text: segment[0], start: segment.index! });
      continue;
    }
    for (const piece of segment[0].matchAll(/[^.]+/g)) out.push({ text: piece[0], start: segment.index! + piece.index! });
  }
  return out;
}

/** Every term a word puts in the index: its parts and its whole form. */
export function allWordTerms(word: string): string[] {
  const { parts, whole } = wordTerms(word);
  return whole ? [whole, ...parts] : parts;
}

// Typo tolerance: the words of the site one edit away from a word of the query
// (a letter replaced, dropped, added, or two neighbours swapped), for Latin
// words of five letters or more, where a slip is likely and one edit rarely
// turns a word into another one.

/** The shortest query word that is corrected. */
export const MIN_TYPO_LENGTH = 5;
/** Corrections kept per word: a word with more neighbours is too ambiguous to guess. */
const MAX_CORRECTIONS = 6;

/** Whether `a` and `b` differ by exactly one edit (Damerau: a swap of neighbours is one). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words of a vocabulary grouped by length, for finding corrections. */
export class TypoIndex {
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      const list = this.byLength.get(word.length);
      if (list) list.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  /** The words one edit from `word` (folded), or none when it is short, not plain letters, or has too many. */
  corrections(word: string): string[] {
    if (word.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(word)) return [];
    const found: string[] = [];
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // The first letter is rarely the slip, and checking it first skips most words cheaply.
        if (candidate.charCodeAt(0) === word.charCodeAt(0) && oneEditApart(word, candidate)) found.push(candidate);
      }
    }
    return found.length <= MAX_CORRECTIONS ? found : [];
  }
}

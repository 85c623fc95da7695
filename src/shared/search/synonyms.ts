// The names of one thing (a site's `search.synonyms`), looked up by the words
// of a query: each name is keyed by its words as the query tokenizer cuts
// them, so that `White-Box`, `ＴＬＣＰ` and `gb/t` find their entries. The keys
// are made at build time (synonymKeys()): the index holds them, and a reader's
// browser does not cut hundreds of names before its first query.
import { isCjkRun, textRuns } from './text-runs.js';

/** A name's key: its runs, folded, joined by spaces. */
export const nameKey = (name: string) =>
  textRuns(name)
    .map((r) => r.text)
    .join(' ');

/** Each group's names as keys, each once; empty keys (a name of punctuation only) left out. */
export const synonymKeys = (groups: readonly (readonly string[])[]): string[][] => groups.map((group) => [...new Set(group.map(nameKey).filter(Boolean))]);

/** Every name's other names, and the CJK names (for cutting a CJK run of a query at them). */
export class Synonyms {
  private readonly others = new Map<string, Set<string>>();
  /** Length of the longest name, in runs. */
  readonly longest: number;
  private readonly cjkNames = new Set<string>();
  private readonly cjkLongest: number;

  /** `groups` as synonymKeys() gives them. */
  constructor(groups: readonly (readonly string[])[]) {
    let longest = 1;
    let cjkLongest = 0;
    for (const keys of groups) {
      for (const key of keys) {
        let set = this.others.get(key);
        if (!set) this.others.set(key, (set = new Set()));
        for (const other of keys) if (other !== key) set.add(other);
        longest = Math.max(longest, key.split(' ').length);
        if (isCjkRun(key)) {
          this.cjkNames.add(key);
          cjkLongest = Math.max(cjkLongest, Array.from(key).length);
        }
      }
    }
    this.longest = longest;
    this.cjkLongest = cjkLongest;
  }

  /** The other names of a name key, or undefined when it is no name. */
  of(key: string): string[] | undefined {
    const set = this.others.get(key);
    return set && [...set];
  }

  /** A CJK run cut at the names it holds, longest first from the left; the text between stays in pieces of its own. */
  cutRun(run: string): string[] {
    const chars = Array.from(run);
    const out: string[] = [];
    let rest = '';
    for (let i = 0; i < chars.length; ) {
      let found = 0;
      for (let n = Math.min(this.cjkLongest, chars.length - i); n >= 2 && !found; n--) {
        if (this.cjkNames.has(chars.slice(i, i + n).join(''))) found = n;
      }
      if (!found) {
        rest += chars[i++];
        continue;
      }
      if (rest) out.push(rest);
      rest = '';
      out.push(chars.slice(i, i + found).join(''));
      i += found;
    }
    if (rest) out.push(rest);
    return out;
  }
}

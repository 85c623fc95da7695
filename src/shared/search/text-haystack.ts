// The folded text of every section in one string, scanned for each query
// phrase: a string search over the whole site takes well under a millisecond
// (V8's indexOf), and a section is skipped once found, so a common term costs
// at most one step per section.
import type { PayloadSection } from './search-payload.js';
import { foldText } from './text-runs.js';

/** Where a phrase occurs in a section: its heading, its text, its code. */
export const FIELD_HEADING = 1;
export const FIELD_TEXT = 2;
export const FIELD_CODE = 4;

/** How a phrase was found: in which fields, and whether as whole words (else as the start of a longer word, or inside one). */
export interface FieldMatch {
  fields: number;
  /** 1: whole word (or CJK); 0.95: its plural; 0.8: followed by `_`, `-`, `.` (part of an identifier); 0.5: the start of a longer word; 0.3: inside a word. */
  fit: number;
}

const SEPARATOR = '\u0001';
const PART_TRIES = 6;
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 0x7f;

/** Whether the word goes on with only `s` or `es` (certificate → certificates). */
function isPlural(text: string, end: number): boolean {
  const rest = text.charCodeAt(end) === 101 ? end + 1 : end;
  return text.charCodeAt(rest) === 115 && !isWordChar(text.charCodeAt(rest + 1));
}

/** Folds text for scanning: case and width folded, runs of spaces one space. */
export const foldForScan = (text: string) => foldText(text).replace(/\s+/g, ' ');

/** The sections' headings, texts and code, folded, in one string. */
export class TextHaystack {
  private readonly text: string;
  /** For section i: start of its heading, text and code; the next section starts after its code. */
  private readonly bounds: Int32Array;
  readonly size: number;

  constructor(sections: readonly PayloadSection[]) {
    const parts: string[] = [];
    this.size = sections.length;
    this.bounds = new Int32Array(sections.length * 3 + 1);
    let at = 0;
    sections.forEach(([, , heading, text, code], i) => {
      for (const [k, part] of [heading, text, code].entries()) {
        this.bounds[i * 3 + k] = at;
        const folded = foldForScan(part);
        parts.push(folded, SEPARATOR);
        at += folded.length + 1;
      }
    });
    this.bounds[sections.length * 3] = at;
    this.text = parts.join('');
  }

  /**
   * The sections where `phrase` (folded) occurs, with the fields and the best
   * fit. A phrase that starts with a letter or digit must start a word; `minFit`
   * leaves out weaker fits (0.3 lets a long word be found inside a glued one).
   */
  find(phrase: string, minFit = 0.5, into: Map<number, FieldMatch> = new Map()): Map<number, FieldMatch> {
    if (!phrase) return into;
    const latinStart = phrase.charCodeAt(0) < 0x80;
    const latinEnd = phrase.charCodeAt(phrase.length - 1) < 0x80;
    const { text, bounds } = this;
    let part = 0;
    // Weaker matches looked at in the current part before it is left (a whole word may follow, but `e` must not walk every word).
    let tries = 0;
    for (let at = text.indexOf(phrase); at >= 0; ) {
      // The part (heading, text or code of a section) the match is in: bounds are ascending.
      const was = part;
      part = this.partAt(at, part);
      if (part !== was) tries = 0;
      if (++tries > PART_TRIES) {
        at = text.indexOf(phrase, bounds[part + 1]!);
        continue;
      }
      const section = (part / 3) | 0;
      let fit = 1;
      if (latinStart && at > 0 && isWordChar(text.charCodeAt(at - 1)) && text.charCodeAt(at - 1) < 0x3000) fit = 0.3;
      const next = text.charCodeAt(at + phrase.length);
      if (latinEnd && isWordChar(next) && next < 0x3000) fit = Math.min(fit, isPlural(text, at + phrase.length) ? 0.95 : 0.5);
      else if (latinEnd && (next === 95 || next === 45 || next === 46) && isWordChar(text.charCodeAt(at + phrase.length + 1))) fit = Math.min(fit, 0.8);
      if (fit >= minFit) {
        const field = 1 << (part % 3);
        const known = into.get(section);
        if (!known) into.set(section, { fields: field, fit });
        else {
          known.fields |= field;
          known.fit = Math.max(known.fit, fit);
        }
        // Found whole in this part: the rest of it cannot do better.
        if (fit === 1) {
          at = text.indexOf(phrase, bounds[part + 1]!);
          continue;
        }
      }
      at = text.indexOf(phrase, at + 1);
    }
    return into;
  }

  /** The index of the part that holds offset `at`, searching forward from `from`. */
  private partAt(at: number, from: number): number {
    const { bounds } = this;
    if (bounds[from]! <= at && at < bounds[from + 1]!) return from;
    let lo = 0;
    let hi = bounds.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bounds[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The folded heading, text and code of a section, one string (for whole-query checks). */
  sectionText(section: number): string {
    return this.text.slice(this.bounds[section * 3]!, this.bounds[section * 3 + 3]!);
  }

  /** Every word of four letters or more (for typo tolerance). */
  words(): Set<string> {
    return new Set(this.text.match(/[a-z][a-z0-9]{3,}/g));
  }

  /**
   * Every identifier with `_`, `-` or `.` in it that has a letter, and each of
   * its heads up to a separator (sm2-leaf of sm2-leaf.crt), by its form without
   * them (ssl_ctx_new under sslctxnew).
   */
  identifiers(): Map<string, string[]> {
    const bySquashed = new Map<string, Set<string>>();
    for (const name of new Set(this.text.match(/[a-z0-9]+(?:[_.-][a-z0-9]+)+/g))) {
      for (const head of name.matchAll(/[_.-]|$/g)) {
        const form = name.slice(0, head.index);
        if (!/[_.-]/.test(form) || !/[a-z]/.test(form)) continue;
        const key = form.replace(/[_.-]/g, '');
        const set = bySquashed.get(key);
        if (set) set.add(form);
        else bySquashed.set(key, new Set([form]));
      }
    }
    return new Map([...bySquashed].map(([key, forms]) => [key, [...forms]]));
  }
}

// The first cut of search tokenising, shared by the index build and the browser:
// text is folded without changing its length (so that offsets found in the
// folded text mark the original), then cut into CJK runs and word runs.

/** CJK scripts: runs of these have no spaces between words. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const HAS_CJK = new RegExp(`[${CJK}]`, 'u');
const CJK_RUNS = new RegExp(`[${CJK}]+`, 'gu');
const CJK_ONLY = new RegExp(`^[${CJK}]+$`, 'u');
// Letters of any script; a word may hold inner dots and hyphens (`openssl.cnf`,
// `sm4-ni`, `8.4.0`), never at its ends. A word starts with a letter, digit or
// `_`: a mark alone is no word (the variation selector of an emoji, 📄️, would
// be a query unit no page holds). CJK runs are cut out of a match after, which
// is twice as fast as excluding them character by character.
const FULL_WIDTH = /[\uff01-\uff5e\u3000]/g;
const LETTERS = /[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*(?:[.-][\p{L}\p{M}\p{N}_]+)*/gu;

/** A run of text: CJK characters (no spaces between words) or one word. */
export interface TextRun {
  kind: 'cjk' | 'word';
  /** The folded text of the run. */
  text: string;
  /** UTF-16 offsets in the text that was cut. */
  start: number;
  end: number;
}

/**
 * Folds text for search, keeping its length: full-width ASCII (ＳＭ２) to ASCII,
 * the ideographic space to a space, letters to lower case (a letter whose lower
 * case is longer stays as it is).
 */
export function foldText(text: string): string {
  const fast = halfWidth(text).toLowerCase();
  if (fast.length === text.length) return fast;
  // A few letters grow in lower case (İ → i̇): fold unit by unit, keeping those as they are.
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = halfWidth(text[i]!).toLowerCase();
    out += ch.length === 1 ? ch : text[i]!;
  }
  return out;
}

/** Full-width ASCII to ASCII, the ideographic space to a space. */
const halfWidth = (text: string) => text.replace(FULL_WIDTH, (ch) => (ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)));

/** The CJK runs and words of a text, in order, folded. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const words = (text: string, offset: number) => {
    for (const m of text.matchAll(LETTERS)) runs.push({ kind: 'word', text: m[0], start: offset + m.index!, end: offset + m.index! + m[0].length });
  };
  for (const m of foldText(text).matchAll(LETTERS)) {
    const start = m.index!;
    if (!HAS_CJK.test(m[0])) {
      runs.push({ kind: 'word', text: m[0], start, end: start + m[0].length });
      continue;
    }
    let at = 0;
    for (const cjk of m[0].matchAll(CJK_RUNS)) {
      words(m[0].slice(at, cjk.index!), start + at);
      runs.push({ kind: 'cjk', text: cjk[0], start: start + cjk.index!, end: start + cjk.index! + cjk[0].length });
      at = cjk.index! + cjk[0].length;
    }
    words(m[0].slice(at), start + at);
  }
  return runs;
}

/** The CJK runs of a text, unfolded (folding leaves CJK alone): what a segmenter must cut. */
export const cjkRunsOf = (text: string): string[] => text.match(CJK_RUNS) ?? [];

/** The characters of a CJK run (code points, so that rare characters stay whole). */
export const charsOf = (run: string): string[] => Array.from(run);

/** The overlapping pairs of characters of a CJK run: 国密算法 → 国密, 密算, 算法. */
export function bigramsOf(chars: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Whether a text is one CJK run and nothing else. */
export const isCjkRun = (text: string): boolean => CJK_ONLY.test(text);

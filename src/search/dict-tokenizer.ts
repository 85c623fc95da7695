// segmentit's dictionary tokenizer (its DictTokenizer module) with the same
// cut, faster. For each run it weighs every way of cutting the run into
// dictionary words: segmentit builds each way as an array (getChunks), then
// scores them (filterWord) and keeps the best (getTops); most of segmenting a
// site goes there, and to the garbage those arrays make. This walks the same
// ways depth first, in the same order, scoring each as it is walked, and builds
// only the chosen one. Every rule and every floating-point sum is segmentit's,
// in its order, so that ties break the same way: test/search/segmentit.test.ts
// compares the two on the Tongsuo corpus.
import type { Segment, SegmentitModule, Token } from 'segmentit';

/** A dictionary word at a position of the text (segmentit's matchWord result), or a character no word starts at. */
interface Match {
  w: string;
  c: number;
  f: number;
  /** Whether the word is in the dictionary, and then its part of speech (undefined otherwise, as in segmentit). */
  known: boolean;
  p: number | undefined;
}

/** The token before a word: the last token before the text (as filterWord copies it), the word before in the cut, or none. */
type Previous = { w: string; p: number | undefined } | false;

/** segmentit's date and time words (its DATETIME table, not exported). */
const DATETIME: Record<string, number> = {};
for (const word of ['世纪', '年', '年份', '年度', '月', '月份', '月度', '日', '号', '时', '点', '点钟', '分', '分钟', '秒', '毫秒']) DATETIME[word] = word.length;

/** The class to register with `segment.use` in place of segmentit's DictTokenizer. */
export function fastDictTokenizer(segmentit: SegmentitModule) {
  const { POSTAG, CHS_NAMES } = segmentit;
  const isNoun = (p: number) => (p & POSTAG.D_N) > 0 || (p & POSTAG.A_NR) > 0 || (p & POSTAG.A_NS) > 0 || (p & POSTAG.A_NZ) > 0 || (p & POSTAG.A_NT) > 0;

  /** filterWord's grammar points for `w` (a dictionary word) after `prew`. */
  const pointsOf = (prew: Previous, w: Match): number => {
    if (!prew) return 0;
    const p = w.p!;
    const pp = prew.p as number;
    let d = 0;
    if ((pp & POSTAG.A_M) > 0 && ((p & POSTAG.A_Q) > 0 || w.w in DATETIME)) d++;
    if ((p & POSTAG.D_V) > 0 && (pp & POSTAG.D_A) > 0) d++;
    if (((pp & POSTAG.A_NS) > 0 || pp & POSTAG.A_NT || (pp & POSTAG.D_A) > 0) && isNoun(p)) d++;
    // segmentit writes `w.p & POSTAG.A_M > 0 || w.p & POSTAG.D_MQ > 0`, which JavaScript reads as w.p & 1.
    if ((pp & POSTAG.D_F) > 0 && p & 1) d++;
    if ((prew.w in CHS_NAMES.FAMILY_NAME_1 || prew.w in CHS_NAMES.FAMILY_NAME_2) && ((p & POSTAG.D_N) > 0 || (p & POSTAG.A_NZ) > 0)) d++;
    return d;
  };
  /** The points `w` earns from the word after it: a conjunction between like words, 的 or 之 before a noun. */
  const lookAhead = (prew: Previous, w: Match, next: Match): number => {
    if (!prew || !w.known) return 0;
    let d = 0;
    if ((w.p! & POSTAG.D_C) > 0 && prew.p === next.p) d++;
    if ((w.w === '的' || w.w === '之') && isNoun(next.p as number)) d += 1.5;
    return d;
  };

  return class DictTokenizer {
    readonly type = 'tokenizer';

    constructor(private readonly segment: Segment) {}

    /** Cuts each token not yet recognised (p not set) into dictionary words and the text between them. */
    split(words: Token[]): Token[] {
      const TABLE = this.segment.getDict('TABLE');
      // The word lengths of the dictionary, ascending (as segmentit's for…in over them goes).
      const lengths = Object.keys(this.segment.getDict('TABLE2')).map(Number);
      const ret: Token[] = [];
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        if (word.p! > 0) {
          ret.push(word);
          continue;
        }
        const chosen = this.bestCut(word.w, words[i - 1], lengths);
        if (chosen.length < 1) {
          ret.push(word);
          continue;
        }
        let lastc = 0;
        for (const bw of chosen) {
          if (bw.c > lastc) ret.push({ w: word.w.substr(lastc, bw.c - lastc) });
          ret.push({ w: bw.w, p: TABLE[bw.w]!.p });
          lastc = bw.c + bw.w.length;
        }
        const last = chosen[chosen.length - 1]!;
        if (last.c + last.w.length < word.w.length) ret.push({ w: word.w.substr(last.c + last.w.length) });
      }
      return ret;
    }

    /** The dictionary words of segmentit's best cut of `text`, in order. */
    private bestCut(text: string, before: Token | undefined, lengths: number[]): Match[] {
      const TABLE = this.segment.getDict('TABLE');
      const byLength = this.segment.getDict('TABLE2') as unknown as Record<number, Record<string, { f: number }>>;
      // matchWord: at each position, the dictionary words that start there, shortest first.
      const at: Match[][] = [];
      let found = false;
      for (let cur = 0; cur < text.length; cur++) {
        const here: Match[] = [];
        for (const length of lengths) {
          if (cur + length > text.length) break;
          const w = text.substr(cur, length);
          if (w in byLength[length]!) here.push({ w, c: cur, f: byLength[length]![w]!.f, known: w in TABLE, p: w in TABLE ? TABLE[w]!.p : undefined });
        }
        found ||= here.length > 0;
        // getPosInfo: a position no word starts at holds its character alone.
        if (here.length) at.push(here);
        else {
          const w = text.charAt(cur);
          at.push([{ w, c: cur, f: 0, known: w in TABLE, p: w in TABLE ? TABLE[w]!.p : undefined }]);
        }
      }
      // With no dictionary word, the one cut is all single characters, none of them kept.
      if (!found) return [];

      const first: Previous = before ? { w: before.w, p: before.p } : false;
      const path: Match[] = [];
      const scores = { x: [] as number[], a: [] as number[], b: [] as number[], c: [] as number[], d: [] as number[] };
      const previous = (k: number): Previous => (k === 0 ? first : path[k - 1]!);

      /** Walks every cut from `pos` on, in getChunks' order; `leaf` gets each whole cut and may stop the walk by returning true. */
      const walk = (pos: number, sumF: number, unknown: number, d: number, verb: boolean, leaf: (sumF: number, unknown: number, d: number, verb: boolean) => boolean): boolean => {
        const k = path.length;
        for (const word of at[pos]!) {
          path.push(word);
          let f = sumF;
          let u = unknown;
          let points = d;
          let hasVerb = verb;
          if (k > 0) points += lookAhead(previous(k - 1), path[k - 1]!, word);
          if (word.known) {
            f += word.f;
            const prew = previous(k);
            points += pointsOf(prew, word);
            if (prew && (word.p! & POSTAG.D_V) > 0) hasVerb = true;
          } else u++;
          const next = word.c + word.w.length;
          const stop = next >= text.length ? leaf(f, u, points, hasVerb) : walk(next, f, u, points, hasVerb, leaf);
          path.pop();
          if (stop) return true;
        }
        return false;
      };

      walk(0, 0, 0, 0, false, (sumF, unknown, d, verb) => {
        const x = path.length;
        const sp = text.length / x;
        let b = 0;
        for (const m of path) b += Math.pow(sp - m.w.length, 2);
        scores.x.push(x);
        scores.a.push(sumF / x);
        scores.b.push(b / x);
        scores.c.push(unknown);
        scores.d.push(verb ? d : d - 0.5);
        return false;
      });
      const chosen = bestOf(scores);
      let n = 0;
      let cut: Match[] = [];
      walk(0, 0, 0, 0, false, () => {
        if (n++ !== chosen) return false;
        cut = path.filter((m) => m.known);
        return true;
      });
      return cut;
    }
  };
}

/** segmentit's getTops: the index of the best-scored cut, ties broken as it breaks them. */
function bestOf(s: { x: number[]; a: number[]; b: number[]; c: number[]; d: number[] }): number {
  const top = { x: s.x[0]!, a: s.a[0]!, b: s.b[0]!, c: s.c[0]!, d: s.d[0]! };
  for (let i = 1; i < s.x.length; i++) {
    if (s.a[i]! > top.a) top.a = s.a[i]!;
    if (s.b[i]! < top.b) top.b = s.b[i]!;
    if (s.c[i]! > top.c) top.c = s.c[i]!;
    if (s.d[i]! < top.d) top.d = s.d[i]!;
    if (s.x[i]! > top.x) top.x = s.x[i]!;
  }
  let best = 0;
  let bestScore = NaN;
  for (let i = 0; i < s.x.length; i++) {
    // Summed in segmentit's order, so that equal scores come out equal.
    let score = 0;
    score += (top.x - s.x[i]!) * 1.5;
    if (s.a[i]! >= top.a) score += 1;
    if (s.b[i]! <= top.b) score += 1;
    score += top.c - s.c[i]!;
    score += (s.d[i]! < 0 ? top.d + s.d[i]! : s.d[i]! - top.d) * 1;
    if (i === 0) {
      bestScore = score;
    } else if (score > bestScore) {
      best = i;
      bestScore = score;
    } else if (score === bestScore) {
      let better = 0;
      let worse = 0;
      if (s.c[i]! < s.c[best]!) better++;
      else worse++;
      if (s.a[i]! > s.a[best]!) better++;
      else worse++;
      if (s.x[i]! < s.x[best]!) better++;
      else worse++;
      if (better > worse) best = i;
    }
  }
  return best;
}

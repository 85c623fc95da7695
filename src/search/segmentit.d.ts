// The part of segmentit's API the index build uses (the package ships no types).
declare module 'segmentit' {
  /** A token: its text and, once recognised, its part of speech (a POSTAG bit set). */
  export interface Token {
    w: string;
    p?: number;
    f?: number;
  }
  /** A dictionary entry: frequency and part of speech. */
  export interface DictEntry {
    f: number;
    p: number;
  }
  /** A tokenizer or optimizer module, registered with `Segment.use`: a class taking the Segment. */
  export type SegmentModule = new (segment: Segment) => unknown;
  export class Segment {
    use(modules: SegmentModule[]): Segment;
    loadDict(dict: string | string[]): Segment;
    loadSynonymDict(dict: string | string[]): Segment;
    loadStopwordDict(dict: string | string[]): Segment;
    getDict(type: 'TABLE' | 'TABLE2'): Record<string, DictEntry>;
    doSegment(text: string, options: { simple: true }): string[];
  }
  export function useDefault(segment: Segment): Segment;
  /** The modules useDefault registers, in its order. */
  export const modules: SegmentModule[];
  export const DictTokenizer: SegmentModule;
  /** The word dictionaries useDefault loads (`word|tag|frequency` lines), in its order. */
  export const dicts: string[];
  export const synonyms: string[];
  export const stopwords: string[];
  /** Part-of-speech bits. */
  export const POSTAG: Record<'D_A' | 'D_C' | 'D_F' | 'D_N' | 'D_V' | 'D_MQ' | 'A_M' | 'A_Q' | 'A_NR' | 'A_NS' | 'A_NT' | 'A_NZ', number>;
  /** Chinese family names (one and two characters), as keys. */
  export const CHS_NAMES: { FAMILY_NAME_1: Record<string, number>; FAMILY_NAME_2: Record<string, number> };
  /** The module itself, as `typeof import('segmentit')` gives it. */
  export type SegmentitModule = typeof import('segmentit');
}

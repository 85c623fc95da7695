// The part of segmentit's API the index build uses (the package ships no types).
declare module 'segmentit' {
  /** A tokenizer or optimizer module, registered with `Segment.use`. */
  export type SegmentModule = unknown;
  export class Segment {
    use(modules: SegmentModule[]): Segment;
    loadDict(dict: string | string[]): Segment;
    loadSynonymDict(dict: string | string[]): Segment;
    loadStopwordDict(dict: string | string[]): Segment;
    doSegment(text: string, options: { simple: true }): string[];
  }
  export function useDefault(segment: Segment): Segment;
  /** The modules useDefault registers, in its order. */
  export const modules: SegmentModule[];
  /** The word dictionaries useDefault loads (`word|tag|frequency` lines), in its order. */
  export const dicts: string[];
  export const synonyms: string[];
  export const stopwords: string[];
}

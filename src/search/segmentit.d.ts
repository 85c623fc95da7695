// The part of segmentit's API the index build uses (the package ships no types).
declare module 'segmentit' {
  export class Segment {
    loadDict(dict: string | string[]): Segment;
    doSegment(text: string, options: { simple: true }): string[];
  }
  export function useDefault(segment: Segment): Segment;
}

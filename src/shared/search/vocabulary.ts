/**
 * Every term of an index, sorted: whether a term exists (a query drops CJK
 * pairs that no page has) and which terms start with a prefix (the word being
 * typed).
 */
export class Vocabulary {
  private readonly terms: string[];
  private readonly known: Set<string>;

  constructor(terms: Iterable<string>) {
    this.known = new Set(terms);
    this.terms = [...this.known].sort();
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  /** Up to `limit` terms that start with `prefix` (itself included), shortest first. */
  withPrefix(prefix: string, limit: number): string[] {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.terms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.terms.length && this.terms[i]!.startsWith(prefix); i++) found.push(this.terms[i]!);
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
  }

  get size(): number {
    return this.terms.length;
  }
}

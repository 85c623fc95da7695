// The indexes a locale's engine reads, as one: its own (IndexSource) and the
// one it takes untranslated pages from (the default locale's), with section
// and page ids counted through both, and each section's text folded once its
// page is here. What query-engine.ts ranks with.
import { IndexSource, type PartLoader } from './index-source.js';
import type { PayloadPage, SearchPayload } from './search-payload.js';
import { foldText } from './text-runs.js';

/** Text as compared with a phrase: folded, spaces collapsed. */
export const folded = (text: string) => foldText(text).replace(/\s+/g, ' ');

interface Source {
  index: IndexSource;
  /** Global id of its section 0. */
  offset: number;
  /** Its page → the engine's page, -1 for a page this locale does not show. */
  pages: Int32Array;
}

/** Section ids kept by sectionsWith() in all, about 8 MB at most. */
const MAX_FOUND = 1 << 20;

export class EngineSources {
  private readonly sources: Source[] = [];
  /** The engine's page → [source, its page there, URL here when it differs]. */
  private readonly pageRefs: [source: number, page: number, url?: string][] = [];
  private readonly sectionTexts = new Map<number, string>();
  private readonly pageTexts = new Map<number, string>();
  private readonly textLengths = new Map<number, number>();
  /**
   * sectionsWith() by its tokens, once final: a keystroke looks up most of the tokens the one before did (the
   * query's other words, a run's pairs), and intersecting long lists of ids is most of a lookup's cost.
   */
  private readonly found = new Map<string, number[]>();
  private foundSize = 0;
  readonly sectionCount: number;

  constructor(payload: SearchPayload, shared: SearchPayload | undefined, load: PartLoader) {
    const own = new IndexSource(payload, load);
    this.sources.push({ index: own, offset: 0, pages: Int32Array.from(payload.sectionCounts, (_, i) => i) });
    payload.sectionCounts.forEach((_, i) => this.pageRefs.push([0, i]));
    if (shared && payload.shared) {
      const other = new IndexSource(shared, load);
      const pages = new Int32Array(shared.sectionCounts.length).fill(-1);
      for (const [at, url] of payload.shared.pages) {
        pages[at] = this.pageRefs.length;
        this.pageRefs.push([1, at, url]);
      }
      this.sources.push({ index: other, offset: own.sectionCount, pages });
    }
    this.sectionCount = this.sources.reduce((n, s) => n + s.index.sectionCount, 0);
  }

  /** Changes whenever a shard or text fragment arrives: what a query found may change with it. */
  get loaded(): string {
    return this.sources.map((s) => s.index.loaded).join(',');
  }

  /** Fetches the shards that hold `tokens` and the completions of `prefixes`; undefined when they are all here. */
  loadTokens(tokens: string[], prefixes: string[] = []): Promise<unknown> | undefined {
    const waits = this.sources.map((s) => s.index.loadTokens(tokens, prefixes)).filter(Boolean);
    return waits.length ? Promise.all(waits) : undefined;
  }

  /** Fetches the text of the engine's `pages`; undefined when it is all here. */
  loadPages(pages: number[]): Promise<unknown> | undefined {
    const waits = this.sources.map((s, k) => s.index.loadPages(pages.filter((page) => this.pageRefs[page]![0] === k).map((page) => this.pageRefs[page]![1]))).filter(Boolean);
    return waits.length ? Promise.all(waits) : undefined;
  }

  /** The engine's sections (global ids) that hold all of `tokens`; not to be changed (they are kept). */
  sectionsWith(tokens: string[]): readonly number[] {
    const key = tokens.join(' ');
    const known = this.found.get(key);
    if (known) {
      // Most recently used last: the oldest go first.
      this.found.delete(key);
      this.found.set(key, known);
      return known;
    }
    const out: number[] = [];
    for (const { index, offset, pages } of this.sources) {
      for (const s of index.sectionsWith(tokens)) if (pages[index.pageOf[s]!]! >= 0) out.push(offset + s);
    }
    // Final once the shards of all its tokens are here: a shard's ids never change after.
    if (this.sources.every((s) => s.index.holdsShardsOf(tokens))) this.keep(key, out);
    return out;
  }

  private keep(key: string, sections: number[]): void {
    this.found.set(key, sections);
    this.foundSize += sections.length + 1;
    for (const [old, list] of this.found) {
      if (this.foundSize <= MAX_FOUND) break;
      this.found.delete(old);
      this.foundSize -= list.length + 1;
    }
  }

  tokensStarting(prefix: string, max: number): string[] {
    return this.sources.flatMap((s) => s.index.tokensStarting(prefix, max));
  }

  corrections(word: string): string[] {
    return this.sources.flatMap((s) => s.index.corrections(word));
  }

  pageOfSection(section: number): number {
    const [source, local] = this.locate(section);
    return source.pages[source.index.pageOf[local]!]!;
  }

  firstSection(page: number): number {
    const [k, local] = this.pageRefs[page]!;
    const source = this.sources[k]!;
    return source.offset + source.index.firstSection[local]!;
  }

  /** A page with its sections, once its text is here. */
  pageData(page: number): PayloadPage | undefined {
    const [k, local] = this.pageRefs[page]!;
    return this.sources[k]!.index.page(local);
  }

  pageUrl(page: number, data: PayloadPage): string {
    return this.pageRefs[page]![2] ?? data[0];
  }

  /** A section's heading, text and code, folded, once its page is here. */
  sectionText(section: number): string | undefined {
    const known = this.sectionTexts.get(section);
    if (known !== undefined) return known;
    const page = this.pageOfSection(section);
    const data = this.pageData(page);
    if (!data) return undefined;
    const [, heading, text, code] = data[3][section - this.firstSection(page)]!;
    const made = folded(`${heading}\n${text}\n${code}`);
    this.sectionTexts.set(section, made);
    return made;
  }

  /** A page's title and other names, folded, once its page is here. */
  titleText(page: number): string | undefined {
    const data = this.pageData(page);
    return data && folded(`${data[1]}\n${data[2]}`);
  }

  /** How many times a page's sections hold `phrase` (folded, no line break); 0 while its text is not here. */
  occurrences(page: number, phrase: string): number {
    const text = this.pageText(page);
    if (!phrase || text === undefined) return 0;
    let n = 0;
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + phrase.length)) n++;
    return n;
  }

  /** At least the length of the page's text as occurrences() searches it (folding never lengthens text); 0 while it is not here. */
  textLength(page: number): number {
    const known = this.textLengths.get(page);
    if (known !== undefined) return known;
    const data = this.pageData(page);
    if (!data) return 0;
    const length = data[3].reduce((sum, [, heading, text, code]) => sum + heading.length + text.length + code.length + 3, 0);
    this.textLengths.set(page, length);
    return length;
  }

  /**
   * A page's sections' text (sectionText()) joined by line breaks, which no folded phrase holds: one string to
   * count a phrase in, as each keystroke does for every page found whose text is here.
   */
  private pageText(page: number): string | undefined {
    const known = this.pageTexts.get(page);
    if (known !== undefined) return known;
    const data = this.pageData(page);
    if (!data) return undefined;
    const first = this.firstSection(page);
    const made = data[3].map((_, s) => this.sectionText(first + s)!).join('\n');
    this.pageTexts.set(page, made);
    return made;
  }

  private locate(section: number): [Source, number] {
    const k = this.sources.length > 1 && section >= this.sources[1]!.offset ? 1 : 0;
    return [this.sources[k]!, section - this.sources[k]!.offset];
  }
}

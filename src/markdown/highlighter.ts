import {
  bundledLanguages,
  bundledLanguagesAlias,
  createCssVariablesTheme,
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
  type ShikiTransformer,
} from 'shiki';

/** Languages shiki knows by name or alias. */
const KNOWN = new Set([...Object.keys(bundledLanguages), ...Object.keys(bundledLanguagesAlias)]);
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * One theme whose colours are CSS variables (--shiki-token-keyword, …): code is
 * tokenized once, and the stylesheet gives the variables light and dark values.
 */
const THEME = createCssVariablesTheme({ name: 'tongsite', variablePrefix: '--shiki-', fontStyle: true });

/** Languages nearly every Tongsuo page uses, loaded while the build scans the content. */
export const COMMON_LANGUAGES = ['c', 'bash'];

/** Shiki with languages loaded on first use; unknown languages render as plain text. */
export interface CodeHighlighter {
  load(langs: string[]): Promise<void>;
  toHtml(code: string, lang: string, transformers: ShikiTransformer[]): string;
  /** Blocks highlighted so far, by language, meta and code (see rehype-code.ts); bounded. */
  highlighted: BoundedMap<string, string>;
}

/** A Map that forgets everything when it grows past `limit` entries: a cache that cannot grow without end. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit) this.clear();
    return super.set(key, value);
  }
}

/** Creates the one highlighter a process (or worker) uses for every file. */
export async function createCodeHighlighter(preload: string[] = []): Promise<CodeHighlighter> {
  const shiki: HighlighterGeneric<BundledLanguage, BundledTheme> = await createHighlighter({ themes: [THEME], langs: [] });
  const loaded = new Set<string>();
  const resolve = (lang: string) => {
    const lower = lang.toLowerCase();
    return KNOWN.has(lower) && !PLAIN.has(lower) ? lower : 'text';
  };
  const highlighter: CodeHighlighter = {
    highlighted: new BoundedMap(20_000),
    async load(langs) {
      const missing = [...new Set(langs.map(resolve))].filter((l) => l !== 'text' && !loaded.has(l));
      if (missing.length === 0) return;
      await shiki.loadLanguage(...(missing as BundledLanguage[]));
      for (const l of missing) loaded.add(l);
    },
    toHtml(code, lang, transformers) {
      return shiki.codeToHtml(code, { lang: resolve(lang), theme: THEME.name as BundledTheme, transformers });
    },
  };
  await highlighter.load(preload);
  return highlighter;
}

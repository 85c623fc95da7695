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

/**
 * Creates the one highlighter a process (or worker) uses for every file, with
 * `preload` loaded now and other languages on first use. `siteLanguages`, the
 * languages the site's fences name, are all loaded before the first block in a
 * language that embeds others (Markdown, HTML, …): shiki colours a fence nested
 * in such a block only in a language already loaded, and a block must come out
 * the same whichever files were highlighted before it.
 */
export async function createCodeHighlighter(options: { preload?: string[]; siteLanguages?: string[] } = {}): Promise<CodeHighlighter> {
  const shiki: HighlighterGeneric<BundledLanguage, BundledTheme> = await createHighlighter({ themes: [THEME], langs: [] });
  const loaded = new Set<string>();
  const resolve = (lang: string) => {
    const lower = lang.toLowerCase();
    return KNOWN.has(lower) && !PLAIN.has(lower) ? lower : 'text';
  };
  const embedsOthers = async (lang: string) => {
    const grammars = (await bundledLanguages[lang as BundledLanguage]?.())?.default ?? [];
    return grammars.some((g) => (g.embeddedLangsLazy?.length ?? 0) > 0);
  };
  const load = async (langs: string[]): Promise<void> => {
    const missing = [...new Set(langs.map(resolve))].filter((l) => l !== 'text' && !loaded.has(l));
    if (missing.length === 0) return;
    const embedding = (await Promise.all(missing.map(embedsOthers))).some(Boolean);
    await shiki.loadLanguage(...(missing as BundledLanguage[]));
    for (const l of missing) loaded.add(l);
    if (embedding) await load(options.siteLanguages ?? []);
  };
  const highlighter: CodeHighlighter = {
    highlighted: new BoundedMap(20_000),
    load,
    toHtml(code, lang, transformers) {
      return shiki.codeToHtml(code, { lang: resolve(lang), theme: THEME.name as BundledTheme, transformers });
    },
  };
  await load(options.preload ?? []);
  return highlighter;
}

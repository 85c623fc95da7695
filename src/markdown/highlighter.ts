import {
  bundledLanguages,
  bundledLanguagesAlias,
  createHighlighter,
  type BundledLanguage,
  type HighlighterGeneric,
  type BundledTheme,
  type ShikiTransformer,
} from 'shiki';

/** Languages shiki knows by name or alias. */
const KNOWN = new Set([...Object.keys(bundledLanguages), ...Object.keys(bundledLanguagesAlias)]);
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Shiki with languages loaded on first use; unknown languages render as plain text. */
export interface CodeHighlighter {
  load(langs: string[]): Promise<void>;
  toHtml(code: string, lang: string, transformers: ShikiTransformer[]): string;
}

/** Creates the one highlighter a process (or worker) uses for every file. */
export async function createCodeHighlighter(preload: string[] = []): Promise<CodeHighlighter> {
  const shiki: HighlighterGeneric<BundledLanguage, BundledTheme> = await createHighlighter({
    themes: [THEMES.light, THEMES.dark],
    langs: [],
  });
  const loaded = new Set<string>();
  const resolve = (lang: string) => {
    const lower = lang.toLowerCase();
    return KNOWN.has(lower) && !PLAIN.has(lower) ? lower : 'text';
  };
  const highlighter: CodeHighlighter = {
    async load(langs) {
      const missing = [...new Set(langs.map(resolve))].filter((l) => l !== 'text' && !loaded.has(l));
      if (missing.length === 0) return;
      await shiki.loadLanguage(...(missing as BundledLanguage[]));
      for (const l of missing) loaded.add(l);
    },
    toHtml(code, lang, transformers) {
      return shiki.codeToHtml(code, {
        lang: resolve(lang),
        themes: THEMES,
        defaultColor: false,
        transformers,
      });
    },
  };
  await highlighter.load(preload);
  return highlighter;
}

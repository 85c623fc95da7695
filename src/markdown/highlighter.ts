import { bundledLanguages, bundledLanguagesAlias, createCssVariablesTheme, createHighlighter, type BundledLanguage, type BundledTheme, type HighlighterGeneric } from 'shiki';
import { codeHtml, type BlockOptions } from './code-html.js';

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
  toHtml(code: string, lang: string, options: BlockOptions): string;
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

type Shiki = HighlighterGeneric<BundledLanguage, BundledTheme>;

/**
 * Creates the one highlighter a process (or worker) uses for every file, with
 * `preload` loaded now and other languages on first use. A language whose
 * blocks may hold fences of other languages (Markdown, HTML, …) gets a shiki
 * of its own, holding nothing else: shiki colours such a nested fence only in
 * a language already loaded, so in a shared one a block would come out
 * differently depending on which blocks were highlighted before it (in
 * which worker, in what order). Nested fences are therefore left plain, as
 * Docusaurus leaves them.
 */
export async function createCodeHighlighter(preload: string[] = []): Promise<CodeHighlighter> {
  const shared: Shiki = await createHighlighter({ themes: [THEME], langs: [] });
  /** Which shiki highlights each loaded language. */
  const owners = new Map<string, Shiki>();
  const resolve = (lang: string) => {
    const lower = lang.toLowerCase();
    return KNOWN.has(lower) && !PLAIN.has(lower) ? lower : 'text';
  };
  const embedsOthers = async (lang: string) => {
    const grammars = (await bundledLanguages[lang as BundledLanguage]?.())?.default ?? [];
    return grammars.some((g) => (g.embeddedLangsLazy?.length ?? 0) > 0);
  };
  const highlighter: CodeHighlighter = {
    highlighted: new BoundedMap(20_000),
    async load(langs) {
      for (const lang of new Set(langs.map(resolve))) {
        if (lang === 'text' || owners.has(lang)) continue;
        if (await embedsOthers(lang)) {
          owners.set(lang, await createHighlighter({ themes: [THEME], langs: [lang as BundledLanguage] }));
        } else {
          await shared.loadLanguage(lang as BundledLanguage);
          owners.set(lang, shared);
        }
      }
    },
    toHtml(code, lang, options) {
      const resolved = resolve(lang);
      return codeHtml((owners.get(resolved) ?? shared).codeToTokens(code, { lang: resolved as BundledLanguage, theme: THEME.name as BundledTheme }), options);
    },
  };
  await highlighter.load(preload);
  return highlighter;
}

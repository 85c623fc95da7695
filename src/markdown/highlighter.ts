import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  bundledLanguagesInfo,
  createCssVariablesTheme,
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
  type RegexEngine,
  type WebAssemblyInstantiator,
} from 'shiki';
import { codeHtml, type BlockOptions } from './code-html.js';
import { JAVASCRIPT_LANGUAGES, THEME_OPTIONS } from './highlight-settings.js';

/** Languages shiki knows, by name or alias (lower case), with their canonical id (`ts` → `typescript`). */
const CANONICAL = new Map(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name): [string, string] => [name, info.id])));
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);

const THEME = createCssVariablesTheme(THEME_OPTIONS);

/** Languages nearly every Tongsuo page uses, loaded while the build scans the content. */
export const COMMON_LANGUAGES = ['c', 'bash'];

/**
 * Which regex engine runs a grammar. `auto` (the build's) takes shiki's
 * JavaScript RegExp engine for the languages of `JAVASCRIPT_LANGUAGES` and the
 * Oniguruma WebAssembly engine for every other; the other two force one engine
 * (for scripts/bench-highlight.ts and the tests that compare them).
 */
export type EngineChoice = 'auto' | 'oniguruma' | 'javascript';

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

/** Node's WebAssembly.instantiate (the project's types have no DOM library, where TypeScript declares it). */
const { instantiate } = (globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array, imports: unknown): Promise<{ instance: { exports: object } }> } }).WebAssembly;

type Shiki = HighlighterGeneric<BundledLanguage, BundledTheme>;
type Engine = Exclude<EngineChoice, 'auto'>;

/**
 * A fresh engine of the kind; its code (and Oniguruma's WebAssembly) loads on
 * first use only. The WebAssembly is read from shiki's onig.wasm and handed
 * over as an instantiator: `shiki/wasm` holds the same bytes as base64 of
 * gzip, decoded through atob, a callback per byte and a DecompressionStream,
 * and shiki given bytes or a module first asks whether they are a `Response`,
 * which makes Node load its fetch implementation (undici) into the worker:
 * together 200-300 ms of CPU per worker.
 */
async function engineOf(kind: Engine): Promise<RegexEngine> {
  if (kind === 'javascript') return (await import('shiki/engine/javascript')).createJavaScriptRegexEngine();
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  // Called once a thread: shiki keeps the instance for every engine after.
  const instantiator: WebAssemblyInstantiator = async (imports) => {
    const wasm = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
    return (await instantiate(wasm, imports)).instance.exports as Awaited<ReturnType<WebAssemblyInstantiator>>;
  };
  return createOnigurumaEngine({ instantiator });
}

/**
 * Creates the one highlighter a process (or worker) uses for every file, with
 * `preload` loaded now and other languages on first use: nothing of shiki's
 * engines loads until a block needs it. Each language gets a shiki of its own,
 * holding its grammar and those it embeds, nothing else: in a shiki shared by
 * several languages one grammar reaches into another (a JSX tag is coloured as
 * HTML once PHP has brought the HTML grammar in; a fence in a Markdown block is
 * coloured only in a language already loaded), so a block would come out
 * differently depending on which blocks that worker highlighted before it.
 * Nested fences are therefore left plain, as Docusaurus leaves them.
 */
export async function createCodeHighlighter(preload: string[] = [], engines: EngineChoice = 'auto'): Promise<CodeHighlighter> {
  const engineFor = (id: string): Engine => (engines !== 'auto' ? engines : JAVASCRIPT_LANGUAGES.has(id) ? 'javascript' : 'oniguruma');
  /** Which shiki highlights each loaded language, by canonical id: `js` and `javascript` share one, compiled once. */
  const owners = new Map<string, Shiki>();
  const resolve = (lang: string) => {
    const lower = lang.toLowerCase();
    return PLAIN.has(lower) ? 'text' : (CANONICAL.get(lower) ?? 'text');
  };
  const highlighter: CodeHighlighter = {
    highlighted: new BoundedMap(20_000),
    async load(langs) {
      for (const lang of new Set(langs.map(resolve))) {
        if (owners.has(lang)) continue;
        // Plain text runs no grammar: the lighter engine's shiki writes it as any other would.
        const [langs, kind] = lang === 'text' ? [[], 'javascript' as const] : [[lang as BundledLanguage], engineFor(lang)];
        // One shiki a language is the design (above): shiki's warning at every tenth instance would only alarm the reader of the build's output.
        owners.set(lang, await createHighlighter({ themes: [THEME], langs, engine: await engineOf(kind), warnings: false }));
      }
    },
    toHtml(code, lang, options) {
      const resolved = resolve(lang);
      const owner = owners.get(resolved);
      if (!owner) throw new Error(`the highlighter was not given the language ${resolved} to load before its code`);
      // No time limit: shiki's default (500 ms a line) ends a line's tokens where the time ran out, and the first
      // line a grammar meets (compiling its patterns) takes that long on a loaded machine: colours would depend on load.
      const tokens = owner.codeToTokens(code, { lang: resolved as BundledLanguage, theme: THEME.name as BundledTheme, tokenizeTimeLimit: 0 });
      return codeHtml(tokens, options);
    },
  };
  await highlighter.load(preload);
  return highlighter;
}

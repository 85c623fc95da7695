// What a highlighted block's HTML depends on beyond its own language, meta and
// code: the theme shiki colours with, which engine runs each grammar, and shiki
// itself. The block cache (highlight-cache.ts) names its files by these, so a
// change of any of them misses the cache instead of serving stale colours. This
// module loads no shiki: the main thread reads the cache before any worker has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * One theme whose colours are CSS variables (--shiki-token-keyword, …): code is
 * tokenized once, and the stylesheet gives the variables light and dark values.
 */
export const THEME_OPTIONS = { name: 'tongsite', variablePrefix: '--shiki-', fontStyle: true } as const;

/**
 * Grammars the JavaScript engine highlights at less CPU than Oniguruma, with the
 * same HTML for every block, and every pattern of which it translates (so it
 * cannot fail on other code): measured by `node --import tsx
 * scripts/bench-highlight.ts` on ts-jest, trpc, fury-site and both Tongsuo
 * trees (2,680 blocks, 3 interleaved rounds): jsx 0.21 s against 0.51 s. Every
 * other grammar stays on Oniguruma, shiki's reference engine, which is faster
 * for all the large ones there (typescript 2.9 s against 3.5 s, tsx 1.6 against
 * 4.7, bash 0.4 against 1.0, c 0.7 against 0.9); a worker whose languages are
 * all here never loads the WebAssembly.
 */
export const JAVASCRIPT_LANGUAGES: ReadonlySet<string> = new Set(['jsx']);

/** The version of the shiki this process loads (the tool's hash covers the one bundled into the workers). */
function shikiVersion(): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve('shiki/package.json'), 'utf8')) as { version: string }).version;
}

let settings: string | undefined;

/** Theme, engines and shiki's version, as one string for cache keys; read once per process. */
export const highlightSettings = () => (settings ??= JSON.stringify({ theme: THEME_OPTIONS, javascript: [...JAVASCRIPT_LANGUAGES].sort(), shiki: shikiVersion() }));

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
 * scripts/bench-highlight.ts` (load + first pass, CPU, medians of 3 interleaved
 * rounds). jsx: 0.21 s against 0.51 s (ts-jest, trpc, fury-site and both
 * Tongsuo trees). c: 1.6 s against 2.2 s on our content/ (282 KB of C), though
 * 0.91 s against 0.68 s on the Tongsuo trees' 106 KB. Every other grammar stays
 * on Oniguruma, shiki's reference engine, faster for the other large ones
 * (typescript 2.9 s against 3.5 s, tsx 1.6 against 4.7, bash 0.4 against 1.0;
 * 3 of our bash blocks come out differently on the JavaScript engine). A worker
 * whose languages are all here never loads the WebAssembly.
 */
export const JAVASCRIPT_LANGUAGES: ReadonlySet<string> = new Set(['c', 'jsx']);

/** The version of the shiki this process loads (the tool's hash covers the one bundled into the workers). */
function shikiVersion(): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve('shiki/package.json'), 'utf8')) as { version: string }).version;
}

let settings: string | undefined;

/** Theme, engines and shiki's version, as one string for cache keys; read once per process. */
export const highlightSettings = () => (settings ??= JSON.stringify({ theme: THEME_OPTIONS, javascript: [...JAVASCRIPT_LANGUAGES].sort(), shiki: shikiVersion() }));

// How long tongsite lets its own compile of one page run (the Markdown parser
// on a pathological page: DECISIONS.md, "Page size"), and what a build says of
// a page whose time went to the site's own remark/rehype plugins instead: those
// are the site's code, which Docusaurus runs without a limit, so tongsite runs
// them to the end too and names them.
import type { CompileInput, Diagnostic, PluginTime } from '../model.js';
import { warning } from '../diagnostics/build-error.js';

const DEFAULT_SECONDS = 60;
/** Read once per pool: seconds, for a test or a machine so slow that a fair page needs more. */
const VARIABLE = 'TONGSITE_COMPILE_TIME_LIMIT';

export function compileTimeLimitSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[VARIABLE];
  if (text === undefined || text === '') return DEFAULT_SECONDS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${VARIABLE} must be a number of seconds above 0 (the default is ${DEFAULT_SECONDS}), not "${text}"`);
  return seconds;
}

/** `2 min 5 s`, `12 s`, `0.3 s`. */
export function formatSeconds(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms / 100) / 10} s`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}

/**
 * A warning for a page whose site plugins ran at least as long as tongsite
 * allows its own compile: the page is built, but the reader of the build log
 * learns where a slow build's time went and whether the next one pays again.
 */
export function slowSitePlugins(input: CompileInput, times: PluginTime[] | undefined, limitSeconds: number, cacheKept: boolean): Diagnostic | undefined {
  const total = (times ?? []).reduce((sum, t) => sum + t.ms, 0);
  if (!times || total < limitSeconds * 1000) return undefined;
  const each = times
    .filter((t) => t.ms >= 100)
    .sort((a, b) => b.ms - a.ms)
    .map((t) => `${t.plugin} ${formatSeconds(t.ms)}`)
    .join(', ');
  return warning(
    'slow-site-plugins',
    `the site's own remark/rehype plugins took ${formatSeconds(total)} on ${input.sitePath} (${each}); the page was built: tongsite limits its own compile of a page to ${limitSeconds} s, not the site's plugins (Docusaurus limits neither)`,
    {
      file: input.absPath,
      hint: cacheKept
        ? "the compiled page is kept in the site's .tongsite-cache: the next build reuses it while this file, the plugins' options and tongsite stay the same; a first build (or --no-cache) runs the plugins again"
        : 'this build keeps no compiled pages (--no-cache): every build runs the plugins on this page again; build without --no-cache to reuse it',
    },
  );
}

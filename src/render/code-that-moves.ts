// Whether a page's code does anything in the browser that the built HTML does
// not already show. Docusaurus hydrates every page; tongsite hydrates a page
// with a bundle of its own only when hydration changes something for the
// reader: a page of Markdown and the site's presentational components (markup,
// CSS modules, links, the locale's words) is the same HTML after hydration as
// before, and loads nothing more.
//
// The test is on the source text, and errs towards hydrating: a word that
// looks like a hook, a handler, a ref, a class component or the browser's
// globals anywhere in a file (a comment, a string) hydrates its page, as every
// page hydrated before this rule. Code from packages is not read: a page that
// imports one is hydrated.

/** Hooks that only read what the build gave the page (its config, locale, base URL, plugins' global data): they render the same HTML in the browser. */
const RENDER_ONLY_HOOKS = new Set(['useDocusaurusContext', 'useBaseUrl', 'useBaseUrlUtils', 'useGlobalData', 'usePluginData', 'useAllPluginInstancesData']);

/** A React hook by its naming rule (`useState`, `React.useEffect`, a custom `useWindowSize`). */
const HOOK = /\buse[A-Z]\w*/g;

/**
 * What runs only in a hydrated page: event handler props (`onClick={…}` in JSX,
 * `onClick:` once compiled), refs, class components (lifecycle methods),
 * module or render code that reads the browser, and `BrowserOnly`, whose
 * children the server never renders.
 */
const BROWSER_CODE =
  /\bon[A-Z]\w*\s*[=:]|\bref\s*[=:]|\bextends\s+(?:React\.)?(?:Pure)?Component\b|\b(?:window|document|navigator|localStorage|sessionStorage|globalThis)\s*\.|\btypeof\s+(?:window|document)\b|\b(?:canUseDOM|ExecutionEnvironment|BrowserOnly)\b/;

/** True if this file's code can change what the reader sees or can do once it runs in the browser. */
export function codeMoves(code: string): boolean {
  if (BROWSER_CODE.test(code)) return true;
  for (const [hook] of code.matchAll(HOOK)) if (!RENDER_ONLY_HOOKS.has(hook)) return true;
  return false;
}

/** The inputs of a page's bundle that say it must be hydrated: a package, or a file of its own whose code moves. */
export function movingInputs(inputs: { path: string; fromPackage: boolean; code: () => string }[]): string[] {
  return inputs.filter((input) => input.fromPackage || codeMoves(input.code())).map((input) => input.path);
}

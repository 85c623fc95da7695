// Redirect pages, as @docusaurus/plugin-client-redirects makes them after a
// build (its src/collectRedirects.ts, extensionRedirects.ts and
// writeRedirectFiles.ts): from `redirects`, `createRedirects`, `fromExtensions`
// and `toExtensions`, over the paths of the pages built. Each is a small HTML
// page that sends the reader on; its link is checked as any page's.
import { warning } from '../diagnostics/build-error.js';
import type { Diagnostic, RedirectPage, RedirectsConfig, ResolvedConfig, Route } from '../model.js';
import { escapeXml as escape } from '../shared/escape.js';
import { routeKey } from '../content/urls.js';

type Redirect = { from: string; to: string };

const removeSuffix = (s: string, suffix: string) => (s.endsWith(suffix) ? s.slice(0, -suffix.length) : s);

/** extensionRedirects.ts: `/a` → `/a.html` for fromExtensions; `/a.html` ← `/a` for toExtensions. */
function extensionRedirects(paths: string[], options: RedirectsConfig): Redirect[] {
  const from = (options.fromExtensions ?? []).map((e) => `.${e}`);
  const to = (options.toExtensions ?? []).map((e) => `.${e}`);
  return [
    ...paths.flatMap((p) => (p === '/' || from.some((e) => p.endsWith(e)) ? [] : from.map((e) => ({ from: p.endsWith('/') ? `${p.slice(0, -1)}${e}/` : `${p}${e}`, to: p })))),
    ...paths.flatMap((p) => {
      const ext = to.find((e) => p.endsWith(e));
      return ext ? [{ from: removeSuffix(p, ext), to: p }] : [];
    }),
  ];
}

function collect(paths: string[], options: RedirectsConfig): Redirect[] {
  return [
    ...extensionRedirects(paths, options),
    ...(options.redirects ?? []).flatMap((r) => [r.from].flat().map((from) => ({ from, to: r.to }))),
    ...paths.flatMap((to) => {
      const froms = options.createRedirects?.(to) ?? [];
      return [froms].flat().map((from) => ({ from, to }));
    }),
  ];
}

/** The page: a meta refresh, a script that keeps the query and hash, a link for readers without either, not indexed. */
function redirectHtml(config: ResolvedConfig, toUrl: string): string {
  const href = escape(encodeURI(toUrl));
  const canonical = toUrl.startsWith('/') ? `${config.url}${encodeURI(toUrl)}` : encodeURI(toUrl);
  // writeRedirectFiles/createRedirectPageContent.ts: query and hash are passed on unless the target has its own.
  const keeps = !/[?#]/.test(toUrl);
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>${href}</title>
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escape(canonical)}">
<meta name="robots" content="noindex">
<script>location.replace(${JSON.stringify(encodeURI(toUrl)).replace(/</g, '\\u003c')}${keeps ? ' + location.search + location.hash' : ''});</script>
</head>
<body>
<p><a href="${href}">${href}</a></p>
</body>
</html>
`;
}

/**
 * The redirect pages of a build, and what is wrong with the redirects asked for: two
 * redirects from one path (the first wins), one from a page that exists (not written).
 * A target that is no page is a broken link of its redirect page, found by the link check.
 */
export function redirectPages(config: ResolvedConfig, routes: Route[]): { pages: RedirectPage[]; diagnostics: Diagnostic[] } {
  if (!config.redirects.length) return { pages: [], diagnostics: [] };
  const base = config.baseUrl;
  // The plugin's relativeRoutesPaths: each page's path without the base URL, with a leading slash.
  const paths = [...new Set(routes.map((r) => `/${r.url.slice(base.length)}`))];
  const existing = new Set(paths.map(routeKey));
  const diagnostics: Diagnostic[] = [];
  const byFrom = new Map<string, Redirect>();
  const overPages: Redirect[] = [];
  for (const redirect of config.redirects.flatMap((options) => collect(paths, options))) {
    const earlier = byFrom.get(redirect.from);
    if (earlier) {
      if (earlier.to !== redirect.to)
        diagnostics.push(
          warning('redirect-duplicate', `two redirects from ${redirect.from}: to ${earlier.to} and to ${redirect.to}; the first is written`, {
            file: config.configFile,
            hint: 'keep one redirect per old path',
          }),
        );
    } else if (existing.has(routeKey(redirect.from))) overPages.push(redirect);
    else byFrom.set(redirect.from, redirect);
  }
  // One warning for them all, as the plugin reports them together (collectRedirects.ts, filterUnwantedRedirects): a rule
  // such as createRedirects can make dozens.
  if (overPages.length)
    diagnostics.push(
      warning(
        'redirect-over-page',
        `${overPages.length} redirect(s) not written, since their paths are pages of the site: ${overPages
          .slice(0, 5)
          .map((r) => `${r.from} → ${r.to}`)
          .join(', ')}${overPages.length > 5 ? `, and ${overPages.length - 5} more` : ''}`,
        { file: config.configFile, hint: 'remove these redirects, or move the pages away first' },
      ),
    );
  const pages = [...byFrom.values()].map(({ from, to }): RedirectPage => {
    const toUrl = to.startsWith('/') ? `${base}${to.slice(1)}` : to;
    // writeRedirectFiles.ts (getRedirectFilePath): `<from>/index.html`, below the page it may share a name with.
    const outFile = `${decodeURI(from).replace(/^\/+|\/+$/g, '')}/index.html`;
    return { from: `${base}${from.replace(/^\/+/, '')}`, to: toUrl, outFile, html: redirectHtml(config, toUrl) };
  });
  return { pages, diagnostics };
}

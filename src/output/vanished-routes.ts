// Pages a reader could open before this build and cannot after it: the HTML
// files of the previous build (or the URLs of a sitemap the writer gives) that
// this build no longer makes, each with the page it most probably moved to, so
// that the writer adds a redirect before readers meet a 404. Docusaurus has no
// such report; its redirects plugin is the remedy it offers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { warning } from '../diagnostics/build-error.js';
import type { Diagnostic, ResolvedConfig } from '../model.js';
import { OWNED_MARKER } from './out-dir.js';

/** The HTML files below a folder, as output paths (`docs/a/index.html`). */
function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(path.join(dir, entry.name), rel);
    return entry.name.endsWith('.html') ? [rel] : [];
  });
}

/** The pages of the previous build in `outDir` (one a build wrote, with its marker); none when there is none. */
export function previousBuildPages(outDir: string): string[] {
  return existsSync(path.join(outDir, OWNED_MARKER)) ? htmlFiles(outDir) : [];
}

/** The pages a sitemap lists, as output paths: each `<loc>` of this site's URL and base URL. */
export function sitemapPages(file: string, config: ResolvedConfig): string[] {
  const root = `${config.url}${config.baseUrl}`;
  return [...readFileSync(file, 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((m) => {
    const url = m[1]!.replace(/&amp;/g, '&');
    if (!url.startsWith(root)) return [];
    let rel = url.slice(root.length).replace(/[?#].*$/, '');
    try {
      rel = decodeURIComponent(rel);
    } catch {
      // kept as written
    }
    rel = rel.replace(/^\/+|\/+$/g, '');
    return [rel.endsWith('.html') ? rel : rel ? `${rel}/index.html` : 'index.html'];
  });
}

const segments = (file: string) =>
  file
    .replace(/(?:^|\/)index\.html$|\.html$/, '')
    .split('/')
    .filter(Boolean);

/**
 * The page a vanished one most probably moved to: among this build's pages that the previous one did not
 * have (else all of them), the one with the same last segment (its slug), then the most segments in common.
 */
function movedTo(file: string, added: string[], current: string[]): string | undefined {
  const own = segments(file);
  const slug = own[own.length - 1];
  if (slug === undefined) return undefined;
  const score = (candidate: string) => {
    const theirs = segments(candidate);
    return theirs[theirs.length - 1] === slug ? 100 + theirs.filter((s) => own.includes(s)).length : 0;
  };
  for (const pool of [added, current]) {
    const best = pool.reduce<{ file?: string; score: number }>((top, c) => (score(c) > top.score ? { file: c, score: score(c) } : top), { score: 0 });
    if (best.file) return best.file;
  }
  return undefined;
}

const urlOf = (config: ResolvedConfig, file: string) => `${config.baseUrl}${file.replace(/(?:^|\/)index\.html$/, '')}`;

/** One warning listing every page of `previous` this build does not make, with where each probably went. */
export function vanishedPages(config: ResolvedConfig, previous: string[], current: string[], source: string): Diagnostic[] {
  const now = new Set(current);
  const before = new Set(previous);
  const gone = [...before].filter((file) => !now.has(file) && !/(^|\/)404\.html$/.test(file)).sort();
  if (!gone.length) return [];
  const added = current.filter((file) => !before.has(file));
  const lines = gone.map((file) => {
    const target = movedTo(file, added, current);
    return `  ${urlOf(config, file)}${target ? ` → probably ${urlOf(config, target)}` : ''}`;
  });
  return [
    warning('vanished-pages', `${gone.length} page${gone.length === 1 ? '' : 's'} of ${source} ${gone.length === 1 ? 'is' : 'are'} gone from this build:\n${lines.join('\n')}`, {
      file: config.configFile,
      hint: 'readers and search engines that kept these links meet a 404: add a redirect for each (plugin-client-redirects `redirects: [{ from, to }]`)',
    }),
  ];
}

import type { Diagnostic } from '../model.js';
import { error, warning } from '../diagnostics/build-error.js';
import type { FoundLink } from '../render/link-resolver.js';
import { routeKey } from '../content/urls.js';
import { ASSET_LINK, MD_LINK } from '../markdown/plugins/rehype-links.js';

/** A built page as the link check sees it. */
export interface CheckedPage {
  url: string;
  html: string;
  /** Links written in the page's content, with their source positions. */
  found: FoundLink[];
  /** The content file behind the page, to blame links without a position. */
  file?: string;
}

const ATTRIBUTE = /\s(href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Every id on a page: the targets its `#anchors` may name. */
export function anchorsOf(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map((m) => decodeEntities(m[1]!)));
}

/**
 * Checks every internal href and src of every page against the built pages and
 * files. Broken links are errors at the line they are written; anchors that name
 * no id on their page are warnings (or errors, when `anchors` is 'error').
 * Pure: pages and known files in, diagnostics out.
 */
export function checkLinks(params: {
  pages: CheckedPage[];
  /** Paths of every other built file (static files, images, styles), as URLs. */
  files: Iterable<string>;
  /** Blamed for links that come from the site's chrome (navbar, footer). */
  configFile: string;
  anchors: 'error' | 'warning' | 'ignore';
  /** Severity of a link to a file (PDF, archive) that does not exist. */
  missingFiles: 'error' | 'warning';
}): Diagnostic[] {
  const pagesByKey = new Map(params.pages.map((p) => [routeKey(p.url), p]));
  const files = new Set([...params.files].map(routeKey));
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfPage = (page: CheckedPage) => {
    let set = anchorCache.get(page.url);
    if (!set) anchorCache.set(page.url, (set = anchorsOf(page.html)));
    return set;
  };
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const page of params.pages) {
    // Several links to one URL each keep their own position, taken in document order.
    const positions = new Map<string, FoundLink[]>();
    for (const f of page.found) positions.set(f.url, [...(positions.get(f.url) ?? []), f]);
    for (const match of page.html.matchAll(ATTRIBUTE)) {
      const raw = decodeEntities(match[2]!);
      if (raw === '' || raw.startsWith('//') || (SCHEME.test(raw) && !raw.startsWith(MD_LINK) && !raw.startsWith(ASSET_LINK))) continue;
      const list = positions.get(raw);
      const at = list && list.length > 1 ? list.shift() : list?.[0];
      const where = at ? { file: at.file, ...(at.line && { line: at.line, column: at.column }) } : { file: page.file ?? params.configFile };
      const once = (kind: string) => {
        const key = `${kind}\0${where.file}\0${'line' in where ? where.line : ''}\0${'column' in where ? where.column : ''}\0${at?.written ?? raw}`;
        if (reported.has(key)) return false;
        reported.add(key);
        return true;
      };
      if (raw.startsWith(MD_LINK) || raw.startsWith(ASSET_LINK)) {
        const target = raw.slice(raw.indexOf(':') + 1);
        if (once('broken')) {
          const file = target.replace(/[?#].*/, '');
          if (raw.startsWith(MD_LINK)) {
            diagnostics.push(error('broken-link', `broken link: ${file} is not a page of the site (on ${page.url})`, { ...where, hint: 'link to an existing .md/.mdx file, relative to this file' }));
          } else if (match[1] === 'src') {
            diagnostics.push(error('missing-image', `missing image: ${file} does not exist (on ${page.url})`, { ...where, hint: 'check the image path; it is relative to the Markdown file' }));
          } else {
            const make = params.missingFiles === 'error' ? error : warning;
            diagnostics.push(make('missing-file', `missing file: ${file} does not exist (linked from ${page.url})`, { ...where, hint: 'add the file, or fix the path; it is relative to the Markdown file' }));
          }
        }
        continue;
      }
      const url = new URL(raw, `http://site${page.url}`);
      const key = routeKey(url.pathname);
      const target = raw.startsWith('#') ? page : pagesByKey.get(key);
      if (!target && !files.has(key)) {
        if (once('broken')) {
          const kind = match[1] === 'src' ? 'missing-image' : 'broken-link';
          diagnostics.push(error(kind, `${kind === 'missing-image' ? 'missing file' : 'broken link'}: ${decodeURIComponent(url.pathname)} does not exist (on ${page.url})`, { ...where, hint: at ? 'link to an existing page; relative links to other docs should name the .md file' : 'fix the link in the site config (navbar, footer) or the page' }));
        }
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && target && params.anchors !== 'ignore' && !anchorsOfPage(target).has(hash) && once('anchor')) {
        const make = params.anchors === 'error' ? error : warning;
        diagnostics.push(make('broken-anchor', `broken anchor: #${hash} is not an id on ${target.url} (linked from ${page.url})`, { ...where, hint: 'headings get ids from their text; set one explicitly with `## Title {#my-id}`' }));
      }
    }
  }
  return diagnostics;
}

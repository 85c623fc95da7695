import type { Diagnostic, FoundLink } from '../model.js';
import { error, warning } from '../diagnostics/build-error.js';
import { routeKey } from '../content/urls.js';
import { ASSET_LINK, MD_LINK, MD_SEARCH } from '../markdown/plugins/rehype-links.js';

/** A built page as the link check sees it. */
export interface CheckedPage {
  url: string;
  html: string;
  /** Links written in the page's content, with their source positions. */
  found: FoundLink[];
  /** The content file behind the page, to blame links without a position. */
  file?: string;
  /** The page's body as rendered (its Markdown or its React page), when it has one: its hrefs that no link of `found` resolved are the site code's plain ones. */
  body?: string;
}

/**
 * A start tag and its attributes as written (quoted values may hold `>`). Links and ids are read
 * from tags only: a code block's text that shows `href="./style.css"` is no link (in text, `<` is
 * always escaped, so no tag starts there).
 */
const START_TAG = /<[a-zA-Z][^\s/>]*((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** An attribute the check reads: a link (href, src) or an anchor (id). */
const ATTRIBUTE = /\s(href|src|id)="([^"]*)"/g;

/**
 * Each href, src and id attribute in the start tags of a page, in document
 * order, as [name, value as written]. Two regexes, each one instance moved by
 * lastIndex, over the page once: matchAll on each tag's text cloned the
 * attribute regex per tag (twice a page, for links and for ids), and V8
 * compiles a clone again whenever a garbage collection has emptied its regex
 * cache, which rendering's garbage keeps doing. The 152 pages of ts-jest (12 MB)
 * between allocations: 120-400 ms of CPU before, 40-50 ms now.
 */
function attributesInTags(html: string): [name: string, value: string, at: number][] {
  const found: [string, string, number][] = [];
  START_TAG.lastIndex = 0;
  // The first attribute match at or after `searchedFrom`: still the next one for any tag that starts before it.
  let next: RegExpExecArray | null = null;
  let searchedFrom = -1;
  for (let tag = START_TAG.exec(html); tag; tag = START_TAG.exec(html)) {
    const end = START_TAG.lastIndex;
    // A link to the page in another language (the locale dropdown's) is not checked, as Docusaurus' LocaleDropdown
    // writes it as a pathname:// link its check skips: a build of one locale (--locale) has not made the others.
    // (React writes the attribute `hrefLang`; HTML's names are the same in any case.)
    const otherLanguage = tag[1]!.includes(' hrefLang=') || tag[1]!.includes(' hreflang=');
    let from = tag.index;
    for (;;) {
      if (searchedFrom < 0 || (next && next.index < from)) {
        ATTRIBUTE.lastIndex = from;
        next = ATTRIBUTE.exec(html);
        searchedFrom = from;
      }
      if (!next || next.index >= end) break;
      const after = next.index + next[0].length;
      // A match that runs out of its tag (from a `"` inside a single-quoted value) is none of its attributes.
      if (after <= end && !(otherLanguage && next[1] === 'href')) found.push([next[1]!, next[2]!, next.index]);
      from = after <= end ? after : next.index + 1;
      searchedFrom = -1;
    }
  }
  return found;
}
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A link the compiler could not resolve (a missing .md file or asset), kept as a marker. */
const isMarker = (raw: string) => raw.startsWith(MD_LINK) || raw.startsWith(ASSET_LINK);

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * A copy of a string that does not keep the text it was cut from alive: V8
 * gives a regex match as a slice of its subject, and a link record that held
 * one would hold its page's whole HTML for the rest of the build.
 */
const detached = (s: string) => (s.length < 13 ? s : ` ${s}`.slice(1));

/** Every id on a page: the targets its `#anchors` may name. */
function anchorsIn(attributes: [string, string, number][]): Set<string> {
  return new Set(attributes.flatMap(([name, value]) => (name === 'id' ? [detached(decodeEntities(value))] : [])));
}

/**
 * What the link check keeps of a built page: its links and its ids, read from
 * its HTML as it is rendered. The HTML itself can be written and let go, so a
 * build holds a few strings a page until the check, not every page.
 */
export interface PageLinks {
  url: string;
  /** Each href/src the check looks at, in document order: the attribute and its decoded value (external URLs left out). */
  attributes: [string, string][];
  ids: Set<string>;
  /** Links written in the page's content, with their source positions. */
  found: FoundLink[];
  /** The content file behind the page, to blame links without a position. */
  file?: string;
  /** Which of `attributes` are the body's (from, to: indexes), when the page has one and it was found in the page. */
  body?: [number, number];
  /** Where each attribute points, by its index, once looked at. */
  targets: LinkTarget[];
}

/**
 * Kept by a long-lived process: pages already read, by URL, with the HTML they
 * were read from (an unchanged page is not read again), and link targets
 * already parsed.
 */
export interface LinkScanMemo {
  /** The links as read, with the plain hrefs of a body read on its own (pageLinks). */
  pages: Map<string, { html: string; plain: FoundLink[]; links: PageLinks }>;
  /** The route key and the decoded #hash of a link, by the link (absolute) or page and link (relative). */
  targets: Map<string, LinkTarget>;
}

export const createLinkScanMemo = (): LinkScanMemo => ({ pages: new Map(), targets: new Map() });

/** A page's links and ids; from `memo` when it holds the page with the same HTML, and remembered there. */
export function pageLinks(page: CheckedPage, memo?: LinkScanMemo): PageLinks {
  const known = memo?.pages.get(page.url);
  if (known?.html === page.html) return { ...known.links, found: withPlain(page.found, known.plain), ...(page.file && { file: page.file }) };
  const inTags = attributesInTags(page.html);
  // The body is in the page as it was rendered, unless the page's frame rewrote it (headings raised): then it is read on its own, as before.
  const bodyAt = page.body ? page.html.indexOf(page.body) : -1;
  const bodyEnd = bodyAt + (page.body?.length ?? 0);
  let body: [number, number] | undefined;
  const attributes: [string, string][] = [];
  for (const [name, value, at] of inTags) {
    if (name === 'id') continue;
    const raw = decodeEntities(value);
    if (raw === '' || raw.startsWith('//') || (SCHEME.test(raw) && !isMarker(raw))) continue;
    if (bodyAt >= 0 && at >= bodyAt && at < bodyEnd) body = [body?.[0] ?? attributes.length, attributes.length + 1];
    attributes.push([name, detached(raw)]);
  }
  const plain = page.body && bodyAt < 0 ? plainLinks(page.body, page.found, page.file ?? '') : [];
  const links: PageLinks = {
    url: page.url,
    attributes,
    ids: anchorsIn(inTags),
    found: withPlain(page.found, plain),
    ...(page.file && { file: page.file }),
    ...(body && { body }),
    targets: [],
  };
  memo?.pages.set(page.url, { html: page.html, plain, links });
  return links;
}

/**
 * The internal hrefs and srcs of a rendered body that its content did not
 * resolve (not in `found`): plain anchors and images of the site's own code (a
 * JSX `<a href>`, `<img src>`), which Docusaurus' build never checks, since it
 * collects only the links @docusaurus/Link renders. Each is blamed on the
 * body's file. For a body the page shows as it was rendered, the check tells
 * them apart from the page's own attributes (plainAttributes), and only on a
 * page where it must.
 */
export function plainLinks(html: string, found: FoundLink[], file: string): FoundLink[] {
  const attributes = attributesInTags(html).flatMap(([name, value]): [string, string][] => (name === 'id' ? [] : [[name, decodeEntities(value)]]));
  return unresolved(attributes, found).map((at) => plainLink(detached(attributes[at]![1]), file, attributes[at]![0]));
}

const withPlain = (found: FoundLink[], plain: FoundLink[]) => (plain.length ? [...found, ...plain] : found);

const plainLink = (raw: string, file: string, attribute = 'href'): FoundLink => ({ url: raw, written: raw, kind: attribute === 'src' ? 'image' : 'link', file, plain: true });

/**
 * The positions in `attributes` (href and src, as [name, internal URL decoded]) that no link or image of `found`
 * resolved: each found one accounts for one attribute of its URL and kind, in order.
 */
function unresolved(attributes: [name: string, raw: string][], found: FoundLink[]): number[] {
  const keyOf = (kind: FoundLink['kind'], url: string) => `${kind}\0${url}`;
  const resolved = new Map<string, number>();
  for (const f of found) resolved.set(keyOf(f.kind, f.url), (resolved.get(keyOf(f.kind, f.url)) ?? 0) + 1);
  const plain: number[] = [];
  for (const [at, [name, raw]] of attributes.entries()) {
    if (raw === '' || raw.startsWith('//') || SCHEME.test(raw) || isMarker(raw) || (name !== 'href' && name !== 'src')) continue;
    const key = keyOf(name === 'src' ? 'image' : 'link', raw);
    const left = resolved.get(key) ?? 0;
    if (left > 0) resolved.set(key, left - 1);
    else plain.push(at);
  }
  return plain;
}

/** The indexes of a page's attributes that are its body's plain hrefs (see plainLinks). */
function plainAttributes(page: PageLinks): Set<number> {
  if (!page.body) return new Set();
  const [from, to] = page.body;
  return new Set(unresolved(page.attributes.slice(from, to), page.found).map((at) => from + at));
}

/** Where a link points: the page's route key, its path as shown in messages, the decoded #hash. */
interface LinkTarget {
  key: string;
  path: string;
  hash: string;
}

function targetOf(raw: string, pageUrl: string, memo: LinkScanMemo, trailingSlash: boolean): LinkTarget {
  const id = raw.startsWith('/') ? raw : `${pageUrl}\0${trailingSlash}\0${raw}`;
  let target = memo.targets.get(id);
  if (!target) {
    // With trailingSlash: true a page is at its URL with a slash (Docusaurus' routes have it): relative links start from there.
    const base = trailingSlash && !pageUrl.endsWith('/') && !pageUrl.endsWith('.html') ? `${pageUrl}/` : pageUrl;
    const url = new URL(raw, `http://site${base}`);
    memo.targets.set(id, (target = { key: routeKey(url.pathname), path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) }));
  }
  return target;
}

/**
 * Checks every internal href and src of every page against the built pages and
 * files. Broken links are errors at the line they are written; anchors that name
 * no id on their page are warnings (or errors, when `anchors` is 'error').
 * Pure: pages and known files in, diagnostics out.
 */
/** A #fragment with nothing a URL would encode, strip or decode (%, spaces, control characters): its id is the text after #. */
const PLAIN_FRAGMENT = /^#[^%\s\x00-\x1f]+$/;

export function checkLinks(params: {
  pages: PageLinks[];
  /** Paths of every other built file (static files, images, styles), as URLs. */
  files: Iterable<string>;
  /** Blamed for links that come from the site's chrome (navbar, footer). */
  configFile: string;
  anchors: 'error' | 'warning' | 'ignore';
  /** Severity of a link to a file (PDF, archive) that does not exist. */
  missingFiles: 'error' | 'warning';
  memo?: LinkScanMemo;
  /** The site's trailingSlash: true resolves a page's relative links from its URL with a slash. */
  trailingSlash?: boolean;
  /** Severity of a broken plain href of the site's code (FoundLink.plain): 'warning' for a Docusaurus site, whose build does not check them. */
  plainLinks?: 'error' | 'warning';
  /** Gets the URL of each page with a link that is not fine (reported or not: a problem is reported once for all pages). */
  notFine?: Set<string>;
}): Diagnostic[] {
  const memo = params.memo ?? createLinkScanMemo();
  if (memo.targets.size > 100_000) memo.targets.clear();
  const pagesByKey = new Map(params.pages.map((p) => [routeKey(p.url), p]));
  const files = new Set([...params.files].map(routeKey));
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const url of memo.pages.keys()) if (!pagesByKey.has(routeKey(url))) memo.pages.delete(url);
  // An absolute link leads where it leads from any page, and most of a page's are the chrome every page
  // repeats (navbar, sidebar, footer, assets): one found fine is not looked up again on the next page. On
  // 10× the corpus, the links of 1,542 pages were most of an edit's build's check stage.
  const fineAbsolute = new Set<string>();
  for (const page of params.pages) {
    /** Whether the attribute at `index` leads to a page or file (and its #hash to an id there, as the check asks). */
    const fine = (index: number) => {
      const raw = page.attributes[index]![1];
      // A bare # (the href of the chrome's toggles) names the page itself, and #id an id of it (the table of contents):
      // a dozen or more a page, fine without a URL to parse when the fragment is one the URL would give back as written.
      if (raw === '#' || (PLAIN_FRAGMENT.test(raw) && (params.anchors === 'ignore' || page.ids.has(raw.slice(1))))) return true;
      const absolute = raw.startsWith('/');
      if (absolute && fineAbsolute.has(raw)) return true;
      if (isMarker(raw)) return false;
      const { key, hash } = (page.targets[index] ??= targetOf(raw, page.url, memo, params.trailingSlash === true));
      const target = raw.startsWith('#') ? page : pagesByKey.get(key);
      const ok = (!!target || files.has(key)) && !(hash && target && params.anchors !== 'ignore' && !target.ids.has(hash));
      if (ok && absolute) fineAbsolute.add(raw);
      return ok;
    };
    // Most pages' links are all fine: only a page with a broken one needs to know who wrote each.
    if (page.attributes.every((_, index) => fine(index))) continue;
    params.notFine?.add(page.url);
    // Several links to one URL each keep their own position, taken in document order; the site code's plain hrefs have none.
    const positions = new Map<string, FoundLink[]>();
    for (const f of page.found) positions.set(f.url, [...(positions.get(f.url) ?? []), f]);
    const plain = plainAttributes(page);
    for (const [index, [attribute, raw]] of page.attributes.entries()) {
      const list = positions.get(raw);
      const at = plain.has(index) ? plainLink(raw, page.file ?? params.configFile, attribute) : list && list.length > 1 ? list.shift() : list?.[0];
      if (fine(index)) continue;
      const marker = isMarker(raw);
      // A link the content did not write comes from the chrome (navbar, footer, announcement): the config's to fix, once for all pages;
      // but one to an id of the page itself, from the page's table of contents: a heading it lists and the page did not render.
      const fromToc = !at && raw.startsWith('#') && page.file !== undefined;
      const where = at ? { file: at.file, ...(at.line && { line: at.line, column: at.column }) } : { file: fromToc ? page.file! : params.configFile };
      const once = (kind: string) => {
        const key = `${kind}\0${where.file}\0${'line' in where ? where.line : ''}\0${'column' in where ? where.column : ''}\0${at?.written ?? raw}`;
        if (reported.has(key)) return false;
        reported.add(key);
        return true;
      };
      if (marker) {
        const target = raw.slice(raw.indexOf(':') + 1);
        if (once('broken')) {
          // A search marker (`|a|/b`) is named by its first place, the one beside the file.
          const file =
            target
              .replace(/[?#].*/, '')
              .split(MD_SEARCH)
              .find(Boolean) ?? '';
          if (raw.startsWith(MD_LINK)) {
            diagnostics.push(
              error('broken-link', `broken link: ${file} is not a page of the site (on ${page.url})`, {
                ...where,
                hint: file.startsWith('/')
                  ? 'a link starting with / names a file of the content folder this page is in, or of the site folder: check the path'
                  : 'link to an existing .md/.mdx file, relative to this file',
              }),
            );
          } else if (attribute === 'src') {
            diagnostics.push(
              error('missing-image', `missing image: ${file} does not exist (on ${page.url})`, { ...where, hint: 'check the image path; it is relative to the Markdown file' }),
            );
          } else {
            const make = params.missingFiles === 'error' ? error : warning;
            diagnostics.push(
              make('missing-file', `missing file: ${file} does not exist (linked from ${page.url})`, {
                ...where,
                hint: 'add the file, or fix the path; it is relative to the Markdown file',
              }),
            );
          }
        }
        continue;
      }
      const { key, path, hash } = page.targets[index]!;
      const target = raw.startsWith('#') ? page : pagesByKey.get(key);
      if (!target && !files.has(key)) {
        if (once('broken')) {
          const kind = attribute === 'src' ? 'missing-image' : 'broken-link';
          // A missing file is as the config's onMissingFiles says; a broken link to a page always counts, but for a plain href Docusaurus does not check.
          const make = (kind === 'missing-image' && params.missingFiles === 'warning') || (at?.plain && params.plainLinks === 'warning') ? warning : error;
          const what = `${kind === 'missing-image' ? 'missing file' : 'broken link'}: ${path} does not exist (on ${page.url}${at?.plain ? `, a plain ${attribute === 'src' ? '<img src>' : '<a href>'} of the site's code` : ''})`;
          diagnostics.push(
            make(kind, what, {
              ...where,
              hint: at?.plain
                ? attribute === 'src'
                  ? "fix the src, or add the file under static/; Docusaurus' build does not check a plain <img src>"
                  : "fix the href; Docusaurus' build does not check a plain <a href> (only @docusaurus/Link and Markdown links), <Link to> gets it checked"
                : at
                  ? 'link to an existing page; relative links to other docs should name the .md file'
                  : 'fix the link in the site config (navbar, footer) or the page',
            }),
          );
        }
        continue;
      }
      if (hash && target && params.anchors !== 'ignore' && !target.ids.has(hash) && once('anchor')) {
        const make = params.anchors === 'error' && !(at?.plain && params.plainLinks === 'warning') ? error : warning;
        diagnostics.push(
          make('broken-anchor', `broken anchor: #${hash} is not an id on ${target.url} (linked from ${page.url})`, {
            ...where,
            hint: fromToc
              ? "the page's table of contents lists this heading, but the page did not render it: it is inside a component that rendered nothing at build time (content shown only in some cases); Docusaurus reports the same"
              : 'headings get ids from their text; set one explicitly with `## Title {#my-id}`',
          }),
        );
      }
    }
  }
  return diagnostics;
}

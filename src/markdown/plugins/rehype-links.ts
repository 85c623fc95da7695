import path from 'node:path';
import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { dataOf } from '../compile-data.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Marks a link to a Markdown file, resolved to its site path; the renderer turns it into a route. */
export const MD_LINK = 'md:';
/**
 * Separates a bare link's places (`md:|a/x.md|/x.md`): its path beside the file, then what `/x.md` would name.
 * Docusaurus tries a link without `./` beside the file, then in the content and site folders
 * (docusaurus-utils/src/markdownLinks.ts, resolveMarkdownLinkPathname).
 */
export const MD_SEARCH = '|';
/** Marks an image file next to the content, resolved to its site path; the renderer gives it a hashed URL. */
export const ASSET_LINK = 'asset:';

/** Whether a URL points inside the page's own folder tree (not absolute, external or a bare #hash). */
export const isRelative = (url: string) => url !== '' && !SCHEME.test(url) && !url.startsWith('/') && !url.startsWith('#');

function splitHash(url: string): [string, string] {
  const i = url.search(/[?#]/);
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url; // kept as written
  }
}

function resolveFrom(sitePath: string, relative: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(sitePath), decoded(relative)));
}

/** A link to a Markdown file by an absolute path (`/guides/setup.mdx`), which Docusaurus resolves against the content and site folders. */
const isRootFile = (url: string) => url.startsWith('/') && !url.startsWith('//') && /\.mdx?$/i.test(url);

/**
 * The marker of a link to a Markdown file, undefined for any other link: `./x.md` and `../x.md` beside the file
 * only; `@site/x.md` in the site folder; `x.md` beside it, then further (MD_SEARCH); `/x.md` in the page's content
 * folder or the site folder, which the renderer knows (`md:/…`; a site path never starts with a slash). The
 * page's site path is asked for only by relative links: a compile that reads it is no longer path-free (path-reads.ts).
 */
export function markdownLinkMarker(sitePathOf: () => string, target: string): string | undefined {
  if (isRootFile(target)) return `${MD_LINK}${path.posix.normalize(decoded(target))}`;
  if (!isRelative(target) || !/\.mdx?$/i.test(target)) return undefined;
  const sitePath = sitePathOf();
  if (target.startsWith('./') || target.startsWith('../')) return `${MD_LINK}${resolveFrom(sitePath, target)}`;
  if (target.startsWith('@site/')) return `${MD_LINK}${path.posix.normalize(decoded(target.slice('@site/'.length)))}`;
  return `${MD_LINK}${MD_SEARCH}${resolveFrom(sitePath, target)}${MD_SEARCH}/${path.posix.normalize(decoded(target))}`;
}

/**
 * Records every id (anchor targets), rewrites relative `.md` links and relative
 * images into site paths the renderer resolves per locale, and tags each with
 * the line and column it is written at (`data-ts-pos`) for the link check.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const data = dataOf(file);
    const pos = (node: Element) => (node.position ? `${node.position.start.line}:${node.position.start.column}` : undefined);
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        for (const attr of jsx.attributes) {
          if (attr.type === 'mdxJsxAttribute' && attr.name === 'id' && typeof attr.value === 'string') data.anchors.add(attr.value);
        }
        // <Link to="/docs/x"> (@docusaurus/Link) is checked like a Markdown link, at its place.
        const to = jsx.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'to');
        if (jsx.name === 'Link' && to && jsx.position)
          jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'data-ts-pos', value: `${jsx.position.start.line}:${jsx.position.start.column}` });
        return;
      }
      if (node.type !== 'element') return;
      const el = node as Element;
      const id = el.properties?.id;
      if (typeof id === 'string') data.anchors.add(id);
      if (el.tagName === 'a' && typeof el.properties?.href === 'string') {
        const href = el.properties.href;
        const [target, rest] = splitHash(href);
        const marker = markdownLinkMarker(() => data.sitePath, target);
        if (marker) el.properties.href = `${marker}${rest}`;
        // A relative link to a file (a PDF, an archive) is copied with a hash, as Docusaurus does.
        else if (isRelative(target) && /\.[a-z0-9]+$/i.test(target) && !/\.html?$/i.test(target)) el.properties.href = `${ASSET_LINK}${resolveFrom(data.sitePath, target)}${rest}`;
        el.properties.dataTsPos = pos(el);
      } else if (el.tagName === 'img' && typeof el.properties?.src === 'string') {
        const [target] = splitHash(el.properties.src);
        if (isRelative(target)) el.properties.src = `${ASSET_LINK}${resolveFrom(data.sitePath, target)}`;
        el.properties.dataTsPos = pos(el);
      }
    });
  };
}

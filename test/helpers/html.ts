// Built HTML read as a browser reads it: parsed by parse5 (the HTML standard's
// parsing, through hast), elements picked with CSS selectors, text as shown.
// Tests assert on what a reader sees, not on how the markup happens to be spelled.
import assert from 'node:assert/strict';
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { select, selectAll } from 'hast-util-select';
import { find, html as htmlSchema } from 'property-information';

/** A parsed document, or an element of one. */
export type HtmlNode = Root | Element;

/** Parses a whole page (or a fragment, wrapped into a document as a browser would). */
export function parseHtml(html: string): Root {
  return fromHtml(html);
}

/** Parses HTML as a fragment: no html, head or body added around it. */
export function parseFragment(html: string): Root {
  return fromHtml(html, { fragment: true });
}

const asNode = (from: HtmlNode | string): HtmlNode => (typeof from === 'string' ? parseHtml(from) : from);

/** The first element matching a CSS selector; fails the test, naming the selector, when none does. */
export function one(from: HtmlNode | string, selector: string): Element {
  const found = select(selector, asNode(from));
  assert.ok(found, `no element matches \`${selector}\``);
  return found;
}

/** The first element matching a CSS selector, or undefined. */
export function maybeOne(from: HtmlNode | string, selector: string): Element | undefined {
  return select(selector, asNode(from)) ?? undefined;
}

/** Every element matching a CSS selector, in document order. */
export function all(from: HtmlNode | string, selector: string): Element[] {
  return selectAll(selector, asNode(from));
}

/** An attribute as written in HTML (`class`, `hreflang`, `aria-label`); undefined when absent, '' for a bare boolean one. */
export function attr(element: Element, name: string): string | undefined {
  const info = find(htmlSchema, name);
  const value = element.properties[info.property];
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : String(value);
}

/** The client's code a page names for its inline loader to request: the entry, and the chunks preloaded with it. */
export function clientScripts(from: HtmlNode | string): { entry: string; preload: string[]; eager: boolean } {
  return JSON.parse(toString(one(from, 'head script#__tongsite-client[type="application/json"]')));
}

/** Elements whose text a reader never sees. */
const UNSEEN = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that flow within a line: no break between their text and what is beside it (`int main(void)` across token spans). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/**
 * The text a reader sees in a node, as a browser's innerText has it on one
 * line: scripts and styles left out, a space where a block (a heading, a
 * paragraph, a list item, a cell) starts or ends, inline elements run on,
 * whitespace (and the zero-width space of heading anchors) folded.
 */
export function textOf(from: HtmlNode | RootContent | string): string {
  const parts: string[] = [];
  const walk = (node: HtmlNode | RootContent) => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element' && UNSEEN.has(node.tagName)) parts.push(' ');
    else if (node.type === 'element' || node.type === 'root') {
      const block = node.type === 'element' && !INLINE.has(node.tagName);
      if (block) parts.push(' ');
      for (const child of node.children) walk(child);
      if (block) parts.push(' ');
    }
  };
  walk(typeof from === 'string' ? parseHtml(from) : from);
  return parts
    .join('')
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

/** The page's `<title>`. */
export function titleOf(from: HtmlNode | string): string {
  return textOf(one(from, 'title'));
}

/** Every `href` below a node, in document order. */
export function hrefs(from: HtmlNode | string): string[] {
  return all(from, '[href]').map((el) => attr(el, 'href')!);
}

/** The elements that are direct children of a node, of one tag (a list's own items, not those of its sublists). */
export function children(parent: Element, tagName: string): Element[] {
  return parent.children.filter((c): c is Element => c.type === 'element' && c.tagName === tagName);
}

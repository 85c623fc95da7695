// A post's body where a site's swizzled blog component renders it: Docusaurus
// hands the components the body as a component (`<BlogPostContent />`), which
// renders the post's elements with nothing around them. tongsite renders
// bodies to HTML once, apart from the page; here that HTML takes the body's
// place. The server leaves a marker the page's HTML is put in for
// (fillRawHtml); the browser, hydrating that HTML, renders the same elements
// from it, so that React finds the DOM the server wrote.
import { createContext, createElement, Fragment, type ReactNode, useContext } from 'react';
import { ISLAND_TAG, PAGE_ROOT_ATTRIBUTE } from '../../src/shared/islands.js';

const MARKER = 'tongsite-raw-html';

/** On the server: takes a body's HTML, returns the number its marker carries. */
export const RawHtmlContext = createContext<((html: string) => number) | null>(null);

/** The marked bodies' HTML put in place of their markers. */
export function fillRawHtml(rendered: string, bodies: string[]): string {
  return bodies.length ? rendered.replace(new RegExp(`<${MARKER} data-n="(\\d+)"></${MARKER}>`, 'g'), (_, n: string) => bodies[Number(n)] ?? '') : rendered;
}

/** Attributes React knows under another name. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  datetime: 'dateTime',
  hreflang: 'hrefLang',
};
const BOOLEAN = /^(?:open|checked|disabled|selected|hidden|multiple|readonly|required|autoplay|controls|loop|muted|playsinline|async|defer|allowfullscreen|reversed|default)$/;

/** The inline style attribute as React's style object. */
function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const rule of text.split(';')) {
    const colon = rule.indexOf(':');
    if (colon < 0) continue;
    const name = rule.slice(0, colon).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = rule.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    if (name === 'style') props.style = styleObject(value);
    else if (BOOLEAN.test(name)) props[name === 'checked' ? 'defaultChecked' : name] = true;
    else props[PROP_NAMES[name] ?? name] = value;
  }
  return props;
}

/** A DOM node as the React element that renders it; what other roots own (islands, content hydrated whole, scripts) stays as it is. */
function elementOf(node: Node): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const props = propsOf(element);
  const tag = element.localName;
  if (tag === ISLAND_TAG || element.hasAttribute(PAGE_ROOT_ATTRIBUTE) || tag === 'script' || tag === 'textarea') {
    return createElement(tag, { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: element.innerHTML } });
  }
  return createElement(tag, props, ...[...element.childNodes].map(elementOf));
}

/** The elements of an HTML fragment, parsed as the browser parsed the page. */
function elementsOf(html: string): ReactNode[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(elementOf);
}

/** A body's HTML with nothing around it: a marker on the server, the elements in the browser. */
export function RawHtml({ html }: { html: string }) {
  const mark = useContext(RawHtmlContext);
  if (mark) return createElement(MARKER, { 'data-n': mark(html) });
  if (typeof document === 'undefined') return null;
  return createElement(Fragment, null, ...elementsOf(html));
}

import { PAGE_ROOT_ATTRIBUTE } from '../src/shared/islands.js';

/**
 * Rendered content whose headings skip no level below the page's own heading
 * (`parentLevel`: 1 under a page's h1, 2 under a post title in a list). Content
 * that starts at ### under the h1 has its headings raised, keeping their
 * nesting (### ####  ### becomes ## ### ##) and their ids: an outline without
 * gaps is what screen readers navigate and the HTML checker asks for. Runs on
 * the server and again on hydration, so it returns its own output unchanged.
 * Content hydrated as a whole (a page of the site's components) is left as written:
 * its headings are rendered again by React in the browser, at the levels the page
 * wrote, and a raised one would not match (React error #418, the tree thrown away).
 */
export function continuousHeadings(html: string, parentLevel: number): string {
  if (html.includes(` ${PAGE_ROOT_ATTRIBUTE}=`)) return html;
  // The written level and the level given, of each open section.
  const stack: { written: number; given: number }[] = [];
  const given: number[] = [];
  return html.replace(/<(\/?)h([1-6])\b/g, (_tag, closing: string, level: string) => {
    const written = Number(level);
    if (closing) return `</h${given.pop() ?? written}`;
    while (stack.length && stack[stack.length - 1]!.written >= written) stack.pop();
    const raised = Math.min(written, (stack[stack.length - 1]?.given ?? parentLevel) + 1);
    stack.push({ written, given: raised });
    given.push(raised);
    return `<h${raised}`;
  });
}

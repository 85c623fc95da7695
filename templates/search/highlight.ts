// Browser only: marks the terms a reader searched for on the page a result led
// to. The result link carries them in `?_highlight=`; only the page's rendered
// Markdown (`.markdown`, HTML React does not manage) is touched.
import { termRanges } from '../../src/shared/search/term-ranges.js';
import { HIGHLIGHT_PARAM } from './result-href.js';

const MARK_CLASS = 'search-highlight';
const SKIP = new Set(['SCRIPT', 'STYLE', 'MARK', 'TEXTAREA', 'svg', 'math']);

/** Wraps each occurrence of the terms in the text under `root` in `<mark>`; removes earlier marks first. Returns how many were made. */
export function highlightTerms(root: Element, terms: string[]): number {
  clearHighlights(root);
  const wanted = new Set(terms);
  if (!wanted.size) return 0;
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName) || el.classList.contains('katex')) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let count = 0;
  for (const node of nodes) {
    const ranges = termRanges(node.data, (t) => wanted.has(t));
    // From the end, so that earlier offsets stay valid as the node is split.
    for (let i = ranges.length - 1; i >= 0; i--) {
      const [start, end] = ranges[i]!;
      const match = node.splitText(start);
      match.splitText(end - start);
      const mark = doc.createElement('mark');
      mark.className = MARK_CLASS;
      match.replaceWith(mark);
      mark.append(match);
      count++;
    }
  }
  return count;
}

/** Removes the marks highlightTerms() made under `root`. */
export function clearHighlights(root: Element): void {
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`)) {
    const parent = mark.parentNode;
    mark.replaceWith(...mark.childNodes);
    parent?.normalize();
  }
}

/** Marks the terms of the location's `?_highlight=` in the page's content; returns how many were made. */
export function highlightFromLocation(doc: Document): number {
  const terms = new URL(doc.location.href).searchParams.get(HIGHLIGHT_PARAM)?.split(/\s+/).filter(Boolean) ?? [];
  let count = 0;
  for (const root of doc.querySelectorAll('#__main .markdown')) count += highlightTerms(root, terms);
  return count;
}

import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { type BuildVisitor, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { warning } from '../../diagnostics/build-error.js';
import { COMPONENTS, dataOf } from '../compile-data.js';
import { jsxElement } from './jsx-node.js';
import { validKatexHtml } from './valid-mathml.js';

const hasClass = (node: Element, name: string) => {
  const cls = node.properties?.className;
  return Array.isArray(cls) && cls.includes(name);
};

/**
 * KaTeX (half a megabyte of code) loads on a page's first formula: a compile
 * worker of a site without math never parses it.
 */
let katexLoaded: Promise<typeof import('katex').default> | undefined;
const loadKatex = () => (katexLoaded ??= import('katex').then((m) => m.default));

/** The node a formula's <code> is in. */
type CodeParent = NonNullable<Parameters<BuildVisitor<Root, 'element'>>[2]>;

/**
 * Renders remark-math's nodes with KaTeX at build time into <TongsiteMath html>,
 * so the page ships KaTeX's HTML and MathML but no KaTeX code. A formula KaTeX
 * cannot parse is a warning at its line, rendered as KaTeX's red error text.
 */
export function rehypeMath() {
  return async (tree: Root, file: VFile) => {
    const data = dataOf(file);
    const formulas: [Element, number, CodeParent, boolean][] = [];
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || node.tagName !== 'code') return;
      const inline = hasClass(node, 'math-inline');
      if (inline || hasClass(node, 'math-display')) formulas.push([node, index, parent, inline]);
    });
    if (!formulas.length) return;
    const katex = await loadKatex();
    for (const [node, index, parent, inline] of formulas) {
      const tex = toString(node);
      const place = node.position?.start;
      let html: string;
      // KaTeX reports characters it has no metrics for on the console; make them warnings at their line.
      const warn = console.warn;
      console.warn = (...args: unknown[]) =>
        data.warnings.push(warning('math-metrics', `KaTeX: ${args.join(' ')}`, { file: file.path, ...(place && { line: place.line, column: place.column }) }));
      try {
        html = katex.renderToString(tex, { displayMode: !inline, throwOnError: true, strict: 'ignore', output: 'htmlAndMathml' });
      } catch (e) {
        data.warnings.push(
          warning('math-syntax', `KaTeX cannot render this formula: ${(e as Error).message.replace(/^KaTeX parse error: /, '')}`, {
            file: file.path,
            ...(place && { line: place.line, column: place.column }),
            hint: 'check the LaTeX; KaTeX supports most of amsmath (https://katex.org/docs/supported.html)',
          }),
        );
        html = katex.renderToString(tex, { displayMode: !inline, throwOnError: false, strict: 'ignore' });
      } finally {
        console.warn = warn;
      }
      data.hasMath = true;
      const replacement = jsxElement(COMPONENTS.math, { html: validKatexHtml(html), display: !inline }, { inline });
      // Display math arrives as <pre><code class="math-display">: replace the <pre>.
      if (!inline && parent.type === 'element' && parent.tagName === 'pre') {
        Object.assign(parent, replacement, { tagName: undefined, properties: undefined });
        continue;
      }
      parent.children[index] = replacement as unknown as Element;
    }
  };
}

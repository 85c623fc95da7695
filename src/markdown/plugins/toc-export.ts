// `toc`, the list of a page's headings Docusaurus' MDX loader exports from
// every Markdown file (packages/docusaurus-mdx-loader/src/remark/toc: `export
// const toc = [{value, id, level}]`, value the heading's HTML), which a page
// hands to `<TOCInline toc={toc} />`. Exported only from files whose
// expressions name it: any other page's module stays as small as it was.
import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { dataOf } from '../compile-data.js';

const NAMES_TOC = /(?:^|[^\w$.])toc\b/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether an expression of the page (in text, or an attribute's value) matches `names`: names a variable of the module. */
export function expressionsName(tree: Root, names: RegExp): boolean {
  let found = false;
  visit(tree, (node) => {
    if (found) return false;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && names.test(node.value)) found = true;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes) {
        const value = attr.type === 'mdxJsxAttribute' ? attr.value : undefined;
        if (value && typeof value === 'object' && names.test(value.value)) found = true;
      }
    }
    return undefined;
  });
  return found;
}

const literal = (value: string | number) => ({ type: 'Literal' as const, value });
const property = (key: string, value: ReturnType<typeof literal>) => ({
  type: 'Property' as const,
  kind: 'init' as const,
  method: false,
  shorthand: false,
  computed: false,
  key: { type: 'Identifier' as const, name: key },
  value,
});

/** Runs after remarkHeadings, which records the headings. */
export function remarkTocExport() {
  return (tree: Root, file: VFile) => {
    if (!expressionsName(tree, NAMES_TOC)) return;
    const entries = dataOf(file).headings.map((h) => ({
      type: 'ObjectExpression' as const,
      properties: [property('value', literal(escapeHtml(h.text))), property('id', literal(h.id)), property('level', literal(h.depth))],
    }));
    tree.children.unshift(exportConst('toc', { type: 'ArrayExpression', elements: entries }));
  };
}

/** `export const <name> = <init>;` as the MDX compiler takes an ES module statement of the page. */
export function exportConst(name: string, init: Expression): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }] },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: program } };
}

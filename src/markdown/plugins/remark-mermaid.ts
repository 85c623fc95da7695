import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { COMPONENTS } from '../compile-data.js';

/**
 * With the config's `markdown.mermaid`, a ```mermaid block is a diagram, not
 * code: <TongsiteMermaid value="…"/>, as Docusaurus' remark/mermaid plugin
 * makes it a `mermaid` element whose `value` is the block's text. The browser
 * draws it (src/client/behaviours/mermaid.ts).
 */
export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: COMPONENTS.mermaid,
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
        children: [],
        ...(node.position && { position: node.position }),
      };
      parent.children[index] = element;
    });
  };
}

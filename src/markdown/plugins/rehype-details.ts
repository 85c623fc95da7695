import type { Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { COMPONENTS } from '../compile-data.js';

/**
 * A `<details>` written in a page renders as the theme's Details, as in
 * Docusaurus. MDX gives its `components` only to elements made from Markdown
 * syntax, not to lowercase JSX tags, so the tag is renamed to the component.
 */
export function rehypeDetails() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as MdxJsxFlowElementHast | MdxJsxTextElementHast).name === 'details') {
        (node as MdxJsxFlowElementHast).name = COMPONENTS.details;
      }
    });
  };
}

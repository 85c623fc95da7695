import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { COMPONENTS, dataOf } from '../compile-data.js';

const MARKER = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

/**
 * The blog's excerpt marker (`<!-- truncate -->` or `{/* truncate *\/}`) becomes
 * an empty <TongsiteTruncate/> at the top level, where the renderer cuts the excerpt.
 */
export function remarkTruncate() {
  return (tree: Root, file: VFile) => {
    const index = tree.children.findIndex((n) => n.type === 'mdxFlowExpression' && MARKER.test(n.value));
    if (index === -1) return;
    tree.children[index] = { type: 'mdxJsxFlowElement', name: COMPONENTS.truncate, attributes: [], children: [] } as RootContent;
    dataOf(file).truncated = true;
  };
}

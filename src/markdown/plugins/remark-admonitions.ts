import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { COMPONENTS } from '../compile-data.js';

export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'caution', 'danger', 'warning', 'important', 'success', 'secondary']);

/**
 * `:::tip[Title] … :::` → <TongsiteAdmonition type="tip" title="Title">.
 * Any other directive is put back as the text it was written as, because
 * remark-directive also reads ordinary prose such as `key:value` as a directive.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const touched = new Set<Parent>();
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && ADMONITION_TYPES.has(node.name)) {
        parent.children[index] = toAdmonition(node) as unknown as RootContent;
        return;
      }
      if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
        const original = sourceOf(node, file);
        const text = { type: 'text' as const, value: original };
        parent.children[index] = (node.type === 'textDirective' ? text : { type: 'paragraph', children: [text] }) as RootContent;
        touched.add(parent);
        return SKIP;
      }
    });
    // "10:30" was split around the directive; one text node renders without React's <!-- --> separators.
    for (const parent of touched) mergeTexts(parent);
  };
}

function mergeTexts(parent: Parent): void {
  const merged: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    const last = merged[merged.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else merged.push(child);
  }
  parent.children = merged as Parent['children'];
}

function toAdmonition(node: ContainerDirective): MdxJsxFlowElement {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const title = hasLabel ? toString(first as Paragraph).trim() : '';
  const attributes: MdxJsxFlowElement['attributes'] = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENTS.admonition,
    attributes,
    children: (hasLabel ? rest : node.children) as MdxJsxFlowElement['children'],
    ...(node.position && { position: node.position }),
  };
}

function sourceOf(node: ContainerDirective | LeafDirective | TextDirective, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return `:${node.name}`;
  const text = String(file.value).slice(start, end);
  // A container's body is long; its opening line is what a reader wrote as prose.
  return node.type === 'textDirective' ? text : text.split('\n')[0]!;
}

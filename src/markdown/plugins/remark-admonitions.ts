import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { warning } from '../../diagnostics/build-error.js';
import type { AdmonitionKeywords } from '../../model.js';
import { COMPONENTS, dataOf } from '../compile-data.js';

export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'caution', 'danger', 'warning', 'important', 'success', 'secondary']);

/**
 * `:::tip[Title] … :::` → <TongsiteAdmonition type="tip" title="Title">, before the site's remark plugins run, as
 * Docusaurus' admonitions plugin; the keywords are the default ones, or those of the content plugin's `admonitions`.
 */
export function remarkAdmonitions(options: { admonitions?: AdmonitionKeywords } = {}) {
  const own = options.admonitions;
  const types = own ? new Set([...(own.extendDefaults ? ADMONITION_TYPES : []), ...own.keywords]) : ADMONITION_TYPES;
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node, index, parent) => {
      if (parent && index !== undefined && types.has(node.name)) parent.children[index] = toAdmonition(node) as unknown as RootContent;
    });
  };
}

/**
 * The directives no plugin took (their `data` unset), after the site's remark plugins, which may take some
 * (Docusaurus' unusedDirectives plugin runs last too). A text directive is put back as the text it was written
 * as, because remark-directive also reads ordinary prose such as `key:value` as one. A container or leaf directive
 * keeps its content in a `<div>`, as Docusaurus renders it (mdast-util-to-hast's way with an unknown node), with a
 * warning at its place, as Docusaurus warns of it.
 */
export function remarkUnusedDirectives() {
  return (tree: Root, file: VFile) => {
    const touched = new Set<Parent>();
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if ((node.type === 'containerDirective' || node.type === 'leafDirective') && !node.data) {
        const marker = node.type === 'containerDirective' ? ':::' : '::';
        dataOf(file).warnings.push(
          warning('unused-directive', `the directive ${marker}${node.name} is no admonition, and no plugin handles it: its content is shown in a plain <div>`, {
            file: file.path,
            ...(node.position && { line: node.position.start.line, column: node.position.start.column }),
            hint: `a misspelt admonition, or a keyword its content plugin's \`admonitions\` option lacks? To write ${marker}${node.name} as text, escape it: \\${marker}${node.name}`,
          }),
        );
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'div',
          attributes: [],
          children: node.children,
          ...(node.position && { position: node.position }),
        } as RootContent;
        return;
      }
      if (node.type === 'textDirective' && !node.data) {
        parent.children[index] = { type: 'text', value: sourceOf(node, file) };
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

/** The text directive as written. */
function sourceOf(node: TextDirective, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? `:${node.name}` : String(file.value).slice(start, end);
}

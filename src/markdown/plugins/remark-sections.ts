import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Section } from '../../model.js';
import { isOutputMeta, outputForReaders } from '../../shared/output-block.js';
import { dataOf } from '../compile-data.js';

/** Nodes whose children are blocks (rows, cells, items, paragraphs): their texts are words apart. */
const FLOW = new Set(['blockquote', 'list', 'listItem', 'table', 'tableRow', 'mdxJsxFlowElement', 'containerDirective', 'footnoteDefinition']);

/**
 * A node's text, as mdast-util-to-string gives it but with a space between
 * blocks and at a line break: the cells of a row, the items of a list are not
 * one word (`right` ending a cell and `toc_min_heading_level` starting the
 * next would be `righttoc_min_heading_level`, which no query finds).
 */
function textOf(node: Nodes): string {
  if (node.type === 'break' || (node.type === 'mdxJsxTextElement' && node.name === 'br')) return ' ';
  if (!('children' in node)) return toString(node, { includeHtml: false });
  return (node.children as Nodes[]).map(textOf).join(FLOW.has(node.type) ? ' ' : '');
}

/** Cuts the page's text at its h2–h6 headings (for search) and counts its words. */
export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const data = dataOf(file);
    const sections: Section[] = [];
    let current: Section = { id: '', heading: '', text: '', code: '' };
    const flush = () => {
      current.text = current.text.replace(/\s+/g, ' ').trim();
      if (current.text || current.code || current.heading) sections.push(current);
    };
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth >= 2) {
        flush();
        const id = String((node.data?.hProperties as { id?: string } | undefined)?.id ?? '');
        current = { id, heading: toString(node).trim(), text: '', code: '' };
      } else if (node.type === 'code' && isOutputMeta(node.meta ?? undefined)) {
        // A program's output is read as text (a message a reader may search for), not as code of identifiers.
        current.text += ` ${outputForReaders(node.value)}`;
      } else if (node.type === 'code') {
        current.code += `${node.value}\n`;
      } else if (node.type !== 'mdxjsEsm' && node.type !== 'mdxFlowExpression') {
        visit(node, 'code', (code) => {
          current.code += `${code.value}\n`;
        });
        current.text += ` ${textOf(node)}`;
      }
    }
    flush();
    data.sections = sections;
  };
}

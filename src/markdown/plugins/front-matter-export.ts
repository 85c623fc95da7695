// `frontMatter`, the page's front matter Docusaurus' MDX loader exports from
// every Markdown file (packages/docusaurus-mdx-loader/src/loader.ts: `export
// const frontMatter = …`, the object its YAML parses to, dates as `Date`s),
// which a page hands to its components: `<AdrTable frontMatter={frontMatter} />`.
// Exported only from files whose expressions name it, as `toc` is.
import type { Expression } from 'estree';
import type { Root } from 'mdast';
import { readMatter } from '../../files/matter.js';
import { exportConst, expressionsName } from './toc-export.js';

const NAMES_FRONT_MATTER = /(?:^|[^\w$.])frontMatter\b/;

/** A value YAML gives (scalars, dates, lists, maps) as the expression that makes it. */
function valueExpression(value: unknown): Expression {
  if (value instanceof Date) return { type: 'NewExpression', callee: { type: 'Identifier', name: 'Date' }, arguments: [{ type: 'Literal', value: value.getTime() }] };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueExpression) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: key },
        value: valueExpression(item),
      })),
    };
  }
  return { type: 'Literal', value: value === undefined ? null : (value as string | number | boolean | null) };
}

/** `text` is the whole file, front matter included (the compiled text has it blanked). */
export function remarkFrontMatterExport(options: { text: string }) {
  return (tree: Root) => {
    if (!expressionsName(tree, NAMES_FRONT_MATTER)) return;
    // Read as src/content/front-matter.ts reads it (gray-matter, loaded only for the pages that name it).
    const frontMatter = readMatter(options.text.replace(/^\uFEFF/, '')).data;
    tree.children.unshift(exportConst('frontMatter', valueExpression(frontMatter)));
  };
}

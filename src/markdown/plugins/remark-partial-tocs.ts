import path from 'node:path';
import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { dataOf } from '../compile-data.js';

/** An imported Markdown file (a partial): its default import names a component whose headings join the page's. */
const MARKDOWN = /\.mdx?$/;

/** The site path of an import written in `fromSitePath`: `@site/…` from the site folder, `./…` from the file's own. */
function sitePathOf(source: string, fromSitePath: string): string | undefined {
  if (source.startsWith('@site/')) return source.slice('@site/'.length);
  if (source.startsWith('./') || source.startsWith('../')) return path.posix.join(path.posix.dirname(fromSitePath), source);
  return undefined;
}

/**
 * Where the page renders an imported partial at its top level (`<Steps />`
 * as a block of its own), and after how many of its own headings: the build
 * puts the partial's headings there in the page's table of contents, as
 * Docusaurus' remark/toc plugin spreads the partial's exported `toc` at that
 * place. Runs after remarkHeadings, in the same document order.
 */
export function remarkPartialTocs() {
  return (tree: Root, file: VFile) => {
    const data = dataOf(file);
    const partials = new Map<string, string>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = String((statement as ImportDeclaration).source.value);
        const target = MARKDOWN.test(source) ? sitePathOf(source, data.sitePath) : undefined;
        if (!target) continue;
        for (const spec of (statement as ImportDeclaration).specifiers) if (spec.type === 'ImportDefaultSpecifier') partials.set(spec.local.name, target);
      }
    }
    if (!partials.size) return;
    let headings = 0;
    visit(tree, (node, _index, parent) => {
      if (node.type === 'heading' && node.depth >= 2) headings++;
      if (node.type === 'mdxJsxFlowElement' && parent === tree && node.name && partials.has(node.name)) {
        data.partialTocs.push({ at: headings, sitePath: partials.get(node.name)! });
      }
    });
  };
}

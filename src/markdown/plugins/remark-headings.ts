import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { dataOf } from '../compile-data.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** The first content node of a file, past imports, exports and comments. */
function firstContentIndex(tree: Root): number {
  return tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && !(n.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(n.value)));
}

/**
 * Gives every heading an id (github-slugger, or an explicit `{#id}`), records
 * h2–h6 for the table of contents, and lifts a leading `# Title` out of the body
 * as the page's content title.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const data = dataOf(file);
    const first = firstContentIndex(tree);
    const lead = tree.children[first];
    if (lead?.type === 'heading' && lead.depth === 1) {
      stripCustomId(lead);
      data.contentTitle = toString(lead).trim();
      tree.children.splice(first, 1);
    } else {
      const title = laterContentTitle(tree);
      if (title) {
        data.contentTitle = title;
        data.titleInBody = true;
      }
    }
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (heading: Heading) => {
      const custom = stripCustomId(heading);
      const text = toString(heading).trim();
      const id = custom ?? slugger.slug(text);
      heading.data = {
        ...heading.data,
        hProperties: { ...(heading.data?.hProperties ?? {}), id, dataHeadingText: text },
      };
      data.anchors.add(id);
      if (heading.depth >= 2) data.headings.push({ depth: heading.depth, id, text });
    });
  };
}

/**
 * Docusaurus' content title is the first heading when it is an h1 and comes before the first
 * thematic break, wherever it stands (packages/docusaurus-mdx-loader/src/remark/contentTitle/index.ts);
 * one that is not the first content stays in the body, and the page shows no title of its own.
 */
function laterContentTitle(tree: Root): string | undefined {
  let title: string | undefined;
  visit(tree, (node: Root | RootContent) => {
    if (node.type === 'thematicBreak') return EXIT;
    if (node.type !== 'heading') return undefined;
    if (node.depth === 1) title = toString(node).replace(CUSTOM_ID, '').trim();
    return EXIT;
  });
  return title;
}

/** Removes a trailing `{#id}` from a heading's text; returns the id. */
function stripCustomId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

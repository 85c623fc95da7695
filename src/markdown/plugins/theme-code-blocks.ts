// `<CodeBlock>` elements of `@theme/CodeBlock` whose code is written literally
// in the page (`{`…`}` or text): rehype-code highlights them at compile time
// like fenced code, so that only code known at render time goes uncoloured.
import type { Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import type { CodeBlock } from '../code-block.js';

/** The local names `@theme/CodeBlock` is imported as in the page. */
function codeBlockNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@theme/CodeBlock') continue;
      for (const spec of statement.specifiers) if (spec.type === 'ImportDefaultSpecifier') names.add(spec.local.name);
    }
  }
  return names;
}

/** The code a `<CodeBlock>` holds when it is a literal: a string, a template without `${}`, or text. */
function literalCode(node: MdxJsxFlowElementHast): string | undefined {
  if (node.children.length !== 1) return undefined;
  const child = node.children[0]!;
  if (child.type === 'text') return child.value;
  if (child.type !== 'mdxFlowExpression') return undefined;
  const statement = (child.data as { estree?: Program } | undefined)?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const e = statement.expression;
  if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

const stringAttribute = (node: MdxJsxFlowElementHast, name: string) => {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
};

/** Each literal theme code block of the page with the block the highlighter sees (meta from `metastring` and `showLineNumbers`). */
export function themeCodeBlocks(tree: Root): { node: MdxJsxFlowElementHast; block: CodeBlock }[] {
  const names = codeBlockNames(tree);
  if (!names.size) return [];
  const found: { node: MdxJsxFlowElementHast; block: CodeBlock }[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElementHast) => {
    if (!node.name || !names.has(node.name)) return;
    const code = literalCode(node);
    if (code === undefined) return;
    const lang = stringAttribute(node, 'language') ?? /language-(\S+)/.exec(stringAttribute(node, 'className') ?? '')?.[1] ?? 'text';
    const numbered = node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'showLineNumbers' && a.value === null);
    const meta = [stringAttribute(node, 'metastring'), numbered ? 'showLineNumbers' : undefined].filter(Boolean).join(' ');
    found.push({ node, block: { lang, ...(meta && { meta }), code: code.replace(/^\n/, '').replace(/\n$/, '') } });
  });
  return found;
}

/** Hands the highlighted HTML to the component, which then shows it instead of its children. */
export function setHighlighted(node: MdxJsxFlowElementHast, html: string): void {
  node.attributes.push({ type: 'mdxJsxAttribute', name: 'html', value: html });
}

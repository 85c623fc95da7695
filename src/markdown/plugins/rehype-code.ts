import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { COMPONENTS } from '../compile-data.js';
import { blockKey, type CodeBlock } from '../code-block.js';
import type { CodeHighlighter } from '../highlighter.js';
import { parseCodeMeta } from '../../shared/code-meta.js';
import { applyMagicComments } from '../../shared/magic-comments.js';
import { isOutputMeta, outputForReaders } from '../../shared/output-block.js';
import { jsxElement } from './jsx-node.js';
import { setHighlighted, themeCodeBlocks } from './theme-code-blocks.js';

// Where the examples runner and tests have always found it.
export { parseCodeMeta } from '../../shared/code-meta.js';

const languageOf = (code: Element) => {
  const cls = code.properties?.className;
  const lang = Array.isArray(cls) ? cls.map(String).find((c) => c.startsWith('language-')) : undefined;
  return lang?.slice('language-'.length);
};

/**
 * A block's HTML, from those the highlighter already has (blocks highlighted
 * before, or handed over by the build) or highlighted now, its language loaded.
 */
export function highlightBlock(highlighter: CodeHighlighter, block: CodeBlock): string {
  const key = blockKey(block);
  const known = highlighter.highlighted.get(key);
  if (known !== undefined) return known;
  const meta = parseCodeMeta(block.meta);
  const magic = applyMagicComments(block.code);
  const html = highlighter.toHtml(magic.code, block.lang, {
    preClasses: [`language-${block.lang}`, ...(meta.showLineNumbers ? ['line-numbers'] : [])],
    highlightLines: new Set([...meta.highlightLines, ...magic.highlightLines]),
  });
  highlighter.highlighted.set(key, html);
  return html;
}

/**
 * Highlights fenced code with shiki in both themes at once (CSS variables pick
 * the theme) and replaces it with <TongsiteCodeBlock html language title>; an
 * output block (meta `output`) is not code: <TongsiteCodeBlock output title>.
 */
export function rehypeCode(options: { highlighter: CodeHighlighter }) {
  return async (tree: Root) => {
    const blocks: { pre: Element; block: CodeBlock }[] = [];
    const outputs: { pre: Element; text: string; title: string | undefined }[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      if (isOutputMeta(meta)) return void outputs.push({ pre: node, text: toString(code).replace(/\n$/, ''), title: parseCodeMeta(meta).title });
      blocks.push({ pre: node, block: { lang: languageOf(code) ?? 'text', ...(meta !== undefined && { meta }), code: toString(code).replace(/\n$/, '') } });
    });
    for (const { pre, text, title } of outputs) replaceWith(pre, { output: outputForReaders(text), title });
    const themed = themeCodeBlocks(tree);
    if (blocks.length === 0 && themed.length === 0) return;
    // Only the languages of blocks not highlighted yet: a language is never loaded for nothing.
    const { highlighted } = options.highlighter;
    await options.highlighter.load([...blocks, ...themed].filter(({ block }) => !highlighted.has(blockKey(block))).map(({ block }) => block.lang));
    for (const { pre, block } of blocks)
      replaceWith(pre, { language: block.lang, title: parseCodeMeta(block.meta).title, ...liveProps(block.meta), html: highlightBlock(options.highlighter, block) });
    for (const { node, block } of themed) setHighlighted(node, highlightBlock(options.highlighter, block));
  };
}

/**
 * A live block (meta word `live`) also gets Docusaurus' `live` and
 * `metastring` props (mdx-loader's codeCompatPlugin), which a site's live
 * code block theme reads (`noInline` in the meta, say).
 */
const liveProps = (meta: string | undefined) => (meta?.split(' ').includes('live') ? { live: true, metastring: meta } : {});

function replaceWith(pre: Element, attributes: Record<string, string | boolean | undefined>): void {
  Object.assign(pre, jsxElement(COMPONENTS.codeBlock, attributes), {
    tagName: undefined,
    properties: undefined,
  });
}

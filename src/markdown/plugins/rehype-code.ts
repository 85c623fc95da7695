import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { COMPONENTS } from '../compile-data.js';
import { blockKey, type CodeBlock } from '../code-block.js';
import type { CodeHighlighter } from '../highlighter.js';
import { jsxElement } from './jsx-node.js';

interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

/** Reads a code fence's meta string: title="…", {1,3-5}, showLineNumbers. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let n = from; n <= (to || from); n++) result.highlightLines.add(n);
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(meta);
  return result;
}

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
  const html = highlighter.toHtml(block.code, block.lang, {
    preClasses: [`language-${block.lang}`, ...(meta.showLineNumbers ? ['line-numbers'] : [])],
    highlightLines: meta.highlightLines,
  });
  highlighter.highlighted.set(key, html);
  return html;
}

/**
 * Highlights fenced code with shiki in both themes at once (CSS variables pick
 * the theme) and replaces it with <TongsiteCodeBlock html language title>.
 */
export function rehypeCode(options: { highlighter: CodeHighlighter }) {
  return async (tree: Root) => {
    const blocks: { pre: Element; block: CodeBlock }[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      blocks.push({ pre: node, block: { lang: languageOf(code) ?? 'text', ...(meta !== undefined && { meta }), code: toString(code).replace(/\n$/, '') } });
    });
    if (blocks.length === 0) return;
    // Only the languages of blocks not highlighted yet: a language is never loaded for nothing.
    const { highlighted } = options.highlighter;
    await options.highlighter.load(blocks.filter(({ block }) => !highlighted.has(blockKey(block))).map(({ block }) => block.lang));
    for (const { pre, block } of blocks) replaceWithCodeBlock(pre, block.lang, parseCodeMeta(block.meta).title, highlightBlock(options.highlighter, block));
  };
}

function replaceWithCodeBlock(pre: Element, language: string, title: string | undefined, html: string): void {
  Object.assign(pre, jsxElement(COMPONENTS.codeBlock, { language, title, html }), {
    tagName: undefined,
    properties: undefined,
  });
}

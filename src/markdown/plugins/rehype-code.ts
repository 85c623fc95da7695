import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { COMPONENTS } from '../compile-data.js';
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
 * Highlights fenced code with shiki in both themes at once (CSS variables pick
 * the theme) and replaces it with <TongsiteCodeBlock html language title>.
 */
export function rehypeCode(options: { highlighter: CodeHighlighter }) {
  return async (tree: Root) => {
    const blocks: { pre: Element; code: Element; lang: string }[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      blocks.push({ pre: node, code, lang: languageOf(code) ?? 'text' });
    });
    if (blocks.length === 0) return;
    await options.highlighter.load(blocks.map((b) => b.lang));
    for (const { pre, code, lang } of blocks) {
      const rawMeta = (code.data as { meta?: string } | undefined)?.meta;
      const meta = parseCodeMeta(rawMeta);
      const source = toString(code).replace(/\n$/, '');
      // A page compiled again after an edit mostly has the blocks it had: highlight only new ones.
      const key = `${lang}\0${rawMeta ?? ''}\0${source}`;
      const known = options.highlighter.highlighted.get(key);
      if (known !== undefined) {
        replaceWithCodeBlock(pre, lang, meta.title, known);
        continue;
      }
      const html = options.highlighter.toHtml(source, lang, {
        preClasses: [`language-${lang}`, ...(meta.showLineNumbers ? ['line-numbers'] : [])],
        highlightLines: meta.highlightLines,
      });
      options.highlighter.highlighted.set(key, html);
      replaceWithCodeBlock(pre, lang, meta.title, html);
    }
  };
}

function replaceWithCodeBlock(pre: Element, language: string, title: string | undefined, html: string): void {
  Object.assign(pre, jsxElement(COMPONENTS.codeBlock, { language, title, html }), {
    tagName: undefined,
    properties: undefined,
  });
}

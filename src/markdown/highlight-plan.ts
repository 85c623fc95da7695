// Which code each compile worker highlights. A worker pays a large start-up
// cost for each language the first time it highlights it (shiki compiles the
// grammar's regular expressions: most of a second for C and Bash together), so
// two workers that both meet C and Bash pay it twice. Instead, all the blocks
// of one language are highlighted by one worker, as one job queued ahead of the
// pages; a page is then compiled, by whichever worker is free, with the HTML of
// its blocks handed over, as soon as its languages are done.
import { blockKey, type CodeBlock } from './code-block.js';
import { fencedBlocks } from './fenced-blocks.js';
import type { CompileInput } from '../model.js';

/**
 * The code blocks of a page as its compile will see them, read from its fences;
 * an indented one (in a list item) loses that indentation from each line, as
 * Markdown has it. The text is read as written, not as preprocess.ts rewrites
 * it for the parser: the rewrites leave code as it is, and running them here
 * too cost the main thread 30 ms before any worker had work. One block read
 * otherwise than the parser reads it (in a quote, in a comment, or inside an
 * mdx-code-block wrapper) is simply not used: its page's compile highlights it.
 */
export function codeBlocksOf(input: CompileInput): CodeBlock[] {
  const blocks = fencedBlocks(input.text, input.bodyLine);
  // Diagrams are drawn, not highlighted (remark-mermaid.ts).
  return (input.mermaid ? blocks.filter((b) => b.lang !== 'mermaid') : blocks).map(({ lang, meta, code }) => ({ lang, ...(meta && { meta }), code }));
}

export interface HighlightPlan {
  /** The blocks of each language, each block once, the most code first: one job each. */
  languages: CodeBlock[][];
  /** The blocks of each page, by site path. */
  blocks: Map<string, CodeBlock[]>;
  /** The key of every block, each once. */
  keys(): string[];
}

/** Groups the pages' blocks by language (case aside), each block once. */
export function planHighlighting(inputs: CompileInput[]): HighlightPlan {
  const blocks = new Map(inputs.map((input) => [input.sitePath, codeBlocksOf(input)]));
  const byLanguage = new Map<string, Map<string, CodeBlock>>();
  for (const list of blocks.values()) {
    for (const block of list) {
      const lang = block.lang.toLowerCase();
      if (!byLanguage.has(lang)) byLanguage.set(lang, new Map());
      byLanguage.get(lang)!.set(blockKey(block), block);
    }
  }
  const size = (list: CodeBlock[]) => list.reduce((sum, b) => sum + b.code.length, 0);
  const ranked = [...byLanguage].map(([lang, unique]): [string, CodeBlock[]] => [lang, [...unique.values()]]).sort((a, b) => size(b[1]) - size(a[1]));
  return { languages: ranked.map(([, list]) => list), blocks, keys: () => ranked.flatMap(([, list]) => list.map(blockKey)) };
}

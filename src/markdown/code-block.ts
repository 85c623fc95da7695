/** A fenced code block as the highlighter sees it: language (`text` when none), meta string, code. */
export interface CodeBlock {
  lang: string;
  meta?: string;
  code: string;
}

/** Names a block's highlighted HTML, which depends on these three alone. */
export const blockKey = (block: CodeBlock) => `${block.lang}\0${block.meta ?? ''}\0${block.code}`;

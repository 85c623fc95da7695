// Which code each compile worker highlights, before the pages compile. A worker
// pays a start-up cost for each language the first time it highlights it (shiki
// compiles the grammar's regular expressions as blocks meet them), so blocks are
// not dealt out at random: each worker gets a lane of whole languages, balanced
// by length of code, and a language too large for a lane's share is split
// between lanes only in pieces that outweigh that cost. Each worker loads only
// the grammars of its lane. A page is then compiled, by whichever worker is
// free, with the HTML of its blocks handed over, as soon as the jobs holding
// them are done.
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
  /** The blocks of each page, by site path. */
  blocks: Map<string, CodeBlock[]>;
  /** The key of every block, each once. */
  keys(): string[];
  /** Every block, each once. */
  unique(): CodeBlock[];
}

/** Reads the blocks of the pages, each block once. */
export function planHighlighting(inputs: CompileInput[]): HighlightPlan {
  const blocks = new Map(inputs.map((input) => [input.sitePath, codeBlocksOf(input)]));
  const unique = new Map<string, CodeBlock>();
  for (const list of blocks.values()) for (const block of list) unique.set(blockKey(block), block);
  return { blocks, keys: () => [...unique.keys()], unique: () => [...unique.values()] };
}

/** A job's length of code: small enough that pages waiting on a lane start as its first jobs end. */
const JOB_CHARACTERS = 16_000;

/**
 * The least code a piece of a split language may hold. The first blocks of a
 * grammar cost a worker what 90–570 KB of its code cost once compiled (CPU,
 * Oniguruma, measured by scripts/bench-highlight.ts: bash 0.16 s over 0.26 s
 * for 144 KB, c 0.36 s over 0.30 s for 106 KB, typescript 1.9 s over 0.95 s for
 * 293 KB), so a smaller piece costs more CPU on its second worker than it saves
 * in time on the first.
 */
const MIN_PIECE_CHARACTERS = 96_000;

const lengthOf = (blocks: CodeBlock[]) => blocks.reduce((sum, b) => sum + b.code.length, 0);

/**
 * Deals `blocks` into `laneCount` lanes of about equal length of code, then
 * cuts each lane into jobs of about `jobCharacters`, a language's blocks
 * together. Languages go, largest first, to the lane with the least code; one
 * that overflows that lane's share fills it when both that piece and the rest
 * hold at least `minPiece`, and the rest goes on to the next; otherwise it
 * stays whole.
 */
export function spreadBlocks(blocks: CodeBlock[], laneCount: number, jobCharacters = JOB_CHARACTERS, minPiece = MIN_PIECE_CHARACTERS): CodeBlock[][][] {
  const byLanguage = new Map<string, CodeBlock[]>();
  for (const block of blocks) {
    const lang = block.lang.toLowerCase();
    if (!byLanguage.has(lang)) byLanguage.set(lang, []);
    byLanguage.get(lang)!.push(block);
  }
  const languages = [...byLanguage.values()].sort((a, b) => lengthOf(b) - lengthOf(a));
  const share = Math.ceil(lengthOf(blocks) / laneCount);
  const lanes = Array.from({ length: laneCount }, () => ({ length: 0, blocks: [] as CodeBlock[] }));
  for (const language of languages) {
    let rest = language;
    while (rest.length) {
      const lane = lanes.reduce((least, lane) => (lane.length < least.length ? lane : least));
      let taken = 0;
      let length = 0;
      // At least one block, so that a lane already at its share still takes the rest.
      while (taken < rest.length && (taken === 0 || lane.length + length + rest[taken]!.code.length <= share)) length += rest[taken++]!.code.length;
      if (length < minPiece || lengthOf(rest) - length < minPiece) [taken, length] = [rest.length, lengthOf(rest)];
      lane.blocks.push(...rest.slice(0, taken));
      lane.length += length;
      rest = rest.slice(taken);
    }
  }
  return lanes.map((lane) => jobsOf(lane.blocks, jobCharacters));
}

/** A lane's blocks cut into jobs of about `jobCharacters`, in order. */
function jobsOf(blocks: CodeBlock[], jobCharacters: number): CodeBlock[][] {
  const jobs: CodeBlock[][] = [];
  let length = Infinity;
  for (const block of blocks) {
    if (length >= jobCharacters) {
      jobs.push([]);
      length = 0;
    }
    jobs.at(-1)!.push(block);
    length += block.code.length;
  }
  return jobs;
}

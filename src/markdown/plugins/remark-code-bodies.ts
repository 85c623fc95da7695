// Fenced code set aside while MDX parses a file. micromark reads a fence's body
// character by character, and code is most of many Tongsuo pages (a 13.7 KB
// tutorial parses in 31 ms without its code bodies, 54 ms with them). Each
// body becomes one placeholder line plus empty lines, so every position the
// parser reports stays true, and a remark plugin puts the code back before
// anything reads it.
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** A fence's opening and closing lines, with their indentation. */
const OPEN = /^( *)(`{3,}|~{3,})([^`]*)$/;
const CLOSE = /^( *)(`{3,}|~{3,})[ \t]*$/;
const PLACEHOLDER = /^tongsite-code-body-(\d+)\n*$/;

/** A text with its code bodies replaced, and the bodies. */
export interface SetAside {
  text: string;
  bodies: string[];
  /** How many bodies the plugin put back: all of them, or the text must be compiled as it was. */
  restored: number;
}

/** A fence closed before the end of the text: its info string, indentation, and the lines it opens and closes on. */
export interface Fence {
  info: string;
  indent: number;
  open: number;
  close: number;
}

/**
 * The fences indented by at most `maxIndent` spaces, in order; one left open
 * runs to the end of the file and is not listed (the parser reads it as it is).
 */
export function findFences(lines: string[], maxIndent: number): Fence[] {
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]!);
    if (!open || open[1]!.length > maxIndent) continue;
    const indent = open[1]!.length;
    const fence = open[2]!;
    let end = i + 1;
    for (; end < lines.length; end++) {
      const close = CLOSE.exec(lines[end]!);
      if (close && close[1]!.length <= indent + 3 && close[2]![0] === fence[0] && close[2]!.length >= fence.length) break;
    }
    if (end === lines.length) break;
    fences.push({ info: open[3]!, indent, open: i, close: end });
    i = end;
  }
  return fences;
}

/** Only fences at the start of a line: an indented one may belong to a list item or a quote, whose parsing changes its body. */
export function setAsideCodeBodies(source: string): SetAside {
  const lines = source.split('\n');
  const bodies: string[] = [];
  for (const { open, close } of findFences(lines, 0)) {
    if (close === open + 1) continue;
    lines[open + 1] = `tongsite-code-body-${bodies.push(lines.slice(open + 1, close).join('\n')) - 1}`;
    for (let k = open + 2; k < close; k++) lines[k] = '';
  }
  return { text: lines.join('\n'), bodies, restored: 0 };
}

/** Puts the set-aside bodies back into the code nodes, counting them. */
export function remarkRestoreCodeBodies(aside: SetAside) {
  return (tree: Root) => {
    if (aside.bodies.length === 0) return;
    visit(tree, 'code', (node: Code) => {
      const id = PLACEHOLDER.exec(node.value)?.[1];
      if (id === undefined || aside.bodies[Number(id)] === undefined) return;
      node.value = aside.bodies[Number(id)]!;
      aside.restored++;
    });
  };
}

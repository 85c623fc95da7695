// Fenced code set aside while MDX parses a file. micromark reads a fence's body
// character by character, and code is most of many Tongsuo pages (a 13.7 KB
// tutorial parses in 31 ms without its code bodies, 54 ms with them). Each
// body becomes one placeholder line plus empty lines, so every position the
// parser reports stays true, and a remark plugin puts the code back before
// anything reads it.
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Only fences at the start of a line: an indented one may belong to a list item or a quote. */
const OPEN = /^(`{3,}|~{3,})([^`]*)$/;
const CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const PLACEHOLDER = /^tongsite-code-body-(\d+)\n*$/;

/** A text with its code bodies replaced, and the bodies. */
export interface SetAside {
  text: string;
  bodies: string[];
  /** How many bodies the plugin put back: all of them, or the text must be compiled as it was. */
  restored: number;
}

export function setAsideCodeBodies(source: string): SetAside {
  const lines = source.split('\n');
  const bodies: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = OPEN.exec(lines[i]!)?.[1];
    if (!fence) continue;
    let end = i + 1;
    for (; end < lines.length; end++) {
      const close = CLOSE.exec(lines[end]!)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) break;
    }
    // A fence left open runs to the end of the file: the parser reads it as it is.
    if (end === lines.length) break;
    if (end > i + 1) {
      lines[i + 1] = `tongsite-code-body-${bodies.push(lines.slice(i + 1, end).join('\n')) - 1}`;
      for (let k = i + 2; k < end; k++) lines[k] = '';
    }
    i = end;
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

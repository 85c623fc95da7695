// Docusaurus' code-block magic comments: a line that is only
// `// highlight-next-line` marks the line after it, `highlight-start` …
// `highlight-end` a range; the comment lines themselves are removed. The
// comment may be written `//`, `/* */`, `#`, `--`, `%` or `<!-- -->`, as
// Docusaurus accepts for the languages that use them.
// https://docusaurus.io/docs/markdown-features/code-blocks#highlighting-with-comments

const MAGIC = /^\s*(?:\/\/|#|--|%|\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->)?\s*$/;

/** The code without its magic comment lines, and the 1-based numbers of the lines they mark. */
export function applyMagicComments(code: string): { code: string; highlightLines: Set<number> } {
  const kept: string[] = [];
  const highlightLines = new Set<number>();
  let next = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const directive = MAGIC.exec(line)?.[1];
    if (directive === 'next-line') next = true;
    else if (directive === 'start') open++;
    else if (directive === 'end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (next || open > 0) highlightLines.add(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), highlightLines };
}

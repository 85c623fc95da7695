/** A fence's opening line and the first word of its info string: ```c title="x" → c. */
const FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** The languages the fenced code of `texts` names, in order of first use (see createCodeHighlighter for why). */
export function fenceLanguages(texts: Iterable<string>): string[] {
  const languages = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(FENCE)) languages.add(match[1]!.toLowerCase());
  return [...languages];
}

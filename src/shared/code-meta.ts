// A code fence's meta string as Docusaurus reads it; the theme's <CodeBlock metastring> too.

/** What the meta string asks of a block. */
export interface CodeMeta {
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

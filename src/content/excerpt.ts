// The description of a page whose front matter gives none, as Docusaurus makes
// it for docs, posts and Markdown pages (@docusaurus/utils' markdownUtils.ts,
// createExcerpt): the first line of the Markdown source that has text once
// imports, code blocks, tags and Markdown syntax are taken away. A line, not a
// paragraph: a paragraph wrapped in the source gives its first line.

/** One source line without its Markdown: createExcerpt's replacements, in its order. */
const cleaned = (line: string) =>
  line
    .replace(/<[^>]*>/g, '')
    .replace(/^#[^#]+#?/gm, '')
    .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
    .replace(/([*_]{1,3})(.*?)\1/g, '$2')
    .replace(/~~(\S.*\S)~~/g, '$1')
    .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/`(.+?)`/g, '$1')
    .replace(/^\s{0,3}>\s?/g, '')
    .replace(/:::.*/, '')
    .replace(/\s?:(?:::|[^:\n])+:/g, '')
    .replace(/\{#*[\w-]+\}/, '')
    .trim();

/** The excerpt of a Markdown body (front matter already taken off), or undefined when no line has text. */
export function markdownExcerpt(body: string): string | undefined {
  // A Setext title (`Title` over `===`) first is not text.
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n[=]+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    // An empty line ends the imports.
    if (!line.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const ticks = /^`+/.exec(line.trim())![0];
      // Inside a block fenced by more backticks, a shorter fence is text of the block.
      if (!inCode) [inCode, fence] = [true, ticks];
      else if (ticks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const text = cleaned(line);
    if (text) return text;
  }
  return undefined;
}

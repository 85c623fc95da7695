// The words a post's reading time counts, as Docusaurus counts them
// (plugin-content-blog's readingTime.ts): the word-like segments Intl.Segmenter
// finds in the file's Markdown after its front matter and its content title
// (parseMarkdownFile with removeContentTitle), markup, link URLs and code
// included, at 200 a minute (content/blog.ts). Counting the rendered text
// instead gave jestjs.io's posts a quarter less.

/** Import statements at the top, each block ended by a blank line, as Docusaurus skips them before the title. */
const LEADING_IMPORTS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;
/** A `# Title` line, or a title underlined with `=`, at the start. */
const CONTENT_TITLE = /^(?:#[ \t]+[^\n]*|[^\n]+\n=+[ \t]*)(?:\n|$)/;

/** Word-like segments: Latin words, numbers, and Chinese or Japanese words as the segmenter's dictionaries cut them. */
function countWordSegments(text: string): number {
  // One locale for every page: the count does not depend on the machine's.
  const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  let words = 0;
  for (const { isWordLike } of segmenter.segment(text)) if (isWordLike) words++;
  return words;
}

/** The words of a Markdown file whose body starts at line `bodyLine` (1-based; after the front matter). */
export function readingWords(text: string, bodyLine: number): number {
  const body = text
    .split('\n')
    .slice(bodyLine - 1)
    .join('\n')
    .trim();
  const imports = LEADING_IMPORTS.exec(body)![0];
  const rest = body.slice(imports.length).trim();
  return countWordSegments(`${imports}${rest.replace(CONTENT_TITLE, '')}`);
}

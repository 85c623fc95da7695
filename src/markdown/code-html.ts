// The HTML of a highlighted block, written straight from shiki's tokens. shiki's
// codeToHtml builds a HAST tree of every token and serializes it with
// hast-util-to-html: a third of the time it takes to highlight a site. This
// writes the same bytes (the `classic` structure, whitespace-only tokens merged
// into the next one, text escaped as hast-util-to-html escapes it) directly;
// test/markdown/code-html.test.ts compares the two on every block of the
// Tongsuo corpus.
import { getTokenStyleObject, stringifyTokenStyle, type ThemedToken, type TokensResult } from 'shiki';

/** shiki's FontStyle bits that stop a whitespace token from merging (underline, strikethrough). */
const DECORATED = 4 | 8;
const WHITESPACE_ONLY = /^\s+$/;

/** What the fence asks of the block beyond its colours. */
export interface BlockOptions {
  /** Classes added to the `<pre>` after shiki's, in order. */
  preClasses: string[];
  /** 1-based numbers of the lines to mark `highlighted`. */
  highlightLines: ReadonlySet<number>;
}

/** `<pre class="shiki …" style="…" tabindex="0"><code><span class="line">…</span>\n…</code></pre>`, as codeToHtml writes it. */
export function codeHtml(result: TokensResult, options: BlockOptions): string {
  const preClasses = uniqueClasses(`shiki ${result.themeName ?? ''}`, options.preClasses);
  const style = result.rootStyle === false ? '' : ` style="${attribute(result.rootStyle ?? `background-color:${result.bg};color:${result.fg}`)}"`;
  let html = `<pre class="${attribute(preClasses)}"${style} tabindex="0"><code>`;
  mergeWhitespaceTokens(result.tokens).forEach((line, index) => {
    if (index) html += '\n';
    html += options.highlightLines.has(index + 1) ? '<span class="line highlighted">' : '<span class="line">';
    for (const token of line) {
      const tokenStyle = stringifyTokenStyle(token.htmlStyle ?? getTokenStyleObject(token));
      let attributes = '';
      for (const [name, value] of Object.entries(token.htmlAttrs ?? {})) attributes += ` ${name}="${attribute(String(value))}"`;
      if (tokenStyle) attributes += ` style="${attribute(tokenStyle)}"`;
      html += `<span${attributes}>${text(token.content)}</span>`;
    }
    html += '</span>';
  });
  return `${html}</code></pre>`;
}

/** shiki's addClassToHast: the classes of `base` and then `added`, each once. */
function uniqueClasses(base: string, added: string[]): string {
  const classes: string[] = [];
  for (const c of [...base.split(/\s+/), ...added]) if (c && !classes.includes(c)) classes.push(c);
  return classes.join(' ');
}

/** Text as hast-util-to-html writes it: `<` and `&` as hexadecimal references. */
const text = (value: string) => value.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));

/** A double-quoted attribute value as hast-util-to-html writes it: NUL, quotes, `&` and backticks as hexadecimal references. */
const attribute = (value: string) => value.replace(/[\0"&'`]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);

/** shiki's mergeWhitespaceTokens: a whitespace-only token joins the token after it. */
function mergeWhitespaceTokens(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const merged: ThemedToken[] = [];
    let carried = '';
    let firstOffset: number | undefined;
    line.forEach((token, index) => {
      const couldMerge = !(token.fontStyle && token.fontStyle & DECORATED);
      if (couldMerge && WHITESPACE_ONLY.test(token.content) && line[index + 1]) {
        firstOffset ??= token.offset;
        carried += token.content;
      } else if (carried) {
        if (couldMerge) merged.push({ ...token, offset: firstOffset!, content: carried + token.content });
        else merged.push({ content: carried, offset: firstOffset! }, token);
        firstOffset = undefined;
        carried = '';
      } else merged.push(token);
    });
    return merged;
  });
}

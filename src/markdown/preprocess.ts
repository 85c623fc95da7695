// Source rewrites Docusaurus 3 applies before MDX parses a file (its "mdx1Compat"
// mode), so that content written for it compiles unmodified. Every rewrite keeps
// the number of lines, so positions reported by the parser stay true.

const FENCE = /^\s{0,3}(`{3,}|~{3,})(.*)$/;
const ADMONITION_WITH_SPACE_TITLE = /^(\s*(?:>\s*)*):::(note|tip|info|caution|danger|warning|important|success|secondary)[ \t]+([^\s[{].*?)\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}\s*$/;

/**
 * Rewrites what MDX 3 cannot parse but Docusaurus accepts:
 * - `<!-- comments -->` outside code become MDX comments `{/* ... *\/}`;
 * - heading ids `## Title {#id}` are escaped so MDX does not read them as expressions;
 * - `:::note Title` becomes `:::note[Title]` (remark-directive's label syntax);
 * - ```` ```mdx-code-block ```` fences are unwrapped.
 */
export function preprocess(source: string): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  let unwrapping = false;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const fenceMatch = !inComment ? FENCE.exec(line) : null;
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence) && fenceMatch[2]!.trim() === '') {
        fence = undefined;
        if (unwrapping) {
          unwrapping = false;
          lines[i] = '';
        }
      }
      continue;
    }
    if (fenceMatch) {
      if (fenceMatch[2]!.trim().startsWith('mdx-code-block')) {
        unwrapping = true;
        fence = fenceMatch[1]!;
        lines[i] = '';
        continue;
      }
      fence = fenceMatch[1]!;
      continue;
    }
    const converted = convertComments(line, inComment);
    line = converted.line;
    inComment = converted.inComment;
    if (!inComment) {
      line = line.replace(HEADING_ID, (_, head: string, id: string) => `${head}\\{#${id}}`);
      line = line.replace(ADMONITION_WITH_SPACE_TITLE, (_, lead: string, name: string, title: string) => `${lead}:::${name}[${title.replace(/[[\]]/g, '\\$&')}]`);
    }
    lines[i] = line;
  }
  return lines.join('\n');
}

/** Turns HTML comments into MDX comments on one line, skipping inline code spans. */
function convertComments(line: string, inComment: boolean): { line: string; inComment: boolean } {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', i);
      const body = line.slice(i, end === -1 ? undefined : end).replace(/\*\//g, '* /');
      if (end === -1) return { line: out + body, inComment: true };
      out += `${body}*/}`;
      i = end + 3;
      inComment = false;
      continue;
    }
    const ch = line[i]!;
    if (ch === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      if (close !== -1) {
        out += line.slice(i, close + run.length);
        i = close + run.length;
        continue;
      }
      out += run;
      i += run.length;
      continue;
    }
    if (line.startsWith('<!--', i)) {
      out += '{/*';
      i += 4;
      inComment = true;
      continue;
    }
    out += ch;
    i++;
  }
  return { line: out, inComment };
}

/** Blanks out a front matter block, keeping its lines, so positions match the file. */
export function blankFrontMatter(text: string, bodyLine: number): string {
  const lines = text.split('\n');
  for (let i = 0; i < bodyLine - 1 && i < lines.length; i++) lines[i] = '';
  return lines.join('\n');
}

// Markup in content that runs script: raw <script>, inline event handlers
// (onclick=…), <iframe srcdoc> and javascript: URLs. It stays the writer's
// choice, but `tongsite check` makes it visible, at the place it is written:
// the site's Content-Security-Policy blocks it unless the policy is changed.
import { positionAt, warning } from '../diagnostics/build-error.js';
import { findFences } from '../markdown/plugins/remark-code-bodies.js';
import type { Diagnostic, SourceFile } from '../model.js';

const PATTERNS: [RegExp, (match: string) => string][] = [
  [/<script\b/gi, () => "raw <script> in content runs in every reader's browser"],
  // HTML's onclick="…" (a string of script), not JSX's onClick={…} (compiled with the page).
  [/<[A-Za-z][\w.-]*\b[^>\n]*?\s(on[a-z]+)\s*=\s*["']/g, (m) => `inline event handler ${/\s(on[a-z]+)\s*=/.exec(m)![1]}= runs script from content`],
  [/<iframe\b[^>]*\ssrcdoc\s*=/gi, () => '<iframe srcdoc> embeds a document, and its scripts, written in the content'],
];

/** What may stand before a URL: a Markdown link's `](`, or an href or src attribute. Tested on the text before each `javascript:` only: a lookbehind tried at every position is quadratic in runs of spaces. */
const URL_CONTEXT = /(?:\]\(\s*|\bhref\s*=\s*["']?|\bsrc\s*=\s*["']?)$/i;

/** What each pattern above (and `javascript:`) needs somewhere in a file: a file without any is not read further. */
const MAY_HOLD_SCRIPT = /<script|\son[a-z]+\s*=|srcdoc|javascript:/i;

const HINT = "the site's Content-Security-Policy blocks it; if it is meant, allow it in site.config.ts (contentSecurityPolicy), else remove it";

/** Blanks code (fenced blocks, inline spans) so that examples of markup are not reported; positions stay. */
function withoutCode(text: string): string {
  const lines = text.split('\n');
  for (const fence of findFences(lines, Infinity)) for (let i = fence.open; i <= fence.close; i++) lines[i] = ' '.repeat(lines[i]!.length);
  return lines.map((line) => line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length))).join('\n');
}

/** Every place in the files where content would run script, as warnings with file, line and column. */
export function authorScriptWarnings(files: SourceFile[]): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const file of files) {
    // Most files hold none of it, code or not: they are not blanked (a tenth of an edit's build on our site).
    if (!MAY_HOLD_SCRIPT.test(file.text)) continue;
    const text = withoutCode(file.text);
    const at = (offset: number) => positionAt(text, offset);
    for (const m of text.matchAll(/javascript:/gi)) {
      if (!URL_CONTEXT.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      found.push(warning('author-script', 'a javascript: URL runs script when followed', { file: file.absPath, ...at(m.index), hint: HINT }));
    }
    for (const [pattern, describe] of PATTERNS) {
      for (const m of text.matchAll(pattern)) {
        found.push(
          warning('author-script', describe(m[0]), {
            file: file.absPath,
            ...at(m.index!),
            hint: HINT,
          }),
        );
      }
    }
  }
  return found;
}

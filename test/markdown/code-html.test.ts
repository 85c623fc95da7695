// Highlighted blocks are written straight from shiki's tokens (src/markdown/code-html.ts):
// the HTML must be, byte for byte, what shiki's codeToHtml writes.
// With no per-line time limit on either side, as the build tokenizes: a loaded machine must not cut a line short.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type BundledLanguage, type ShikiTransformer } from 'shiki';
import { codeHtml, type BlockOptions } from '../../src/markdown/code-html.js';
import { markdownFiles } from '../helpers/corpus.js';

const theme = createCssVariablesTheme({ name: 'tongsite', variablePrefix: '--shiki-', fontStyle: true });

/** Every fenced block of the corpus whose language shiki knows: its code and language. */
function corpusBlocks(): { code: string; lang: BundledLanguage }[] {
  const blocks: { code: string; lang: BundledLanguage }[] = [];
  for (const file of markdownFiles()) {
    let open: { fence: string; lang: string; lines: string[] } | undefined;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const fence = /^\s*(`{3,}|~{3,})(\S*)/.exec(line);
      if (open) {
        if (fence && fence[1]!.startsWith(open.fence) && !fence[2]) {
          if (open.lang in bundledLanguages) blocks.push({ code: open.lines.join('\n'), lang: open.lang as BundledLanguage });
          open = undefined;
        } else open.lines.push(line);
      } else if (fence) open = { fence: fence[1]!, lang: fence[2]!.toLowerCase(), lines: [] };
    }
  }
  return blocks;
}

/** The transformer that gave a block its classes before code-html.ts: what codeToHtml must be compared with. */
const transformerFor = (options: BlockOptions): ShikiTransformer => ({
  pre(node) {
    for (const c of options.preClasses) this.addClassToHast(node, c);
  },
  line(node, line) {
    if (options.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
  },
});

describe('highlighted code HTML', () => {
  it("writes every block of the Tongsuo corpus as shiki's codeToHtml does, with marked lines and line numbers", async () => {
    const blocks = corpusBlocks();
    assert.ok(blocks.length > 300, `${blocks.length} blocks`);
    const shiki = await createHighlighter({ themes: [theme], langs: [...new Set(blocks.map((b) => b.lang))] });
    const differing = blocks.filter(({ code, lang }, i) => {
      const options: BlockOptions =
        i % 5 ? { preClasses: [`language-${lang}`], highlightLines: new Set() } : { preClasses: [`language-${lang}`, 'line-numbers'], highlightLines: new Set([1, 3]) };
      const expected = shiki.codeToHtml(code, { lang, theme: 'tongsite', transformers: [transformerFor(options)], tokenizeTimeLimit: 0 });
      return codeHtml(shiki.codeToTokens(code, { lang, theme: 'tongsite', tokenizeTimeLimit: 0 }), options) !== expected;
    });
    assert.deepEqual(
      differing.map((b) => `${b.lang}: ${b.code.slice(0, 60)}`),
      [],
    );
  });

  it('escapes text and keeps blank lines and tabs as codeToHtml does', async () => {
    const shiki = await createHighlighter({ themes: [theme], langs: ['c', 'html'] });
    for (const [code, lang] of [
      ['if (a < b && c > "d\'") {\n\n\treturn `x`;\n}', 'c'],
      ['<a href="x?a=1&b=2">&amp;</a>\n', 'html'],
    ] as const) {
      const options = { preClasses: [`language-${lang}`], highlightLines: new Set([2]) };
      assert.equal(
        codeHtml(shiki.codeToTokens(code, { lang, theme: 'tongsite' }), options),
        shiki.codeToHtml(code, { lang, theme: 'tongsite', transformers: [transformerFor(options)] }),
      );
    }
  });
});

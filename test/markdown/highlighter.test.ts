// Highlighting must not depend on the order in which blocks are highlighted,
// nor on the engine a grammar runs on, nor on how busy the machine is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fencedBlocks } from '../../src/markdown/fenced-blocks.js';
import { JAVASCRIPT_LANGUAGES } from '../../src/markdown/highlight-settings.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { CORPUS, markdownFiles } from '../helpers/corpus.js';

/** The real Docusaurus sites beside the Tongsuo corpus. */
const DOCUSAURUS_SITES = path.join(CORPUS, '..', 'docusaurus-sites');

const NESTED = '# Title\n\n```js\nconst answer = 42;\n```';
const PLAIN_BLOCK = { preClasses: [], highlightLines: new Set<number>() };
const keywordIn = (html: string) => /--shiki-token-keyword\)">const/.test(html);
const JSX = 'const tag = (\n  <span\n    style={{ color: "red" }}>\n    text\n  </span>\n);';
const PHP = '<?php\n$csr = openssl_csr_new($dn, $key);\necho "<span>$csr</span>";';

describe('code highlighter', () => {
  it('highlights a Markdown block the same whether or not the language of a fence in it was used before', async () => {
    const fresh = await createCodeHighlighter();
    await fresh.load(['md']);
    const alone = fresh.toHtml(NESTED, 'md', PLAIN_BLOCK);
    const used = await createCodeHighlighter();
    await used.load(['js']);
    assert.ok(keywordIn(used.toHtml('const answer = 42;', 'js', PLAIN_BLOCK)), 'js blocks are coloured');
    await used.load(['md']);
    assert.equal(used.toHtml(NESTED, 'md', PLAIN_BLOCK), alone);
    assert.ok(!keywordIn(alone), 'the nested fence is left plain');
    assert.match(alone, /--shiki-token-/, 'the Markdown itself is coloured');
  });

  it('highlights a JSX block the same whether or not a PHP block (which brings in the HTML grammar) came first', async () => {
    const fresh = await createCodeHighlighter(['jsx']);
    const alone = fresh.toHtml(JSX, 'jsx', PLAIN_BLOCK);
    const used = await createCodeHighlighter(['php']);
    used.toHtml(PHP, 'php', PLAIN_BLOCK);
    await used.load(['jsx']);
    assert.equal(used.toHtml(JSX, 'jsx', PLAIN_BLOCK), alone);
  });

  it('colours the grammars it runs on the JavaScript engine as Oniguruma does, on every block of the corpus and of the Docusaurus sites', async () => {
    const auto = await createCodeHighlighter();
    const oniguruma = await createCodeHighlighter([], 'oniguruma');
    const blocks = [...markdownFiles(), ...markdownFiles(DOCUSAURUS_SITES)]
      .flatMap((file) => fencedBlocks(readFileSync(file, 'utf8'), 1))
      .filter((b) => JAVASCRIPT_LANGUAGES.has(b.lang.toLowerCase()))
      .map(({ lang, code }) => ({ lang, code }))
      .concat({ lang: 'jsx', code: JSX });
    assert.ok(blocks.length > 100, `${blocks.length} blocks`);
    for (const h of [auto, oniguruma]) await h.load(blocks.map((b) => b.lang));
    for (const { lang, code } of blocks) assert.equal(auto.toHtml(code, lang, PLAIN_BLOCK), oniguruma.toHtml(code, lang, PLAIN_BLOCK));
  });
});

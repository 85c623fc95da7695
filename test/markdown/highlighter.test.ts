// Highlighting must not depend on the order in which blocks are highlighted:
// shiki colours a fence nested in a Markdown block only in a language already
// loaded, so Markdown blocks are highlighted by a shiki of their own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';

const NESTED = '# Title\n\n```js\nconst answer = 42;\n```';
const PLAIN_BLOCK = { preClasses: [], highlightLines: new Set<number>() };
const keywordIn = (html: string) => /--shiki-token-keyword\)">const/.test(html);

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
});

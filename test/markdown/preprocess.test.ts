import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preprocess } from '../../src/markdown/preprocess.js';
import { parseCodeMeta } from '../../src/markdown/plugins/rehype-code.js';

describe('preprocess (Docusaurus compatibility)', () => {
  it('turns HTML comments into MDX comments, also across lines, keeping line count', () => {
    const source = 'a <!-- one --> b\n<!-- two\nlines -->\nc';
    const out = preprocess(source);
    assert.equal(out, 'a {/* one */} b\n{/* two\nlines */}\nc');
    assert.equal(out.split('\n').length, source.split('\n').length);
  });

  it('leaves comments in code alone', () => {
    const source = '```html\n<!-- keep -->\n```\n`<!-- inline -->`';
    assert.equal(preprocess(source), source);
  });

  it('escapes heading ids and rewrites `:::note Title`', () => {
    assert.equal(preprocess('## Title {#custom}'), '## Title \\{#custom}');
    assert.equal(preprocess(':::tip My tip'), ':::tip[My tip]');
    assert.equal(preprocess(':::tip[Already]'), ':::tip[Already]');
  });

  it('unwraps mdx-code-block fences', () => {
    assert.equal(preprocess('```mdx-code-block\n<X />\n```'), '\n<X />\n');
  });
});

describe('code fence meta', () => {
  it('reads title, highlighted lines and line numbers', () => {
    const meta = parseCodeMeta('title="a b.c" {1,3-4} showLineNumbers');
    assert.equal(meta.title, 'a b.c');
    assert.deepEqual([...meta.highlightLines], [1, 3, 4]);
    assert.equal(meta.showLineNumbers, true);
  });
});

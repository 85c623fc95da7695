// Fenced code set aside while MDX parses a file (src/markdown/plugins/remark-code-bodies.ts):
// the compiled page must be exactly what it would be without it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { setAsideCodeBodies } from '../../src/markdown/plugins/remark-code-bodies.js';

describe('code bodies set aside while MDX parses', () => {
  it('replaces each body at the start of a line with one placeholder line, keeping the line count', () => {
    const source = ['# T', '```c', 'int a;', '', 'int b;', '```', 'text', '~~~~', '```', '~~~~', '- item', '  ```', '  indented', '  ```'].join('\n');
    const aside = setAsideCodeBodies(source);
    assert.deepEqual(aside.bodies, ['int a;\n\nint b;', '```']);
    assert.equal(aside.text.split('\n').length, source.split('\n').length);
    assert.match(aside.text, /^```c\ntongsite-code-body-0\n\n\n```$/m);
    assert.match(aside.text, / {2}indented/, 'a fence in a list item is left to the parser');
  });

  it('leaves a fence that is never closed to the parser', () => {
    const source = 'a\n```js\nopen to the end';
    assert.equal(setAsideCodeBodies(source).text, source);
  });

  it('compiles code with MDX-hostile characters, blank lines and a trailing blank line exactly', async () => {
    const highlighter = await createCodeHighlighter();
    const text = '# Page\n\n```text\n{ not an expression } <not a tag>\n\n  indented\n\n```\n\nAfter.\n';
    const result = await compileMarkdown({ absPath: '/site/docs/p.md', sitePath: 'docs/p.md', text, bodyLine: 1 }, highlighter);
    assert.ok(result.ok);
    // A section's code is each block's text followed by a newline.
    assert.equal(result.compiled.sections.map((s) => s.code).join(''), '{ not an expression } <not a tag>\n\n  indented\n\n');
    assert.doesNotMatch(result.compiled.code, /tongsite-code-body/);
  });

  it('keeps the cells of a table and the items of a list apart in the text search indexes', async () => {
    const highlighter = await createCodeHighlighter();
    const text = '# Page\n\n| key | what |\n| --- | --- |\n| `toc_min` | on the right |\n\n- first\n- second<br/>third\n';
    const result = await compileMarkdown({ absPath: '/site/docs/t.md', sitePath: 'docs/t.md', text, bodyLine: 1 }, highlighter);
    assert.ok(result.ok);
    assert.equal(result.compiled.sections[0]!.text, 'key what toc_min on the right first second third');
  });

  it('compiles the text as it is when a fence is not code (inside an expression)', async () => {
    const highlighter = await createCodeHighlighter();
    const text = 'Before.\n\n{`\n~~~js\nkept as text\n~~~\n`}\n';
    const result = await compileMarkdown({ absPath: '/site/docs/q.mdx', sitePath: 'docs/q.mdx', text, bodyLine: 1 }, highlighter);
    assert.ok(result.ok);
    assert.match(result.compiled.code, /kept as text/);
    assert.doesNotMatch(result.compiled.code, /tongsite-code-body/);
  });
});

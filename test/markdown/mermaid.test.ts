// ```mermaid blocks (src/markdown/plugins/remark-mermaid.ts): a diagram with the
// config's markdown.mermaid, a code block without it, as in Docusaurus; and
// the renderer's files a site ships (src/assets/mermaid-assets.ts). The
// drawing itself is checked in Chromium (test/theme/swizzle-browser.test.ts).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mermaidEntryFile, mermaidFiles } from '../../src/assets/mermaid-assets.js';
import { resolveMermaid } from '../../src/config/mermaid.js';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { ROOT } from '../helpers/site.js';

const text = '# Flow\n\n```mermaid\ngraph TD\n  a["<b>x</b> & y"] --> b\n```\n';
const input = { absPath: '/site/docs/flow.md', sitePath: 'docs/flow.md', text, bodyLine: 1 };

describe('mermaid blocks', () => {
  it('compiles a ```mermaid block to a diagram with markdown.mermaid, and to highlighted code without it', async () => {
    const highlighter = await createCodeHighlighter();
    const on = await compileMarkdown({ ...input, mermaid: true }, highlighter);
    const off = await compileMarkdown(input, highlighter);
    assert.ok(on.ok && off.ok);
    assert.match(on.compiled.code, /TongsiteMermaid/);
    assert.match(on.compiled.code, /value: "graph TD\\n {2}a\[\\"<b>x<\/b> & y\\"\] --> b"/);
    assert.doesNotMatch(on.compiled.code, /TongsiteCodeBlock/);
    assert.match(off.compiled.code, /TongsiteCodeBlock/);
    assert.doesNotMatch(off.compiled.code, /TongsiteMermaid/);
  });

  it('ships the browser build of the site’s mermaid: its entry and every chunk it imports, no source maps', () => {
    const { mermaid, warnings } = resolveMermaid(
      { title: 't', url: 'https://x.org', markdown: { mermaid: true }, mermaid: { theme: { dark: 'neutral' } } },
      ROOT,
      'site.config.ts',
    );
    assert.deepEqual(warnings, []);
    assert.ok(mermaid);
    assert.deepEqual(mermaid.theme, { light: 'default', dark: 'neutral' });
    const files = mermaidFiles(mermaid);
    assert.deepEqual(files[0], [path.join(mermaid.distDir, 'mermaid.esm.min.mjs'), mermaidEntryFile(mermaid)]);
    assert.ok(files.length > 20, `${files.length} files`);
    assert.ok(files.every(([from, out]) => from.endsWith('.mjs') && out.startsWith(`assets/mermaid-${mermaid.version}/`)));
    assert.ok(
      files.some(([, out]) => /\/chunks\/mermaid\.esm\.min\/flowDiagram-\w+\.mjs$/.test(out)),
      'the flowchart chunk, imported on demand',
    );
  });
});

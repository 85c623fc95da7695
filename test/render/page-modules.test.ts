// A compiled page as the renderer loads it: the module MDX makes, rewritten to
// CommonJS without esbuild when it imports nothing, rendering exactly as the
// esbuild-transformed module does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { transform } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { mdxModuleToCommonJs } from '../../src/render/page-modules.js';

const compiled = async (text: string) => {
  const result = await compileMarkdown({ absPath: '/site/docs/p.mdx', sitePath: 'docs/p.mdx', text, bodyLine: 1 }, await createCodeHighlighter());
  assert.ok(result.ok);
  return result.compiled.code;
};

const render = (cjs: string) => {
  const module = { exports: {} as { default: ComponentType<{ components?: Record<string, unknown> }> } };
  new Function('module', 'exports', 'require', cjs)(module, module.exports, (id: string) => {
    assert.equal(id, 'react/jsx-runtime');
    return jsxRuntime;
  });
  const CodeBlock = ({ html }: { html: string }) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });
  return renderToStaticMarkup(createElement(module.exports.default, { components: { TongsiteCodeBlock: CodeBlock } }));
};

describe('page modules', () => {
  it('rewrites a page that imports nothing to CommonJS that renders as esbuild would make it', async () => {
    const code = await compiled('# Title\n\nSome *text* with `export default` and\nimport words.\n\n```js\nexport default 1;\nimport x from "y";\n```\n');
    const direct = mdxModuleToCommonJs(code);
    assert.ok(direct, 'the rewrite applies');
    const viaEsbuild = (await transform(code, { loader: 'js', format: 'cjs' })).code;
    const html = render(direct);
    assert.equal(html, render(viaEsbuild));
    assert.match(html, /import words/);
  });

  it('leaves a page with imports of its own to esbuild', async () => {
    const code = await compiled("import Tabs from '@site/src/Tabs';\n\n# Title\n\n<Tabs />\n");
    assert.equal(mdxModuleToCommonJs(code), undefined);
  });
});

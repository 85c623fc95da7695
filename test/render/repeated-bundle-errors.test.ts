// A swizzled component that esbuild cannot read (here a Flow type annotation)
// breaks every page that renders it; the build names the component's error
// once, not once per page, with what to do about it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build } from '../../src/api.js';
import { makeSite } from '../helpers/site.js';

describe('an error in a component many pages bundle', () => {
  it('is reported once, at the component, with a hint', async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Sieves',
  url: 'https://sieves.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false } }]],
};
`,
      'src/theme/CodeBlock/index.js':
        "import OriginalCodeBlock from '@theme-original/CodeBlock';\n\nexport default function CodeBlock(props: {children: string}) {\n  return <OriginalCodeBlock {...props} />;\n}\n",
      'docs/fine.md': '# Fine mesh\n\n```js\nsift(flour);\n```\n',
      'docs/coarse.md': '# Coarse mesh\n\n```js\nsift(gravel);\n```\n',
    });
    const result = await build({ config: path.join(dir, 'docusaurus.config.js'), memory: true, search: false });
    assert.equal(result.ok, false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => [path.relative(dir, d.file ?? ''), d.line]),
      [[path.join('src', 'theme', 'CodeBlock', 'index.js'), 3]],
    );
    // Docusaurus would have read it through the site's Babel config: the error says why tongsite does not, and what to do.
    assert.match(errors[0]!.hint ?? '', /Babel config/);
  });
});

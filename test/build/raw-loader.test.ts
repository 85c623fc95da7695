// webpack's inline raw-loader request, as Docusaurus sites show a file's
// source in a code block: `import source from '!!raw-loader!./example.js'`.
// It could not be resolved; now it is the file's text. Any other inline
// loader is an error that names it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, docusaurusConfig, makeSite, page, tongsite } from '../helpers/site.js';

const EXAMPLE = "export function knot(rope) {\n  return rope.length > 2 ? 'bowline' : 'hitch';\n}\n";

describe('an inline raw-loader import', () => {
  it('is the file’s text, in a doc and in a React page, by a relative path or @site/', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ title: 'Knots', host: 'knots' }),
      'examples/knot.js': EXAMPLE,
      'docs/knots.mdx': `import CodeBlock from '@theme/CodeBlock';
import Knot from '!!raw-loader!../examples/knot.js';

# Knots

<CodeBlock language="js" title="knot.js">{Knot}</CodeBlock>
`,
      'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
const source = require('!!raw-loader!@site/examples/knot.js').default;

export default function Source() {
  return <Layout title="Source"><main><pre className="source">{source}</pre></main></Layout>;
}
`,
    });
    buildSite(dir);
    const doc = page(path.join(dir, 'build'), '/docs/knots');
    assert.match(doc, /knot\.js<\/div>/);
    const code = doc.slice(doc.indexOf('<code'), doc.indexOf('</code>')).replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&gt;', '>');
    assert.equal(code.replace(/\n$/, ''), EXAMPLE.replace(/\n$/, ''));
    assert.match(page(path.join(dir, 'build'), '/'), /<pre class="source">export function knot\(rope\) \{\n {2}return rope\.length &gt; 2 \? &#x27;bowline&#x27; : &#x27;hitch&#x27;;\n\}\n<\/pre>/);
  });

  it('of another loader is an error at the import, naming the loader', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ title: 'Knots', host: 'knots' }),
      'examples/knot.js': EXAMPLE,
      'docs/knots.mdx': "import url from '!!file-loader!../examples/knot.js';\n\n# Knots\n\n<a href={url}>knot</a>\n",
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1, run.stdout);
    assert.match(run.stderr, /docs\/knots\.mdx:1:\d+.*file-loader: tongsite runs no webpack loader but raw-loader/);
  });
});

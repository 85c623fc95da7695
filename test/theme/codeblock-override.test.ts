// A site's swizzled CodeBlock receives a block's code as its `children`, as
// Docusaurus' MDX gives it: the text as written, `<`, `&` and quotes included.
// It received the highlighter's HTML references instead (`&#x3C;` for `<`),
// which the site's own highlighter then showed as written: flow's home page
// read `get&#x3C;K extends keyof User>`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

describe('the children of a site’s swizzled CodeBlock', () => {
  it('are the block’s code as written, with its language as the class name', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig(),
      'src/theme/CodeBlock/index.js': `import React from 'react';

export default function CodeBlock({ children, className }) {
  const lines = children.split('\\n');
  return (
    <pre className={'tide-code ' + className} data-lines={lines.length}>
      {lines.map((line, i) => <span key={i} className="tide-line">{line}</span>)}
    </pre>
  );
}
`,
      'docs/soundings.md': `Soundings:

\`\`\`ts
const shallow = <T,>(depth: T) => depth < 2 && depth > 0;
const note = "5 &lt; 6 in HTML" + '&amp;';
\`\`\`
`,
    });
    buildSite(dir);
    const html = page(path.join(dir, 'build'), '/docs/soundings');
    assert.match(
      html,
      /<pre class="tide-code language-ts" data-lines="2"><span class="tide-line">const shallow = &lt;T,&gt;\(depth: T\) =&gt; depth &lt; 2 &amp;&amp; depth &gt; 0;<\/span><span class="tide-line">const note = &quot;5 &amp;lt; 6 in HTML&quot; \+ &#x27;&amp;amp;&#x27;;<\/span><\/pre>/,
    );
  });
});

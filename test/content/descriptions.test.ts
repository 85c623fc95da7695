// A page's description when its front matter gives none, on a Docusaurus
// site's doc, post and Markdown page: Docusaurus' excerpt, the first line of
// the source with text once imports, tags, admonition fences and Markdown
// syntax are taken off (a wrapped paragraph gives its first line).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { attr, one, parseHtml } from '../helpers/html.js';
import { buildSite, makeSite, page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ classic: "{ docs: { routeBasePath: 'docs' }, blog: { showReadingTime: false } }" }),
  'src/components/Chart.js': 'import React from \'react\';\n\nexport default function Chart() {\n  return <div className="chart" />;\n}\n',
  'docs/tides.mdx': `import Chart from '@site/src/components/Chart';

# Tides

<Chart />

The tide turns **twice** a day at the
[pier](https://example.org/pier), later each day.
`,
  'blog/2024-05-01-gauges.md': '---\ntitle: New gauges\n---\n\nTwo `gauges` now stand at the pier,\nand a third at the lock.\n',
  'src/pages/index.md': '# Tide Tables\n\nTables of the tides.\n',
  'src/pages/notes.md': '# Notes\n\n:::note\n\nEbb at six.\nFlood at noon.\n\n:::\n',
};

describe('the description of a page without one in its front matter', () => {
  let build = '';
  before(() => {
    const dir = makeSite(FILES);
    buildSite(dir);
    build = path.join(dir, 'build');
  });

  const description = (url: string) => attr(one(parseHtml(page(build, url)), 'meta[name="description"]'), 'content');

  it("is Docusaurus' excerpt: the first line of text of the source, without its Markdown", () => {
    assert.equal(description('/docs/tides'), 'The tide turns twice a day at the');
    assert.equal(description('/blog/2024/05/01/gauges'), 'Two gauges now stand at the pier,');
    assert.equal(description('/notes'), 'Ebb at six.');
  });
});

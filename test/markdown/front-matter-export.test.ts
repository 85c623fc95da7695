// `frontMatter` in a Markdown page's expressions, as Docusaurus' MDX loader
// exports it from every page: the object its YAML parses to (a date as a
// `Date`), handed to a site component as `<Record frontMatter={frontMatter} />`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, makeSite, page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig(),
  'src/components/Record.js': `import React from 'react';

export default function Record({ frontMatter }) {
  return (
    <dl className="tide-record">
      <dt>Decided</dt>
      <dd>{frontMatter.decided.toISOString().slice(0, 10)}</dd>
      <dt>Gauges</dt>
      <dd>{frontMatter.gauges.map((g) => g.name + ' ' + g.depth).join(', ')}</dd>
    </dl>
  );
}
`,
  'docs/record.md': `---
title: Gauge record
description: Depths at the pier and the lock.
decided: 2024-03-09
gauges:
  - name: pier
    depth: 4.5
  - name: lock
    depth: 2
---

import Record from '@site/src/components/Record';

<Record frontMatter={frontMatter} />

Filed as {frontMatter.title}.
`,
};

describe('frontMatter in a Markdown page', () => {
  let build = '';
  before(() => {
    const dir = makeSite(FILES);
    buildSite(dir);
    build = path.join(dir, 'build');
  });

  it('is the parsed front matter, a date as a Date, in components and expressions', () => {
    const html = page(build, '/docs/record');
    assert.match(html, /<dl class="tide-record"><dt>Decided<\/dt><dd>2024-03-09<\/dd><dt>Gauges<\/dt><dd>pier 4\.5, lock 2<\/dd><\/dl>/);
    // React separates the text and the expression's value with empty comments.
    assert.match(html, /<p>Filed as <!-- -->Gauge record<!-- -->\.<\/p>/);
  });
});

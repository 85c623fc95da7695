// The excerpt of a long post whose body is hydrated whole (it uses a component
// of the site's that moves) is shown whole on the blog's list, as on its own
// page up to the truncate mark. A one-off build keeps such bodies deflated
// until the lists show them, and took the excerpt for the start of the body;
// but the excerpt of a body hydrated whole lacks the start of its root element,
// so the list showed the body's first characters up to the excerpt's length,
// cut in the middle of a link (flow's blog: a broken-link error on /blog).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

// Over the size below which bodies wait uncompressed (src/render/parked-contents.ts).
const LOG = Array.from({ length: 120 }, (_, i) => `Watch ${i + 1}: the tide turned at the [harbour mouth](/blog) and the buoys swung round.`).join('\n\n');

describe('the excerpt of a long post hydrated whole, on the blog’s list', () => {
  it('is the body up to the truncate mark, with its links whole', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ classic: "{ docs: false, blog: { routeBasePath: 'blog' } }" }),
      'src/components/Bell.js': `import React, { useState } from 'react';

export default function Bell() {
  const [rung, ring] = useState(0);
  return <button type="button" className="bell" onClick={() => ring(rung + 1)}>rung {rung} times</button>;
}
`,
      'blog/2024-05-01-log.mdx': `---
title: The ship's log
---

import Bell from '@site/src/components/Bell';

<Bell />

${LOG}

The last watch ended at dawn.

<!--truncate-->

The rest of the log is for the crew.
`,
    });
    buildSite(dir);
    const list = page(path.join(dir, 'build'), '/blog');
    assert.match(list, /Watch 120: the tide turned at the <a href="\/blog">harbour mouth<\/a> and the buoys swung round\.<\/p>\n<p>The last watch ended at dawn\.<\/p>/);
    assert.doesNotMatch(list, /The rest of the log/);
    assert.doesNotMatch(list, /data-tongsite-page=/, 'the list does not hydrate the post’s body');
  });
});

// A category's index doc that lists its items with the docs client, as sites
// wrote them since Docusaurus 2: `<DocCardList items={useCurrentSidebarCategory().items} />`.
// The hook was not exported (the page failed to build), and DocCardList took
// only tongsite's own cards, not sidebar items.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Workshop', host: 'workshop' }),
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nWelcome to the workshop.\n',
  'docs/tools/index.mdx': `---
title: Tools
---
import DocCardList from '@theme/DocCardList';
import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';

What the bench holds:

<DocCardList items={useCurrentSidebarCategory().items} />
`,
  'docs/tools/hammer.md': '---\nsidebar_position: 1\ndescription: For nails, mostly.\n---\n# Hammer\n\nSwing it.\n',
  'docs/tools/saw.md': '---\nsidebar_position: 2\n---\n# Saw\n\nCuts wood along the grain or across it.\n',
  'docs/tools/power/drill.md': '# Drill\n\nMakes holes.\n',
  'docs/tools/power/sander.md': '# Sander\n\nSmooths boards.\n',
};

describe('useCurrentSidebarCategory with DocCardList on a category’s index doc', () => {
  it('draws a card for each item of the category the page is: docs with their descriptions, a category leading to its first doc', () => {
    const dir = makeSite(FILES);
    buildSite(dir);
    const html = page(path.join(dir, 'build'), '/docs/tools/');
    const cards = [...html.matchAll(/<a class="doc-card" href="([^"]+)"><h2 class="doc-card__title">.*?<\/span>(.*?)<\/h2><p class="doc-card__description">(.*?)<\/p><\/a>/g)].map(
      (m) => [m[1], m[2], m[3]!.replaceAll('<!-- -->', '')],
    );
    assert.deepEqual(cards, [
      ['/docs/tools/hammer', 'Hammer', 'For nails, mostly.'],
      ['/docs/tools/saw', 'Saw', 'Cuts wood along the grain or across it.'],
      ['/docs/tools/power/drill', 'power', '2 items'],
    ]);
  });
});

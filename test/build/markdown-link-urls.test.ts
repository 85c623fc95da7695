// A site's own remark plugin sees links to Markdown files as Docusaurus shows
// them to it: resolved to the URL of the doc or post they lead to (mdx-loader
// resolves them before the site's plugins run), in the page's locale, with the
// #hash kept. A link the plugin leaves alone is still resolved per locale when
// the page renders: under /fr/, an untranslated doc links to /fr/ pages.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, parseHtml, textOf } from '../helpers/html.js';
import { type CliRun, makeSite, page, tongsite } from '../helpers/site.js';

// Lists, at the end of the page, the URL of every link as the plugin is given it.
const LINK_ROLL_PLUGIN = `module.exports = function remarkLinkRoll() {
  return (tree) => {
    const urls = [];
    const visit = (node) => {
      if (node.type === 'link' || node.type === 'definition') urls.push(node.url);
      for (const child of node.children || []) visit(child);
    };
    visit(tree);
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Seen: ' + urls.join(' ') }] });
  };
};
`;

const CONFIG = `module.exports = {
  title: 'Orchard Notes',
  url: 'https://orchard.example.org',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { remarkPlugins: [require('./plugins/link-roll')] }, blog: { onUntruncatedBlogPosts: 'ignore' } }]],
  themeConfig: { navbar: { title: 'Orchard Notes', items: [] } },
};
`;

describe("Markdown links as the site's remark plugins see them", () => {
  let dir: string;
  let run: CliRun;
  before(() => {
    dir = makeSite({
      'docusaurus.config.js': CONFIG,
      'plugins/link-roll.js': LINK_ROLL_PLUGIN,
      'docs/pruning.md':
        '# Pruning\n\nCut after [grafting](./grafting.md#when), see the [harvest post][harvest] and [the guide](guides/ladders.mdx).\n\n[harvest]:../blog/2025-09-01-harvest.md\n',
      'docs/grafting.md': '---\nslug: /grafting-basics\n---\n\n# Grafting\n\n## When\n\nIn spring.\n',
      'docs/guides/ladders.mdx': '# Ladders\n\nThree legs.\n',
      'blog/2025-09-01-harvest.md': '---\ntitle: Harvest\n---\n\nApples in.\n',
    });
    run = tongsite(['build'], dir);
  });

  it('gives the plugin each link resolved to its URL, hash kept', () => {
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const text = textOf(parseHtml(page(path.join(dir, 'build'), '/docs/pruning')));
    assert.match(text, /Seen: \/docs\/grafting-basics#when \/docs\/guides\/ladders \/blog\/2025\/09\/01\/harvest/);
  });

  it('resolves the links it left alone per locale when the page renders', () => {
    const hrefs = (url: string) => all(parseHtml(page(path.join(dir, 'build'), url)), 'article .markdown a').map((a) => attr(a, 'href'));
    assert.deepEqual(hrefs('/docs/pruning').slice(0, 3), ['/docs/grafting-basics#when', '/blog/2025/09/01/harvest', '/docs/guides/ladders']);
    assert.deepEqual(hrefs('/fr/docs/pruning').slice(0, 3), ['/fr/docs/grafting-basics#when', '/fr/blog/2025/09/01/harvest', '/fr/docs/guides/ladders']);
  });
});

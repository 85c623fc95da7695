// Remark and rehype plugins that cannot go to the compile workers, as a
// Docusaurus site lists them: one from a package whose options hold a function,
// and one the config writes itself. They run, on the main thread, for the pages
// they apply to, while the blog's many posts compile on the workers; the build
// says so in an info line at the plugin's place in the config; and an edit of
// the function in the config compiles those pages again.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, one, parseHtml, textOf } from '../helpers/html.js';
import { type CliRun, makeSite, page, tongsite } from '../helpers/site.js';

const SWELL_PLUGIN = `// Replaces %SWELL% in text with what options.word() returns.
module.exports = function remarkSwellWord(options) {
  const visit = (node) => {
    if (node.type === 'text') node.value = node.value.split('%SWELL%').join(options.word());
    for (const child of node.children || []) visit(child);
  };
  return (tree) => visit(tree);
};
`;

const config = (word: string) => `const remarkSwellWord = require('remark-swell-word');

module.exports = {
  title: 'Harbour Log',
  url: 'https://harbour.example.org',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          remarkPlugins: [[remarkSwellWord, { word: () => '${word}' }]],
          rehypePlugins: [
            function rehypeMarkOutbound() {
              const visit = (node) => {
                if (node.tagName === 'a' && /^https?:/.test(node.properties.href)) node.properties.className = ['outbound'];
                for (const child of node.children || []) visit(child);
              };
              return (tree) => visit(tree);
            },
          ],
        },
        blog: { onUntruncatedBlogPosts: 'ignore' },
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Harbour Log', items: [] } },
};
`;

// Enough posts for the build to compile them on its workers.
const POSTS = Object.fromEntries(
  Array.from({ length: 14 }, (_, i) => [`blog/2025-03-${String(i + 1).padStart(2, '0')}-tide-${i + 1}.md`, `---\ntitle: Tide ${i + 1}\n---\n\nThe %SWELL% of day ${i + 1}.\n`]),
);

describe('site Markdown plugins that cannot go to the compile workers', () => {
  let dir: string;
  let first: CliRun;
  before(() => {
    dir = makeSite({
      'docusaurus.config.js': config('high water'),
      'node_modules/remark-swell-word/package.json': '{ "name": "remark-swell-word", "main": "index.js" }',
      'node_modules/remark-swell-word/index.js': SWELL_PLUGIN,
      'docs/moorings.md': '# Moorings\n\nAt %SWELL% the lines go slack. Ask the [harbour master](https://port.example.org).\n',
      ...POSTS,
    });
    first = tongsite(['build'], dir);
  });

  it('runs both on the pages they apply to, and says where they run, at their place in the config', () => {
    assert.equal(first.code, 0, first.stdout + first.stderr);
    const moorings = parseHtml(page(path.join(dir, 'build'), '/docs/moorings'));
    assert.match(textOf(one(moorings, 'article')), /At high water the lines go slack/);
    assert.equal(attr(one(moorings, 'article a[href="https://port.example.org"]'), 'class'), 'outbound');
    const output = first.stdout + first.stderr;
    const lines = readFileSync(path.join(dir, 'docusaurus.config.js'), 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    assert.match(output, new RegExp(`docusaurus\\.config\\.js:${lineOf('remarkSwellWord, {')}:\\d+.*remarkSwellWord runs on the main thread, since its options hold functions`));
    assert.match(output, new RegExp(`docusaurus\\.config\\.js:${lineOf('function rehypeMarkOutbound')}:\\d+.*rehypeMarkOutbound runs on the main thread, since it is a function the config writes itself`));
    assert.doesNotMatch(output, /not supported|not run/);
  });

  it('leaves the pages they do not apply to as they are: the blog, compiled on the workers', () => {
    const post = parseHtml(page(path.join(dir, 'build'), '/blog/2025/03/14/tide-14'));
    assert.match(textOf(one(post, 'article')), /The %SWELL% of day 14/);
    assert.equal(all(parseHtml(page(path.join(dir, 'build'), '/blog')), 'article').length, 10);
  });

  it('compiles their pages again when the config changes the function', () => {
    writeFileSync(path.join(dir, 'docusaurus.config.js'), config('low water'));
    const second = tongsite(['build'], dir);
    assert.equal(second.code, 0, second.stdout + second.stderr);
    assert.match(textOf(one(parseHtml(page(path.join(dir, 'build'), '/docs/moorings')), 'article')), /At low water the lines go slack/);
  });
});

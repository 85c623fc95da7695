// Markdown directives other than the admonitions, as Docusaurus treats them:
// a site's remark plugin may take one (it runs before the leftovers are dealt
// with); a container or leaf directive nothing took keeps its content in a
// <div> with a warning at its place (its body was dropped, but for its first
// line); prose that reads as a text directive (`10:30`) stays as written.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { docusaurusConfig, makeSite, page, tongsite } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({
    title: 'Harbour',
    host: 'harbour',
    classic: "{ docs: { routeBasePath: 'docs', remarkPlugins: [require('./src/remark/tide-chart')] }, blog: false }",
  }),
  // A plugin as sites write one for their own directive: it sets the node's data (hName, hProperties).
  'src/remark/tide-chart.js': `module.exports = function tideChart() {
  return (tree) => {
    const walk = (node) => {
      if (node.type === 'leafDirective' && node.name === 'tide') {
        node.data = { hName: 'figure', hProperties: { className: ['tide-chart'], 'data-port': node.attributes.port } };
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
};
`,
  'docs/notes.md': `# Notes

The ferry leaves at 10:30 sharp.

::tide[Spring tides]{port=dover}

:::security
Keep the gangway clear.

Lock the bollards.
:::
`,
};

describe('directives that are not admonitions', () => {
  it('reach the site’s remark plugins, and those none takes keep their content, with a warning', () => {
    const dir = makeSite(FILES);
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stderr);
    const html = page(path.join(dir, 'build'), '/docs/notes');
    assert.match(html, /<p>The ferry leaves at 10:30 sharp\.<\/p>/);
    assert.match(html, /<figure class="tide-chart" data-port="dover">Spring tides<\/figure>/);
    assert.match(html, /<div><p>Keep the gangway clear\.<\/p>\s*<p>Lock the bollards\.<\/p><\/div>/);
    assert.match(run.stdout, /warning docs\/notes\.md:7:1: the directive :::security is no admonition, and no plugin handles it/);
    // The plugin's directive and the prose warn of nothing.
    assert.equal(run.stdout.match(/\[unused-directive\]/g)?.length, 1);
  });
});

describe('the admonitions option of a content plugin', () => {
  it('makes its keywords admonitions, beside the default ones, in that plugin’s pages only', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({
        title: 'Harbour',
        host: 'harbour',
        classic: "{ docs: { routeBasePath: 'docs', admonitions: { keywords: ['security'], extendDefaults: true } }, blog: { admonitions: false } }",
      }),
      'docs/rules.md': '# Rules\n\n:::security[Mind the gap]\nKeep the gangway clear.\n:::\n\n:::tip\nArrive early.\n:::\n',
      'blog/2024-05-01-news.md': '---\ntitle: News\n---\n\n:::tip\nA new ferry.\n:::\n',
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stderr);
    const rules = page(path.join(dir, 'build'), '/docs/rules');
    assert.match(rules, /<div class="admonition admonition--security">.*?Mind the gap<\/div><div class="admonition__content"><p>Keep the gangway clear\.<\/p><\/div><\/div>/s);
    assert.match(rules, /<div class="admonition admonition--tip">/);
    // The blog has none: its :::tip is a directive nothing took.
    const news = page(path.join(dir, 'build'), '/blog/2024/05/01/news');
    assert.doesNotMatch(news, /<div class="admonition admonition--tip">/);
    assert.match(news, /<div><p>A new ferry\.<\/p><\/div>/);
    assert.match(run.stdout, /warning blog\/2024-05-01-news\.md:5:1: the directive :::tip is no admonition/);
    assert.doesNotMatch(run.stdout, /admonitions` is not supported/);
  });
});

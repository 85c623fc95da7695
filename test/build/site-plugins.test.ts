// A Docusaurus site's own plugins (test/fixtures/plugins-site), built once to
// disk: a local plugin wrapping the blog plugin adds the front page from its
// posts (createData modules, a post's excerpt as a component with its
// metadata); another loads data, adds a page with route props, gives global
// data a React page reads with usePluginData, and writes a file in postBuild;
// one installed in node_modules injects a head tag and global data; one
// written in the config injects a head tag. What tongsite does not call is
// one warning naming the plugin, its file and the method; PostCSS plugins
// without the site's postcss package, one warning.
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { build } from '../../src/api.js';
import type { BuildResult } from '../../src/model.js';
import { all, attr, one, parseHtml, textOf } from '../helpers/html.js';
import { ROOT, tempDir } from '../helpers/site.js';

describe("a Docusaurus site's own plugins", () => {
  let result: BuildResult;
  let outDir: string;
  const page = (file: string) => parseHtml(readFileSync(path.join(outDir, file), 'utf8'));
  before(async () => {
    // Outside the repository: its package.json would make the site's files ES modules for Node, as a site's are not.
    const dir = tempDir('tongsite-plugins-');
    cpSync(path.join(ROOT, 'test', 'fixtures', 'plugins-site'), dir, { recursive: true });
    outDir = path.join(dir, 'build');
    result = await build({ config: path.join(dir, 'docusaurus.config.js'), outDir, search: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics, null, 1));
  });

  it('renders the route a blog-wrapping plugin adds, its modules as props', () => {
    const front = page('index.html');
    assert.equal(textOf(one(front, '.front-title')), 'Kettle notes');
    assert.equal(textOf(one(front, '.front-count')), '2 posts');
    const cards = all(front, '.front-card');
    assert.deepEqual(
      cards.map((card) => [attr(one(card, 'h2 a'), 'href'), textOf(one(card, 'h2'))]),
      [
        ['/blog/2026/03/02/descaling', 'Descaling the kettle'],
        ['/blog/2026/01/15/first-boil', 'The first boil'],
      ],
    );
    assert.equal(textOf(one(cards[0]!, '.front-author')), 'Ada Brewer', "the excerpt carries its post's metadata");
    assert.match(textOf(cards[0]!), /Vinegar and water/);
    assert.doesNotMatch(textOf(cards[0]!), /Rinse twice/, 'cut at the truncate marker');
    assert.equal(textOf(one(cards[1]!, 'p:not(.front-author)')), 'Fill to the line and wait for the whistle.', 'a post without a marker whole, as its paragraph');
  });

  it('still builds the blog the plugin wraps', () => {
    assert.equal(textOf(one(page('blog/2026/03/02/descaling/index.html'), 'h1')), 'Descaling the kettle');
    assert.equal(all(page('blog/index.html'), 'article').length, 2);
  });

  it('gives a route its data module and its props', () => {
    const brews = page('brews/index.html');
    assert.equal(textOf(one(brews, 'main h1')), 'Latest brews');
    assert.deepEqual(all(brews, '.brews li').map(textOf), ['Oolong: 3 min', 'Sencha: 1 min'], "the plugin's options reached its loadContent");
  });

  it('gives a page the global data the plugin set', () => {
    const stats = page('stats/index.html');
    assert.equal(textOf(one(stats, '.brew-count')), '2 brews logged');
    // useDocusaurusContext(): the config's fields and customFields, its themeConfig, and the same global data.
    assert.equal(textOf(one(stats, '.brew-kettle')), 'Copper Kettle (Tea at the right heat) holds 1.7 litres, at https://kettle.example.org');
    assert.equal(textOf(one(stats, '.brew-navbar')), 'Kettle');
    assert.equal(textOf(one(stats, '.brew-global')), '2 in the global data');
    // The docs plugin's global data, as plugin-content-docs sets it (lib/globalData.js): each doc's path and sidebar, the main doc.
    const docs = one(stats, '.brew-docs');
    assert.deepEqual(all(docs, 'li').map(textOf).sort(), ['/docs/steeping (tutorialSidebar)', '/docs/water (tutorialSidebar)']);
    assert.deepEqual([attr(docs, 'data-path'), attr(docs, 'data-main'), attr(docs, 'data-last')], ['/docs', 'steeping', 'true']);
    // The plugin installed from npm: its validated options and its themeConfig settings, through setGlobalData.
    assert.equal(textOf(one(stats, '.brew-timer')), '4 minutes, then a whistle');
    assert.equal(all(stats, '[data-tongsite-page]').length, 0, 'not hydrated: it reads only what the build gave it, and renders the same in the browser');
  });

  it('adds the head tags a plugin injects to every page', () => {
    for (const file of ['index.html', 'brews/index.html', 'blog/index.html']) {
      assert.equal(attr(one(page(file), 'head meta[name="kettle-brand"]'), 'content'), 'copper', file);
      // From node_modules, run as Docusaurus runs it: in a production build.
      assert.equal(attr(one(page(file), 'head meta[name="kettle-timer"]'), 'content'), '4 min, whistle', file);
    }
  });

  it("runs postBuild with the site's routes and output folder", () => {
    const listed = readFileSync(path.join(outDir, 'pages.txt'), 'utf8').split('\n');
    for (const url of ['/', '/brews', '/stats', '/blog/2026/03/02/descaling', '/docs/water', '/404.html']) assert.ok(listed.includes(url), `${url} in ${listed.join(' ')}`);
    // In Docusaurus' order (sortRoutes, getRoutesPaths): the 404 page first, plain routes by path, the docs' nested routes after them, the site's root last.
    const order = readFileSync(path.join(outDir, 'pages-in-order.txt'), 'utf8').split('\n');
    const at = (url: string) => order.indexOf(url);
    assert.equal(order[0], '/404.html');
    assert.ok(at('/blog/2026/03/02/descaling') < at('/brews') && at('/brews') < at('/stats'), order.join(' '));
    assert.ok(at('/stats') < at('/docs/water') && at('/docs/water') < at('/'), order.join(' '));
    // Docusaurus' route tree: the docs plugin's route, its version route's props.version.docs.
    assert.deepEqual(readFileSync(path.join(outDir, 'docs.txt'), 'utf8').split('\n'), ['steeping: Steeping (How long each leaf wants.)', 'water: Water (Soft water tastes rounder.)']);
  });

  it('warns once for each method and tag it does not run, naming the plugin and its file', () => {
    const warnings = result.diagnostics.filter((d) => d.code === 'docusaurus-plugin');
    const webpack = warnings.filter((d) => d.message.includes('configureWebpack'));
    assert.equal(webpack.length, 1);
    assert.match(webpack[0]!.message, /`brew-log`/);
    assert.equal(path.basename(webpack[0]!.file!), 'index.js');
    assert.equal(webpack[0]!.line, 18);
    const body = warnings.filter((d) => d.message.includes('postBodyTags'));
    assert.equal(body.length, 1);
    assert.match(body[0]!.message, /`kettle-brand`/);
    // The site installs no postcss (its node_modules holds one plugin): its PostCSS plugins cannot run, and it is said.
    const postcss = warnings.filter((d) => d.message.includes('PostCSS'));
    assert.equal(postcss.length, 1);
    assert.match(postcss[0]!.message, /`kettle-brand` configures PostCSS plugins, and the site has no postcss package/);
    assert.equal(warnings.length, 3, warnings.map((w) => w.message).join('\n'));
    // The installed plugin reads themeConfig.kettleTimer: no warning that nothing reads it.
    assert.ok(!result.diagnostics.some((d) => d.message.includes('kettleTimer') || d.message.includes('kettle-timer')));
  });
});

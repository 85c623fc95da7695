// A Docusaurus site's blog options and switched-off plugins, built as they are
// written, with Docusaurus' rules (each names the file of facebook/docusaurus
// it comes from).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { all, attr, maybeOne, one, textOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const post = (title: string, extra = '') => `---\ntitle: ${title}\nauthors: [ada]\n${extra}---\nWhat happened: ${title.toLowerCase()}.\n`;
const htmlRoutes = (site: BuiltSite) => site.paths.filter((p) => p.endsWith('.html'));
const feedLinks = (site: BuiltSite, url: string) =>
  all(one(site.page(url), 'head'), 'link')
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'type') !== undefined)
    .map((l) => [attr(l, 'type'), attr(l, 'href'), attr(l, 'title')]);

describe('blog options of a Docusaurus config', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Harbour',
  url: 'https://harbour.example.org',
  baseUrl: '/',
  presets: [['classic', {
    docs: false,
    blog: {
      routeBasePath: 'news',
      blogTitle: 'Harbour news',
      blogDescription: 'What the harbour crew shipped.',
      blogSidebarCount: 0,
      postsPerPage: 'ALL',
      authorsMapPath: 'crew.yml',
      include: ['**/*.md'],
      exclude: ['**/drafts/**'],
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      feedOptions: { type: ['rss', 'json'], title: 'Harbour feed', description: 'Shipping notes', copyright: 'Harbour crew', limit: 2 },
    },
  }]],
  // A second blog: the ship's logbook, with its own folder, URLs, sidebar, authors and feed.
  plugins: [['@docusaurus/plugin-content-blog', {
    id: 'logbook',
    path: 'logbook',
    routeBasePath: 'log',
    blogTitle: 'Logbook',
    blogSidebarTitle: 'Latest entries',
    blogSidebarCount: 'ALL',
    postsPerPage: 2,
    feedOptions: { type: 'atom', title: 'Logbook' },
    editUrl: 'https://git.example.org/harbour/edit/main',
    editLocalizedFiles: true,
  }]],
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
};
`,
      // docs: false: the docs plugin is not loaded (packages/docusaurus-preset-classic/src/index.ts), its folder not read.
      'docs/intro.md': '# Left alone\n',
      // Bo has an author page (authorsMap.ts: `page: true`, the key in kebab case); Ada has none.
      'blog/crew.yml': 'ada:\n  name: Ada Crane\n  title: Harbour master\nbo:\n  name: Bo Pilot\n  title: Pilot\n  page: true\n',
      'blog/2024-01-10-first-boat.md': post('First boat', 'author: Ada Crane\nauthor_title: Harbour master\n'),
      'blog/2024-02-11-second-boat.md': post('Second boat', 'author: Ada Crane\n'),
      'blog/2024-03-12-third-boat.md':
        '---\ntitle: Third boat\nauthors: [ada, bo]\nlast_update:\n  date: 2024-05-02\n  author: Quay office\n---\nWhat happened: third boat.\n',
      // Left out by the blog's exclude and include globs.
      'blog/drafts/2024-04-01-unfinished.md': post('Unfinished'),
      'blog/2024-04-02-notes.mdx': post('Notes'),
      // The logbook reads its own authors file, in its own folder (index.ts: getDataFilePath of its contentPaths).
      'logbook/authors.yml': 'cy:\n  name: Cy Deckhand\n  page: true\n',
      'logbook/2024-05-01-fog.md': '---\ntitle: Fog\nauthors: [cy]\ntags: [weather]\n---\nFog all morning.\n',
      'logbook/2024-05-02-calm.md': '---\ntitle: Calm\nauthors: [cy]\n---\nA calm sea.\n',
      'logbook/2024-05-03-gale.md': '---\ntitle: Gale\nslug: /gale-warning\ntags: [weather]\n---\nA gale from the west.\n',
      // Its French translations are in its own i18n folder, named with its id (getPluginI18nPath).
      'i18n/fr/docusaurus-plugin-content-blog-logbook/2024-05-01-fog.md': '---\ntitle: Brouillard\nauthors: [cy]\ntags: [weather]\n---\nDu brouillard.\n',
      'i18n/fr/docusaurus-plugin-content-blog-logbook/options.json': '{ "sidebar.title": { "message": "Dernières entrées" } }\n',
    });
    site = await buildInMemory(dir);
  });

  it('makes the routes Docusaurus makes: posts, one list of all posts, the archive; no tags page without tags; no docs', () => {
    // packages/docusaurus-plugin-content-blog/src/routes.ts (buildAllRoutes): createTagsRoutes returns nothing
    // without tags, createArchiveRoute needs a listed post; blogUtils.ts (paginateBlogPosts): 'ALL' is one page.
    assert.deepEqual(
      htmlRoutes(site).filter((p) => p.startsWith('news/') || p.startsWith('docs/')),
      [
        'news/2024/01/10/first-boat/index.html',
        'news/2024/02/11/second-boat/index.html',
        'news/2024/03/12/third-boat/index.html',
        'news/archive/index.html',
        // createAuthorsRoutes (Docusaurus 3.5+): the list of the authors file's authors, a page for each author with `page`.
        'news/authors/bo/index.html',
        'news/authors/index.html',
        'news/index.html',
      ],
    );
    assert.equal(all(site.page('/news'), 'article').length, 3, 'postsPerPage ALL lists every post on one page');
  });

  it('lists the authors with their posts, and gives an author with `page` a page of their posts', () => {
    // theme-classic's BlogAuthorsListPage and BlogAuthorsPostsPage; theme.blog.author.pageTitle is "{authorName} - {nPosts}".
    const list = site.page('/news/authors');
    assert.equal(textOf(one(list, 'h1')), 'Authors');
    assert.deepEqual(
      all(list, '.avatar__name').map((h) => textOf(h).replace(/\s+/g, ' ').trim()),
      ['Ada Crane 3', 'Bo Pilot 1'],
    );
    assert.deepEqual(all(list, '.avatar__name a').map((a) => attr(a, 'href')), ['/news/authors/bo']);
    const bo = site.page('/news/authors/bo');
    assert.equal(textOf(one(bo, 'title')), 'Bo Pilot - One post | Harbour');
    assert.deepEqual(all(bo, 'article h2 a').map((a) => attr(a, 'href')), ['/news/2024/03/12/third-boat']);
    assert.equal(attr(one(bo, 'header a[href="/news/authors"]'), 'href'), '/news/authors');
    // A post links an author's name to their page when they have one (theme-classic's Blog/Components/Author: `page?.permalink || url`).
    const third = site.page('/news/2024/03/12/third-boat');
    assert.deepEqual(
      all(third, '.blog-post__authors .author__name').map((a) => [textOf(a), attr(a, 'href')]),
      [
        ['Ada Crane', undefined],
        ['Bo Pilot', '/news/authors/bo'],
      ],
    );
  });

  it('builds only the posts include matches and exclude does not, and shows the last update showLastUpdateTime/Author ask for', () => {
    // The content plugins' globs (docusaurus-utils/src/globUtils.ts): drafts/ excluded, the .mdx file not included (routes above).
    assert.equal(maybeOne(site.page('/news/archive'), 'a[href*="unfinished"]'), undefined);
    assert.equal(maybeOne(site.page('/news/archive'), 'a[href*="notes"]'), undefined);
    // Front matter last_update first (docusaurus-utils/src/lastUpdateUtils.ts, readLastUpdateData), shown as on a doc page.
    const third = site.page('/news/2024/03/12/third-boat');
    assert.equal(textOf(one(third, '.theme-last-updated')).replace(/\s+/g, ' ').trim(), 'Last updated on May 2, 2024 by Quay office');
  });

  it('titles the list pages with blogTitle and blogDescription, names the authors from authorsMapPath, and shows no sidebar for blogSidebarCount 0', () => {
    const list = site.page('/news');
    assert.match(textOf(one(list, 'title')), /^Harbour news/);
    assert.equal(attr(one(list, 'meta[name="description"]'), 'content'), 'What the harbour crew shipped.');
    assert.match(textOf(one(site.page('/news/2024/01/10/first-boat'), 'article')), /Ada Crane/);
    // packages/docusaurus-theme-classic/src/theme/BlogLayout: no sidebar when it has no items.
    assert.equal(maybeOne(list, '.blog-sidebar'), undefined);
  });

  it('writes the feeds feedOptions asks for, with its title, description, copyright and limit, and links them from every page', () => {
    // packages/docusaurus-plugin-content-blog/src/feed.ts: rss.xml, feed.json; title and description from feedOptions.
    assert.ok(site.has('news/rss.xml') && site.has('news/feed.json') && !site.has('news/atom.xml'));
    const rss = site.file('news/rss.xml');
    assert.match(rss, /<title>Harbour feed<\/title>/);
    assert.match(rss, /<description>Shipping notes<\/description>/);
    assert.match(rss, /<copyright>Harbour crew<\/copyright>/);
    assert.equal(rss.match(/<item>/g)?.length, 2, 'limit: 2 keeps the two newest posts');
    const json = JSON.parse(site.file('news/feed.json')) as { title: string; items: { title: string; url: string }[] };
    assert.equal(json.title, 'Harbour feed');
    assert.deepEqual(
      json.items.map((i) => i.url),
      ['https://harbour.example.org/news/2024/03/12/third-boat', 'https://harbour.example.org/news/2024/02/11/second-boat'],
    );
    // Every blog instance links its own feeds from every page (index.ts injectHtmlTags, feed.ts createFeedHtmlHeadTags).
    const links = [
      ['application/rss+xml', '/news/rss.xml', 'Harbour feed RSS Feed'],
      ['application/json', '/news/feed.json', 'Harbour feed JSON Feed'],
      ['application/atom+xml', '/log/atom.xml', 'Logbook Atom Feed'],
    ];
    assert.deepEqual(feedLinks(site, '/news'), links);
    assert.deepEqual(feedLinks(site, '/log/gale-warning'), links);
  });

  it('builds a second blog instance (plugin-content-blog with an id) at its own routeBasePath, with its own lists, tags, archive and authors', () => {
    // packages/docusaurus-plugin-content-blog/src/routes.ts (buildAllRoutes), per instance: the posts (a front matter
    // slug is not dated: blogUtils.ts), list pages of postsPerPage (paginateBlogPosts: page/<n>), tags, archive, authors.
    assert.deepEqual(
      htmlRoutes(site).filter((p) => p.startsWith('log/')),
      [
        'log/2024/05/01/fog/index.html',
        'log/2024/05/02/calm/index.html',
        'log/archive/index.html',
        'log/authors/cy/index.html',
        'log/authors/index.html',
        'log/gale-warning/index.html',
        'log/index.html',
        'log/page/2/index.html',
        'log/tags/index.html',
        'log/tags/weather/index.html',
      ],
    );
    const list = site.page('/log');
    assert.match(textOf(one(list, 'title')), /^Logbook/);
    assert.deepEqual(all(list, 'article h2 a').map((a) => attr(a, 'href')), ['/log/gale-warning', '/log/2024/05/02/calm']);
    assert.deepEqual(all(site.page('/log/tags/weather'), 'article h2 a').map((a) => attr(a, 'href')), ['/log/gale-warning', '/log/2024/05/01/fog']);
    assert.deepEqual(all(site.page('/log/authors'), '.avatar__name a').map((a) => attr(a, 'href')), ['/log/authors/cy']);
    // Neither blog's lists hold the other's posts.
    assert.equal(maybeOne(site.page('/news/archive'), 'a[href^="/log/"]'), undefined);
    assert.equal(maybeOne(site.page('/log/archive'), 'a[href^="/news/"]'), undefined);
  });

  it("gives the second blog's pages its own sidebar, and writes its feed of its own posts", () => {
    // theme-classic's BlogLayout shows the instance's sidebar (blogSidebarTitle, blogSidebarCount 'ALL'), the first blog none (count 0).
    const fog = site.page('/log/2024/05/01/fog');
    assert.equal(textOf(one(fog, '.blog-sidebar__title')), 'Latest entries');
    assert.deepEqual(all(fog, '.blog-sidebar__link').map((a) => attr(a, 'href')), ['/log/gale-warning', '/log/2024/05/02/calm', '/log/2024/05/01/fog']);
    assert.equal(maybeOne(site.page('/news/2024/01/10/first-boat'), '.blog-sidebar'), undefined);
    // feed.ts createBlogFeedFiles, per instance: below its routeBasePath, of its posts only.
    const atom = site.file('log/atom.xml');
    assert.match(atom, /<title>Logbook<\/title>/);
    assert.deepEqual([...atom.matchAll(/<link href="([^"]+)"\/>/g)].map((m) => m[1]), [
      'https://harbour.example.org/log/gale-warning',
      'https://harbour.example.org/log/2024/05/02/calm',
      'https://harbour.example.org/log/2024/05/01/fog',
    ]);
    assert.ok(!site.file('news/rss.xml').includes('/log/'));
  });

  it("translates the second blog from its own i18n folder, docusaurus-plugin-content-blog-<id>", () => {
    // packages/docusaurus-utils/src/i18nUtils.ts (getPluginI18nPath): `${pluginName}-${pluginId}` for an instance other than the default.
    const fog = site.page('/fr/log/2024/05/01/fog');
    assert.equal(textOf(one(fog, 'h1')), 'Brouillard');
    assert.equal(textOf(one(fog, '.blog-sidebar__title')), 'Dernières entrées');
    assert.match(textOf(one(site.page('/fr/log/2024/05/02/calm'), 'article')), /A calm sea\./);
    // editLocalizedFiles (blogUtils.ts): a translated post's edit link is its translation's file, an untranslated one's the original's.
    const editLink = (url: string) => all(site.page(url), 'a').map((a) => String(attr(a, 'href'))).find((href) => href.startsWith('https://git.example.org/'));
    assert.equal(editLink('/fr/log/2024/05/01/fog'), 'https://git.example.org/harbour/edit/main/i18n/fr/docusaurus-plugin-content-blog-logbook/2024-05-01-fog.md');
    assert.equal(editLink('/fr/log/2024/05/02/calm'), 'https://git.example.org/harbour/edit/main/logbook/2024-05-02-calm.md');
  });

  it('warns once of each legacy author field of the posts, and of none of these options', () => {
    const unused = site.result.diagnostics.filter((d) => d.code === 'front-matter-unused').map((d) => d.message);
    assert.equal(unused.length, 2, unused.join('\n'));
    assert.match(unused[0]!, /^front matter `author` is not used by tongsite in posts: .*\(set in 2 posts; said once\)$/);
    assert.match(unused[1]!, /^front matter `author_title` is not used/);
    const said = site.result.diagnostics.map((d) => d.message).join('\n');
    for (const option of ['blogTitle', 'blogDescription', 'blogSidebarCount', 'postsPerPage', 'authorsMapPath', 'include', 'exclude', 'showLastUpdateTime', 'showLastUpdateAuthor', 'feedOptions', 'docs']) {
      assert.ok(!said.includes(`.${option}\``), `${option} is done, so it is not warned about:\n${said}`);
    }
    assert.ok(!said.includes('plugin-content-blog'), `the second blog instance is built, so it is not warned about:\n${said}`);
  });
});

describe('blog: false, docs at the site root (docs-only mode)', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Quay',
  url: 'https://quay.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
      'docs/intro.md': '---\nslug: /\nsidebar_key: home\ncolour: teal\n---\n# Quay\n\nThe docs alone.\n',
      'docs/ropes.md': '---\ntitle: Ropes\nsidebar_key: ropes\n---\nKnots.\n',
      'blog/2024-01-10-ignored.md': '---\ntitle: Ignored\ntags: [boats]\n---\nNot published.\n',
    });
    site = await buildInMemory(dir);
  });

  it('makes no blog page, archive, tag or feed, links no feed, and the root doc is the home page', () => {
    assert.deepEqual(
      site.paths.filter((p) => p.startsWith('blog/')),
      [],
    );
    // website/docs/guides/docs/docs-introduction.mdx (Docs-only mode): the doc with slug / is the site's home.
    assert.match(textOf(one(site.page('/'), 'article')), /The docs alone\./);
    assert.ok(site.has('ropes/index.html'));
    assert.deepEqual(feedLinks(site, '/'), []);
  });

  it('says once of a front matter key of Docusaurus it does not use, at the first file, and nothing of a key of the site’s own', () => {
    const unused = site.result.diagnostics.filter((d) => d.code === 'front-matter-unused');
    assert.deepEqual(
      unused.map((d) => [d.message, d.file?.endsWith('docs/intro.md'), d.line]),
      [['front matter `sidebar_key` is not used by tongsite in docs: sidebar items are keyed by tongsite itself (set in 2 docs; said once)', true, 3]],
    );
  });
});

describe('the classic preset’s blog with no blog folder', () => {
  it('makes no blog page: the plugin loads no post, so it routes no list (plugin-content-blog’s loadContent)', async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Quay',
  url: 'https://quay.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
};
`,
      'docs/intro.md': '---\nslug: /\n---\n# Quay\n\nMoorings and tides.\n',
    });
    const site = await buildInMemory(dir);
    assert.deepEqual(
      htmlRoutes(site).filter((p) => p.startsWith('blog/')),
      [],
    );
    assert.ok(site.has('index.html'));
  });
});

describe('the reading time of a post (showReadingTime)', () => {
  it("counts the words of its Markdown as Docusaurus does, the URLs of its links among them (plugin-content-blog's readingTime.ts)", async () => {
    // 132 words of prose and ten links, whose URLs hold 80 words more: 234 in all, 2 minutes at 200 a minute (154 without the URLs).
    const prose = Array.from({ length: 12 }, (_, i) => `Lamp ${i} burns oil slowly through the long winter night here.`).join(' ');
    const links = Array.from({ length: 10 }, (_, i) => `[care ${i}](https://docs.example.org/guides/lamps/wicks/trimming-and-care)`).join(', ');
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Harbour',
  url: 'https://harbour.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: { showReadingTime: true, onUntruncatedBlogPosts: 'ignore' } }]],
};
`,
      'blog/2025-01-10-lamps.md': `---\ntitle: Lamps\n---\n\n${prose}\n\nRead more: ${links}.\n`,
    });
    const site = await buildInMemory(dir);
    assert.match(textOf(one(site.page('/blog/2025/01/10/lamps'), 'article header')), /2 min read/);
  });
});

describe("authors' socials", () => {
  it('are one warning at the first of them in authors.yml, naming the authors, since posts show no profile icons', async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Harbour',
  url: 'https://harbour.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore' } }]],
};
`,
      'blog/authors.yml': 'ada:\n  name: Ada Keeper\n  url: https://ada.example.org\nbo:\n  name: Bo Rigger\n  socials:\n    github: bo-rigger\ncy:\n  name: Cy Mast\n  socials:\n    x: cymast\n',
      'blog/2025-01-10-lamps.md': '---\ntitle: Lamps\nauthors: [ada, bo, cy]\n---\n\nThe lamps are lit.\n',
    });
    const site = await buildInMemory(dir);
    const socials = site.result.diagnostics.filter((d) => d.code === 'authors-socials');
    assert.equal(socials.length, 1);
    assert.match(socials[0]!.message, /the socials of 2 authors \(bo, cy\) are not shown/);
    assert.deepEqual([socials[0]!.file?.endsWith('blog/authors.yml'), socials[0]!.line, socials[0]!.column], [true, 6, 3]);
  });
});

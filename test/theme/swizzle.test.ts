// A Docusaurus site's swizzled components (src/theme), built once: an override
// replaces the theme's component wherever tongsite renders it — in the site's
// own Markdown, and in the partials it imports, which see the page's MDX
// components as under Docusaurus' MDXProvider — and `@theme-original/…` is
// the component it wraps. The site's Root, Navbar and Footer are the page frame's,
// on every page, from a bundle of their own. An override of a component
// tongsite does not render is a warning naming its file. Its NavbarItem/ComponentTypes adds navbar item
// types of its own (custom-*), which its config's items use. The same site's config has
// trailingSlash: false, a navbar dropdown and an html item, clientModules, and a
// search theme (tongsite's search at the route it gives, search.html here);
// a page lists its headings with TOCInline; its blog swizzles BlogPostItem/Footer and /Content. It turns mermaid on, but the copy
// has no `mermaid` installed: its diagram stays code, with a warning.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, one, textOf } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { swizzleFixtureCopy } from './swizzle-fixture.js';

/** The 1-based line of the first line of a file that contains `text`. */
const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

describe('swizzled theme components', () => {
  let site: BuiltSite;
  let dir: string;
  before(async () => {
    dir = swizzleFixtureCopy();
    // The classic theme as a site installs it (its components under lib/theme), and a module of the site's own under
    // src/theme that is no theme component: Docusaurus uses it only where the site imports it, and so does tongsite.
    const classic = path.join(dir, 'node_modules', '@docusaurus', 'theme-classic');
    for (const component of ['DocItem', 'DocItem/Footer', 'Layout', 'Layout/Provider', 'NavbarItem', 'NavbarItem/ComponentTypes', 'NavbarItem/DocNavbarItem']) {
      mkdirSync(path.join(classic, 'lib', 'theme', component), { recursive: true });
      writeFileSync(path.join(classic, 'lib', 'theme', component, 'index.js'), 'export default function Component() { return null; }\n');
    }
    writeFileSync(path.join(classic, 'package.json'), '{"name":"@docusaurus/theme-classic","version":"3.9.2"}\n');
    mkdirSync(path.join(dir, 'src', 'theme', 'LanternGlossary'));
    writeFileSync(path.join(dir, 'src', 'theme', 'LanternGlossary', 'index.js'), 'export default function LanternGlossary() { return null; }\n');
    site = await buildInMemory(dir);
  });

  it('gives the site’s MDXComponents to the page and to the partial it imports', () => {
    const badges = all(site.page('/docs/intro.html'), 'button.lantern-badge').map(textOf);
    assert.deepEqual(badges, ['a wick', 'lamp oil']);
  });

  it('compiles Markdown a page imports from outside the content folders, and what that imports', () => {
    // Docusaurus' MDX fallback loader compiles every imported .md/.mdx no content plugin includes (snippets/).
    const text = textOf(site.page('/docs.html'));
    assert.match(text, /A full lantern burns for about eight hours\./);
    assert.match(text, /Trim the wick to keep the flame low\./);
  });

  it('wraps the theme’s admonition in the site’s, in the page and in the partial', () => {
    const frames = all(site.page('/docs/intro.html'), '.lantern-frame');
    assert.deepEqual(
      frames.map((f) => attr(f, 'data-kind')),
      ['tip', 'note'],
    );
    for (const frame of frames) assert.ok(one(frame, ':scope > .admonition .admonition__content'), 'the original admonition inside the frame');
    assert.match(textOf(frames[0]!), /Trim first/);
  });

  it('hands a swizzled code block its code as text and the original its highlighting', () => {
    const block = one(site.page('/docs/intro.html'), '.lantern-code');
    assert.equal(textOf(one(block, '.lantern-code__count')), '2 lines');
    assert.ok(one(block, '.code-block .code-block__title'), 'the original block, titled');
    assert.match(textOf(one(block, 'pre')), /strike match\s+hold flame to wick/);
    assert.ok(all(block, 'pre span[style]').length > 0, 'highlighted');
  });

  it('stacks a theme the site lists over tongsite’s and under the site’s own, and gives a live block its props', () => {
    // The theme's CodeBlock takes the ```js live block (`live`, `metastring`), wrapped by the site's CodeBlock;
    // its LiveSum is framed by the site's override through @theme-original; its config default is read.
    const care = site.page('/docs/care.html');
    const framed = one(care, '.lantern-code > figure.lantern-live');
    assert.equal(attr(one(framed, '.lantern-sum'), 'data-meta'), 'live noInline');
    assert.equal(textOf(one(framed, 'textarea.lantern-sum__code')), '2 + 3');
    assert.equal(textOf(one(framed, 'output')), 'Total: 5');
    assert.equal(textOf(one(framed, 'figcaption')), 'Oil needed, in cups');
    assert.ok(one(care, '[data-tongsite-page]'), 'hydrated: the sum is edited in the browser');
    // A block without `live` keeps the theme's own code block (@theme-init/CodeBlock), highlighted.
    assert.ok(all(one(site.page('/docs/intro.html'), '.lantern-code'), 'pre span[style]').length > 0);
    assert.ok(
      !site.result.diagnostics.some((d) => /lantern-live|LiveSum|lanternLive/.test(`${d.file} ${d.message}`)),
      'the theme, its components and its config are used, not warned about',
    );
  });

  it('resolves a link to /file.md against the page’s docs folder, then the site folder, as Docusaurus does', () => {
    const links = all(one(site.page('/docs/care.html'), '.markdown'), 'p a').map((a) => [textOf(a), attr(a, 'href')]);
    assert.deepEqual(links.slice(0, 2), [
      ['lighting', '/docs/intro#steps'],
      ['notes', '/docs'],
    ]);
  });

  it('hydrates a page whose Markdown renders the site’s components', () => {
    assert.ok(one(site.page('/docs/intro.html'), '[data-tongsite-page]'));
  });

  it('lists the page’s headings where it writes <TOCInline toc={toc} />, nested by level', () => {
    const inline = one(site.page('/docs/intro.html'), '.markdown .toc-inline');
    assert.deepEqual(
      all(inline, ':scope > ul > li > a').map((a) => [attr(a, 'href'), textOf(a)]),
      [['#steps', 'Steps']],
    );
    assert.deepEqual(
      all(inline, ':scope > ul > li > ul > li > a').map((a) => [attr(a, 'href'), textOf(a)]),
      [['#after-dark', 'After dark']],
    );
  });

  it('writes each page as <path>.html when trailingSlash is false, the home page as index.html', () => {
    const html = site.paths.filter((p) => p.endsWith('.html'));
    assert.ok(html.includes('docs/intro.html'));
    assert.ok(html.includes('index.html'));
    assert.deepEqual(
      html.filter((p) => p.endsWith('/index.html')),
      [],
    );
    assert.ok(site.has('docs/intro/page-data.json'), 'its data where the client asks for it');
    // The docs index (slug: /) is docs.html, linked as /docs: Docusaurus' applyTrailingSlash takes the slash
    // off every route but the base URL (docusaurus-utils-common/src/applyTrailingSlash.ts).
    assert.ok(html.includes('docs.html'));
    assert.equal(attr(one(site.page('/docs/intro.html'), 'nav.menu a[href^="/docs"]'), 'href'), '/docs');
    // @easyops-cn/docusaurus-search-local routes /search: tongsite's results page there, and its box in the (wrapped) navbar.
    assert.ok(html.includes('search.html'));
    assert.equal(attr(one(site.page('/docs/intro.html'), '.navbar form.navbar__search'), 'action'), '/search');
    assert.ok(site.has('search-index.json'));
  });

  it('shows the navbar’s dropdown with its links and the html item as written', () => {
    const page = site.page('/docs/intro.html');
    const dropdown = one(page, '.navbar__items .dropdown');
    assert.equal(textOf(one(dropdown, '.dropdown__toggle')), 'Guides');
    assert.deepEqual(
      all(dropdown, '.dropdown__menu a').map((a) => [textOf(a), attr(a, 'href')]),
      [
        ['Lighting', '/docs/intro'],
        ['Lantern makers', 'https://makers.example.org'],
      ],
    );
    assert.equal(textOf(one(page, '.navbar__items--right .lantern-hours')), 'Open at dusk');
  });

  it('loads the config’s clientModules on every page: their script and their CSS', () => {
    for (const url of ['/docs/intro.html', '/docs/care.html', '/index.html']) {
      const head = one(site.page(url), 'head');
      const script = all(head, 'script').find((s) => /\/assets\/client-modules\.\w+\.js$/.test(String(attr(s, 'src'))));
      const sheet = all(head, 'link').find((l) => attr(l, 'rel') === 'stylesheet' && /\/assets\/client-modules\.\w+\.css$/.test(String(attr(l, 'href'))));
      assert.ok(script && sheet, url);
      assert.match(site.file(String(attr(sheet, 'href')).slice(1)), /\.lantern-badge\s*\{/);
      assert.match(site.file(String(attr(script, 'src')).slice(1)), /onRouteDidUpdate/);
    }
  });

  it('renders the site’s Footer, wrapping the theme’s, inside its Root, on every page', () => {
    for (const url of ['/docs/intro.html', '/index.html', '/404.html']) {
      const page = site.page(url);
      const original = one(page, 'footer.footer');
      const lantern = one(page, '.lantern-footer');
      assert.ok(original && lantern, url);
      assert.match(textOf(lantern), /Made by lamplight\.\s*Light the lamp/);
      // Its CSS module's class, and the frame's stylesheet that holds it, linked by the page.
      const glass = String(attr(lantern, 'class')).split(' ')[1]!;
      const sheet = all(one(page, 'head'), 'link').find((l) => /\/assets\/js\/frame-\w+\.css$/.test(String(attr(l, 'href'))));
      assert.ok(sheet, url);
      assert.match(site.file(String(attr(sheet, 'href')).slice(1)), new RegExp(`\\.${glass}\\s*\\{`));
    }
    // The client loads the frame's bundle, named in the site data, before it hydrates.
    const script = /"frameScript":"\/(assets\/js\/frame-\w+\.js)"/.exec(site.file('docs/intro.html'))?.[1];
    assert.ok(script && site.has(script));
  });

  it('wraps the theme’s Heading and Tabs with the site’s, in Markdown', () => {
    const care = site.page('/docs/care.html');
    const heading = one(care, '#__main .lantern-heading h2');
    assert.equal(attr(heading, 'id'), 'cleaning-the-glass', 'the theme’s heading, with its anchor');
    const tabs = all(care, '#__main .lantern-tabs [role="tab"]').map(textOf);
    assert.deepEqual(tabs, ['Soot', 'Oil'], 'the theme’s tabs inside the site’s');
  });

  it('renders the site’s Navbar, wrapping the theme’s, inside its Root, on every page', () => {
    for (const url of ['/docs/intro.html', '/index.html', '/404.html']) {
      const page = site.page(url);
      assert.equal(all(page, 'nav.navbar').length, 1, url);
      assert.equal(textOf(one(page, '.lantern-strip')), 'The lamp is out', url);
      assert.ok(
        all(one(page, 'nav.navbar'), 'a').some((a) => attr(a, 'href') === '/docs/intro'),
        `${url}: the theme's navbar, with its items`,
      );
    }
  });

  it('draws the navbar’s custom-* items with the site’s NavbarItem/ComponentTypes: in the bar by position, in the drawer as mobile items', () => {
    const nav = one(site.page('/docs/intro.html'), 'nav.navbar');
    // The lighter (its CSS module's class, in the frame's stylesheet) given the item's fields, position among them.
    const lighter = one(nav, '.navbar__items--right > button.lantern-lighter');
    assert.deepEqual([attr(lighter, 'data-position'), textOf(lighter)], ['right', '0 of 3 wicks lit']);
    const flint = String(attr(lighter, 'class')).split(' ')[1]!;
    const sheet = all(one(site.page('/docs/intro.html'), 'head'), 'link').find((l) => /\/assets\/js\/frame-\w+\.css$/.test(String(attr(l, 'href'))))!;
    assert.match(site.file(String(attr(sheet, 'href')).slice(1)), new RegExp(`\\.${flint}\\s*\\{`));
    // The theme's default and html types, as the site's code renders them: a link on the left (no position: left), markup on the right.
    const oil = one(nav, '.navbar__items:not(.navbar__items--right) > a.lantern-oil');
    assert.deepEqual([attr(oil, 'class'), attr(oil, 'href'), textOf(oil)], ['navbar__item navbar__link lantern-oil', '/docs/care', 'Oil notes']);
    assert.equal(textOf(one(nav, '.navbar__items--right > div.navbar__item > em.lantern-wick-note')), 'Trim before dusk');
    // Active on the page it links to, as NavbarNavLink marks it.
    const onCare = one(site.page('/docs/care.html'), 'nav.navbar a.lantern-oil');
    assert.deepEqual([attr(onCare, 'class'), attr(onCare, 'aria-current')], ['navbar__item navbar__link lantern-oil navbar__link--active', 'page']);
    // In the drawer, `mobile`: each draws its own list item, in the config's order; the snuffer has no component and no place.
    const drawer = one(nav, '#navbar-drawer > ul');
    assert.equal(textOf(one(drawer, ':scope > li.menu__list-item.lantern-lighter-item > button.lantern-lighter')), '0 of 3 wicks lit');
    assert.equal(attr(one(drawer, ':scope > li.menu__list-item > a.lantern-oil'), 'class'), 'menu__link lantern-oil');
    assert.ok(one(drawer, ':scope > div.menu__list-item > em.lantern-wick-note'));
    assert.equal(all(nav, '.lantern-dropdown').length, 0, 'the navbar’s dropdown is tongsite’s');
  });

  it('warns about a custom-* item whose type the site’s map lacks, at its place in the config, and about a built-in type it replaces', () => {
    const warnings = site.result.diagnostics.filter((d) => d.code === 'navbar-item-type');
    assert.deepEqual(
      warnings.map((w) => [path.relative(dir, w.file ?? ''), w.line]),
      [
        ['docusaurus.config.js', lineOf(path.join(dir, 'docusaurus.config.js'), "type: 'custom-snuffer'")],
        [path.join('src', 'theme', 'NavbarItem', 'ComponentTypes.js'), undefined],
      ],
    );
    assert.equal(
      warnings[0]!.message,
      "themeConfig.navbar.items[](type: custom-snuffer): the site's src/theme/NavbarItem/ComponentTypes has no component of this type; the item is left out of the navbar",
    );
    assert.match(
      warnings[0]!.hint ?? '',
      /add 'custom-snuffer' to the object src\/theme\/NavbarItem\/ComponentTypes exports, or remove the item \(Docusaurus fails the build on it\)/,
    );
    assert.match(warnings[1]!.message, /gives the built-in type "dropdown" a component of its own: tongsite's navbar draws its dropdown items itself/);
    // The items it has components for are not warned about; one in a dropdown, which tongsite draws itself, is, as the config is read.
    const named = site.result.diagnostics.filter((d) => /custom-/.test(d.message));
    assert.deepEqual(
      named.map((d) => [d.code, d.line]),
      [
        ['docusaurus-config', lineOf(path.join(dir, 'docusaurus.config.js'), "type: 'custom-lampLighter', wicks: 1")],
        ['navbar-item-type', warnings[0]!.line],
      ],
    );
    assert.match(
      named[0]!.message,
      /^`themeConfig\.navbar\.items\[\]\.items\[\]\(type: custom-lampLighter\)` is not supported by tongsite: tongsite draws a dropdown's links itself: the item is left out of the dropdown$/,
    );
  });

  it('renders the site’s NotFound as the 404 page, titled by its Layout, in the frame', () => {
    const page = site.page('/404.html');
    assert.equal(textOf(one(page, '#__main .lantern-lost h1')), 'Lost in the dark');
    assert.equal(all(page, '.not-found').length, 0, 'not the theme’s own');
    assert.match(textOf(one(page, 'title')), /^Lost in the dark/);
    assert.ok(one(page, 'nav.navbar') && one(page, 'footer.footer'));
  });

  it('draws the blog with the site’s BlogPostItem/Footer and /Content, Docusaurus’ blog contract around them', () => {
    // The Footer override wraps @theme-original/BlogPostItem/Footer and reads useBlogPost(); the Content override
    // renders the post as `children`, which is the post's own elements, with nothing around them.
    const post = site.page('/blog/2024/05/01/first-light.html');
    const article = one(post, '#__main article');
    const end = one(article, ':scope > .lantern-post-end');
    assert.equal(attr(end, 'data-post'), '/blog/2024/05/01/first-light');
    assert.equal(textOf(one(end, 'button.lantern-candle')), 'Candles lit: 0');
    assert.equal(attr(one(end, 'a'), 'href'), '/docs/care', 'its @docusaurus/Link, in the site’s context');
    assert.ok(one(article, ':scope > footer.blog-post__footer a.tag[href="/blog/tags/evenings"]'), 'the original footer, before the wrapper’s part');
    const body = one(article, ':scope > .lantern-post-body[data-view="post"]');
    assert.match(textOf(body), /We lit the harbour lanterns again tonight\.\s+The wicks were trimmed/);
    assert.ok(one(body, 'h2#what-we-learned'));
    assert.equal(textOf(one(article, 'h1.blog-post__title')), 'First light of the season', 'the parts it does not swizzle are the theme’s');
    // In the list: the excerpt, the footer's "Read More", no part of the post's own page.
    const list = site.page('/blog.html');
    const excerpts = all(list, '.lantern-post-body[data-view="list"]');
    assert.deepEqual(
      excerpts.map((e) => textOf(e).trim()),
      ['A note on oil for the long nights of winter: fill the lanterns before dusk.', 'We lit the harbour lanterns again tonight.'],
    );
    assert.equal(all(list, '.lantern-post-end').length, 0);
    assert.equal(attr(one(list, 'a.blog-post__read-more'), 'href'), '/blog/2024/05/01/first-light');
    assert.ok(!site.result.diagnostics.some((d) => /BlogPostItem/.test(`${d.file} ${d.message}`)), 'the blog overrides are used, not warned about');
  });

  it('warns once about an override of a component tongsite does not render, naming its file, and not about a module of the site’s own', () => {
    // Nor about NavbarItem/ComponentTypes, which draws the navbar's custom items, or NavbarItem/LampLighter, a module of the site's own there.
    const warnings = site.result.diagnostics.filter((d) => d.code === 'theme-override-unused');
    assert.deepEqual(
      warnings.map((w) => path.relative(dir, w.file ?? '')),
      [path.join('src', 'theme', 'DocItem', 'Footer', 'index.js'), path.join('src', 'theme', 'NavbarItem', 'DocNavbarItem', 'index.js')],
    );
    assert.match(warnings[0]!.message, /@theme\/DocItem,/);
    // An inner part of a component tongsite has, but not as a part of its own: named as the part.
    assert.match(warnings[1]!.message, /@theme\/NavbarItem\/DocNavbarItem,/);
  });

  it('warns about a broken plain <a href> of a site page, naming the page and its file, and still builds, as Docusaurus does', () => {
    assert.ok(site.result.ok);
    const broken = site.result.diagnostics.filter((d) => d.code === 'broken-link');
    assert.deepEqual(
      broken.map((d) => [d.severity, path.relative(dir, d.file ?? '')]),
      [['warning', path.join('src', 'pages', 'index.js')]],
    );
    assert.match(broken[0]!.message, /\/nowhere does not exist \(on \/, a plain <a href> of the site's code\)/);
    assert.match(broken[0]!.hint ?? '', /<Link to>/);
  });

  it('keeps a ```mermaid block as code when the site has no mermaid installed, and says what to install', () => {
    const warnings = site.result.diagnostics.filter((d) => d.code === 'mermaid-missing');
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0]!.file, path.join(dir, 'docusaurus.config.js'));
    assert.match(warnings[0]!.hint ?? '', /npm install @docusaurus\/theme-mermaid/);
    const page = site.page('/docs/intro.html');
    assert.equal(all(page, '.docusaurus-mermaid-container').length, 0);
    assert.ok(all(page, 'pre').some((pre) => /flowchart LR/.test(textOf(pre))));
    assert.ok(!site.result.diagnostics.some((d) => /mermaid/.test(d.message) && d.code !== 'mermaid-missing'), 'the theme and its options are read, not warned about');
  });

  it('lists the headings of a partial the page renders in the page’s table of contents, where it renders it', () => {
    // Docusaurus 3's remark/toc spreads an imported partial's toc where <Steps /> stands.
    const toc = one(site.page('/docs/intro.html'), 'nav.toc-desktop');
    assert.deepEqual(
      all(toc, 'a.table-of-contents__link').map((a) => [attr(a, 'href'), textOf(a)]),
      [
        ['#steps', 'Steps'],
        ['#filling', 'Filling'],
        ['#after-dark', 'After dark'],
      ],
    );
  });
});

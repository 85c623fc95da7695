// A Docusaurus site builds from its own docusaurus.config.* when the folder has
// no site.config.ts: the config is read as Docusaurus reads it (TypeScript or
// CommonJS, a function or a promise), its options land in the same resolved
// config as a site.config.ts's, and what tongsite does not do is a warning at
// the place the config writes it.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type ConfigMemo, loadConfig } from '../../src/config/load-config.js';
import { BuildError } from '../../src/diagnostics/build-error.js';
import { all, attr, one, parseHtml, textOf } from '../helpers/html.js';
import { buildSite, makeSite, page, ROOT, tempDir, tongsite } from '../helpers/site.js';

const TS_FIXTURE = path.join(ROOT, 'test', 'fixtures', 'docusaurus-config-ts');
const CJS_FIXTURE = path.join(ROOT, 'test', 'fixtures', 'docusaurus-config-cjs');

function copyOf(fixture: string): string {
  const dir = tempDir('tongsite-docusaurus-config-');
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** The 1-based line of the first line of a file that contains `text`. */
const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

describe('a Docusaurus config read as it is', () => {
  it('resolves a TypeScript config exporting an async function to the same config model as site.config.ts', async () => {
    const memo: ConfigMemo = {};
    const config = await loadConfig(path.join(TS_FIXTURE, 'site.config.ts'), memo);
    assert.equal(config.format, 'docusaurus');
    assert.equal(config.configFile, path.join(TS_FIXTURE, 'docusaurus.config.ts'));
    assert.equal(config.siteDir, TS_FIXTURE);
    assert.equal(config.docsDir, path.join(TS_FIXTURE, 'docs'));
    assert.deepEqual([config.title, config.tagline, config.url, config.baseUrl], ['Lantern Notes', 'Notes on a small oil lamp', 'https://lantern.example.org', '/']);
    assert.deepEqual(
      config.locales.map((l) => [l.code, l.label, l.htmlLang, l.urlPrefix]),
      [
        ['en', 'English', 'en', ''],
        ['fr', 'Français', 'fr-FR', '/fr'],
      ],
    );
    assert.deepEqual(config.customFields, { greeting: 'Light the lamp', wicks: 3 });
    assert.equal(config.docs.editUrl, 'https://git.example.org/lantern/edit/main');
    assert.deepEqual(config.markdownPlugins.docs?.remark, [
      { name: 'remarkLampWord', module: path.join(TS_FIXTURE, 'node_modules', 'remark-lamp-word', 'index.js'), exportName: '', options: { word: 'lantern' } },
      // The site's own CommonJS file, required by Node rather than bundled into the config, so the workers can load it too.
      { name: 'remarkWickLength', module: path.join(TS_FIXTURE, 'plugins', 'remark-wick-length.js'), exportName: '' },
    ]);
    assert.ok(memo.current?.inputs.includes(path.join(TS_FIXTURE, 'plugins', 'remark-wick-length.js')), 'an edit of the plugin reloads the config');
    assert.deepEqual([config.blog.showReadingTime, config.blog.sidebarTitle, config.blog.sidebarCount], [false, 'Latest notes', 'ALL']);
    assert.deepEqual(config.customCss, [path.join(TS_FIXTURE, 'src', 'css', 'custom.css')]);
    assert.deepEqual(config.colorMode, { defaultMode: 'dark', respectPrefersColorScheme: false, disableSwitch: false });
    assert.deepEqual(config.extraLanguages, ['lua']);
    // prism.theme colours code in both modes (no darkTheme), as theme-common's usePrismTheme has it.
    for (const mode of [':root', "[data-theme='dark']"]) {
      assert.ok(config.codeColoursCss.includes(`${mode}{--shiki-foreground:#222222;--shiki-background:#fffdf5;`), config.codeColoursCss);
      assert.ok(config.codeColoursCss.split(mode)[1]!.includes('--shiki-token-keyword:#8a3b12'), config.codeColoursCss);
    }
    assert.deepEqual(config.navbar.items, [
      // doc and docSidebar items are resolved against the built docs (content/site-data.ts).
      { type: 'docSidebar', sidebarId: 'notes', label: 'Notes', position: 'left' },
      { type: 'doc', docId: 'wiring/cables', label: 'Cables', position: 'left' },
      { label: 'Journal', to: '/blog', position: 'left' },
      { activeBaseRegex: 'docs/intro/?$', label: 'Start', to: '/docs/intro', position: 'left' },
      { activeBasePath: 'docs/wiring', label: 'Wiring', to: '/docs/wiring/cables', position: 'left' },
      { label: 'Source', href: 'https://git.example.org/lantern', position: 'right' },
      { 'aria-label': 'Issues', className: 'lamp-issues-link', target: '_self', href: 'https://git.example.org/lantern/issues', position: 'right' },
      // The site's own type: its other fields are the props of its component (src/theme/NavbarItem/ComponentTypes).
      { type: 'custom-oilGauge', props: { level: 3, label: 'Oil' }, position: 'right' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { html: '<span class="lamp-heading">Shops</span>', to: '#', className: 'lamp-heading-item' },
          { label: 'Shop', href: 'https://shop.example.org', className: 'lamp-shop-item', 'aria-label': 'The lamp shop, elsewhere' },
          { label: 'Forge', to: 'https://forge.example.org' },
        ],
        position: 'left',
      },
      { type: 'dropdown', label: 'Parts', items: [{ label: 'Cable notes', to: '/docs/wiring/cables' }], dropdownActiveClassDisabled: true, position: 'left' },
      { label: 'Intro page', href: '/docs/intro', prependBaseUrlToHref: true, position: 'left' },
      { type: 'html', html: '<b>beta</b>', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
    ]);
    assert.deepEqual(config.footer.links?.[0]?.items[3], { html: '<a class="footer__link-item" href="https://forum.example.org">Forum</a>' });
    assert.equal(config.contentSecurityPolicy, undefined, 'Docusaurus has no Content-Security-Policy; a site read from its config gets none');
  });

  it('reads baseUrl from the environment, as the config computes it', async () => {
    process.env.LANTERN_BASE_URL = '/lamp/';
    try {
      assert.equal((await loadConfig(path.join(TS_FIXTURE, 'docusaurus.config.ts'))).baseUrl, '/lamp/');
    } finally {
      delete process.env.LANTERN_BASE_URL;
    }
  });

  it('names each option, plugin and item tongsite does not do, once, at its line and column in the config', async () => {
    const file = path.join(TS_FIXTURE, 'docusaurus.config.ts');
    const { warnings } = await loadConfig(file);
    const at = (text: string) => warnings.find((w) => w.message.includes(text));
    const plugin = at('`docusaurus-plugin-wick-counter`');
    assert.ok(plugin, warnings.map((w) => w.message).join('\n'));
    assert.deepEqual([plugin.file, plugin.line, plugin.column], [file, lineOf(file, "plugins: ['docusaurus-plugin-wick-counter']"), 15]);
    // A plugin the config writes itself runs on the main thread (it cannot go to the compile workers), which an info line says.
    assert.match(at('rehypeMarkExternal')?.message ?? '', /rehypeMarkExternal runs on the main thread, since it is a function the config writes itself/);
    assert.equal(at('rehypeMarkExternal')?.severity, 'info');
    assert.equal(at('rehypeMarkExternal')?.line, lineOf(file, 'function rehypeMarkExternal'));
    assert.ok(!at('remarkLampWord'), 'a plugin from a package runs, so it is not warned about');
    assert.match(
      at('themeConfig.headTags')?.message ?? '',
      /^`themeConfig\.headTags` is read by neither Docusaurus nor tongsite: `headTags` is an option of the config's top level$/,
    );
    // A custom-* item is kept for the site's component: whether the site has one is known once its theme is built.
    assert.ok(!at('custom-oilGauge'));
    // versionPersistence 'none' (theme-classic's options.ts allows it; the choice is kept for the visit only): done, so not named.
    assert.ok(!at('versionPersistence'));
    assert.ok(warnings.every((w) => w.severity !== 'error' && w.file === file));
    assert.equal(new Set(warnings.map((w) => w.message)).size, warnings.length, 'each warning once');
    // Algolia's search gives way to tongsite's, with the page its theme routes: an info line, no warning.
    const search = warnings.filter((w) => w.code === 'docusaurus-search');
    assert.deepEqual(
      search.map((w) => [w.severity, w.line]),
      [['info', lineOf(file, 'algolia:')]],
    );
    assert.match(search[0]!.message, /themeConfig\.algolia .* replaced by tongsite's own search: .* results page at \/search/);
    for (const quiet of [
      'organizationName',
      'customFields',
      'localeDropdown',
      'dropdown',
      'html',
      'announcementBar',
      'colorMode',
      'metadata',
      'favicon',
      'showLastUpdateTime',
      'prism',
    ]) {
      assert.ok(!warnings.some((w) => w.severity === 'warning' && w.message.includes(quiet)), `${quiet} is done, so it is not warned about`);
    }
  });

  it('builds the site with `tongsite build` and no site.config.ts: its routes, its navbar and footer, its head tags, no Content-Security-Policy', () => {
    const dir = copyOf(TS_FIXTURE);
    // The site's own remark plugin waits longer than the compile limit (made small here): the page is built, with a warning
    // (its time is the wait and more on a busy machine).
    const run = buildSite(dir, [], { TONGSITE_COMPILE_TIME_LIMIT: '0.3', LANTERN_PARTS_DELAY_MS: '600' });
    assert.match(run.stdout + run.stderr, /docusaurus\.config\.ts:\d+:15: the plugin `docusaurus-plugin-wick-counter` is not run by tongsite/);
    assert.match(
      run.stdout + run.stderr,
      /warning docs\/intro\.md: the site's own remark\/rehype plugins took [\d.]+ s on docs\/intro\.md \(remarkWickLength [\d.]+ s\); the page was built: tongsite limits its own compile of a page to 0\.3 s/,
    );
    // The custom item: no src/theme/NavbarItem/ComponentTypes gives its component, so it is left out, with a warning saying what to do.
    assert.match(
      run.stdout + run.stderr,
      new RegExp(
        `warning docusaurus\\.config\\.ts:${lineOf(path.join(dir, 'docusaurus.config.ts'), "type: 'custom-oilGauge'")}:\\d+: themeConfig\\.navbar\\.items\\[\\]\\(type: custom-oilGauge\\): the site has no src/theme/NavbarItem/ComponentTypes giving this type a component; the item is left out of the navbar`,
      ),
    );
    assert.match(
      run.stdout + run.stderr,
      /hint: swizzle NavbarItem\/ComponentTypes: src\/theme\/NavbarItem\/ComponentTypes\.js exporting \{ \.\.\.ComponentTypes, 'custom-oilGauge': YourComponent \}/,
    );
    // Docusaurus checks no image its config's HTML names: a missing one is a warning, not a failed build.
    assert.match(run.stdout + run.stderr, /warning docusaurus\.config\.ts: missing file: \/docs\/[^ ]*img\/lamp\.svg does not exist/);
    const build = path.join(dir, 'build');
    for (const url of ['/', '/docs/intro/', '/docs/wiring/cables/', '/blog/', '/fr/', '/fr/docs/intro/', '/search/', '/fr/search/']) page(build, url);
    // themeConfig.algolia: tongsite's search box and its results page in each locale (theme-search-algolia's route), and an index.
    assert.equal(attr(one(parseHtml(page(build, '/fr/')), 'form.navbar__search'), 'action'), '/fr/search');
    assert.ok(existsSync(path.join(build, 'search-index.json')) && existsSync(path.join(build, 'fr', 'search-index.json')));
    // The blog's editUrl is a function of the post: called with its folder, the post's path in it, the page and the locale.
    assert.ok(
      all(parseHtml(page(build, '/blog/2024/03/01/first-light/')), 'a').some(
        (a) => attr(a, 'href') === 'https://git.example.org/lantern/notes/en/blog/2024-03-01-first-light.md?page=/blog/2024/03/01/first-light',
      ),
      'the edit link the function gives',
    );
    // Navbar items as theme-classic's NavbarNavLink draws them: the site's class, label and target on the link, active by
    // activeBasePath or activeBaseRegex, no external-link icon without a label.
    const navLink = (url: string, label: string) => all(one(parseHtml(page(build, url)), 'nav'), 'a').find((a) => textOf(a) === label)!;
    const activeOn = (url: string) => ['Start', 'Wiring'].filter((label) => String(attr(navLink(url, label), 'class')).includes('navbar__link--active'));
    assert.deepEqual(activeOn('/docs/intro/'), ['Start']);
    assert.deepEqual(activeOn('/docs/wiring/cables/'), ['Wiring']);
    const parts = all(one(parseHtml(page(build, '/docs/wiring/cables/')), 'nav'), '.dropdown__toggle').find((t) => textOf(t) === 'Parts')!;
    assert.doesNotMatch(String(attr(parts, 'class')), /navbar__link--active/, 'dropdownActiveClassDisabled');
    // A dropdown's links carry their own classes and labels; `to: '#'` stays an anchor of the page, as useBaseUrl leaves it.
    const more = all(one(parseHtml(page(build, '/fr/')), 'nav'), '.dropdown__menu a');
    const heading = more.find((a) => String(attr(a, 'class')).includes('lamp-heading-item'))!;
    assert.deepEqual([attr(heading, 'class'), attr(heading, 'href'), textOf(heading)], ['dropdown__link lamp-heading-item', '#', 'Shops']);
    const shopItem = more.find((a) => attr(a, 'href') === 'https://shop.example.org')!;
    assert.deepEqual([attr(shopItem, 'class'), attr(shopItem, 'aria-label')], ['dropdown__link lamp-shop-item', 'The lamp shop, elsewhere']);
    const forge = more.find((a) => textOf(a).startsWith('Forge'))!;
    assert.deepEqual([attr(forge, 'href'), attr(forge, 'target')], ['https://forge.example.org', '_blank'], 'another site by `to`');
    const wicks = all(one(parseHtml(page(build, '/fr/')), 'footer'), 'a').find((a) => textOf(a).startsWith('Wick maker'))!;
    assert.deepEqual([attr(wicks, 'href'), attr(wicks, 'target')], ['https://wicks.example.org', '_blank'], 'another site by `to`, in the footer');
    assert.equal(attr(navLink('/fr/', 'Intro page'), 'href'), '/fr/docs/intro', 'prependBaseUrlToHref');
    const issues = all(one(parseHtml(page(build, '/docs/intro/')), 'nav'), 'a').find((a) => attr(a, 'href') === 'https://git.example.org/lantern/issues')!;
    assert.deepEqual(
      [attr(issues, 'class'), attr(issues, 'aria-label'), attr(issues, 'target'), all(issues, 'svg').length],
      ['navbar__link lamp-issues-link', 'Issues', '_self', 0],
    );
    // The sitemap plugin's options (plugin-sitemap options.ts): its file name, each URL's changefreq and priority, the paths left out.
    const sitemap = readFileSync(path.join(build, 'pages.xml'), 'utf8');
    assert.ok(!existsSync(path.join(build, 'sitemap.xml')));
    assert.match(sitemap, /<loc>https:\/\/lantern\.example\.org\/docs\/intro<\/loc><changefreq>daily<\/changefreq><priority>1\.0<\/priority>/);
    // lastmod 'date': a page's last update where it shows one (the docs show the time; this one's from its front matter).
    assert.match(sitemap, /<loc>https:\/\/lantern\.example\.org\/docs\/wiring\/cables<\/loc><lastmod>2026-03-04<\/lastmod><changefreq>daily<\/changefreq>/);
    assert.doesNotMatch(sitemap, /<loc>[^<]*\/(fr|blog\/tags)\//);
    assert.match(readFileSync(path.join(build, 'robots.txt'), 'utf8'), /^Sitemap: https:\/\/lantern\.example\.org\/pages\.xml$/m);
    // The blog sidebar's posts under their years (themeConfig.blog.sidebar.groupByYear).
    const groups = all(parseHtml(page(build, '/blog/')), '.blog-sidebar [role="group"]');
    assert.deepEqual(
      groups.map((g) => [textOf(one(g, 'h3')), all(g, 'a').map(textOf)]),
      [['2024', ['First light']]],
    );
    const home = parseHtml(page(build, '/'));
    // The navbar logo as theme-classic's Logo draws it: its link and target, an image per colour mode, its width.
    assert.match(String(attr(one(home, 'nav.navbar'), 'class')), /\bnavbar--dark\b/, 'navbar.style');
    const brand = one(home, 'a.navbar__brand');
    assert.deepEqual([attr(brand, 'href'), attr(brand, 'target')], ['https://lantern.example.org/start', '_blank']);
    assert.deepEqual(
      all(brand, 'img').map((img) => [attr(img, 'class'), attr(img, 'src'), attr(img, 'width')]),
      [
        ['navbar__logo themedImage themedImage--light', '/img/lamp.svg', '28'],
        ['navbar__logo themedImage themedImage--dark', '/img/lamp-night.svg', '28'],
      ],
    );
    assert.match(textOf(one(home, 'title')), /Lantern Notes/);
    const nav = textOf(one(home, 'nav'));
    for (const label of ['Lantern', 'Notes', 'Cables', 'Journal', 'Source', 'More', 'Shop']) assert.ok(nav.includes(label), `navbar has ${label}: ${nav}`);
    assert.equal(textOf(one(home, 'nav .navbar__item b')), 'beta', 'the html item as written');
    assert.ok(all(home, 'footer a').some((a) => attr(a, 'href') === 'https://forum.example.org'));
    // A footer link's class, label and target, as FooterLinkItem passes them.
    const shop = all(home, 'footer a').find((a) => attr(a, 'href') === 'https://shop.example.org')!;
    assert.deepEqual([attr(shop, 'class'), attr(shop, 'aria-label'), attr(shop, 'target')], ['footer__link-item lamp-shop-link', 'The lamp shop', '_self']);
    const head = one(home, 'head');
    assert.equal(all(head, 'meta').filter((m) => attr(m, 'http-equiv') === 'Content-Security-Policy').length, 0);
    assert.ok(all(head, 'link').some((l) => attr(l, 'rel') === 'stylesheet' && attr(l, 'href') === 'https://cdn.example.org/lamp.css'));
    assert.ok(all(head, 'script').some((s) => attr(s, 'src') === 'https://cdn.example.org/lamp.js' && attr(s, 'async') !== undefined));
    assert.ok(all(head, 'meta').some((m) => attr(m, 'name') === 'lamp-colour' && attr(m, 'content') === 'amber'));
    assert.ok(all(head, 'meta').some((m) => attr(m, 'name') === 'keywords' && attr(m, 'content') === 'lamp, wick, oil'));
    // themeConfig.image is the social card of pages without their own; a doc's front matter image wins on its page.
    const cards = (html: string) => all(one(parseHtml(html), 'head'), 'meta').flatMap((m) => (attr(m, 'property') === 'og:image' ? [attr(m, 'content')] : []));
    assert.deepEqual(cards(page(build, '/')), ['https://lantern.example.org/img/card.png']);
    assert.deepEqual(cards(page(build, '/docs/intro/')), ['https://lantern.example.org/img/lamp.svg']);
    // The docs' remark plugin, from the site's node_modules, ran with its options on the compile workers.
    const cables = parseHtml(page(build, '/docs/wiring/cables/'));
    assert.match(textOf(one(cables, 'article')), /An electric lantern needs a cable/);
    // The doc's Markdown in theme-classic's classes, which a site's CSS and its plugins (an llms.txt's content selector) look for.
    assert.match(textOf(one(cables, '.theme-doc-markdown.markdown')), /An electric lantern needs a cable/);
    // themeConfig.tableOfContents.maxHeadingLevel 4: the table of contents lists the h4 too.
    assert.deepEqual(all(one(cables, '.toc-desktop'), 'a').map(textOf), ['Ratings', 'Indoor', 'Dry rooms']);
    // And the site's own plugin, from a CommonJS file beside the config.
    assert.match(textOf(one(parseHtml(page(build, '/docs/intro/')), 'article')), /Trim the wick to 12 mm before lighting/);
    // The navbar's labels are translated from i18n/fr/docusaurus-theme-classic/navbar.json, as Docusaurus does.
    assert.ok(textOf(one(parseHtml(page(build, '/fr/')), 'nav')).includes('Carnet'));
  });

  it('reads a CommonJS config: module.exports, require(), require.resolve of a .js that is .ts, and a package from node_modules', async () => {
    const dir = copyOf(CJS_FIXTURE);
    // A package the config imports, installed in the site's own node_modules.
    mkdirSync(path.join(dir, 'node_modules', 'kettle-brand'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'kettle-brand', 'package.json'), '{"name":"kettle-brand","main":"index.js"}');
    writeFileSync(path.join(dir, 'node_modules', 'kettle-brand', 'index.js'), "exports.brandTitle = 'Kettle Guide';");
    const config = await loadConfig(path.join(dir, 'docusaurus.config.js'));
    assert.equal(config.title, 'Kettle Guide');
    assert.equal(config.baseUrl, '/guide/');
    assert.deepEqual(config.customFields, { sidebarsFile: path.join(dir, 'sidebars.ts') });
    const run = buildSite(dir);
    assert.equal(run.code, 0);
    const boiling = parseHtml(page(path.join(dir, 'build'), '/docs/boiling/'));
    // No search plugin or theme in the config: no search at all, as under Docusaurus, and one info line saying so.
    assert.equal(all(boiling, '.navbar__search, [role="search"]').length, 0, 'no search box');
    for (const file of ['search/index.html', 'search-index.json']) assert.ok(!existsSync(path.join(dir, 'build', file)), `no ${file}`);
    assert.equal(
      run.stdout.match(/^info docusaurus\.config\.js: the site configures no search plugin or theme tongsite stands in for .*so tongsite builds no search/gm)?.length,
      1,
      run.stdout,
    );
    // The one warning is the navbar's link home (the site has no home page); the info line is not counted.
    assert.equal(run.stdout.match(/^warning /gm)?.length, 1, run.stdout);
    assert.match(run.stdout, /\(1 warning\)\.$/m);
  });

  it('stops with the file, line and column when the config throws or does not parse, and leaves build/ as it was', () => {
    const throwing = makeSite({
      'docusaurus.config.js': "const title = 'x';\n\nmodule.exports = (() => {\n  throw new Error('no kettle here');\n})();\n",
      'docs/a.md': '# A\n',
      'build/index.html': '<p>the last good build</p>',
    });
    const thrown = tongsite(['build'], throwing);
    assert.equal(thrown.code, 1);
    assert.equal(readFileSync(path.join(throwing, 'build', 'index.html'), 'utf8'), '<p>the last good build</p>');
    assert.match(thrown.stderr, /docusaurus\.config\.js:4:\d+.*no kettle here/);
    const broken = makeSite({ 'docusaurus.config.ts': "export default {\n  title: 'x',\n  url: 'https://x.example.org',,\n};\n", 'docs/a.md': '# A\n' });
    const parsed = tongsite(['build'], broken);
    assert.equal(parsed.code, 1);
    assert.match(parsed.stderr, /docusaurus\.config\.ts:3:\d+/);
    const editing = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'x', url: 'https://x.example.org', presets: [['classic', { docs: { editUrl: () => { throw new Error('no forge'); } } }]] };\n",
      'docs/a.md': '# A\n',
    });
    const edited = tongsite(['build'], editing);
    assert.equal(edited.code, 1);
    assert.match(edited.stdout + edited.stderr, /^error docusaurus\.config\.js: the editUrl function threw on docs\/a\.md: no forge/m);
  });

  it('rejects a config that gives no object, naming the file', async () => {
    const dir = makeSite({ 'docusaurus.config.mjs': 'export default async () => 42;\n' });
    await assert.rejects(loadConfig(path.join(dir, 'site.config.ts')), (e: unknown) => e instanceof BuildError && /gave number, not a config object/.test(e.message));
  });
});

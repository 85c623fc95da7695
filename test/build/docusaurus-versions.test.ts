// Versioned docs as Docusaurus has them, on a small versioned site
// (test/fixtures/versioned-site: the unreleased docs, release 2.0 as the latest,
// release 1.0, and a second docs instance with a release of its own), built once: routes,
// sidebars, banners, badges, the dropdowns, the sitemap, and in Chromium the reader's
// remembered version of each instance. Each rule names the
// file of facebook/docusaurus it comes from.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { resolveDocsVersions } from '../../src/config/docs-versions.js';
import type { DocsVersioningOptions } from '../../src/model.js';
import { browserSuite, serveBuild, wakeClient } from '../helpers/browser.js';
import { buildSite, page, ROOT, tempDir, tongsite } from '../helpers/site.js';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'versioned-site');

/** The fixture built once into a temporary folder, shared by every test of this file. */
let built: string | undefined;
/** What the build printed (its warnings). */
let buildOutput = '';
function buildFixture(): string {
  if (!built) {
    const dir = tempDir('tongsite-versions-');
    cpSync(FIXTURE, dir, { recursive: true });
    const run = buildSite(dir);
    buildOutput = run.stdout + run.stderr;
    built = path.join(dir, 'build');
  }
  return built;
}

/** Every HTML route of a build folder, as URL paths. */
function routesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(path.join(dir, rel)).isDirectory()) return routesOf(dir, rel);
    return name === 'index.html' ? [`/${prefix}${prefix ? '/' : ''}`] : [];
  });
}

const text = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('versioned docs: the routes and pages Docusaurus gives them', () => {
  it('puts the latest version at /docs/, the current one at /docs/next/ and others at /docs/<name>/, in every locale', () => {
    // packages/docusaurus-plugin-content-docs/src/versions/version.ts, getVersionPathPart; files.ts for the folders.
    const docs = routesOf(buildFixture())
      .filter((r) => /^\/(zh-CN\/)?docs\//.test(r))
      .sort();
    const en = ['/docs/', '/docs/1.0/', '/docs/1.0/batteries/', '/docs/guides/setup/', '/docs/next/', '/docs/next/guides/dimmer/', '/docs/next/guides/setup/'];
    // Each version's tag pages (routes.ts, buildVersionTagsRoutes): see the tags test below.
    const tags = ['/docs/next/tags/', '/docs/next/tags/gear/', '/docs/next/tags/night-light/', '/docs/next/tags/safety/', '/docs/tags/', '/docs/tags/hardware/'];
    assert.deepEqual(docs, [...en, ...tags, ...[...en, ...tags].map((r) => `/zh-CN${r}`)].sort());
  });

  it('shows each version’s own sidebar and text, and its translations with their labels', () => {
    const dir = buildFixture();
    // A category without a page of its own links its first item in the HTML (theme-classic's SSR fallback): not a link of its own.
    const sidebarLinks = (url: string) => [...page(dir, url).matchAll(/class="menu__link(?:(?!menu__link--sublist-caret)[^"])*"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(sidebarLinks('/docs/1.0/'), ['/docs/1.0/', '/docs/1.0/batteries']);
    assert.match(page(dir, '/docs/guides/setup'), /press the switch once/);
    assert.match(page(dir, '/docs/next/guides/setup'), /press the switch twice/);
    // i18n/zh-CN/docusaurus-plugin-content-docs/version-2.0/ and version-2.0.json (files.ts, getDocsDirPathLocalized).
    const zh = page(dir, '/zh-CN/docs/');
    assert.match(zh, /本文介绍 2\.0 版/);
    assert.match(zh, /menu__link[^>]*>指南</);
    // zh-CN gets tongsite's Chinese UI words, as Docusaurus gives it zh-Hans' (src/content/ui-locale.ts).
    assert.equal(text(zh, /theme-doc-version-badge[^>]*>(.*?)<\/span>/), '版本：2.0 正式版');
    assert.match(zh, /class="pagination-nav__sublabel">下一页</);
  });

  it('gives unreleased and unmaintained versions their banner, linking to the same doc in the latest version', () => {
    // version.ts, getDefaultVersionBanner; theme-classic's DocVersionBanner.
    const dir = buildFixture();
    const next = page(dir, '/docs/next/guides/setup');
    assert.equal(text(next, /theme-doc-version-banner[^>]*><div>(.*?)<\/div>/), 'This is unreleased documentation for Lantern Canary version.');
    assert.match(next, /see the <b><a href="\/docs\/guides\/setup">latest version<\/a><\/b> \(2\.0\)/);
    // A doc the latest version does not have: the link goes to its main doc (the doc at its root).
    const old = page(dir, '/docs/1.0/batteries');
    assert.equal(text(old, /theme-doc-version-banner[^>]*><div>(.*?)<\/div>/), 'This is documentation for Lantern 1.0, which is no longer actively maintained.');
    assert.match(old, /theme-doc-version-banner[^>]*><div>[^<]*(?:<!-- -->)?<b>1\.0<\/b>/, 'the version in bold, as theme-classic writes it');
    assert.match(old, /<a href="\/docs\/">latest version<\/a>/);
    assert.doesNotMatch(page(dir, '/docs/guides/setup'), /theme-doc-version-banner/);
  });

  it('shows the badge on a site of several versions, and the dropdown with the same doc in each version', () => {
    // version.ts, getVersionBadge: a badge when more than one version is built.
    const dir = buildFixture();
    const html = page(dir, '/docs/next/guides/setup');
    assert.equal(text(html, /theme-doc-version-badge[^>]*>(.*?)<\/span>/), 'Version: Canary');
    const dropdown = html.match(/<div class="dropdown version-dropdown">.*?<\/ul>/)?.[0] ?? '';
    const items = [...dropdown.matchAll(/<a class="dropdown__link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
    assert.deepEqual(items, [
      ['Canary', '/docs/next/guides/setup'],
      ['2.0', '/docs/guides/setup'],
      ['1.0', '/docs/1.0/'],
      ['All releases', 'https://lantern.example.org/releases'],
    ]);
  });

  it('makes tag pages per version from front matter tags and tags.yml, and links a doc’s tags to them', () => {
    // docusaurus-utils/src/tags.ts (normalizeTag: a tag tags.yml defines takes its label, permalink and description;
    // another is inline, its permalink the label in kebab case; reportInlineTags warns of inline tags when there is a
    // tags file); utils-validation/src/tagsFile.ts (normalizeTagsFile: `safety:` alone is labelled Safety at /safety);
    // plugin-content-docs/src/props.ts (a tag's docs sorted by title; the list's count of docs).
    const dir = buildFixture();
    const list = page(dir, '/docs/next/tags');
    assert.equal(text(list, /<title>(.*?)<\/title>/), 'Tags | Lantern');
    const tagLinks = [...list.matchAll(/<a class="tag" href="([^"]+)">([^<]+)<span class="tag__count">(\d+)</g)].map((m) => `${m[2]} ${m[3]} ${m[1]}`);
    assert.deepEqual(tagLinks, ['Hardware 2 /docs/next/tags/gear', 'night light 1 /docs/next/tags/night-light', 'Safety 1 /docs/next/tags/safety']);
    const gear = page(dir, '/docs/next/tags/gear');
    assert.equal(text(gear, /<h1>(.*?)<\/h1>/), '2 docs tagged with &quot;Hardware&quot;');
    assert.match(gear, /<p>The lamp, its switch and its batteries\.<\/p><a href="\/docs\/next\/tags">View All Tags<\/a>/);
    assert.deepEqual(
      [...gear.matchAll(/<a href="([^"]+)"><h2>([^<]+)<\/h2><\/a>/g)].map((m) => `${m[2]} ${m[1]}`),
      ['Setting up /docs/next/guides/setup', 'The dimmer /docs/next/guides/dimmer'],
    );
    assert.match(gear, /<p>Plugging the lantern in\.<\/p>/);
    // The doc page lists its tags, each linking to its page in the doc's version.
    const footerTags = [...page(dir, '/docs/next/guides/setup').matchAll(/<a class="tag" href="([^"]+)" rel="tag">([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(footerTags, ['Hardware /docs/next/tags/gear', 'Safety /docs/next/tags/safety']);
    // Release 2.0 has no tags.yml: its `Hardware` is inline, at its own version's tags path.
    assert.match(page(dir, '/docs/guides/setup'), /<a class="tag" href="\/docs\/tags\/hardware" rel="tag">Hardware</);
    // A locale reads the version's translated tags.yml first (utils-validation/src/tagsFile.ts, getTagsFile:
    // getDataFilePath looks in i18n/<locale>/docusaurus-plugin-content-docs/current before docs/).
    const zhGear = page(dir, '/zh-CN/docs/next/tags/gear');
    assert.equal(text(zhGear, /<h1>(.*?)<\/h1>/), '2 篇文档带有标签「硬件」');
    assert.match(zhGear, /<p>灯、开关和电池。<\/p>/);
    const zhTags = [...page(dir, '/zh-CN/docs/next/guides/setup').matchAll(/<a class="tag" href="([^"]+)" rel="tag">([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(zhTags, ['硬件 /zh-CN/docs/next/tags/gear', '安全 /zh-CN/docs/next/tags/safety']);
    assert.match(buildOutput, /docs\/guides\/dimmer\.md:3:1: tags \[night light\] are not defined in tags\.yml \[inline-tags\]/);
    assert.doesNotMatch(buildOutput, /front matter `tags` is not used/);
  });

  it('gives a doc’s own components the docs plugin’s hooks, with each locale’s URLs', () => {
    // plugin-content-docs/src/client: useDoc (doc.tsx, the metadata of docs.ts), useDocsVersion and useDocsSidebar
    // (docsVersion.tsx, docsSidebar.tsx), useActiveDocContext, useVersions and useDocVersionSuggestions over the
    // global data (index.ts, docsClientUtils.ts), which each locale builds with its own URLs (globalData.ts).
    const dir = buildFixture();
    const note = (url: string) => text(page(dir, url), /<aside class="reading-note">(.*?)<\/aside>/);
    const en = note('/docs/next/guides/setup');
    assert.equal(
      en,
      '“Setting up” (/guides/setup, hardware and safety, 1 sections) in Canary of the guide sidebar, next: The dimmer' +
        'Version current of current/2.0/1.0; this page is also in current, 2.0; preferred: none' +
        'This guide in the latest release',
    );
    assert.match(page(dir, '/docs/next/guides/setup'), /<a href="\/docs\/guides\/setup" class="reading-note__latest">/);
    // The Chinese page reads the Chinese URLs: a path already under /zh-CN/ is kept, as Docusaurus' withBaseUrl keeps it.
    assert.equal(note('/zh-CN/docs/next/guides/setup'), en);
    assert.match(page(dir, '/zh-CN/docs/next/guides/setup'), /<a href="\/zh-CN\/docs\/guides\/setup" class="reading-note__latest">/);
  });

  it('keeps noIndex versions out of the sitemap and marks their pages noindex', () => {
    // version.ts, getVersionNoIndex; theme-classic's DocVersionRoot adds the robots meta.
    const dir = buildFixture();
    assert.match(page(dir, '/docs/1.0/batteries'), /<meta name="robots" content="noindex, nofollow">/);
    const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    assert.doesNotMatch(sitemap, /\/docs\/1\.0\//);
    assert.match(sitemap, /<loc>https:\/\/lantern\.example\.org\/docs\/next\/guides\/dimmer<\/loc>/);
  });
});

describe('a second docs instance: its own folder, routes, sidebars, versions and navbar items', () => {
  /** The navbar's links of a page: [label, href]. */
  const navbarLinks = (html: string) =>
    [...(html.match(/<nav.*?<\/nav>/s)?.[0] ?? '').matchAll(/<a class="navbar__(?:item navbar__)?link[^"]*" href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [
      m[2]!.replace(/<[^>]+>/g, ''),
      m[1],
    ]);

  it('routes the instance below its routeBasePath, its versions from community_versions.json, in every locale', () => {
    // files.ts: <id>_versions.json, <id>_versioned_docs/version-<v>/; version.ts: the latest (1.0) at the
    // base, current at next/; translations in i18n/<locale>/docusaurus-plugin-content-docs-<id>/ (getDocsDirPathLocalized).
    const community = routesOf(buildFixture())
      .filter((r) => /^\/(zh-CN\/)?community\//.test(r))
      .sort();
    const en = ['/community/next/recipes/night-walk/', '/community/next/welcome/', '/community/welcome/'];
    // The instance's tagsBasePath (`topics`); the zh-CN translation of the tagged doc has no tags, so zh-CN has no tag page.
    const topics = ['/community/next/topics/', '/community/next/topics/meetups/'];
    assert.deepEqual(community, [...en, ...topics, ...en.map((r) => `/zh-CN${r}`)].sort());
    const zh = page(buildFixture(), '/zh-CN/community/next/welcome');
    assert.match(zh, /用 Lantern 做东西的人在这里相聚/);
    assert.equal(text(zh, /theme-doc-version-badge[^>]*>(.*?)<\/span>/), '版本：下一季');
    assert.match(zh, /menu__link[^>]*>做法</);
  });

  it('resolves relative .md links of every instance’s and version’s translations, and links to another instance, in the page’s locale', () => {
    const dir = buildFixture();
    const hrefOf = (url: string, label: string) => page(dir, url).match(new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`))?.[1];
    // A translated doc's `recipes/night-walk.md` names the instance's doc, which has no translation, at its
    // zh-CN URL: Docusaurus tries the file's folder, then the version's contentPath and contentPathLocalized
    // (docusaurus-utils/src/markdownLinks.ts, resolveMarkdownLinkPathname; plugin-content-docs/src/index.ts
    // gives each version's paths). The same in the second instance and in version 2.0's translations.
    assert.equal(hrefOf('/zh-CN/community/next/welcome', '夜行'), '/zh-CN/community/next/recipes/night-walk');
    assert.equal(hrefOf('/zh-CN/docs/', '安装'), '/zh-CN/docs/guides/setup');
    assert.equal(hrefOf('/community/next/welcome', 'a night walk'), '/community/next/recipes/night-walk');
    // `intro.md` from docs/guides/: not beside the file, so in the version's folder; `/guides/setup.md` in
    // the version's folder (then the site's); `@site/` in the site's (the same function).
    for (const [locale, prefix] of [['', ''], ['zh-CN', '/zh-CN']]) {
      const dimmer = `${locale ? `/${locale}` : ''}/docs/next/guides/dimmer`;
      assert.equal(hrefOf(dimmer, 'the start'), `${prefix}/docs/next/`);
      assert.equal(hrefOf(dimmer, 'the guide'), `${prefix}/docs/next/guides/setup`);
      assert.equal(hrefOf(dimmer, 'the same guide'), `${prefix}/docs/next/guides/setup`);
    }
    // Between instances: Docusaurus resolves a .md link only within its own instance (sourceToPermalink per
    // plugin, contentHelpers.ts) and reports the rest as broken Markdown links; tongsite links the doc,
    // in the locale of the page, as an absolute link would be.
    assert.equal(hrefOf('/community/next/welcome', 'the introduction'), '/docs/next/');
    assert.equal(hrefOf('/zh-CN/community/next/welcome', '介绍'), '/zh-CN/docs/next/');
    assert.equal(hrefOf('/docs/next/guides/dimmer', 'the community'), '/community/next/welcome');
    assert.equal(hrefOf('/zh-CN/docs/next/guides/dimmer', 'the community'), '/zh-CN/community/next/welcome');
  });

  it('gives each instance its own sidebar, banner, edit link and version dropdown', () => {
    const dir = buildFixture();
    // A category without a page of its own links its first item in the HTML (theme-classic's SSR fallback): not a link of its own.
    const sidebarLinks = (url: string) => [...page(dir, url).matchAll(/class="menu__link(?:(?!menu__link--sublist-caret)[^"])*"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(sidebarLinks('/community/next/welcome'), ['/community/next/welcome', '/community/next/recipes/night-walk']);
    assert.deepEqual(sidebarLinks('/community/welcome'), ['/community/welcome']);
    const next = page(dir, '/community/next/welcome');
    assert.equal(text(next, /theme-doc-version-banner[^>]*><div>(.*?)<\/div>/), 'This is unreleased documentation for Lantern Next version.');
    assert.match(next, /see the <b><a href="\/community\/welcome">latest version<\/a><\/b> \(1\.0\)/);
    // The instance's editUrl and the doc's path from the site folder (docs.ts, getEditUrl): with editCurrentVersion, the current
    // version's file for every version; with editLocalizedFiles, a translated page's own file (versions.ts, getVersionEditUrls).
    const editLink = (url: string) => /href="(https:\/\/git\.example\.org\/lantern\/edit\/[^"]+)"/.exec(page(dir, url))?.[1];
    assert.equal(editLink('/community/welcome'), 'https://git.example.org/lantern/edit/main/community/welcome.md');
    assert.equal(editLink('/zh-CN/community/welcome'), 'https://git.example.org/lantern/edit/main/community/welcome.md', 'the 1.0 page shows the original');
    assert.equal(editLink('/zh-CN/community/next/welcome'), 'https://git.example.org/lantern/edit/main/i18n/zh-CN/docusaurus-plugin-content-docs-community/current/welcome.md');
    // The default instance's editUrl is a function: called with the version, its folder, the doc's path in it, the page and the locale.
    assert.match(page(dir, '/docs/guides/setup'), /href="https:\/\/git\.example\.org\/lantern\/en\/2\.0\/versioned_docs\/version-2\.0\/guides\/setup\.md\?page=%2Fdocs%2Fguides%2Fsetup"/);
    assert.match(page(dir, '/zh-CN/docs/next/'), /href="https:\/\/git\.example\.org\/lantern\/zh-CN\/current\/docs\/intro\.md\?page=%2Fzh-CN%2Fdocs%2Fnext%2F"/);
    // Two dropdowns: the default instance's (Canary, 2.0, 1.0, then its dropdownItemsAfter) and the community's (Next, 1.0), each of its own versions.
    const dropdowns = [...next.matchAll(/<div class="dropdown version-dropdown">.*?<\/ul>/g)].map((m) =>
      [...m[0].matchAll(/<a class="dropdown__link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((a) => `${a[2]} ${a[1]}`),
    );
    // A dropdown is marked active on its own docs' pages, unless dropdownActiveClassDisabled (the default instance's) says not.
    const toggles = (url: string) => [...page(dir, url).matchAll(/<div class="dropdown version-dropdown"><button type="button" class="([^"]+)"/g)].map((m) => m[1]!.includes('navbar__link--active'));
    assert.deepEqual(toggles('/community/next/welcome').slice(0, 2), [false, true]);
    assert.deepEqual(toggles('/docs/next/guides/setup').slice(0, 2), [false, false]);
    assert.deepEqual(dropdowns.slice(0, 2), [
      ['Canary /docs/next/', '2.0 /docs/', '1.0 /docs/1.0/', 'All releases https://lantern.example.org/releases'],
      ['Next /community/next/welcome', '1.0 /community/welcome'],
    ]);
  });

  it('links docSidebar and doc items with docsPluginId to that instance’s docs, in the version read or latest', () => {
    // theme-classic's DocSidebarNavbarItem, DocNavbarItem; theme-common's useLayoutDocsSidebar, useLayoutDoc.
    const dir = buildFixture();
    const own = (url: string) => navbarLinks(page(dir, url)).filter(([label]) => label === 'Guide' || label === 'Community' || label === 'Meet us');
    assert.deepEqual(own('/').slice(0, 3), [
      ['Guide', '/docs/'],
      ['Community', '/community/welcome'],
      ['Meet us', '/community/welcome'],
    ]);
    assert.deepEqual(own('/community/next/recipes/night-walk').slice(0, 3), [
      ['Guide', '/docs/'],
      ['Community', '/community/next/welcome'],
      ['Meet us', '/community/next/welcome'],
    ]);
  });
});

/** A site folder with versions.json and a folder per version, resolved with the given options. */
function versionsOf(names: string[], options: DocsVersioningOptions = {}) {
  const siteDir = tempDir('tongsite-version-options-');
  writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(names));
  for (const name of ['docs', ...names.map((n) => `versioned_docs/version-${n}`)]) mkdirSync(path.join(siteDir, name), { recursive: true });
  const versions = resolveDocsVersions({ siteDir, pluginId: 'default', docsDir: path.join(siteDir, 'docs'), routeBasePath: 'docs', options, at: path.join(siteDir, 'docusaurus.config.js') });
  return versions.map((v) => ({ name: v.name, base: v.routeBasePath, label: v.label, banner: v.banner ?? null, badge: v.badge, last: v.isLast }));
}

describe('versioned docs: the version options', () => {
  it('reads lastVersion, onlyIncludeVersions, includeCurrentVersion and each version’s options as version.ts does', () => {
    assert.deepEqual(versionsOf(['2', '1'], { lastVersion: 'current', versions: { '1': { path: 'legacy', label: 'One', banner: 'none', badge: false } } }), [
      { name: 'current', base: 'docs', label: 'Next', banner: null, badge: true, last: true },
      { name: '2', base: 'docs/2', label: '2', banner: 'unmaintained', badge: true, last: false },
      { name: '1', base: 'docs/legacy', label: 'One', banner: null, badge: false, last: false },
    ]);
    assert.deepEqual(versionsOf(['2', '1'], { onlyIncludeVersions: ['current', '1'] }), [
      { name: 'current', base: 'docs/next', label: 'Next', banner: 'unreleased', badge: true, last: false },
      { name: '1', base: 'docs', label: '1', banner: null, badge: true, last: true },
    ]);
    // One version built: no badge (version.ts, getVersionBadge).
    assert.deepEqual(versionsOf(['2'], { includeCurrentVersion: false }), [{ name: '2', base: 'docs', label: '2', banner: null, badge: false, last: true }]);
  });

  it('refuses what Docusaurus refuses, with its words', () => {
    // versions/validation.ts and files.ts.
    assert.throws(() => versionsOf(['2'], { lastVersion: '3' }), /Docs option lastVersion: 3 is invalid\. Available version names are: current, 2/);
    assert.throws(() => versionsOf(['2'], { versions: { '9': { label: 'Nine' } } }), /Invalid docs option "versions": unknown versions \(9\) found/);
    assert.throws(() => versionsOf(['2'], { onlyIncludeVersions: [] }), /an empty array is not allowed/);
    assert.throws(() => versionsOf(['a/b']), /Invalid version name "a\/b": version name should not include slash/);
    assert.throws(() => versionsOf([], { includeCurrentVersion: false }), /It is not possible to use docs without any version/);
  });
});

describe('versioned docs in the browser', () => {
  const suite = browserSuite(buildFixture);
  const KEY = 'docs-preferred-version-default';

  it('remembers the version a reader picks or follows, and the navbar’s docs link and dropdown follow it', async () => {
    // theme-common's docsPreferredVersion: saved on a pick in the dropdown or the banner's link, read by
    // useDocsVersionCandidates (the version read, else the preferred one, else the latest).
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const open = async (url: string) => {
      await page.goto(suite.origin + url);
      await wakeClient(page);
    };
    const guideHref = () => page.getAttribute('.navbar__items a.navbar__link:text-is("Guide")', 'href');
    const dropdownLabel = () => page.textContent('.navbar__items--right .version-dropdown .dropdown__toggle > span:last-child');

    await open('/');
    assert.equal(await guideHref(), '/docs/');
    assert.equal(await dropdownLabel(), '2.0');

    // The banner of an old version: its link goes to the same doc in the latest version and makes that one preferred.
    await open('/docs/next/guides/setup');
    assert.equal(await page.isVisible('.theme-doc-version-banner'), true);
    assert.equal(await page.textContent('.theme-doc-version-badge'), 'Version: Canary');
    await page.click('.theme-doc-version-banner a');
    await page.waitForURL(`${suite.origin}/docs/guides/setup`);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), '2.0');

    // A pick in the dropdown: the same doc in that version; remembered, then followed from a page outside the docs.
    await page.hover('.navbar__items--right .version-dropdown');
    await page.click('.navbar__items--right .version-dropdown a:text-is("Canary")');
    await page.waitForURL(`${suite.origin}/docs/next/guides/setup`);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), 'current');
    // The guide's own component, hydrated, reads the choice through useDocsPreferredVersion, in either locale.
    await page.waitForSelector('.reading-note__versions:has-text("preferred: current")');
    await open('/zh-CN/docs/next/guides/setup');
    await page.waitForSelector('.reading-note__versions:has-text("preferred: current")');
    assert.equal(await page.getAttribute('.reading-note__latest', 'href'), '/zh-CN/docs/guides/setup');
    await open('/');
    assert.equal(await guideHref(), '/docs/next/');
    assert.equal(await dropdownLabel(), 'Canary');

    // On a page of another version the links follow the version read, whatever is preferred.
    await open('/docs/1.0/batteries');
    assert.equal(await guideHref(), '/docs/1.0/');
    assert.equal(await dropdownLabel(), '1.0');

    // The second instance keeps its own choice (docs-preferred-version-community), leaving the default one's.
    await open('/community/welcome');
    await page.hover('.navbar__items--right .version-dropdown >> nth=1');
    await page.click('.navbar__items--right .version-dropdown >> nth=1 >> a:text-is("Next")');
    await page.waitForURL(`${suite.origin}/community/next/welcome`);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-community')), 'current');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), 'current');
    await open('/');
    assert.equal(await page.getAttribute('.navbar__items a.navbar__link:text-is("Community")', 'href'), '/community/next/welcome');
    assert.equal(await guideHref(), '/docs/next/');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the choice for the visit only under versionPersistence: none', async () => {
    // theme-classic's options.ts allows 'none'; plugin-content-docs' client/docsPreferredVersion.tsx then
    // saves the choice in React state only (createStorageSlot with persistence 'none' stores nothing).
    const dir = tempDir('tongsite-versions-none-');
    cpSync(FIXTURE, dir, { recursive: true });
    const configFile = path.join(dir, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('themeConfig: {', "themeConfig: {\n    docs: { versionPersistence: 'none' },"));
    const run = buildSite(dir);
    assert.doesNotMatch(run.stdout + run.stderr, /versionPersistence/, 'a value Docusaurus accepts is no warning');
    const server = await serveBuild(path.join(dir, 'build'));
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const guideHref = () => page.getAttribute('.navbar__items a.navbar__link:text-is("Guide")', 'href');
    await page.goto(`${server.origin}/docs/guides/setup`);
    await wakeClient(page);
    await page.hover('.navbar__items--right .version-dropdown');
    await page.click('.navbar__items--right .version-dropdown a:text-is("Canary")');
    await page.waitForURL(`${server.origin}/docs/next/guides/setup`);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null, 'nothing stored');
    // Within the visit (client navigation) the navbar's docs link follows the choice…
    await page.click('.navbar__brand');
    await page.waitForURL(`${server.origin}/`);
    assert.equal(await guideHref(), '/docs/next/');
    // …and a new visit starts from the latest version.
    await page.goto(`${server.origin}/`);
    await wakeClient(page);
    assert.equal(await guideHref(), '/docs/');
    await context.close();
    await server.close();
  });

  it('searches the docs of the version read, and pages outside the docs', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    /** The paths of the search box's hits for a query typed on a page; `early`: before the client has come (early-results.ts). */
    const hitsOn = async (url: string, query: string, early = false) => {
      await page.goto(suite.origin + url);
      if (!early) await wakeClient(page);
      await page.fill('.navbar__search-input', query);
      // Read as they appear: the early ones give way to the box's own once the client they wake has hydrated.
      const list = `${early ? '.search-early ' : ''}.search-dropdown__list[data-query="${query}"]`;
      const hrefs = await page.waitForFunction(
        (list) => {
          const shown = document.querySelector(list);
          return shown && [...shown.querySelectorAll('.search-hit a')].map((a) => new URL((a as HTMLAnchorElement).href).pathname);
        },
        list,
      );
      return ((await hrefs.jsonValue()) as string[]).sort();
    };
    // "switch" is in the setup guide of 2.0 and of the next release.
    assert.deepEqual(await hitsOn('/docs/next/', 'switch'), ['/docs/next/guides/setup']);
    assert.deepEqual(await hitsOn('/docs/next/', 'switch', true), ['/docs/next/guides/setup'], 'the same before the client has come');
    assert.deepEqual(await hitsOn('/docs/', 'switch'), ['/docs/guides/setup']);
    // Outside the docs: the latest version's.
    assert.deepEqual(await hitsOn('/', 'switch'), ['/docs/guides/setup']);
    await context.close();
  });
});

describe('tongsite docs:version', () => {
  it('snapshots the docs, their translations and sidebars, and puts the name first in versions.json, as docusaurus docs:version does', () => {
    // packages/docusaurus-plugin-content-docs/src/cli.ts, cliDocsVersionCommand.
    const dir = tempDir('tongsite-docs-version-');
    cpSync(FIXTURE, dir, { recursive: true });
    const run = tongsite(['docs:version', '3.0'], dir);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /\[docs\]: version 3\.0 created!/);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['3.0', '2.0', '1.0']);
    assert.equal(readFileSync(path.join(dir, 'versioned_docs/version-3.0/guides/dimmer.md'), 'utf8'), readFileSync(path.join(dir, 'docs/guides/dimmer.md'), 'utf8'));
    assert.match(readFileSync(path.join(dir, 'i18n/zh-CN/docusaurus-plugin-content-docs/version-3.0/intro.md'), 'utf8'), /本文介绍下一个版本/);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8')), {
      guide: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup', 'guides/dimmer'] }],
    });

    const again = tongsite(['docs:version', '3.0'], dir);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /\[docs\]: this version already exists! Use a version tag that does not already exist\./);
    const slash = tongsite(['docs:version', '4/0'], dir);
    assert.equal(slash.code, 1);
    assert.match(slash.stderr, /Invalid version name "4\/0": version name should not include slash/);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['3.0', '2.0', '1.0']);

    // Another instance's command is docs:version:<pluginId> (plugin-content-docs' extendCli), writing the instance's files (versions/files.ts).
    const community = tongsite(['docs:version:community', '2.0'], dir);
    assert.equal(community.code, 0, community.stderr);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'community_versions.json'), 'utf8')), ['2.0', '1.0']);
    assert.match(readFileSync(path.join(dir, 'community_versioned_docs/version-2.0/recipes/night-walk.md'), 'utf8'), /title:/);
    assert.match(readFileSync(path.join(dir, 'i18n/zh-CN/docusaurus-plugin-content-docs-community/version-2.0/welcome.md'), 'utf8'), /用 Lantern 做东西的人在这里相聚/);
    assert.ok(statSync(path.join(dir, 'community_versioned_sidebars/version-2.0-sidebars.json')).isFile());
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['3.0', '2.0', '1.0'], 'the default instance is left alone');
  });
});

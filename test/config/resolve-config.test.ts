// Config resolution in-process: what a site.config.ts leaves out is filled in
// as Docusaurus does, paths are made absolute beside the config file, and URLs
// are normalised once for every stage.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_POLICY, localize, resolveConfig } from '../../src/config/resolve-config.js';

const CONFIG_FILE = path.join(path.sep, 'work', 'site', 'site.config.ts');
const resolve = (extra: Partial<Parameters<typeof resolveConfig>[0]> = {}) => resolveConfig({ title: 'T', url: 'https://example.org', ...extra }, CONFIG_FILE);

describe('config resolution', () => {
  it('puts the content folders below siteDir (default content/) and the cache beside the config, whatever siteDir says', () => {
    const config = resolve();
    const site = path.join(path.sep, 'work', 'site');
    assert.deepEqual(
      [config.siteDir, config.docsDir, config.blogDir, config.staticDir, config.i18nDir, config.cacheDir],
      ['content', 'content/docs', 'content/blog', 'content/static', 'content/i18n', '.tongsite-cache'].map((p) => path.join(site, p)),
    );
    const moved = resolve({ siteDir: '../elsewhere', docs: { path: 'manual' } });
    assert.equal(moved.docsDir, path.join(path.sep, 'work', 'elsewhere', 'manual'));
    assert.equal(moved.cacheDir, path.join(site, '.tongsite-cache'));
  });

  it('makes the base URL start and end with one slash, and drops trailing slashes from the site and edit URLs', () => {
    assert.equal(resolve().baseUrl, '/');
    assert.equal(resolve({ baseUrl: 'base' }).baseUrl, '/base/');
    assert.equal(resolve({ baseUrl: '//a/b//' }).baseUrl, '/a/b/');
    const config = resolve({ url: 'https://example.org//', docs: { editUrl: 'https://git.example.org/edit/' }, blog: { editUrl: 'https://git.example.org/blog//' } });
    assert.equal(config.url, 'https://example.org');
    assert.equal(config.docs.editUrl, 'https://git.example.org/edit');
    assert.equal(config.blog.editUrl, 'https://git.example.org/blog');
  });

  it('gives the default locale no URL prefix and each other locale its code, with labels and html lang', () => {
    const config = resolve({ i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en', 'fr'], localeConfigs: { fr: { label: 'Français', direction: 'ltr' } } } });
    assert.deepEqual(
      config.locales.map((l) => [l.code, l.urlPrefix, l.label, l.htmlLang, l.isDefault]),
      [
        ['zh-cn', '', '中文（中国）', 'zh-cn', true],
        ['en', '/en', 'English', 'en', false],
        ['fr', '/fr', 'Français', 'fr', false],
      ],
    );
    assert.equal(config.defaultLocale.code, 'zh-cn');
    assert.deepEqual(
      resolve().locales.map((l) => l.code),
      ['en'],
      'one English locale when i18n is not set',
    );
  });

  it("fills in Docusaurus' defaults for docs, blog and the link checks", () => {
    const config = resolve();
    // One version, `current`, labelled Next, at the docs' base, with no banner and no badge (docs-versions.ts).
    const current = {
      pluginId: 'default',
      name: 'current',
      label: 'Next',
      dir: '/work/site/content/docs',
      localizedDir: 'docusaurus-plugin-content-docs/current',
      routeBasePath: 'docs',
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
    };
    assert.deepEqual(config.docs, {
      id: 'default',
      dir: '/work/site/content/docs',
      enabled: true,
      routeBasePath: 'docs',
      versions: [current],
      editCurrentVersion: false,
      editLocalizedFiles: false,
      // Docusaurus' docs option `breadcrumbs`, true by default.
      breadcrumbs: true,
      sidebarCollapsible: true,
      sidebarCollapsed: true,
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      // Tag pages below each version's route at tags/; a tag tags.yml does not define is warned of (docusaurus-utils' tags.ts).
      tagsBasePath: 'tags',
      onInlineTags: 'warn',
      // Every Markdown file of the folder is a doc (docusaurus-utils' globUtils.ts); no exclude: the `_` rule.
      include: ['**/*.{md,mdx}'],
    });
    assert.deepEqual(config.docsPlugins, []);
    assert.deepEqual(config.blogPlugins, []);
    assert.deepEqual(config.blog, {
      id: 'default',
      dir: '/work/site/content/blog',
      // getPluginI18nPath (packages/docusaurus-utils/src/i18nUtils.ts): the default instance's folder has no id.
      i18nFolder: 'docusaurus-plugin-content-blog',
      enabled: true,
      routeBasePath: 'blog',
      postsPerPage: 10,
      showReadingTime: true,
      sidebarTitle: 'Recent posts',
      sidebarCount: 5,
      authorPages: false,
      // Every Markdown file of the blog folder (docusaurus-utils' globUtils.ts); no last update shown.
      include: ['**/*.{md,mdx}'],
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      feed: { types: ['rss', 'atom'], limit: 20 },
      editLocalizedFiles: false,
    });
    assert.deepEqual([config.onBrokenLinks, config.onBrokenAnchors, config.onMissingFiles], ['throw', 'warn', 'throw']);
    assert.equal(resolve({ docs: { routeBasePath: '/manual/' } }).docs.routeBasePath, 'manual');
  });

  it('links the KaTeX stylesheet Docusaurus sites use, unless the config links another or hosts it', () => {
    assert.match((resolve().katex as { href: string }).href, /^https:\/\/cdn\.jsdelivr\.net\/npm\/katex@0\.13\.24\/dist\/katex\.min\.css$/);
    assert.deepEqual(resolve({ markdown: { katex: { selfHost: true } } }).katex, { selfHost: true });
    assert.deepEqual(resolve({ markdown: { katex: { href: '/k.css' } } }).katex, { href: '/k.css' });
  });

  it("declares the default Content-Security-Policy, the config's own, or none", () => {
    assert.equal(resolve().contentSecurityPolicy, DEFAULT_POLICY);
    assert.match(DEFAULT_POLICY, /script-src 'self';/);
    assert.equal(resolve({ contentSecurityPolicy: "default-src 'self'" }).contentSecurityPolicy, "default-src 'self'");
    assert.equal('contentSecurityPolicy' in resolve({ contentSecurityPolicy: false }), false);
  });

  it("picks a localized text for a locale, falling back to the default locale's, then any", () => {
    assert.equal(localize({ 'zh-cn': '中文', en: 'English' }, 'en', 'zh-cn'), 'English');
    assert.equal(localize({ 'zh-cn': '中文' }, 'en', 'zh-cn'), '中文');
    assert.equal(localize({ fr: 'Français' }, 'en', 'zh-cn'), 'Français');
    assert.equal(localize('Same', 'en', 'zh-cn'), 'Same');
    assert.equal(localize(undefined, 'en', 'zh-cn'), '');
  });
});

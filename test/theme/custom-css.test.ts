// A site's customCss restyles the theme through Infima's custom properties and
// class names, as custom.css restyles Docusaurus' classic theme: its colours in
// both modes, Infima's grid and spacing classes in its pages, files its url()s
// name; bad stylesheets stop the build at their place.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { all, parseHtml } from '../helpers/html.js';
import { toString } from 'hast-util-to-string';
import { browserSuite } from '../helpers/browser.js';
import { buildSite, config, makeSite, page, tongsite } from '../helpers/site.js';

const CUSTOM_CSS = `:root { --ifm-color-primary: #1f7a63; }
[data-theme='dark'] { --ifm-color-primary: #7fd8c0; }
.banner { background: url(./banner.png) no-repeat, url('/img/static.png'); }
.ribbon { background-image: url('@site/static/img/ribbon.png'); }
`;

const CODE_THEME = `{
  light: { plain: { color: '#101010', backgroundColor: '#fbfaf4' }, styles: [{ types: ['comment'], style: { color: '#707070' } }, { types: ['keyword', 'tag'], style: { color: '#9a1f40' } }] },
  dark: { plain: { color: '#f0f0f0', backgroundColor: '#14161a' }, styles: [{ types: ['keyword'], style: { color: '#ffb86c' } }] },
}`;

/** A bar whose text colour its link takes, as under theme-classic, not the primary colour of links. */
const ANNOUNCEMENT = `announcementBar: { id: 'wicks', content: 'New wicks are <a href="https://lamps.example.org">in stock</a>.', backgroundColor: '#202124', textColor: '#fafafa' },`;

function site(extra: Record<string, string> = {}, css = 'src/css/custom.css') {
  return makeSite({
    // Dark by default, but the system's light preference wins, as under Docusaurus (theme-classic inlineScripts.ts).
    // Code in the colours of two Prism themes (Docusaurus' themeConfig.prism.theme and darkTheme).
    'site.config.ts': config(
      `siteDir: '.', customCss: ${JSON.stringify(css)}, colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true }, codeTheme: ${CODE_THEME}, ${ANNOUNCEMENT}`,
    ),
    'docs/intro.mdx': '# Intro\n\n<div className="row"><div className="col col--6 margin-top--lg">Half</div></div>\n\nA [link](./more.md).\n\n```js\nconst lamp = 1; // lit\n```\n',
    'docs/more.md': '# More\n\nText.\n',
    'src/css/custom.css': CUSTOM_CSS,
    'src/css/banner.png': 'not really a png',
    'static/img/ribbon.png': 'not really a png either',
    ...extra,
  });
}

const headCss = (html: string) =>
  all(parseHtml(html), 'style')
    .map((s) => toString(s))
    .join('');

describe('customCss', () => {
  const dir = site();
  const build = () => {
    buildSite(dir);
    return path.join(dir, 'build');
  };
  const suite = browserSuite(build);

  it("comes after the theme's stylesheet in every page's head, with the Infima utilities the pages use and no others", () => {
    const css = headCss(page(path.join(dir, 'build'), '/docs/intro'));
    const theme = css.search(/--ifm-color-primary:\s*#3578e5/);
    const custom = css.search(/--ifm-color-primary:\s*#1f7a63/);
    assert.ok(theme >= 0 && custom > theme, 'the theme declares Infima’s primary colour and the site’s follows it');
    assert.match(css, /\.col--6\{--ifm-col-width:50%\}/);
    assert.match(css, /\.margin-top--lg\{margin-top:2rem!important\}/);
    assert.doesNotMatch(css, /\.col--7\{|\.padding-top--lg\{/);
  });

  it('publishes a file a url() names beside the stylesheet under its hashed name, and keeps absolute URLs as written', () => {
    const css = headCss(page(path.join(dir, 'build'), '/docs/intro'));
    const banner = /url\(\/(assets\/images\/banner-[0-9a-f]{8}\.png)\)/.exec(css);
    assert.ok(banner, css.slice(css.indexOf('.banner')));
    assert.ok(existsSync(path.join(dir, 'build', banner[1]!)));
    assert.match(css, /url\(\/img\/static\.png\)/);
  });

  it("publishes a file a url() names in the site's folder as @site/…, as Docusaurus' webpack alias resolves it", () => {
    const css = headCss(page(path.join(dir, 'build'), '/docs/intro'));
    const ribbon = /\.ribbon\{background-image:url\(\/(assets\/images\/ribbon-[0-9a-f]{8}\.png)\)\}/.exec(css);
    assert.ok(ribbon, css.slice(css.indexOf('.ribbon')));
    assert.ok(existsSync(path.join(dir, 'build', ribbon[1]!)));
  });

  it("colours the theme's links with the site's primary colour in both modes, following the system's mode over the default", async () => {
    for (const [scheme, rgb] of [
      ['light', 'rgb(31, 122, 99)'],
      ['dark', 'rgb(127, 216, 192)'],
    ] as const) {
      const context = await suite.browser.newContext({ colorScheme: scheme });
      const tab = await context.newPage();
      await tab.goto(`${suite.origin}/docs/intro`);
      assert.equal(await tab.$eval('.markdown a[href$="/docs/more"]', (a) => getComputedStyle(a).color), rgb, scheme);
      assert.equal(await tab.$eval('.col--6', (d) => getComputedStyle(d).marginTop), '32px');
      await context.close();
    }
  });

  it('gives a link in the announcement bar the bar’s text colour, underlined', async () => {
    const context = await suite.browser.newContext({ colorScheme: 'light' });
    const tab = await context.newPage();
    await tab.goto(`${suite.origin}/docs/intro`);
    const link = await tab.$eval('.announcement-bar a', (a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine]);
    assert.deepEqual(link, ['rgb(250, 250, 250)', 'underline']);
    await context.close();
  });

  it('colours code blocks with the site’s Prism themes, the light one in light mode and the dark one in dark mode', async () => {
    for (const [scheme, keyword, background, comment] of [
      ['light', 'rgb(154, 31, 64)', 'rgb(251, 250, 244)', 'rgb(112, 112, 112)'],
      // The dark theme styles no comment: it takes the theme's plain colour, as under Prism.
      ['dark', 'rgb(255, 184, 108)', 'rgb(20, 22, 26)', 'rgb(240, 240, 240)'],
    ] as const) {
      const context = await suite.browser.newContext({ colorScheme: scheme });
      const tab = await context.newPage();
      await tab.goto(`${suite.origin}/docs/intro`);
      const colourOf = (text: string) => tab.$$eval('.code-block pre span', (spans, t) => getComputedStyle(spans.find((s) => s.textContent?.trim() === t)!).color, text);
      assert.equal(await colourOf('const'), keyword, `${scheme} keyword`);
      assert.equal(await colourOf('// lit'), comment, `${scheme} comment`);
      assert.equal(await tab.$eval('.code-block pre', (pre) => getComputedStyle(pre).backgroundColor), background, `${scheme} background`);
      await context.close();
    }
  });

  it('takes the mode the URL asks for over the system’s, and the URL’s docusaurus-data-* as the root’s data-*, as Docusaurus’ theme script', async () => {
    const context = await suite.browser.newContext({ colorScheme: 'light' });
    const tab = await context.newPage();
    await tab.goto(`${suite.origin}/docs/intro?docusaurus-theme=dark&docusaurus-data-mode=embed`);
    assert.equal(await tab.$eval('.markdown a[href$="/docs/more"]', (a) => getComputedStyle(a).color), 'rgb(127, 216, 192)');
    assert.equal(await tab.getAttribute('html', 'data-mode'), 'embed');
    await context.close();
  });
});

describe('customCss that cannot be read', () => {
  it('a missing file: exit 1 naming the config and the file', () => {
    const run = tongsite(['build'], site({}, 'src/css/nothing.css'));
    assert.equal(run.code, 1);
    assert.match(run.stderr + run.stdout, /site\.config\.ts[\s\S]*customCss names .*nothing\.css, which does not exist/);
  });

  it('a url() to a missing file: exit 1 at the stylesheet, line and column', () => {
    const run = tongsite(['build'], site({ 'src/css/custom.css': ':root { --x: 1; }\n.a { background: url(./gone.png); }\n' }));
    assert.equal(run.code, 1);
    assert.match(run.stderr + run.stdout, /custom\.css:2:\d+[\s\S]*url\(\.\/gone\.png\) names no file/);
  });

  it('SCSS without the sass package: exit 1 saying what to install', () => {
    const run = tongsite(['build'], site({ 'src/css/custom.scss': '$c: #123456;\n:root { --ifm-color-primary: $c; }\n' }, 'src/css/custom.scss'));
    assert.equal(run.code, 1);
    assert.match(run.stderr + run.stdout, /custom\.scss is Sass: compiling it needs the site's "sass" package[\s\S]*npm install --save-dev sass/);
  });
});

// src/pages as Docusaurus routes it: React and Markdown pages at the URL of
// their path, `index` the folder's own, partials and tests left out, the
// site's index in place of the tool's home page, Markdown pages translated per
// locale, React pages titled by their <Layout>, their links checked.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pageRoutePath } from '../../src/content/site-pages.js';
import { all, maybeOne, one, textOf, titleOf } from '../helpers/html.js';
import { config, docusaurusConfig, HOME_PAGE, makeSite, page, tongsite } from '../helpers/site.js';
import { buildPagesFixture } from './fixture.js';

/** The fixture's url (test/fixtures/pages-site/site.config.ts). */
const SITE_URL = 'https://pages.example.org';

describe('the route of a page file', () => {
  it('is its path, with index the folder and no extension', () => {
    assert.equal(pageRoutePath('index.tsx'), '/');
    assert.equal(pageRoutePath('about.md'), '/about');
    assert.equal(pageRoutePath('hello/index.js'), '/hello/');
    assert.equal(pageRoutePath('a/b/c.mdx'), '/a/b/c');
    assert.equal(pageRoutePath('showcase/index.jsx'), '/showcase/');
  });
});

describe('the pages of src/pages', () => {
  const build = buildPagesFixture();

  it('routes React and Markdown pages in every locale, and leaves partials and tests out', () => {
    for (const url of ['/', '/hello/', '/about/', '/fr/', '/fr/hello/', '/fr/about/']) page(build, url);
    for (const gone of ['_Feature', 'index.test', '__tests__', 'fr/_Feature']) assert.equal(existsSync(path.join(build, gone)), false, gone);
  });

  it("makes the site's index its home page, titled and described by its Layout, rendered as the build ran it", () => {
    const home = page(build, '/');
    assert.equal(titleOf(home), 'Welcome | Pages Fixture');
    assert.equal(one(home, 'meta[name="description"]').properties.content, 'The home page of the pages fixture');
    assert.equal(textOf(one(home, 'main.home-hero h1')), 'Pages Fixture');
    assert.equal(textOf(one(home, '.greeting')), 'Welcome, reader!', 'the package from the site’s node_modules ran');
    assert.equal(textOf(one(home, '.feature-box h2')), 'Docs', 'the _-prefixed component renders where it is imported');
    assert.equal(maybeOne(home, '.hero--home'), undefined, 'no home page of the tool');
    assert.equal(one(home, 'a[href="/docs/intro"]').tagName, 'a');
  });

  it('wraps a React page in .js and gives it the wrapper class of its Layout, the title of its Head, its location and translations', () => {
    const hello = page(build, '/fr/hello/');
    assert.equal(titleOf(hello), 'Hello there', '<Head><title> is the whole title, as written, as in Docusaurus (react-helmet keeps the last one)');
    assert.equal(one(hello, 'meta[property="og:title"]').properties.content, 'Hello | Pages Fixture', 'the social title is the Layout’s, formatted');
    assert.equal(textOf(one(hello, '.where')), '/fr/hello/');
    assert.equal(textOf(one(hello, '.side')), 'at build time');
    assert.equal(textOf(one(hello, '.translated')), 'Salut Ada');
    assert.equal(one(hello, '.translated').properties.title, 'Une salutation');
    assert.equal(textOf(one(page(build, '/hello/'), '.translated')), 'Hi Ada', 'the message as written where code.json has none');
    assert.equal(one(hello, '#__main').properties.className?.toString(), 'hello-wrapper');
    assert.equal(one(hello, '#__main a').properties.href, '/fr/about', 'a link of the page is a page of its locale');
  });

  it('takes the description, keywords and social image of theme-common’s PageMetadata', () => {
    // packages/docusaurus-theme-common/src/utils/metadataUtils.tsx: the image made absolute with useBaseUrl.
    const showcase = page(build, '/showcase/');
    assert.equal(titleOf(showcase), 'Showcase | Pages Fixture');
    assert.equal(one(showcase, 'meta[name="description"]').properties.content, 'What people made with the fixture');
    assert.equal(one(showcase, 'meta[name="keywords"]').properties.content, 'showcase,gallery');
    assert.equal(one(showcase, 'meta[property="og:image"]').properties.content, `${SITE_URL}/img/showcase-card.png`);
    // theme-common's Details, which theme-classic's @theme/Details wraps.
    assert.equal(textOf(one(showcase, 'main details > summary')), 'Who made these');
  });

  it('lays out a Markdown page with its title, its table of contents, and its translation', () => {
    const about = page(build, '/about/');
    assert.equal(titleOf(about), 'About the project | Pages Fixture');
    assert.equal(textOf(one(about, 'main h1')), 'About us');
    assert.deepEqual(
      all(about, '.table-of-contents__link').map((a) => textOf(a)),
      ['Who we are', 'How to reach us'],
    );
    const fr = page(build, '/fr/about/');
    assert.equal(titleOf(fr), 'À propos du projet | Pages Fixture');
    assert.equal(textOf(one(fr, 'main h1')), 'À propos');
    assert.equal(one(fr, 'main article a').properties.href, '/fr/docs/intro');
    // theme-classic's MDXPage: the title in a header at the article's top, and no `.markdown`
    // class, so a site's `.markdown` rules style its docs and posts, not these pages.
    assert.equal(textOf(one(about, 'main article > header > h1')), 'About us');
    assert.equal(all(about, 'main .markdown').length, 0);
  });
});

describe('links of a page of src/pages', () => {
  it('are checked as any page’s, at the page file', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': '# A\n',
      'content/src/pages/team.jsx': 'import Link from \'@docusaurus/Link\';\nexport default function Team() {\n  return <main><Link to="/docs/nowhere">Gone</Link></main>;\n}\n',
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 1, run.stdout);
    assert.match(run.stderr, /content\/src\/pages\/team\.jsx.*\/docs\/nowhere/);
  });
});

describe('an SVG imported by site code', () => {
  it('is a React component of its drawing, with the props it is given, as SVGR makes it', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': '# A\n',
      'content/static/img/mark.svg':
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="mark"><path d="M0 0h10v10z"/></svg>\n',
      'content/src/pages/index.jsx':
        'import Mark from \'@site/static/img/mark.svg\';\nexport default function Home() {\n  return <main><Mark className="feature-svg" role="img" title="A mark" /></main>;\n}\n',
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stderr);
    const svg = one(page(path.join(dir, 'build'), '/'), 'main svg');
    assert.equal(svg.properties.viewBox, '0 0 10 10');
    assert.equal(svg.properties.strokeWidth, '2');
    assert.deepEqual(svg.properties.className, ['feature-svg'], 'the prop wins over the file’s class, as with SVGR');
    assert.equal(textOf(one(svg, 'title')), 'A mark');
    assert.equal(one(svg, 'path').properties.d, 'M0 0h10v10z');
  });
});

describe('a React page of src/pages', () => {
  it("is given the site config as its `config` prop, as Docusaurus' pages plugin routes it", () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({ title: 'Lantern Works', extra: "tagline: 'Light for long nights',\n  titleDelimiter: '~'," }),
      'docs/a.md': '# A\n',
      // A page as Docusaurus 1 sites wrote them and their Docusaurus 3 versions still have: a class reading this.props.config.
      'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';

class Banner extends React.Component {
  render() {
    const { config } = this.props;
    return <h1 className="banner">{config.title} {config.titleDelimiter} {config.tagline}</h1>;
  }
}

export default function Home(props) {
  return <Layout><Banner {...props} /></Layout>;
}
`,
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(textOf(one(page(path.join(dir, 'build'), '/'), 'h1.banner')), 'Lantern Works ~ Light for long nights');
  });
});

describe("the remark plugins of a Docusaurus config's pages", () => {
  it('run on the Markdown pages of src/pages, and not on docs, as the classic preset gives them to the pages plugin alone', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({
        title: 'Lantern Works',
        classic: "{ docs: { routeBasePath: 'docs' }, blog: false, pages: { remarkPlugins: [require('./plugins/remark-wick')] } }",
      }),
      // Replaces the word "wick" in text with "flame", as a site's small remark plugin might.
      'plugins/remark-wick.js': `module.exports = function remarkWick() {
  const visit = (node) => {
    if (node.type === 'text') node.value = node.value.replace(/\\bwick\\b/g, 'flame');
    for (const child of node.children || []) visit(child);
  };
  return (tree) => visit(tree);
};
`,
      'docs/a.md': '# A\n\nTrim the wick.\n',
      'src/pages/index.js': HOME_PAGE,
      'src/pages/care.md': '# Care\n\nLight the wick slowly.\n',
    });
    const run = tongsite(['build'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout + run.stderr, /pages\.remarkPlugins/);
    const build = path.join(dir, 'build');
    assert.match(textOf(one(page(build, '/care'), 'main')), /Light the flame slowly/);
    assert.match(textOf(one(page(build, '/docs/a'), 'article')), /Trim the wick/);
  });
});

// The website's own content (content/): every page of the docs outside
// features/ exists in both locales, at the corpus' route, with a title and a
// real body; English pages are translations, not the Chinese fallback.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Root } from 'hast';
import { all, attr, children, hrefs, one, textOf, titleOf } from '../helpers/html.js';
import { type BuiltFiles, builtSiteFiles } from '../helpers/shared-builds.js';
import { ROOT } from '../helpers/site.js';

const CORPUS = path.resolve(ROOT, '../shared/corpus/tongsuo-docs/docs');

/** Doc file (relative to docs/) → route below /docs. */
const PART_ONE: Record<string, string> = {
  'intro.md': '/docs/',
  'eco.md': '/docs/eco',
  'minisuo.md': '/docs/minisuo',
  'security.md': '/docs/security',
  ...Object.fromEntries(['ossl_syslog', 'paillier', 'tsapi', 'tsapi_sdf', '证书压缩API'].map((n) => [`api/${n}.md`, `/docs/api/${n}`])),
  ...Object.fromEntries(['compile-and-install', 'openssl-compatible', 'source-compilation'].map((n) => [`compilation/${n}.md`, `/docs/compilation/${n}`])),
  'developers/community.md': '/docs/developers/community',
  'developers/docs-deployment.md': '/docs/developers/docs-deployment',
  'developers/markdown-features.mdx': '/docs/developers/markdown-features',
  ...Object.fromEntries(['EC-ElGamal', 'Paillier'].map((n) => [`frontier/homomorphic-encryption/${n}.md`, `/docs/frontier/homomorphic-encryption/${n}`])),
  ...Object.fromEntries(
    ['Bulletproofs', 'Bulletproofs-R1CS', 'Bulletproofs-Range', 'Twisted-EC-ElGamal', 'ZKP-PHE'].map((n) => [
      `frontier/zero-knowledge-proof/${n}.md`,
      `/docs/frontier/zero-knowledge-proof/${n}`,
    ]),
  ),
  'release-note/index.md': '/docs/release-note/',
  ...Object.fromEntries(
    ['Tongsuo 8.3.2', 'Tongsuo-8.4.0', 'Tongsuo-8.4.0-pre1', 'Tongsuo-8.4.0-pre2', 'Tongsuo-8.4.0-pre3'].map((n) => [`release-note/${n}.md`, `/docs/release-note/${n}`]),
  ),
  'ssl-tls/certificate-compression.md': '/docs/ssl-tls/certificate-compression',
  'ssl-tls/delegated-credentials.md': '/docs/ssl-tls/delegated-credentials',
  'usecase/njet.md': '/docs/usecase/njet',
};

/** Part 2: docs/features, at the corpus' paths. */
const PART_TWO: Record<string, string> = Object.fromEntries(
  [
    'SM2-No-Za',
    'TLCP',
    'TLS-1-3',
    'Tongsuo-SM2',
    'Tongsuo-SM2-2',
    'angie',
    'crypto-module-L1',
    'curl',
    'handbook',
    'ml_dsa',
    'openeuler',
    'openharmony',
    'php',
    'pqc',
    'sm2-sm3-sm4-algorithms',
    'sm2-sm3-sm4-cli',
    'sm2/Implement-2',
    'sm2/implement',
    'sm2/overview',
    'sm4-ni',
    'tengine',
    'tongsuo-java-sdk-engine',
    'tongsuo-java-sdk-tls13',
    'wbsm4',
    'wget',
    'wrk',
    'zuc/ZUC-128-EIA3',
    'sm4_whitebox/wbsm4_xiao_dykey',
  ]
    .map((n): [string, string] => [`features/${n}.md`, `/docs/features/${n}`])
    .concat([
      ['features/sm4_whitebox/BitSliced-DummyShuffling/readme.md', '/docs/features/sm4_whitebox/BitSliced-DummyShuffling'],
      ['features/sm4_whitebox/nonlinearwbsm4/nonlinearwbsm4.md', '/docs/features/sm4_whitebox/nonlinearwbsm4'],
      ['features/sm4_whitebox/WBSM4-ResistDCA/WBSM4-ResistDCA.md', '/docs/features/sm4_whitebox/WBSM4-ResistDCA'],
    ]),
);

/** The docs sidebar as a reader meets it: category labels (of categories without a page of their own) and page links, in order. */
const sidebarOutline = (doc: Root) =>
  all(one(doc, '.menu'), 'a.menu__link').map((a) => (attr(a, 'class')?.includes('menu__link--sublist-caret') || !attr(a, 'href') ? textOf(a) : attr(a, 'href')!));

const hanzi = (s: string) => s.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
/** Chinese prose of a Markdown file: code blocks and front matter removed. */
const prose = (markdown: string) => markdown.replace(/^---[\s\S]*?\n---/, '').replace(/```[\s\S]*?```/g, '');

describe('the website content (part 1: docs outside features/; part 2: features/)', () => {
  let site: BuiltFiles;
  before(() => {
    site = builtSiteFiles('content');
  });

  for (const [file, route] of Object.entries({ ...PART_ONE, ...PART_TWO })) {
    it(`${route} exists in zh-cn and en, titled, with a translated body`, () => {
      const zh = site.page(route);
      const en = site.page(`/en${route}`);
      const zhTitle = titleOf(zh).replace(/ \| .*$/, '');
      const enTitle = titleOf(en).replace(/ \| .*$/, '');
      assert.ok(zhTitle && hanzi(zhTitle) + zhTitle.length > 0, 'zh title');
      assert.ok(enTitle && hanzi(enTitle) === 0, `en title is English: ${enTitle}`);
      const zhBody = textOf(one(zh, '.markdown'));
      const enBody = textOf(one(en, '.markdown'));
      assert.ok(enBody.length > 300, 'en body');
      assert.ok(hanzi(enBody) < enBody.length / 20, 'the en page is a translation, not the Chinese fallback');
      const source = readFileSync(path.join(ROOT, 'content/docs', file), 'utf8');
      const corpusFile = path.join(CORPUS, file);
      const corpusProse = existsSync(corpusFile) ? hanzi(prose(readFileSync(corpusFile, 'utf8'))) : 1500;
      assert.ok(hanzi(prose(source)) >= Math.min(1500, corpusProse), `${file}: ${hanzi(prose(source))} Chinese characters of prose, corpus has ${corpusProse}`);
      assert.ok(zhBody.length > 0);
    });
  }

  it("has the corpus' docs sidebar: the same categories, labels and pages in the same order", async () => {
    const corpus = builtSiteFiles('corpus');
    const outline = sidebarOutline(site.page('/docs/features/TLCP'));
    assert.ok(outline.filter((item) => !item.startsWith('/')).length >= 10 && outline.length >= 70, outline.join(' '));
    assert.deepEqual(outline, sidebarOutline(corpus.page('/docs/features/TLCP')));
    const en = sidebarOutline(site.page('/en/docs/features/TLCP'));
    assert.deepEqual(
      en.filter((item) => item.startsWith('/')),
      sidebarOutline(corpus.page('/en/docs/features/TLCP')).filter((item) => item.startsWith('/')),
    );
  });

  it('has a home page (content/src/pages/index.tsx) with linked cards, a quick start, the latest release, the newest posts and calls to action, in both locales', () => {
    for (const prefix of ['', '/en']) {
      const home = site.page(`${prefix}/`);
      const main = one(home, '#__main main');
      const cards = children(one(main, 'section'), 'a').map((a) => attr(a, 'href')!);
      assert.equal(cards.length, 4, 'every card links into the site');
      assert.ok(
        cards.every((href) => href.startsWith(`${prefix}/docs/`)),
        cards.join(' '),
      );
      assert.match(textOf(one(main, 'pre code')), /git clone -b 8\.4\.0 .*--libdir=lib.*tongsuo dgst -sm3/);
      assert.ok(hrefs(main).includes(`${prefix}/docs/release-note/Tongsuo-8.4.0`));
      // The home page names the newest posts itself (Docusaurus gives pages no list of posts): they must be the blog's newest.
      const blogNewest = all(site.page(`${prefix}/blog/`), 'article h2 a')
        .slice(0, 3)
        .map((a) => attr(a, 'href')!);
      assert.equal(blogNewest.length, 3, 'the blog list was read');
      assert.deepEqual(hrefs(one(main, 'ul')), blogNewest, 'the home page lists the three newest posts: add a new post to content/src/pages/index.tsx');
      assert.deepEqual(hrefs(one(main, 'header')), [`${prefix}/docs`, `${prefix}/docs/release-note`, 'https://github.com/Tongsuo-Project/Tongsuo']);
      one(main, 'header svg[aria-hidden="true"]');
    }
  });

  it('translates every category label of the sidebar', () => {
    const menu = textOf(one(site.page('/en/docs/'), '.menu'));
    assert.equal(hanzi(menu), 0, menu);
  });

  it("gives every blog post as much Chinese prose as the floor asks (1,500 characters, or its corpus post's if fewer) and an English translation", () => {
    const blog = path.join(ROOT, 'content/blog');
    const short: string[] = [];
    for (const folder of readdirSync(blog).filter((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))) {
      const file = (dir: string) => ['index.md', 'index.mdx'].map((name) => path.join(dir, folder, name)).find(existsSync);
      const own = hanzi(prose(readFileSync(file(blog)!, 'utf8')));
      const corpusFile = file(path.resolve(CORPUS, '../blog'));
      const floor = Math.min(1500, corpusFile ? hanzi(prose(readFileSync(corpusFile, 'utf8'))) : 1500);
      if (own < floor) short.push(`${folder}: ${own} < ${floor}`);
      const en = file(path.join(ROOT, 'content/i18n/en/docusaurus-plugin-content-blog'));
      assert.ok(en, `${folder} has an English translation`);
      const english = prose(readFileSync(en, 'utf8'));
      assert.ok(hanzi(english) < english.length / 20, `${folder}: the translation is English`);
    }
    assert.deepEqual(short, []);
  });

  it('has the 12 blog posts in both locales', () => {
    assert.equal(all(one(site.page('/blog/archive'), '.archive__years'), 'li').length, 12);
    assert.equal(all(one(site.page('/en/blog/archive'), '.archive__years'), 'li').length, 12);
  });
});

// Acceptance: the real Tongsuo content tree, written for Docusaurus, builds
// unmodified into the same pages Docusaurus makes, in both locales.
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { all, attr, hrefs, one, textOf, titleOf } from '../helpers/html.js';
import { ROOT, page, tongsite, tempDir } from '../helpers/site.js';

const SITE = 'OpenAtom 铜锁/Tongsuo';

const DOCS = [
  '/docs/', '/docs/eco', '/docs/minisuo', '/docs/security',
  '/docs/api/ossl_syslog', '/docs/api/paillier', '/docs/api/tsapi', '/docs/api/tsapi_sdf', '/docs/api/证书压缩API',
  '/docs/compilation/compile-and-install', '/docs/compilation/openssl-compatible', '/docs/compilation/source-compilation',
  '/docs/developers/community', '/docs/developers/docs-deployment', '/docs/developers/markdown-features',
  ...['angie', 'crypto-module-L1', 'curl', 'handbook', 'ml_dsa', 'openeuler', 'openharmony', 'php', 'pqc', 'SM2-No-Za',
    'sm2-sm3-sm4-algorithms', 'sm2-sm3-sm4-cli', 'sm2/implement', 'sm2/Implement-2', 'sm2/overview', 'sm4-ni', 'tengine',
    'TLCP', 'TLS-1-3', 'tongsuo-java-sdk-engine', 'tongsuo-java-sdk-tls13', 'Tongsuo-SM2', 'Tongsuo-SM2-2', 'wbsm4', 'wget',
    'wrk', 'zuc/ZUC-128-EIA3', 'sm4_whitebox/BitSliced-DummyShuffling/', 'sm4_whitebox/nonlinearwbsm4/',
    'sm4_whitebox/wbsm4_xiao_dykey', 'sm4_whitebox/WBSM4-ResistDCA/'].map((p) => `/docs/features/${p}`),
  ...['EC-ElGamal', 'Paillier'].map((p) => `/docs/frontier/homomorphic-encryption/${p}`),
  ...['Bulletproofs', 'Bulletproofs-R1CS', 'Bulletproofs-Range', 'Twisted-EC-ElGamal', 'ZKP-PHE'].map((p) => `/docs/frontier/zero-knowledge-proof/${p}`),
  '/docs/release-note/', '/docs/release-note/Tongsuo 8.3.2', '/docs/release-note/Tongsuo-8.4.0',
  '/docs/release-note/Tongsuo-8.4.0-pre1', '/docs/release-note/Tongsuo-8.4.0-pre2', '/docs/release-note/Tongsuo-8.4.0-pre3',
  '/docs/ssl-tls/certificate-compression', '/docs/ssl-tls/delegated-credentials', '/docs/usecase/njet',
];
const POSTS = [
  '2022/10/11/EC-ElGamal', '2022/10/12/C-code-style', '2022/11/17/Paillier', '2023/01/28/certificates', '2024/01/05/2023-Award',
  '2024/01/18/SM2-threshold-sign', '2024/01/25/performances', '2024/01/29/SM2-threshold-decrypt', '2024/02/02/PMC',
  '2024/05/07/summer-ospp-2024', '2024/08/12/certificates-lv2', '2024/12/09/summer-ospp-end',
].map((p) => `/blog/${p}`);
const TAGS = ['c', 'code-style', '制度', '开源', '开源之夏', '性能', '算法', '荣誉'].map((t) => `/blog/tags/${t}`);
const OTHERS = ['/', '/search', '/blog', '/blog/page/2', '/blog/archive', '/blog/tags'];

/** Every page of the build: the URL of each index.html under a folder. */
function builtPages(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) {
      if (!(prefix === '' && name === 'en')) out.push(...builtPages(abs, `${prefix}/${name}`));
    } else if (name === 'index.html') out.push(`${prefix}/`);
  }
  return out;
}
const normalize = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

describe('the Tongsuo corpus, built unmodified', () => {
  let out: string;
  let run: ReturnType<typeof tongsite>;
  before(() => {
    out = tempDir('tongsite-corpus-');
    run = tongsite(['build', '--config', 'test/corpus/site.config.ts', '--out-dir', out], ROOT);
  });

  it('succeeds with 88 pages per locale and no broken link', () => {
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Built 88 zh-cn, 88 en pages/);
    assert.doesNotMatch(run.stdout + run.stderr, /broken-link|error /);
  });

  it('reports the broken anchor of the corpus as a warning at its line', () => {
    assert.match(run.stdout, /docs\/api\/证书压缩API\.md:93:19: broken anchor: #DzCwD/);
  });

  it('reports the four linked PDFs missing from the snapshot at their lines', () => {
    for (const place of ['9:42', '10:40', '11:42', '11:90']) {
      assert.match(run.stdout, new RegExp(`docs/features/crypto-module-L1\\.md:${place}: missing file: static/pdf/`));
    }
  });

  it('makes the same routes as Docusaurus in both locales, plus the 404 pages', () => {
    const expected = [...DOCS, ...POSTS, ...TAGS, ...OTHERS].map(normalize).sort();
    assert.deepEqual(builtPages(out).map(normalize).sort(), expected);
    assert.deepEqual(builtPages(path.join(out, 'en')).map(normalize).sort(), expected);
    assert.match(textOf(one(page(out, '/404.html'), 'main')), /找不到页面/);
    assert.match(textOf(one(page(out, '/en/404.html'), 'main')), /Page Not Found/);
  });

  it('titles pages `Page | Site` and sets the locale on <html>', () => {
    assert.equal(titleOf(page(out, '/docs/')), `关于铜锁 | ${SITE}`);
    assert.equal(titleOf(page(out, '/en/docs/')), `What is Tongsuo? | ${SITE}`);
    const html = (url: string) => one(page(out, url), 'html');
    assert.deepEqual([attr(html('/docs/'), 'lang'), attr(html('/docs/'), 'dir')], ['zh-cn', 'ltr']);
    assert.deepEqual([attr(html('/en/docs/'), 'lang'), attr(html('/en/docs/'), 'dir')], ['en', 'ltr']);
    assert.equal(titleOf(page(out, '/docs/compilation/compile-and-install')), `编译和安装 | ${SITE}`);
  });

  it('falls back to the Chinese text under /en, with the English chrome', () => {
    const html = page(out, '/en/docs/compilation/compile-and-install');
    assert.equal(titleOf(html), `编译和安装 | ${SITE}`);
    assert.equal(attr(one(html, 'html'), 'lang'), 'en');
    const shown = textOf(one(html, 'main'));
    assert.match(shown, /Edit this page/);
    assert.match(shown, /Version: Next/);
    assert.match(textOf(one(page(out, '/docs/compilation/compile-and-install'), 'main')), /版本：Next/);
  });

  it('orders the sidebar as Docusaurus does, with translated category labels', () => {
    const top = (html: string) => all(one(html, '.menu > .menu__list'), ':scope > li').map((item) => textOf(one(item, '.menu__link')));
    const zh = top(page(out, '/docs/security'));
    assert.deepEqual(zh.slice(0, 12), ['关于铜锁', '编译相关', 'SSL/TLS 特性', '商用密码（国密）特性', '前沿密码学特性', '版本发布', '铜锁迷你版', '生态合作', '安全制度', '贡献指南', '典型案例', 'api']);
    const en = top(page(out, '/en/docs/security'));
    assert.deepEqual(en.slice(0, 6), ['What is Tongsuo?', 'Compilation', 'SSL/TLS Features', '商用密码（国密）特性', '前沿密码学特性', 'Release Notes']);
    assert.ok(en.includes('Contribution Guide'));
  });

  it('renders the table of contents from h2 and h3', () => {
    const toc = one(page(out, '/docs/ssl-tls/delegated-credentials'), '.toc-desktop');
    assert.deepEqual(all(toc, 'a').map((a) => textOf(a)), ['服务器端代码示例', '客户端代码示例']);
    assert.deepEqual(hrefs(toc), ['#服务器端代码示例', '#客户端代码示例']);
  });

  it('shows breadcrumbs through the categories and previous/next in sidebar order', () => {
    const html = page(out, '/docs/features/sm2/overview');
    assert.deepEqual(all(html, '.breadcrumbs__list > li').map((li) => textOf(li)), ['', '商用密码（国密）特性', 'SM2 性能优化', '铜锁SM2算法性能优化实践：（一）综述']);
    const nav = one(page(out, '/docs/'), '.pagination-nav');
    assert.deepEqual(hrefs(nav), ['/docs/compilation/compile-and-install']);
    const next = one(nav, 'a[rel=next]');
    assert.deepEqual([textOf(one(next, '.pagination-nav__sublabel')), textOf(one(next, '.pagination-nav__label'))], ['下一页', '编译和安装 »']);
  });

  it('lists blog posts 10 a page, with tags, reading time and archive', () => {
    const first = page(out, '/blog');
    assert.equal(all(first, 'article.blog-post').length, 10);
    assert.equal(all(page(out, '/blog/page/2'), 'article.blog-post').length, 2);
    const post = page(out, '/blog/2022/10/12/C-code-style');
    assert.deepEqual(hrefs(one(post, '.tags__list')), ['/blog/tags/code-style', '/blog/tags/c']);
    const minutes = /阅读需 (\d+) 分钟/.exec(textOf(one(post, 'article')))?.[1];
    assert.ok(minutes && Number(minutes) >= 1);
    assert.match(textOf(one(page(out, '/en/blog/2022/10/12/C-code-style'), 'article')), new RegExp(`${minutes} min read`));
    assert.equal(all(one(page(out, '/blog/archive'), '.archive__years'), 'li').length, 12);
    assert.match(titleOf(page(out, '/blog/tags/算法')), /^4 篇博文 含有标签「算法」/);
    assert.match(titleOf(page(out, '/en/blog/tags/c')), /^One post tagged with "c"/);
    assert.equal(all(one(first, '.blog-sidebar__list'), 'li').length, 12);
  });

  it('renders math, highlighted code and the imported component', () => {
    const math = page(out, '/docs/frontier/zero-knowledge-proof/Bulletproofs');
    assert.ok(all(math, '.markdown .katex').length > 0);
    const katexCss = 'link[rel=stylesheet][href="https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css"]';
    assert.match(attr(one(math, katexCss), 'integrity') ?? '', /^sha384-/);
    assert.deepEqual(all(page(out, '/docs/eco'), 'link[rel=stylesheet][href$="katex.min.css"]'), []);
    assert.ok(all(page(out, '/docs/api/tsapi'), '.markdown pre.shiki.tongsite.language-c').length > 0);
    const rust = all(page(out, '/blog/2024/05/07/summer-ospp-2024'), '.markdown span[style]').find((span) => textOf(span) === 'Rust');
    assert.match(attr(rust!, 'style') ?? '', /^background-color:#3f9bf1/);
  });
});

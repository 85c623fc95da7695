// The search index a build writes, on a small bilingual site: one file per
// locale, linked with a hash query that stays while the text changes, the listed pages only,
// found by the same engine the browser runs.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { toString } from 'hast-util-to-string';
import type { SearchEngine } from '../../src/shared/search/query-engine.js';
import type { PayloadPage, SearchPayload } from '../../src/shared/search/search-payload.js';
import { one } from '../helpers/html.js';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { config, makeSite } from '../helpers/site.js';
import { ask, openEngine } from './open-engine.js';

/** The search indexes a page tells its browser code to fetch: from the page's data script. */
const searchUrlsOf = (built: BuiltSite, url: string) =>
  (JSON.parse(toString(one(built.page(url), 'script#__tongsite-data'))) as { site: { searchIndexUrl?: string; searchSharedIndexUrl?: string } }).site;

const code = '```c\nSSL_CTX *ctx = SSL_CTX_new(TLS_method());\nint rc = SM2_THRESHOLD_sign1(key);\n```\n';

describe('the search index of a build', () => {
  let dir: string;
  let site: BuiltSite;
  const payload: Record<string, SearchPayload> = {};
  const engine: Record<string, SearchEngine> = {};
  const urls = async (locale: string, query: string) => (await ask(engine[locale]!, query)).hits.map((h) => decodeURIComponent(h.url));
  const pagesOf = (locale: string) => payload[locale]!.fragments.flatMap(([, pages]) => pages as PayloadPage[]);

  before(async () => {
    dir = makeSite({
      'site.config.ts': config(
        `search: { synonyms: [['两方门限签名', 'two-party threshold signing'], ['门限签名', 'threshold signature'], ['商用密码', 'commercial cryptography']] },`,
      ),
      'content/docs/intro.md': `---\nslug: /\ntitle: 铜锁简介\n---\n铜锁是一个提供现代密码学算法的开源密码库。\n\n## 门限签名\n\nSM2 两方门限签名的用法。\n\n${code}`,
      'content/docs/tls.md':
        '---\ntitle: TLS 1.3 国密\n---\n在 TLS 1.3 中使用商用密码算法。\n\n```bash\ntongsuo s_client -connect localhost:443\n```\n\n```text output\nhandshake finished with TLS_SM4_GCM_SM3\n```\n',
      'content/docs/hidden.md': '---\ntitle: 隐藏页\nunlisted: true\n---\n只有链接能到的秘密页面，含有独特词语紫罗兰。\n',
      'content/docs/draft.md': '---\ntitle: 草稿\ndraft: true\n---\n草稿里的独特词语向日葵。\n',
      'content/i18n/en/docusaurus-plugin-content-docs/current/intro.md':
        '---\nslug: /\ntitle: About Tongsuo\n---\nTongsuo is an open-source cryptographic library.\n\n## Threshold signatures\n\nTwo-party SM2 threshold signing.\n',
      'content/blog/2024-01-18-threshold.md': '---\ntitle: 门限签名算法\n---\n铜锁支持 SM2 两方门限签名。\n',
    });
    site = await buildInMemory(dir);
    for (const [locale, file] of [
      ['zh-cn', 'search-index.json'],
      ['en', 'en/search-index.json'],
    ] as const) {
      payload[locale] = JSON.parse(site.file(file)) as SearchPayload;
    }
    const read = (file: string) => site.file(file);
    engine['zh-cn'] = await openEngine(read, 'search-index.json');
    engine.en = await openEngine(read, 'en/search-index.json');
  });

  it('writes one index per locale, linked from every page by a hash query that stays when only the text changes', async () => {
    const linked = (built: BuiltSite) =>
      [
        ['/docs/', 'search-index.json'],
        ['/en/docs/', 'en/search-index.json'],
      ].map(([url, file]) => {
        const { searchIndexUrl } = searchUrlsOf(built, url!);
        assert.match(searchIndexUrl ?? '', new RegExp(`^/${file!.replaceAll('.', '\\.')}\\?_=[0-9a-f]{10}$`), 'pages name the index with a hash query');
        assert.ok(built.has(file!), `${file} is written`);
        if (url === '/docs/') assert.deepEqual(searchUrlsOf(built, '/docs/tls'), searchUrlsOf(built, url), 'every page of the locale links the same index');
        return { url: searchIndexUrl, index: built.file(file!) };
      });
    const before = linked(site);
    assert.ok(!site.has('search-versions.json'), 'no file of hashes to fetch before the index');
    // The English pages fetch the Chinese index beside their own, by the URL the English index names it by.
    assert.equal(searchUrlsOf(site, '/en/docs/').searchSharedIndexUrl, before[0]!.url);
    assert.equal(payload.en!.shared!.url, before[0]!.url);
    assert.deepEqual(linked(await buildInMemory(dir)), before, 'the same content gives the same files');
    const intro = path.join(dir, 'content/docs/intro.md');
    const original = readFileSync(intro, 'utf8');
    writeFileSync(intro, `${original}\n新增的一段文字。\n`);
    try {
      const after = linked(await buildInMemory(dir));
      assert.notEqual(after[0]!.index, before[0]!.index, 'an edit changes the index');
      // The browser revalidates the index (fetched past its cache): the pages that link it need not change.
      assert.deepEqual(
        after.map((a) => a.url),
        before.map((b) => b.url),
        'the pages link it by the same URL',
      );
    } finally {
      writeFileSync(intro, original);
    }
  });

  it('holds docs and posts of its locale, without unlisted pages or drafts; untranslated pages once, in the default locale', async () => {
    assert.deepEqual(
      pagesOf('zh-cn')
        .map(([url]) => url)
        .sort(),
      ['/blog/2024/01/18/threshold', '/docs/', '/docs/tls'],
    );
    assert.deepEqual(
      pagesOf('en').map(([url]) => url),
      ['/en/docs/'],
    );
    const zhUrls = pagesOf('zh-cn').map(([url]) => url);
    assert.match(payload.en!.shared!.url, /^\/search-index\.json\?_=[0-9a-f]{10}$/);
    assert.deepEqual(payload.en!.shared!.pages.map(([at, url]) => [zhUrls[at], url]).sort(), [
      ['/blog/2024/01/18/threshold', '/en/blog/2024/01/18/threshold'],
      ['/docs/tls', '/en/docs/tls'],
    ]);
    assert.ok(!JSON.stringify(payload.en).includes('商用密码算法'), 'the text of an untranslated page is not copied');
    assert.equal((await urls('en', '商用密码算法'))[0], '/en/docs/tls');
    assert.deepEqual(await urls('zh-cn', '紫罗兰'), []);
    assert.deepEqual(await urls('zh-cn', '向日葵'), []);
  });

  it('finds titles, headings and text, Chinese, English and mixed', async () => {
    assert.equal((await urls('zh-cn', '铜锁简介'))[0], '/docs/');
    assert.deepEqual((await urls('zh-cn', 'SM2 门限')).sort(), ['/blog/2024/01/18/threshold', '/docs/']);
    assert.equal((await urls('zh-cn', 'TLS 1.3 国密'))[0], '/docs/tls');
    assert.deepEqual(await urls('zh-cn', 'handshake finished'), ['/docs/tls'], 'the words of a program’s output');
    assert.equal((await urls('en', 'threshold signature'))[0], '/en/docs/');
    assert.equal((await urls('en', '门限签名算法'))[0], '/en/blog/2024/01/18/threshold', 'an untranslated page is found by its Chinese text');
  });

  it("applies the config's synonyms across languages", async () => {
    assert.deepEqual((await urls('zh-cn', 'threshold signature')).sort(), ['/blog/2024/01/18/threshold', '/docs/'], 'threshold signature / 门限签名');
    assert.deepEqual((await urls('zh-cn', 'two-party threshold signing')).sort(), ['/blog/2024/01/18/threshold', '/docs/'], 'several words');
    assert.equal((await urls('en', 'commercial cryptography'))[0], '/en/docs/tls', '商用密码');
  });

  it('finds identifiers of code blocks with or without separators, in any case, and words with a typo', async () => {
    assert.deepEqual(await urls('zh-cn', 'ssl-ctx-new'), ['/docs/']);
    assert.deepEqual(await urls('zh-cn', 'SSLCTXNEW'), ['/docs/']);
    assert.deepEqual(await urls('en', 'cryptograhpic'), ['/en/docs/']);
    assert.deepEqual(await urls('en', 'cryptograhpic libary'), ['/en/docs/'], 'each word corrected');
    assert.deepEqual((await urls('en', 'tongsuo cryptographic'))[0], '/en/docs/', 'exact before corrected');
  });

  it('finds identifiers of code blocks, and keeps stop words', async () => {
    assert.deepEqual(await urls('zh-cn', 'SSL_CTX_new'), ['/docs/']);
    assert.equal((await urls('zh-cn', 'SM2_THRESHOLD_sign1'))[0], '/docs/', 'the page with the whole identifier first');
    assert.ok((await urls('zh-cn', '的')).includes('/docs/'));
  });

  it('gives each hit its section heading and anchor, and an excerpt of at most 50 characters', async () => {
    const [hit] = (await ask(engine['zh-cn']!, '两方门限签名的用法')).hits;
    assert.equal(hit!.heading, '门限签名');
    assert.equal(hit!.anchor, '门限签名');
    const excerpt = hit!.excerpt.map((p) => p.text).join('');
    assert.ok(excerpt.length <= 50);
    assert.ok(hit!.excerpt.some((p) => p.mark && p.text.includes('门限')));
  });
});

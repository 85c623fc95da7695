// The query side both the browser and Node run: text runs, the tokens of the
// index, query units (synonyms, identifiers, plurals), typos, and the ranges an
// excerpt or the page marks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeExcerpt } from '../../src/shared/search/excerpt.js';
import { queryUnits } from '../../src/shared/search/query-units.js';
import { Synonyms, synonymKeys } from '../../src/shared/search/synonyms.js';
import { termRanges } from '../../src/shared/search/term-ranges.js';
import { HEADING, shardOf, shardsStarting, TITLE, textTokens } from '../../src/shared/search/index-tokens.js';
import { foldText, textRuns } from '../../src/shared/search/text-runs.js';
import { oneEditApart, TypoIndex } from '../../src/shared/search/typos.js';
import { stem, wordTerms } from '../../src/shared/search/word-terms.js';

const marked = (text: string, wanted: string[]) => termRanges(text, (t) => wanted.includes(t)).map(([a, b]) => text.slice(a, b));

describe('text runs', () => {
  it('folds case and full-width characters without changing offsets', () => {
    assert.equal(foldText('ＳＭ２　TLS'), 'sm2 tls');
    assert.equal(foldText('İstanbul').length, 'İstanbul'.length);
  });

  it('cuts CJK runs from words, also where they touch', () => {
    assert.deepEqual(
      textRuns('铜锁支持SM2门限签名，TLS1.3 和 openssl.cnf。').map((r) => [r.kind, r.text, r.start]),
      [
        ['cjk', '铜锁支持', 0],
        ['word', 'sm2', 4],
        ['cjk', '门限签名', 7],
        ['word', 'tls1.3', 12],
        ['cjk', '和', 19],
        ['word', 'openssl.cnf', 21],
      ],
    );
    // An emoji's variation selector (a mark) is no word: a query pasted from a card title (📄️ 社区) is its words.
    assert.deepEqual(
      textRuns('📄️ 社区').map((r) => r.text),
      ['社区'],
    );
  });
});

describe('word terms (for marking)', () => {
  it('English: words folded and stemmed; identifiers whole and in parts; versions whole', () => {
    assert.deepEqual(wordTerms('ssl_ctx_new'), { parts: ['ssl', 'ctx', 'new'], whole: 'ssl_ctx_new' });
    assert.deepEqual(wordTerms('tlsv1.3'), { parts: ['tls', '1.3'], whole: 'tlsv1.3' });
    assert.deepEqual(wordTerms('openssl-3.0.0'), { parts: ['openssl', '3.0.0'], whole: 'openssl-3.0.0' });
    assert.equal(stem('certificates'), 'certificate');
    assert.equal(stem('process'), 'process');
    assert.equal(stem('patches'), 'patch');
  });
});

describe('index tokens', () => {
  const tokens = (text: string, segment?: (run: string) => string[]) => [...textTokens(text, segment)].sort();

  it("CJK runs as overlapping pairs, with the segmenter's words of three characters or more", () => {
    assert.deepEqual(tokens('门限签名'), ['签名', '限签', '门限'].sort());
    assert.deepEqual(
      tokens('零知识证明', () => ['零知识', '证明']),
      ['证明', '识证', '零知', '零知识', '知识'].sort(),
    );
    assert.deepEqual(tokens('铜'), ['铜']);
  });

  it('identifiers whole, in parts, joined, by their joined heads and at their camelCase', () => {
    assert.deepEqual(tokens('SSL_CTX_new'), ['ctx', 'new', 'ssl', 'ssl_ctx_new', 'sslctx', 'sslctxnew'].sort());
    assert.deepEqual(tokens('OpenSSLTongsuo'), ['open', 'ssl', 'tongsuo', 'openssltongsuo'].sort());
    assert.deepEqual(tokens('certificates TLSv1.3'), ['1.3', 'certificate', 'tls', 'tlsv1.3', 'tlsv13'].sort());
  });

  it('puts a token in the shard of its range, its title and heading forms with it', () => {
    const starts = ['', 'cert', 'ssl', '证书'];
    assert.equal(shardOf('aes', starts), 0);
    assert.equal(shardOf('certificate', starts), 1);
    assert.equal(shardOf(`${HEADING}certificate`, starts), 1);
    assert.equal(shardOf('sm2', starts), 1);
    assert.equal(shardOf('ssl_ctx_new', starts), 2);
    assert.equal(shardOf(`${TITLE}证书`, starts), shardOf('证书', starts));
    assert.equal(shardOf('证书', starts), 3);
    assert.deepEqual(shardsStarting('s', starts, 2), [1, 2]);
    assert.deepEqual(shardsStarting('ssl_', starts, 2), [2]);
    assert.deepEqual(shardsStarting('', starts, 2), [0, 1]);
  });
});

describe('typos', () => {
  it('one edit: replaced, dropped, added, swapped', () => {
    for (const typo of ['certifikate', 'certficate', 'certifficate', 'certifciate']) assert.ok(oneEditApart(typo, 'certificate'), typo);
    assert.ok(!oneEditApart('certfikate', 'certificate'), 'two edits');
  });

  it('corrects words of five letters or more only', () => {
    const typos = new TypoIndex(['certificate', 'handshake', 'tlcp']);
    assert.deepEqual(typos.corrections('certficate'), ['certificate']);
    assert.deepEqual(typos.corrections('tlcq'), []);
  });
});

describe('query units', () => {
  const synonyms = new Synonyms(
    synonymKeys([
      ['同态加密', 'homomorphic encryption'],
      ['国密传输协议', 'TLCP'],
      ['白盒', 'white-box'],
    ]),
  );
  const units = (query: string) => queryUnits(query, synonyms).map((u) => [u.text, ...u.alternatives.slice(1).map((a) => a.phrase)].join('|'));
  const tokens = (query: string) => queryUnits(query, synonyms).map((u) => u.alternatives.map((a) => a.tokens.join(' ')));

  it('a CJK run whole, cut at the synonyms it holds, found by its pairs or as a word', () => {
    assert.deepEqual(units('国密算法 '), ['国密算法|国密算法']);
    assert.deepEqual(tokens('国密算法'), [['国密算法', '国密 密算 算法']]);
    assert.deepEqual(units('同态加密方案 '), ['同态加密|homomorphic encryption', '方案']);
  });

  it('names in either language find each other, over several words and any case', () => {
    assert.deepEqual(units('Homomorphic  Encryption'), ['homomorphic encryption|同态加密']);
    assert.deepEqual(units('ＴＬＣＰ 握手'), ['tlcp|国密传输协议', '握手']);
    assert.deepEqual(units('White-Box SM4'), ['white-box|白盒', 'sm4']);
  });

  it('identifiers whole, joined, or by their parts, and singulars', () => {
    assert.deepEqual(tokens('SSL-CTX-NEW'), [['ssl-ctx-new', 'sslctxnew', 'ssl ctx new']]);
    assert.deepEqual(tokens('sslctxnew'), [['sslctxnew']]);
    assert.deepEqual(tokens('certificates'), [['certificate']]);
  });

  it('knows the word still being typed', () => {
    assert.deepEqual(
      queryUnits('tls certif', synonyms).map((u) => u.typing),
      [false, true],
    );
    assert.deepEqual(
      queryUnits('<script>alert(1)</script>', synonyms).map((u) => u.text),
      ['script', 'alert', '1', 'script'],
    );
  });
});

describe('marking and excerpts', () => {
  it('marks words, parts of identifiers, plurals and CJK pairs', () => {
    assert.deepEqual(marked('铜锁支持 SM2 门限签名 with certificates', ['sm2', '门限', 'certificate']), ['SM2', '门限', 'certificates']);
    assert.deepEqual(marked('call SSL_CTX_new() first', ['ssl_ctx_new']), ['SSL_CTX_new']);
    assert.deepEqual(marked('SSL_CTX_new', ['ctx']), ['CTX']);
    assert.deepEqual(marked('国密算法', ['国密', '算法']), ['国密算法']);
  });

  it('cuts at most 50 characters around the matches, marked', () => {
    const text = `${'前文很长。'.repeat(30)}这里讲铜锁的门限签名算法。${'后文也很长。'.repeat(30)}`;
    const parts = makeExcerpt(text, ['门限', '签名']);
    const shown = parts.map((p) => p.text).join('');
    assert.ok(shown.length <= 50, `${shown.length}: ${shown}`);
    assert.ok(shown.startsWith('…') && shown.endsWith('…'));
    assert.deepEqual(
      parts.filter((p) => p.mark).map((p) => p.text),
      ['门限签名'],
    );
    assert.deepEqual(makeExcerpt('短文本', ['x']), [{ text: '短文本' }]);
  });
});

// The query side both the browser and Node run: text runs, the scanned text,
// query units (domain names, identifiers, plurals), typos, and the ranges an
// excerpt or the page marks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeExcerpt } from '../../src/shared/search/excerpt.js';
import { queryUnits } from '../../src/shared/search/query-units.js';
import { Synonyms } from '../../src/shared/search/synonyms.js';
import { termRanges } from '../../src/shared/search/term-ranges.js';
import { FIELD_CODE, FIELD_HEADING, FIELD_TEXT, TextHaystack } from '../../src/shared/search/text-haystack.js';
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

describe('the text haystack', () => {
  const hay = new TextHaystack([
    [0, '', '门限签名', '铜锁支持 SM2 两方门限签名，见 SSL_CTX_new 和 sm2-leaf.crt。', 'ssl_ctx_free'],
    [0, 'b', 'Certificates', 'Tongsuo issues certificates; see OpenSSLTongsuo table cells.', ''],
  ]);
  const find = (phrase: string, minFit?: number) => [...hay.find(phrase, minFit)].map(([s, m]) => [s, m.fields, m.fit]);

  it('finds any CJK run, across the words a segmenter would cut (方门)', () => {
    assert.deepEqual(find('方门'), [[0, FIELD_TEXT, 1]]);
    assert.deepEqual(find('门限签名'), [[0, FIELD_HEADING | FIELD_TEXT, 1]]);
  });

  it('tells whole words from plurals, parts of identifiers, starts and insides of words', () => {
    assert.deepEqual(find('certificate'), [[1, FIELD_HEADING | FIELD_TEXT, 0.95]]);
    assert.deepEqual(find('ssl_ctx'), [[0, FIELD_TEXT | FIELD_CODE, 0.8]]);
    assert.deepEqual(find('tongsu'), [[1, FIELD_TEXT, 0.5]]);
    assert.deepEqual(find('tongsuo', 0.3), [[1, FIELD_TEXT, 1]]);
    assert.deepEqual(find('ssltongsuo', 0.5), [], 'inside a word only when asked');
  });

  it('lists identifiers and their heads by their form without separators, and words for typos', () => {
    const ids = hay.identifiers();
    assert.deepEqual(ids.get('sslctxnew'), ['ssl_ctx_new']);
    assert.deepEqual(ids.get('sm2leaf'), ['sm2-leaf']);
    assert.ok(hay.words().has('certificates'));
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
  const context = {
    synonyms: new Synonyms([
      ['同态加密', 'homomorphic encryption'],
      ['国密传输协议', 'TLCP'],
      ['白盒', 'white-box'],
    ]),
    identifiers: new Map([['sslctxnew', ['ssl_ctx_new']]]),
  };
  const units = (query: string) => queryUnits(query, context).map((u) => [u.text, ...u.alternatives.slice(1).map((a) => a.phrase)].join('|'));

  it('a CJK run whole, cut at the domain names it holds', () => {
    assert.deepEqual(units('国密算法 '), ['国密算法']);
    assert.deepEqual(units('同态加密方案 '), ['同态加密|homomorphic encryption', '方案']);
  });

  it('names in either language find each other, over several words and any case', () => {
    assert.deepEqual(units('Homomorphic  Encryption'), ['homomorphic encryption|同态加密']);
    assert.deepEqual(units('ＴＬＣＰ 握手'), ['tlcp|国密传输协议', '握手']);
    assert.deepEqual(units('White-Box SM4'), ['white-box|白盒', 'sm4']);
  });

  it('identifiers with other separators or none, and singulars', () => {
    assert.deepEqual(units('SSL-CTX-NEW'), ['ssl-ctx-new|ssl_ctx_new']);
    assert.deepEqual(units('sslctxnew'), ['sslctxnew|ssl_ctx_new']);
    assert.deepEqual(units('certificates'), ['certificates|certificate']);
  });

  it('knows the word still being typed', () => {
    assert.deepEqual(
      queryUnits('tls certif', context).map((u) => u.typing),
      [false, true],
    );
    assert.deepEqual(
      queryUnits('<script>alert(1)</script>', context).map((u) => u.text),
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

// The tokenizer both sides share: Chinese, English and mixed text into index
// terms and query groups, and the ranges an excerpt or the page marks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeExcerpt } from '../../src/shared/search/excerpt.js';
import { indexTerms, wholeRuns } from '../../src/shared/search/index-terms.js';
import { queryGroups } from '../../src/shared/search/query-terms.js';
import { termRanges } from '../../src/shared/search/term-ranges.js';
import { foldText, textRuns } from '../../src/shared/search/text-runs.js';
import { Vocabulary } from '../../src/shared/search/vocabulary.js';
import { stem, wordTerms } from '../../src/shared/search/word-terms.js';
import { segmentRuns } from '../../src/search/segment-runs.js';

/** A segmenter from a fixed cut, as segmentit would give it. */
const cuts = (table: Record<string, string>) => (run: string) => table[run]?.split('|') ?? [run];
const terms = (text: string, segment = wholeRuns) => [...indexTerms(text, segment)].sort();
const groups = (query: string, vocabulary: string[]) => queryGroups(query, new Vocabulary(vocabulary)).map((g) => (g.required ? g.terms : ['?', ...g.terms]).join(','));
const marked = (text: string, wanted: string[]) => termRanges(text, (t) => wanted.includes(t)).map(([a, b]) => text.slice(a, b));

describe('text runs', () => {
  it('folds case and full-width characters without changing offsets', () => {
    assert.equal(foldText('ＳＭ２　TLS'), 'sm2 tls');
    assert.equal(foldText('İstanbul').length, 'İstanbul'.length);
  });

  it('cuts CJK runs from words, also where they touch', () => {
    assert.deepEqual(
      textRuns('铜锁支持SM2门限签名，TLS1.3 和 openssl.cnf。').map((r) => [r.kind, r.text, r.start]),
      [['cjk', '铜锁支持', 0], ['word', 'sm2', 4], ['cjk', '门限签名', 7], ['word', 'tls1.3', 12], ['cjk', '和', 19], ['word', 'openssl.cnf', 21]],
    );
  });
});

describe('index terms', () => {
  it('Chinese: one- and two-character words whole, longer words by pairs, no pairs across words', () => {
    const segment = cuts({ 铜锁支持国密算法的白盒实现: '铜锁|支持|国密|算法|的|白盒|实现', 零知识证明: '零知识证明' });
    assert.deepEqual(terms('铜锁支持国密算法的白盒实现', segment), ['国密', '实现', '支持', '白盒', '的', '算法', '铜锁'].sort());
    assert.deepEqual(terms('零知识证明', segment), ['知识', '识证', '证明', '零知'].sort());
  });

  it('keeps stop words', () => {
    assert.ok(terms('the key of 的', cuts({})).includes('the'));
    assert.ok(terms('这是的', cuts({ 这是的: '这|是|的' })).includes('的'));
  });

  it('English: words folded and stemmed; identifiers whole and in parts; versions whole', () => {
    assert.deepEqual(terms('Certificates libraries'), ['certificate', 'library']);
    assert.deepEqual(terms('SSL_CTX_new'), ['ctx', 'new', 'ssl', 'ssl_ctx_new']);
    assert.deepEqual(terms('sm4-ni TLS 1.3 v8.4.0'), ['1.3', '8.4.0', 'ni', 'sm4', 'sm4-ni', 'tls', 'v', 'v8.4.0'].sort());
    assert.deepEqual(terms('TLSv1.3'), ['1.3', 'tls', 'tlsv1.3']);
    assert.deepEqual(wordTerms('openssl-3.0.0'), { parts: ['openssl', '3.0.0'], whole: 'openssl-3.0.0' });
    assert.equal(stem('process'), 'process');
    assert.equal(stem('patches'), 'patch');
  });

  it('mixed: each script by its own rule', () => {
    assert.deepEqual(terms('SM2门限签名', cuts({ 门限签名: '门限|签名' })), ['sm2', '签名', '门限'].sort());
  });

  it('falls back to every pair when a segmenter loses characters', () => {
    assert.deepEqual(terms('国密算法', () => ['国密']), ['国密', '密算', '算法']);
  });

  it('segmentit with the project terms keeps 门限, 零知识 and 验签 whole', async () => {
    const words = await segmentRuns(['铜锁支持门限签名和验签', '零知识证明'], undefined);
    assert.ok(words.get('铜锁支持门限签名和验签')!.some((w) => w.startsWith('门限')));
    assert.ok(words.get('铜锁支持门限签名和验签')!.includes('验签'));
    assert.ok(words.get('零知识证明')![0]!.startsWith('零知识'));
  });
});

describe('query groups', () => {
  const vocabulary = ['国密', '算法', '密算', '门限', 'sm2', 'tls', '1.3', 'ssl', 'ctx', 'new', 'ssl_ctx_new', 'ssl_ctx_free', 'certificate', 'certify', '铜锁', '锁', '的'];

  it('Chinese: pairs the index knows; a character no pair covers alone', () => {
    assert.deepEqual(groups('国密算法 ', vocabulary.filter((t) => t !== '密算')), ['国密', '算法']);
    assert.deepEqual(groups('锁的 ', vocabulary), ['锁', '的']);
  });

  it('English: parts required, the compound ranks', () => {
    assert.deepEqual(groups('SSL_CTX_new ', vocabulary), ['ssl', 'ctx', 'new', '?,ssl_ctx_new']);
    assert.deepEqual(groups('certificates ', vocabulary), ['certificate']);
  });

  it('mixed: SM2 门限 and TLS 1.3 国密', () => {
    assert.deepEqual(groups('SM2 门限', vocabulary), ['sm2', '门限']);
    assert.deepEqual(groups('TLS 1.3 国密', vocabulary), ['tls', '1.3', '国密']);
  });

  it('the word being typed matches the terms it starts', () => {
    assert.deepEqual(groups('certif', vocabulary), ['certify,certificate']);
    assert.deepEqual(groups('ssl_ctx_', vocabulary), ['ssl', 'ctx', '?,ssl_ctx_new,ssl_ctx_free']);
    assert.deepEqual(groups('铜', vocabulary), ['铜锁']);
    assert.deepEqual(groups('certif ', vocabulary), [], 'a finished word is not a prefix');
  });

  it('drops terms no page has', () => {
    assert.deepEqual(groups('xyzzy 国密', vocabulary), ['国密']);
    assert.deepEqual(groups('<script>alert(1)</script>', vocabulary), []);
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
    assert.deepEqual(parts.filter((p) => p.mark).map((p) => p.text), ['门限签名']);
    assert.deepEqual(makeExcerpt('短文本', ['x']), [{ text: '短文本' }]);
  });
});

// The build's Chinese segmenter is given only the dictionary words that occur
// in the runs it cuts (segmentit-words.ts): the cut must be the one segmentit
// gives with its whole dictionary.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { wordsWithin } from '../../src/search/segmentit-words.js';
import { prepareRuns, segmentRun } from '../../src/search/segmenter.js';

describe('segmenter', () => {
  it("keeps a dictionary's lines whose word occurs in the runs, in their order", () => {
    const dict = ['国密|1|10', '算法|2|20\r', ' 国密算法 |4|40', '密码学|8|80', 'no bar here', '国密|16|160', '|1|1', '算'].join('\n');
    assert.equal(wordsWithin(dict, ['国密算法的实现']), ['国密|1|10', '算法|2|20', ' 国密算法 |4|40', '国密|16|160'].join('\n'));
    assert.equal(wordsWithin(dict, ['密码学']), '密码学|8|80');
    assert.equal(wordsWithin(dict, ['实现']), '');
  });

  it('cuts runs as segmentit does with its whole dictionary', () => {
    const runs = [
      '国密算法的实现与应用指南',
      '铜锁密码库的编译和安装',
      '使用国密证书建立安全通信',
      '长春市长春药店',
      '南京市长江大桥',
      '半同态加密算法',
      '零知识证明的基本原理',
      '中华人民共和国商用密码管理条例',
      '如何贡献代码',
      '发布说明',
      '的',
    ];
    const s = createRequire(import.meta.url)('segmentit');
    const whole = new s.Segment();
    whole.use([s.DictTokenizer, s.DictOptimizer]);
    whole.loadDict([s.pangu, s.panguExtend1, s.panguExtend2]);
    prepareRuns(runs.slice(0, 6));
    // The first six with one segmenter readied for them, the others each with one of its own.
    for (const run of runs) assert.deepEqual(segmentRun(run), whole.doSegment(run, { simple: true }), run);
  });
});

// The index's Chinese segmentation loads segmentit with only the dictionary
// words found in the text it cuts, and replaces its dictionary tokenizer with
// a faster one (src/search/dict-tokenizer.ts): together they must cut every
// run exactly as segmentit does with its whole dictionary.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import segmentit from 'segmentit';
import { dictionaryLine, PROJECT_TERMS } from '../../src/search/project-terms.js';
import { linesOccurringIn, segmentWithSegmentit } from '../../src/search/segmenter.js';
import { cjkRunsOf } from '../../src/shared/search/text-runs.js';
import { markdownFiles } from '../helpers/corpus.js';

describe('segmentit with a dictionary reduced to the text and a faster tokenizer', () => {
  it('cuts the Chinese runs of the Tongsuo corpus exactly as segmentit does with its whole dictionary', async () => {
    const all = new Set<string>();
    for (const file of markdownFiles()) for (const run of cjkRunsOf(readFileSync(file, 'utf8'))) all.add(run);
    // Every fourth run: all kinds of sentences, in a second of the whole dictionary's time.
    const runs = [...all].filter((_, i) => i % 4 === 0);
    assert.ok(runs.length > 1500, `${runs.length} runs`);
    const whole = segmentit.useDefault(new segmentit.Segment());
    whole.loadDict(PROJECT_TERMS.map(dictionaryLine));
    const reduced = await segmentWithSegmentit(runs);
    const differing = runs.filter((run, i) => reduced[i]!.join('|') !== whole.doSegment(run, { simple: true }).join('|'));
    assert.deepEqual(differing, []);
  });

  it('keeps the lines whose word occurs, as segmentit reads a word (up to the first bar, trimmed)', () => {
    const dictionary = ['\uFEFF国密|0x1|1', '国密算法|0x1|2', '国密算法实现|0x1|3', '算法|0x1|4', '签名|0x1|5', 'no-bar line', ' 实现 |0x1|6'].join('\n');
    assert.equal(linesOccurringIn(['国密算法的实现'], [dictionary]), ['\uFEFF国密|0x1|1', '国密算法|0x1|2', '算法|0x1|4', ' 实现 |0x1|6'].join('\n'));
  });

  it('finds words longer than the substrings it sets aside', () => {
    const dictionary = ['零知识证明系统|0x1|1', '零知识证明协议|0x1|1'].join('\n');
    assert.equal(linesOccurringIn(['基于零知识证明系统的'], [dictionary]), '零知识证明系统|0x1|1');
  });
});

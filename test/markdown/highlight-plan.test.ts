// Code is highlighted before the pages compile, spread over the workers' lanes,
// and each page compiles with its blocks' HTML handed over (src/markdown/highlight-plan.ts).
// The blocks read from the fences must be the ones the compiler highlights, and
// a page must come out the same either way.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseEntry } from '../../src/content/front-matter.js';
import { blockKey } from '../../src/markdown/code-block.js';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { codeBlocksOf, planHighlighting, spreadBlocks } from '../../src/markdown/highlight-plan.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { highlightBlock } from '../../src/markdown/plugins/rehype-code.js';
import { CORPUS, markdownFiles } from '../helpers/corpus.js';
import type { CompileInput } from '../../src/model.js';

function inputOf(absPath: string, text = readFileSync(absPath, 'utf8')): CompileInput {
  const sitePath = path.relative(CORPUS, absPath).split(path.sep).join('/');
  const { entry } = parseEntry({ absPath, sitePath, text });
  return { absPath, sitePath, text, bodyLine: entry!.bodyLine };
}

const shared = createCodeHighlighter();

/** Compiles a page highlighting all its blocks itself; returns its code and the keys of the blocks it highlighted. */
async function compileAlone(input: CompileInput): Promise<{ code: string; keys: string[] }> {
  const highlighter = await shared;
  highlighter.highlighted.clear();
  const result = await compileMarkdown(input, highlighter);
  assert.ok(result.ok, input.sitePath);
  return { code: result.compiled.code, keys: [...highlighter.highlighted.keys()] };
}

describe('highlighting ahead of compiling', () => {
  it('reads every block the compiler highlights on every corpus page, in lists too', async () => {
    const missed: string[] = [];
    for (const file of markdownFiles()) {
      const input = inputOf(file);
      const found = new Set(codeBlocksOf(input).map(blockKey));
      for (const key of (await compileAlone(input)).keys) if (!found.has(key)) missed.push(`${input.sitePath}: ${key.slice(0, 60)}`);
    }
    assert.deepEqual(missed, []);
  });

  it('compiles a page with its blocks handed over exactly as one that highlights them itself, highlighting nothing more', async () => {
    const text = [
      '# Code',
      '',
      '```c title="main.c" {2}',
      'int main(void) {',
      '  return 0;',
      '}',
      '```',
      '',
      '1. Build it:',
      '',
      '   ```bash',
      '   make && ./main',
      '   ```',
      '',
      '~~~',
      'plain text',
      '~~~',
      '',
    ].join('\n');
    const input = inputOf(path.join(CORPUS, 'docs', 'fixture.md'), text);
    const alone = await compileAlone(input);

    const plan = planHighlighting([input]);
    assert.deepEqual(
      plan.unique().map((b) => b.lang),
      ['c', 'bash', 'text'],
    );
    // Another highlighter (another worker) highlights the blocks; the page's gets only their HTML.
    const elsewhere = await createCodeHighlighter();
    await elsewhere.load(['c', 'bash', 'text']);
    const handedOver = await createCodeHighlighter();
    for (const block of plan.blocks.get(input.sitePath)!) handedOver.highlighted.set(blockKey(block), highlightBlock(elsewhere, block));
    const before = handedOver.highlighted.size;
    const result = await compileMarkdown(input, handedOver);
    assert.ok(result.ok);
    assert.equal(result.compiled.code, alone.code);
    assert.equal(handedOver.highlighted.size, before, 'the page highlighted a block itself');
    assert.equal(before, 3);
  });
});

describe('spreading blocks over the workers', () => {
  const block = (lang: string, length: number, n: number) => ({ lang, code: `${n}`.padEnd(length, 'x') });
  const blocks = [...[1, 2, 3, 4, 5, 6].map((n) => block('ts', 1000, n)), ...[1, 2].map((n) => block('bash', 500, n)), block('c', 1000, 1)];
  const languagesOf = (lane: { lang: string }[][]) => [...new Set(lane.flat().map((b) => b.lang))];
  const lengthOf = (lane: { code: string }[][]) => lane.flat().reduce((sum, b) => sum + b.code.length, 0);

  it('gives every lane the same length of code, splitting only the language too large for one lane', () => {
    const lanes = spreadBlocks(blocks, 2, 16_000, 1000);
    assert.deepEqual(lanes.map(lengthOf), [4000, 4000]);
    assert.deepEqual(lanes.map(languagesOf), [['ts'], ['ts', 'bash', 'c']]);
    assert.deepEqual(
      lanes
        .flat(2)
        .map((b) => b.code)
        .sort(),
      blocks.map((b) => b.code).sort(),
      'each block once',
    );
  });

  it('keeps a language whole when it fits a lane, and cuts lanes into jobs', () => {
    const lanes = spreadBlocks(blocks, 1, 2500, 1000);
    assert.deepEqual(lanes.map(languagesOf), [['ts', 'bash', 'c']]);
    assert.deepEqual(
      lanes[0]!.map((job) => job.length),
      [3, 3, 3],
    );
    assert.deepEqual(
      spreadBlocks([block('c', 10, 1)], 4).map((lane) => lane.length),
      [1, 0, 0, 0],
    );
  });
});
